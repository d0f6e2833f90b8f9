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
}

export function createSessionSealer(secret: string, maxAgeSeconds: number): SessionSealer {
  // The secret may be any string of 32+ characters; hash it to exactly the 256-bit key A256GCM needs.
  const key = createHash('sha256').update(`saola-session:${secret}`).digest();

  return {
    async seal(data) {
      return new EncryptJWT({ ...data })
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
        .setIssuedAt()
        .setExpirationTime(`${maxAgeSeconds}s`)
        .encrypt(key);
    },
    async unseal(sealed) {
      try {
        const { payload } = await jwtDecrypt(sealed, key, { keyManagementAlgorithms: ['dir'] });
        const data = {
          token: payload.token,
          memberId: payload.memberId,
          account: payload.account,
          accountType: payload.accountType,
        };
        return isSessionData(data) ? data : null;
      } catch {
        // Tampered, expired or sealed with another secret: treat as logged out.
        return null;
      }
    },
  };
}
