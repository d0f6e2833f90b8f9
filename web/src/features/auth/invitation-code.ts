/** localStorage key of the invitation (affiliate) code a visitor arrived with, and until when it holds. */
export const invitationCodeKey = 'saola.invitationCode';

/**
 * How long an invitation stays with the visitor. An agent's link often leads to a registration days later (the
 * visitor looks around first); a month is the usual attribution window of affiliate programmes.
 */
export const invitationLifetimeMs = 30 * 24 * 60 * 60 * 1000;

interface StoredInvitation {
  code: string;
  expiresAt: number;
}

/**
 * Keeps a checked invitation code first-party (spec 000 §3: the registration call takes the stored invitation
 * code when the affiliate code is empty), so a visitor who closes the form and registers later from the header
 * is still registered under the agent who invited them.
 */
export function keepInvitationCode(code: string, now = Date.now()): void {
  const stored: StoredInvitation = { code, expiresAt: now + invitationLifetimeMs };
  try {
    window.localStorage.setItem(invitationCodeKey, JSON.stringify(stored));
  } catch {
    // Storage can be off (private mode, policies): the code then lasts as long as the form that read it.
  }
}

/** The kept invitation code, or null when there is none or it has expired (an expired one is dropped). */
export function storedInvitationCode(now = Date.now()): string | null {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(invitationCodeKey);
  } catch {
    return null;
  }
  const stored = parse(raw);
  if (stored === null || stored.expiresAt <= now) {
    if (raw !== null) forgetInvitationCode();
    return null;
  }
  return stored.code;
}

/** A registration used the code (or the platform refused it): it is not offered again. */
export function forgetInvitationCode(): void {
  try {
    window.localStorage.removeItem(invitationCodeKey);
  } catch {
    // Nothing was kept without storage.
  }
}

function parse(raw: string | null): StoredInvitation | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { code, expiresAt } = value as Partial<StoredInvitation>;
    return typeof code === 'string' && code !== '' && typeof expiresAt === 'number' ? { code, expiresAt } : null;
  } catch {
    return null;
  }
}
