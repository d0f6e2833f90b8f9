import { randomBytes } from 'node:crypto';
import type { Clock } from './clock.js';

export interface Session {
  readonly token: string;
  readonly accountId: number;
  readonly issuedAt: number;
  lastSeenAt: number;
}

export interface SessionPolicy {
  /** Idle time after which a token is dead, on the sandbox clock. */
  idleTtlMs: number;
  /** A new login of the same account kills its previous token. */
  singleSession: boolean;
}

/** Login tokens: opaque random strings sent back bare in `Authorization`. */
export class SessionStore {
  private readonly byToken = new Map<string, Session>();

  constructor(
    private readonly clock: Clock,
    private readonly policy: SessionPolicy,
  ) {}

  open(accountId: number): Session {
    if (this.policy.singleSession) this.expire(accountId);
    const now = this.clock.now();
    const session: Session = { token: randomBytes(24).toString('base64url'), accountId, issuedAt: now, lastSeenAt: now };
    this.byToken.set(session.token, session);
    return session;
  }

  /** The live session of a token, its idle timer restarted; null when unknown or idle too long. */
  resolve(token: string): Session | null {
    const session = this.byToken.get(token);
    if (session === undefined) return null;
    const now = this.clock.now();
    if (now - session.lastSeenAt > this.policy.idleTtlMs) {
      this.byToken.delete(token);
      return null;
    }
    session.lastSeenAt = Math.max(session.lastSeenAt, now);
    return session;
  }

  close(token: string): void {
    this.byToken.delete(token);
  }

  /** Kills the tokens of one account, or of everyone; answers how many died. */
  expire(accountId?: number): number {
    let count = 0;
    for (const [token, session] of this.byToken) {
      if (accountId === undefined || session.accountId === accountId) {
        this.byToken.delete(token);
        count += 1;
      }
    }
    return count;
  }
}
