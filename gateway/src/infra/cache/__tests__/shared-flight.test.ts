import { describe, expect, it, vi } from 'vitest';
import { entryFor, type CacheEntry } from '../cache-entry.js';
import type { SharedStore } from '../redis-store.js';
import { loadAcrossReplicas } from '../shared-flight.js';
import type { CachePolicy } from '../types.js';

const policy: CachePolicy = { ttlMs: 60_000, staleWhileRevalidateMs: 0, staleIfErrorMs: 0, version: 1 };
const timing = { lockTtlMs: 10_000, waitMs: 5_000, pollMs: 1 };

/**
 * One key's shared level as another replica's load leaves it: locked at first; `afterRead` runs right after this
 * replica's n-th read, which is where the other replica's store and unlock can fall.
 */
function anotherReplicaLoading(afterRead: (reads: number, finish: (entry?: CacheEntry) => void) => void): SharedStore {
  let locked = true;
  let stored: CacheEntry | undefined;
  let reads = 0;
  const finish = (entry?: CacheEntry) => {
    stored = entry;
    locked = false;
  };
  return {
    get: async () => {
      const entry = stored;
      afterRead(++reads, finish);
      return entry;
    },
    set: async (_key, entry) => void (stored = entry),
    delete: async () => undefined,
    tryLock: async () => (locked ? false : ((locked = true), true)),
    isLocked: async () => locked,
    unlock: async () => void (locked = false),
    ping: async () => undefined,
    close: async () => undefined,
  };
}

describe('loadAcrossReplicas', () => {
  it("takes the other replica's value when it stores and unlocks between this replica's read and its lock check", async () => {
    const theirs = entryFor('theirs', policy, Date.now());
    const shared = anotherReplicaLoading((reads, finish) => reads === 1 && finish(theirs));
    const load = vi.fn(async () => 'ours');

    const result = await loadAcrossReplicas(shared, 'k', policy, timing, load, async () => undefined);

    expect(result).toEqual({ shared: theirs });
    expect(load).not.toHaveBeenCalled();
  });

  it('takes the value another replica stored and unlocked before this replica asked for the lock', async () => {
    const theirs = entryFor('theirs', policy, Date.now());
    const shared = anotherReplicaLoading(() => undefined);
    await shared.set('k', theirs, policy.ttlMs);
    await shared.unlock('k', 'their token');
    const load = vi.fn(async () => 'ours');

    expect(await loadAcrossReplicas(shared, 'k', policy, timing, load, async () => undefined)).toEqual({ shared: theirs });
    expect(load).not.toHaveBeenCalled();
  });

  it('loads itself when the other replica gives up its lock without storing', async () => {
    const shared = anotherReplicaLoading((reads, finish) => reads === 2 && finish());
    const load = vi.fn(async () => 'ours');
    const store = vi.fn(async () => undefined);

    const result = await loadAcrossReplicas(shared, 'k', policy, timing, load, store);

    expect(result).toEqual({ loaded: 'ours' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(store).toHaveBeenCalledWith('ours');
  });
});
