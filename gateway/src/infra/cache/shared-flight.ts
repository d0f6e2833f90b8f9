import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { ofVersion, type CacheEntry } from './cache-entry.js';
import type { SharedStore } from './redis-store.js';
import type { CachePolicy, SingleFlightTiming } from './types.js';

export const defaultTiming: SingleFlightTiming = { lockTtlMs: 10_000, waitMs: 5_000, pollMs: 15 };

/** What a cross-replica load produced: our own load (to be stored) or the entry another replica stored. */
export type FlightResult<T> = { loaded: T } | { shared: CacheEntry };

/**
 * Single-flight across replicas: the first replica to take the key's Redis lock (SET NX PX) calls the platform;
 * the others poll Redis for the entry it stores. A lock whose holder failed (released, or expired) is taken over;
 * a wait past `waitMs`, or a Redis that cannot answer, falls back to a direct call. Polling rather than pub/sub:
 * one poller per replica and key (in-process single-flight merges the rest), and it works the same on a Cluster.
 */
export async function loadAcrossReplicas<T>(
  shared: SharedStore,
  key: string,
  policy: CachePolicy,
  timing: SingleFlightTiming,
  load: () => Promise<T>,
  store: (value: T) => Promise<void>,
): Promise<FlightResult<T>> {
  const token = randomUUID();
  const deadline = Date.now() + timing.waitMs;
  for (;;) {
    const locked = await shared.tryLock(key, token, timing.lockTtlMs);
    if (locked !== false) {
      // Ours (or Redis cannot tell: then every replica loads for itself, as without Redis).
      try {
        // Another replica may have stored and unlocked since our last read (the holder stores first): a lock alone
        // does not tell a finished load from a failed one, so read once more before calling the platform.
        const stored = locked ? await freshEntry(shared, key, policy) : undefined;
        if (stored !== undefined) return { shared: stored };
        const value = await load();
        // Stored before the unlock, so a waiter that sees the lock gone finds the value.
        if (value !== undefined) await store(value);
        return { loaded: value };
      } finally {
        if (locked) await shared.unlock(key, token);
      }
    }
    for (;;) {
      if (Date.now() >= deadline) return { loaded: await load() };
      await sleep(timing.pollMs);
      const entry = await freshEntry(shared, key, policy);
      if (entry !== undefined) return { shared: entry };
      // The holder is gone, finished or failed: take the lock, and the read after it tells which.
      if ((await shared.isLocked(key)) !== true) break;
    }
  }
}

async function freshEntry(shared: SharedStore, key: string, policy: CachePolicy): Promise<CacheEntry | undefined> {
  const entry = ofVersion(await shared.get(key), policy);
  return entry !== undefined && Date.now() < entry.freshUntil ? entry : undefined;
}
