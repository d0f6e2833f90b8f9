import { createHash } from 'node:crypto';
import { jwtDecrypt } from 'jose';
import { E2E } from './e2e-env.js';

/**
 * Opens the gateway's sealed cookie the way the gateway does (JWE dir/A256GCM, key = SHA-256 of
 * "saola-session:" + secret), so a test can learn the upstream token and then look for it elsewhere.
 */
export async function tokenInSessionCookie(sealed: string): Promise<string> {
  const key = createHash('sha256').update(`saola-session:${E2E.sessionSecret}`).digest();
  const { payload } = await jwtDecrypt(sealed, key);
  if (typeof payload.token !== 'string') throw new Error('no token in the session cookie');
  return payload.token;
}
