import { createHash } from 'node:crypto';
import { EncryptJWT, jwtDecrypt } from 'jose';
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
}

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

export function createSessionSealer(secret: string, maxAgeSeconds: number): SessionSealer {
  const sessionKey = keyFor('saola-session', secret);
  const captchaKey = keyFor('saola-captcha', secret);

  return {
    seal: (data) => sealClaims({ ...data }, sessionKey, maxAgeSeconds),
    async unseal(sealed) {
      const payload = await unsealClaims(sealed, sessionKey);
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
      const payload = await unsealClaims(sealed, captchaKey);
      return typeof payload?.captchaId === 'string' && payload.captchaId !== '' ? payload.captchaId : null;
    },
  };
}
