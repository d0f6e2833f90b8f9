import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';
import { entryFor, newest, ofVersion, type CacheEntry } from './cache-entry.js';
import type { PeerInvalidation } from './peer-invalidation.js';
import type { SharedStore } from './redis-store.js';
import { defaultTiming, loadAcrossReplicas } from './shared-flight.js';
import type { Cache, CachePolicy, FreshnessObserver, SingleFlightTiming } from './types.js';

interface Flight {
  promise: Promise<unknown>;
  /** Set by delete(): the load started before the invalidation, so its result must not be stored. */
  invalidated: boolean;
}

interface SharedRead {
  promise: Promise<CacheEntry | undefined>;
  deletionsAtStart: number;
}

/**
 * L1 memory (LRU) in front of an optional shared L2 (Redis), with stale-while-revalidate,
 * stale-if-error and single-flight loading per key. With Redis, a deletion reaches the other replicas' memory
 * through `peers` (see peer-invalidation.ts).
 */
export class TwoLevelCache implements Cache {
  readonly kind: 'memory' | 'redis';
  private readonly memory: LRUCache<string, CacheEntry>;
  private readonly loads = new Map<string, Flight>();
  private readonly sharedReads = new Map<string, SharedRead>();
  /** Counts deletions (ours and the peers'), so a Redis read that raced one is not promoted back into memory. */
  private deletions = 0;
  private readonly timing: SingleFlightTiming;
  private readonly deleteListeners: ((keys: string[]) => void)[] = [];

  constructor(
    maxEntries: number,
    private readonly shared: SharedStore | undefined,
    private readonly logger: Logger,
    timing: Partial<SingleFlightTiming> = {},
    private readonly peers?: PeerInvalidation,
  ) {
    this.kind = shared === undefined ? 'memory' : 'redis';
    this.timing = { ...defaultTiming, ...timing };
    this.memory = new LRUCache({ max: maxEntries });
    // A peer already deleted these from Redis and told its own peers: only our memory is left to clear.
    peers?.listen((keys) => this.forget(keys));
  }

  async getOrLoad<T>(key: string, policy: CachePolicy, load: () => Promise<T>, observe?: FreshnessObserver): Promise<T> {
    const local = ofVersion(this.fromMemory(key), policy);
    if (local !== undefined && Date.now() < local.freshUntil) {
      observe?.(local.freshUntil);
      return local.value as T;
    }

    // Memory is checked again after the await: a load that finished meanwhile has already stored there.
    const entry = ofVersion(newest(await this.fromShared(key), this.fromMemory(key)), policy);
    const now = Date.now();
    if (entry !== undefined && now < entry.freshUntil + policy.staleWhileRevalidateMs) {
      observe?.(entry.freshUntil);
      if (now < entry.freshUntil) return entry.value as T;
      this.refresh(key, policy, load).catch((error: unknown) => {
        this.logger.warn({ err: error, key }, 'background cache refresh failed; serving the stale value');
      });
      return entry.value as T;
    }

    try {
      const value = await this.refresh(key, policy, load);
      observe?.(Date.now() + policy.ttlMs);
      return value;
    } catch (error) {
      if (entry !== undefined && Date.now() < entry.freshUntil + policy.staleIfErrorMs) {
        this.logger.warn({ err: error, key }, 'cache load failed; serving the stale value');
        observe?.(entry.freshUntil);
        return entry.value as T;
      }
      throw error;
    }
  }

  async delete(keys: string[]): Promise<void> {
    this.forget(keys);
    await this.shared?.delete(keys);
    // Only after the DEL: a peer that drops its copy and reads Redis at once must not find the old value there.
    await this.peers?.publish(keys);
  }

  /** Drops the keys from memory, voids loads in flight and tells the listeners (the fast path). */
  private forget(keys: string[]): void {
    this.deletions++;
    for (const key of keys) {
      this.memory.delete(key);
      const flight = this.loads.get(key);
      if (flight !== undefined) {
        flight.invalidated = true;
        this.loads.delete(key);
      }
    }
    for (const listener of this.deleteListeners) listener(keys);
  }

  onDelete(listener: (keys: string[]) => void): void {
    this.deleteListeners.push(listener);
  }

  async ping(): Promise<'memory' | 'redis'> {
    await this.shared?.ping();
    return this.kind;
  }

  async close(): Promise<void> {
    this.memory.clear();
    await this.peers?.close();
    await this.shared?.close();
  }

  private fromMemory(key: string): CacheEntry | undefined {
    const entry = this.memory.get(key);
    if (entry !== undefined && Date.now() >= entry.staleUntil) {
      this.memory.delete(key);
      return undefined;
    }
    return entry;
  }

  /** One Redis read per key at a time; a newer entry found there is promoted to memory. */
  private async fromShared(key: string): Promise<CacheEntry | undefined> {
    if (this.shared === undefined) return undefined;
    let read = this.sharedReads.get(key);
    if (read === undefined) {
      read = { promise: this.shared.get(key), deletionsAtStart: this.deletions };
      const started = read;
      started.promise.then(
        () => this.sharedReads.get(key) === started && this.sharedReads.delete(key),
        () => this.sharedReads.get(key) === started && this.sharedReads.delete(key),
      );
      this.sharedReads.set(key, read);
    }
    const entry = await read.promise;
    // A read that raced a delete() may hold the deleted value: treat it as a miss.
    if (entry === undefined || Date.now() >= entry.staleUntil || this.deletions !== read.deletionsAtStart) return undefined;
    if (newest(this.memory.get(key), entry) === entry) this.memory.set(key, entry);
    return entry;
  }

  /**
   * Single-flight: concurrent callers of one key share one load, whatever their number; with Redis, so do the
   * replicas (see shared-flight.ts).
   */
  private refresh<T>(key: string, policy: CachePolicy, load: () => Promise<T>): Promise<T> {
    const running = this.loads.get(key);
    if (running !== undefined) return running.promise as Promise<T>;

    const flight: Flight = { promise: Promise.resolve(), invalidated: false };
    flight.promise = (async () => {
      try {
        if (this.shared === undefined) {
          const value = await load();
          if (value !== undefined && !flight.invalidated) await this.store(key, value, policy);
          return value;
        }
        const result = await loadAcrossReplicas(this.shared, key, policy, this.timing, load, async (value) => {
          if (!flight.invalidated) await this.store(key, value, policy);
        });
        if ('loaded' in result) return result.loaded;
        if (!flight.invalidated) this.memory.set(key, result.shared);
        return result.shared.value as T;
      } finally {
        if (this.loads.get(key) === flight) this.loads.delete(key);
      }
    })();
    this.loads.set(key, flight);
    return flight.promise as Promise<T>;
  }

  private async store(key: string, value: unknown, policy: CachePolicy): Promise<void> {
    const now = Date.now();
    const entry = entryFor(value, policy, now);
    this.memory.set(key, entry);
    await this.shared?.set(key, entry, entry.staleUntil - now);
  }
}
