import { createHash } from 'node:crypto';
import { verifySolution, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { SandboxStore } from '../../core/store.js';
import { identityError } from '../account/identity-errors.js';
import type { Fields } from '../account/payload-fields.js';
import { optionalText } from '../account/payload-fields.js';

function decode(response: string): Payload | null {
  try {
    const value = JSON.parse(Buffer.from(response, 'base64').toString('utf8')) as Partial<Payload>;
    return typeof value.challenge?.parameters === 'object' && typeof value.solution === 'object' && value.solution !== null ? (value as Payload) : null;
  } catch {
    return null;
  }
}

/**
 * With `humanVerification` on, login and both SMS sends need `challengeProvider` + `challengeResponse`: an ALTCHA
 * result signed with the merchant's key, solved, unexpired and not used before. The sandbox cannot reach
 * Turnstile or reCAPTCHA, so it refuses their tokens (docs/identity.md). Refused: `challenge.required`.
 */
export async function requireHumanChallenge(store: SandboxStore, fields: Fields): Promise<void> {
  if (!store.data.identity.loginSettings.humanVerification) return;
  const provider = optionalText(fields, 'challengeProvider', 16);
  const response = optionalText(fields, 'challengeResponse', 8192);
  const key = store.altchaHmacKey;
  const payload = provider === 'altcha' && response !== undefined ? decode(response) : null;
  if (payload === null || key === undefined) throw identityError('challengeRequired');
  const result = await verifySolution({ challenge: payload.challenge, solution: payload.solution, deriveKey, hmacSignatureSecret: key }).catch(() => null);
  if (result?.verified !== true) throw identityError('challengeRequired');
  const spent = createHash('sha256').update(payload.challenge.signature ?? '').digest('base64url');
  if (store.data.identity.spentChallenges.includes(spent)) throw identityError('challengeRequired');
  store.data.identity.spentChallenges.push(spent);
}
