import { PlatformError } from '../protocol/errors.js';
import type { SandboxStore } from './store.js';

/**
 * Runs a money or points mutation once per client key: a retry with the same key and the same request gets
 * the first answer without moving anything again; the same key with another request is refused.
 */
export function answerOnce<T>(store: SandboxStore, scope: string, key: string, request: unknown, mutate: () => T): T {
  return once(store, scope, key, request, mutate, (first) => structuredClone(first) as T);
}

/**
 * Runs a mutation keyed by its order number once, as the platform does: the same order number again is refused
 * as a duplicate order (HTTP 200 `order.duplicate`, `value` the order as first answered) and moves nothing; the
 * same order number with another request is refused as a bad parameter.
 */
export function orderOnce<T>(store: SandboxStore, scope: string, orderNo: string, request: unknown, mutate: () => T): T {
  return once(store, scope, orderNo, request, mutate, (first) => {
    throw PlatformError.of('orderDuplicate', { value: structuredClone(first) });
  });
}

function once<T>(store: SandboxStore, scope: string, key: string, request: unknown, mutate: () => T, repeat: (first: unknown) => T): T {
  const answers = store.data.answers;
  const slot = `${scope}:${key}`;
  const fingerprint = JSON.stringify(request);
  const stored = answers[slot];
  if (stored !== undefined) {
    if (stored.fingerprint !== fingerprint) {
      throw PlatformError.of('requestParam', { message: 'This request id was already used for a different request' });
    }
    return repeat(stored.value);
  }
  const value = mutate();
  answers[slot] = { fingerprint, value: structuredClone(value) };
  return value;
}
