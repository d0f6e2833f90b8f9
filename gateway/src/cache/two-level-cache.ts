import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';
import { entryFor, newest, ofVersion, type CacheEntry } from './cache-entry.js';
import type { SharedStore } from './redis-store.js';
import type { Cache, CachePolicy, FreshnessObserver } from './types.js';

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
 * stale-if-error and single-flight loading per key.
 */
export class TwoLevelCache implements Cache {
  readonly kind: 'memory' | 'redis';
  private readonly memory: LRUCache<string, CacheEntry>;
  private readonly loads = new Map<string, Flight>();
  private readonly sharedReads = new Map<string, SharedRead>();
  /** Counts delete() calls, so a Redis read that raced one is not promoted back into memory. */
  private deletions = 0;
  private readonly deleteListeners: ((keys: string[]) => void)[] = [];

  constructor(
    maxEntries: number,
    private readonly shared: SharedStore | undefined,
    private readonly logger: Logger,
  ) {
    this.kind = shared === undefined ? 'memory' : 'redis';
    this.memory = new LRUCache({ max: maxEntries });
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
    await this.shared?.delete(keys);
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

  /** Single-flight: concurrent callers of one key share one load, whatever their number. */
  private refresh<T>(key: string, policy: CachePolicy, load: () => Promise<T>): Promise<T> {
    const running = this.loads.get(key);
    if (running !== undefined) return running.promise as Promise<T>;

    const flight: Flight = { promise: Promise.resolve(), invalidated: false };
    flight.promise = (async () => {
      try {
        const value = await load();
        if (value !== undefined && !flight.invalidated) await this.store(key, value, policy);
        return value;
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
