import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Integrator API keys, compared in constant time: both sides are hashed to equal lengths first, and every key is
 * compared, so neither the length nor the position of a match shows in the timing.
 */
export function integratorKeyChecker(keys: readonly string[]): (presented: string | string[] | undefined) => boolean {
  const known = keys.map(digest);
  return (presented) => {
    if (typeof presented !== 'string' || presented === '' || presented.length > 256 || known.length === 0) return false;
    const candidate = digest(presented);
    let match = false;
    for (const key of known) match = timingSafeEqual(key, candidate) || match;
    return match;
  };
}
