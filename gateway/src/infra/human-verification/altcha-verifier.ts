import { createHash } from 'node:crypto';
import { createChallenge, verifySolution, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { ChallengeVerifier } from './verifier.js';

/** A challenge is good for five minutes: long enough to fill a form on a slow phone, short enough to be useless stored. */
export const ALTCHA_LIFETIME_MS = 5 * 60 * 1000;
/**
 * PBKDF2 rounds per attempt. Low: the browser finds the answer in well under a second on a phone, and still every
 * automated login costs real CPU per try, which is the point of proof of work.
 */
const COST = 1_000;
const ALGORITHM = 'PBKDF2/SHA-256';

/** ALTCHA: self-hosted proof of work, no third party and no tracking; challenges are HMAC-signed, so checks are offline. */
export function altchaVerifier(hmacKey: string, now: () => number = Date.now): ChallengeVerifier {
  return {
    setup: { provider: 'altcha', siteKey: null },
    async issue() {
      const challenge = await createChallenge({
        algorithm: ALGORITHM,
        cost: COST,
        deriveKey,
        expiresAt: new Date(now() + ALTCHA_LIFETIME_MS),
        hmacSignatureSecret: hmacKey,
      });
      return JSON.stringify(challenge);
    },
    async check(response) {
      const payload = decodePayload(response);
      if (payload === null) return { valid: false };
      const result = await verifySolution({ challenge: payload.challenge, solution: payload.solution, deriveKey, hmacSignatureSecret: hmacKey }).catch(
        () => null,
      );
      if (result?.verified !== true) return { valid: false };
      const expiresAt = payload.challenge.parameters.expiresAt;
      // The signature covers the challenge's nonce and salt: one solved challenge, one use.
      const replayKey = createHash('sha256').update(payload.challenge.signature ?? '').digest('base64url');
      const ttlMs = typeof expiresAt === 'number' ? Math.max(1_000, expiresAt * 1000 - now()) : ALTCHA_LIFETIME_MS;
      return { valid: true, replayKey, ttlMs };
    },
  };
}

/** The widget sends its payload as base64 JSON; anything else is not a solution. */
function decodePayload(response: string): Payload | null {
  try {
    const value = JSON.parse(Buffer.from(response, 'base64').toString('utf8')) as Partial<Payload>;
    if (typeof value.challenge?.parameters !== 'object' || typeof value.solution !== 'object' || value.solution === null) return null;
    return value as Payload;
  } catch {
    return null;
  }
}
