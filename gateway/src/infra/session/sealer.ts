import { createHash } from 'node:crypto';
import { EncryptJWT, jwtDecrypt } from 'jose';
import { LRUCache } from 'lru-cache';
import { isSessionData, type SessionData } from './session-data.js';

/**
 * Seals session data into a compact JWE (direct key, AES-256-GCM) so the cookie is both secret and
 * tamper-proof. Stateless on purpose: any replica can read it and a Redis outage logs nobody out.
 */
export interface SessionSealer {
  seal(data: SessionData): Promise<string>;
  unseal(sealed: string): Promise<SessionData | null>;
  /** The platform's captchaId, sealed for the browser that asked for the image. */
  sealCaptcha(captchaId: string): Promise<string>;
  unsealCaptcha(sealed: string): Promise<string | null>;
  /** The platform's region verdict for one client IP, sealed so the browser can neither read nor forge it. */
  sealRegion(verdict: RegionVerdict): Promise<string>;
  unsealRegion(sealed: string): Promise<RegionVerdict | null>;
}

/**
 * What the platform's status check said about one visitor's address. It holds only for that address: a visitor
 * who moves (another network, a VPN) is checked again, so the spec's region rule still applies to every request.
 */
export interface RegionVerdict {
  /** The client IP the verdict was made for. */
  ip: string;
  blocked: boolean;
  /** The address as the platform saw it (shown on the region-blocked page). */
  visitorIp: string | null;
}

/** How long a verdict is trusted before the platform is asked again (maintenance is never in it: see SiteService). */
export const REGION_VERDICT_SECONDS = 600;

/** A captcha answers once and the platform keeps it for 5 minutes; the binding need not outlive it. */
export const CAPTCHA_BINDING_SECONDS = 300;

// The secret may be any string of 32+ characters; hash it to exactly the 256-bit key A256GCM needs.
// Each cookie kind gets its own key, so one can never be replayed as the other.
const keyFor = (purpose: string, secret: string): Buffer => createHash('sha256').update(`${purpose}:${secret}`).digest();

async function sealClaims(claims: Record<string, unknown>, key: Buffer, maxAgeSeconds: number): Promise<string> {
  return new EncryptJWT(claims)
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuedAt()
    .setExpirationTime(`${maxAgeSeconds}s`)
    .encrypt(key);
}

async function unsealClaims(sealed: string, key: Buffer): Promise<Record<string, unknown> | null> {
  try {
    const { payload } = await jwtDecrypt(sealed, key, { keyManagementAlgorithms: ['dir'] });
    return payload;
  } catch {
    // Tampered, expired or sealed with another secret: treat as absent.
    return null;
  }
}

/** Tokens remembered per cookie kind: enough for every member active in the last minutes of a busy replica. */
const OPENED_TOKENS = 10_000;

/**
 * Opens tokens sealed with one key, remembering each token that opened until its own expiry. Opening a JWE through
 * WebCrypto costs about 0.2 ms and a browser sends the same cookie with every request; a token is remembered by its
 * exact text, so only a token that opened with this key can ever hit (one cache per key: a session cookie sent as
 * a region cookie still fails).
 */
function tokenOpener(key: Buffer): (sealed: string) => Promise<Record<string, unknown> | null> {
  const opened = new LRUCache<string, Record<string, unknown>>({ max: OPENED_TOKENS });
  return async (sealed) => {
    const known = opened.get(sealed);
    // The expiry is checked against the clock on every hit too, as jose would: the cache's own timer is only eviction.
    if (known !== undefined && (known.exp as number) * 1000 > Date.now()) return known;
    const payload = await unsealClaims(sealed, key);
    const lifeMs = typeof payload?.exp === 'number' ? payload.exp * 1000 - Date.now() : 0;
    if (payload !== null && lifeMs > 0) opened.set(sealed, payload, { ttl: lifeMs });
    return payload;
  };
}

/** How long one sealed region verdict is handed out again to the same address (its token lives 600 s). */
const REGION_SEAL_REUSE_MS = 60_000;

export function createSessionSealer(secret: string, maxAgeSeconds: number): SessionSealer {
  const sessionKey = keyFor('saola-session', secret);
  const captchaKey = keyFor('saola-captcha', secret);
  const regionKey = keyFor('saola-region', secret);
  const openSession = tokenOpener(sessionKey);
  const openCaptcha = tokenOpener(captchaKey);
  const openRegion = tokenOpener(regionKey);
  // A client that keeps no cookies (an HTTP client, a bot) is given its verdict on every request: one seal per
  // address and minute instead of one per request.
  const sealedRegions = new LRUCache<string, Promise<string>>({ max: OPENED_TOKENS, ttl: REGION_SEAL_REUSE_MS });

  return {
    seal: (data) => sealClaims({ ...data }, sessionKey, maxAgeSeconds),
    async unseal(sealed) {
      const payload = await openSession(sealed);
      if (payload === null) return null;
      const data: SessionData = {
        token: payload.token as string,
        memberId: payload.memberId as string,
        account: payload.account as string,
        accountType: payload.accountType as number,
        ...(payload.passwordChangeRequired === true ? { passwordChangeRequired: true } : {}),
      };
      return isSessionData(data) ? data : null;
    },
    sealCaptcha: (captchaId) => sealClaims({ captchaId }, captchaKey, CAPTCHA_BINDING_SECONDS),
    async unsealCaptcha(sealed) {
      const payload = await openCaptcha(sealed);
      return typeof payload?.captchaId === 'string' && payload.captchaId !== '' ? payload.captchaId : null;
    },
    sealRegion(verdict) {
      const key = JSON.stringify([verdict.ip, verdict.blocked, verdict.visitorIp]);
      const known = sealedRegions.get(key);
      if (known !== undefined) return known;
      const sealed = sealClaims({ ...verdict }, regionKey, REGION_VERDICT_SECONDS);
      sealedRegions.set(key, sealed);
      sealed.catch(() => sealedRegions.delete(key));
      return sealed;
    },
    async unsealRegion(sealed) {
      const payload = await openRegion(sealed);
      if (payload === null || typeof payload.ip !== 'string' || typeof payload.blocked !== 'boolean') return null;
      const visitorIp = typeof payload.visitorIp === 'string' ? payload.visitorIp : null;
      return { ip: payload.ip, blocked: payload.blocked, visitorIp };
    },
  };
}
