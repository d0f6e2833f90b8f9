import { PlatformError } from '../protocol/errors.js';
import { flpData } from './funds-lottery-points-books.js';
import type { SandboxStore } from './store.js';

/**
 * Runs a money or points mutation once per client key: a retry with the same key and the same request gets
 * the first answer without moving anything again; the same key with another request is refused.
 */
export function answerOnce<T>(store: SandboxStore, scope: string, key: string, request: unknown, mutate: () => T): T {
  const answers = flpData(store).answers;
  const slot = `${scope}:${key}`;
  const fingerprint = JSON.stringify(request);
  const stored = answers[slot];
  if (stored !== undefined) {
    if (stored.fingerprint !== fingerprint) {
      throw PlatformError.of('requestParam', { message: 'This request id was already used for a different request' });
    }
    return structuredClone(stored.value) as T;
  }
  const value = mutate();
  answers[slot] = { fingerprint, value: structuredClone(value) };
  return value;
}
