/**
 * How a replica hears what any replica published, and who may do a read: Redis pub/sub and keys when Redis is
 * configured (every replica hears every event once, one replica reads), plain memory otherwise (one replica).
 */
export interface LiveBus {
  /**
   * Keeps the value as the topic's latest for `ttlMs` and, when `announce` (the default), sends it to every
   * replica, this one included.
   */
  publish(topic: string, value: string, ttlMs: number, announce?: boolean): Promise<void>;
  /** Calls `onValue` with each value published on the topic from now on; the returned function stops it. */
  listen(topic: string, onValue: (value: string) => void): () => void;
  /** The topic's latest value, published by any replica within the snapshot's life. */
  latest(topic: string): Promise<string | undefined>;
  /**
   * Takes or keeps the named lease for `ttlMs`: true while this replica holds it. A holder that stops renewing
   * (it died) loses it when the time runs out, and the next replica to ask gets it.
   */
  hold(lease: string, ttlMs: number): Promise<boolean>;
  /** Gives the lease up at once, if this replica holds it, so another takes over without waiting. */
  release(lease: string): Promise<void>;
  /** True for exactly one caller across the replicas within `ttlMs`: whoever does the read a signal asks for. */
  claim(key: string, ttlMs: number): Promise<boolean>;
  close(): Promise<void>;
}
