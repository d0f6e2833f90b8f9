import { LRUCache } from 'lru-cache';
import type { IdempotencyStore, KeyState } from './store.js';

/** Keys of one process, bounded: the oldest answers go first if a flood of keys arrives. */
export function createMemoryStore(maxKeys = 100_000): IdempotencyStore {
  const keys = new LRUCache<string, KeyState>({ max: maxKeys, ttlAutopurge: false });
  return {
    async claim(key, fingerprint, owner, claimTtlMs) {
      if (keys.has(key)) return false;
      keys.set(key, { state: 'running', fingerprint, owner }, { ttl: claimTtlMs });
      return true;
    },
    async get(key) {
      return keys.get(key);
    },
    async complete(key, fingerprint, answer, ttlMs) {
      keys.set(key, { state: 'done', fingerprint, answer }, { ttl: ttlMs });
    },
    async release(key, owner) {
      const current = keys.get(key);
      if (current?.state === 'running' && current.owner === owner) keys.delete(key);
    },
    async close() {
      keys.clear();
    },
  };
}
