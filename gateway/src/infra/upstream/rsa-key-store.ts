/** The platform's RSA modulus, fetched once and shared by every encrypted call until it ages out. */
export interface RsaKeyStore {
  modulus(): Promise<string>;
  /** Drops the given modulus (the platform refused it) so the next call fetches a new one. */
  discard(modulus: string): void;
}

export const rsaKeyMaxAgeMs = 10 * 60 * 1000;

export function createRsaKeyStore(fetchModulus: () => Promise<string>, maxAgeMs = rsaKeyMaxAgeMs): RsaKeyStore {
  let cached: { modulus: string; fetchedAt: number } | undefined;
  // Single-flight: a burst of logins after a restart makes one key request, not one each.
  let pending: Promise<string> | undefined;

  function modulus(): Promise<string> {
    if (cached !== undefined && Date.now() - cached.fetchedAt < maxAgeMs) return Promise.resolve(cached.modulus);
    pending ??= fetchModulus()
      .then((fresh) => {
        cached = { modulus: fresh, fetchedAt: Date.now() };
        return fresh;
      })
      .finally(() => {
        pending = undefined;
      });
    return pending;
  }

  function discard(stale: string): void {
    // Only the key that failed: a concurrent call may already have fetched its replacement.
    if (cached?.modulus === stale) cached = undefined;
  }

  return { modulus, discard };
}
