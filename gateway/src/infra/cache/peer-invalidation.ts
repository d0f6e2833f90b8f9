import { randomUUID } from 'node:crypto';
import { Cluster } from 'ioredis';
import type { Logger } from 'pino';
import { closeRedis, type RedisClient } from '../redis/index.js';
import type { OutageLog } from './outage-log.js';

/**
 * Tells the other replicas which cache keys one replica deleted, so they drop their memory copies too (the L1
 * entries and the fast path's answers built on them); Redis itself is cleared by the deleting replica alone.
 *
 * Why PUBLISH/SUBSCRIBE and not keyspace notifications: notifications are off by default (a server setting that
 * managed Redis services often refuse), on a Cluster each node only reports its own keys (a subscriber per
 * primary, followed across failovers), and they fire for every SET and expiry too. One explicit message per
 * delete() carries exactly its keys, reaches every node of a Cluster (classic pub/sub is broadcast over the
 * cluster bus) and works the same on a single Redis and behind Sentinel.
 *
 * Delivery is at most once: a replica cut off from Redis misses the messages sent meanwhile, and what it holds
 * then lasts until its TTL, like the Redis entries a replica could not delete while Redis was away.
 */
export interface PeerInvalidation {
  /** Tells the peers; never throws (a Redis that is away only costs them staleness up to the TTL). */
  publish(keys: string[]): Promise<void>;
  /** Hears the keys the other replicas deleted (never this replica's own). */
  listen(handler: (keys: string[]) => void): void;
  close(): Promise<void>;
}

export interface PeerInvalidationOptions {
  /** The cache's client: it publishes, and a duplicate of it (same target, its own connection) subscribes. */
  redis: RedisClient;
  namespace: string;
  logger: Logger;
  /** The cache's outage log: the subscriber's connection fails with the cache's, and is logged with it. */
  outage: OutageLog;
  /** Called once per message received from a peer, with its number of keys (metrics). */
  onReceived?: (keys: number) => void;
}

interface Message {
  from: string;
  keys: string[];
}

/** One channel per cache namespace: the public cache and the member cache invalidate apart. */
export const invalidationChannel = (namespace: string) => `${namespace}:cache-invalidate`;

export function createPeerInvalidation(options: PeerInvalidationOptions): PeerInvalidation {
  const { redis, logger, outage } = options;
  const channel = invalidationChannel(options.namespace);
  const replicaId = randomUUID();
  const handlers: ((keys: string[]) => void)[] = [];

  // A subscribed connection can run no other command, hence a connection of its own.
  // Narrowed apart: the two clients' duplicate() signatures do not unite.
  const subscriber: RedisClient = redis instanceof Cluster ? redis.duplicate() : redis.duplicate();
  subscriber.on('error', (error: unknown) => outage.failed('subscribe', error));
  // On every (re)connection: ioredis resubscribes on its own too, and a second SUBSCRIBE of a channel is a no-op;
  // this one also covers a Redis that was down when the replica started (no offline queue to hold the command).
  subscriber.on('ready', () => {
    subscriber.subscribe(channel).then(
      () => outage.recovered(),
      (error: unknown) => outage.failed('subscribe', error),
    );
  });
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    const message = parseMessage(text);
    if (message === undefined) {
      logger.warn({ channel }, 'ignored a malformed cache invalidation message');
      return;
    }
    // Our own deletion was applied locally before it was published.
    if (message.from === replicaId) return;
    options.onReceived?.(message.keys.length);
    for (const handler of handlers) handler(message.keys);
  });

  return {
    async publish(keys) {
      if (keys.length === 0 || redis.status !== 'ready') return;
      const message: Message = { from: replicaId, keys };
      await redis.publish(channel, JSON.stringify(message)).then(
        () => outage.recovered(),
        (error: unknown) => outage.failed('publish', error),
      );
    },
    listen(handler) {
      handlers.push(handler);
    },
    async close() {
      await closeRedis(subscriber);
    },
  };
}

function parseMessage(text: string): Message | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return undefined;
    const { from, keys } = value as Partial<Record<keyof Message, unknown>>;
    if (typeof from !== 'string' || !Array.isArray(keys) || !keys.every((key) => typeof key === 'string')) return undefined;
    return { from, keys: keys as string[] };
  } catch {
    return undefined;
  }
}
