import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { closeRedis, connectRedis, type RedisClient, type RedisTarget } from '../redis/index.js';
import type { LiveBus } from './live-bus.js';

export interface RedisBusOptions {
  redis: RedisTarget;
  /** Every key and channel starts with it (CACHE_NAMESPACE), so two sites on one Redis never hear each other. */
  namespace: string;
  logger: Logger;
}

// Renews the lease only while this replica still holds it: a holder that lost it (paused past its time) never
// takes it back from the replica that took over.
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

/**
 * Events through Redis pub/sub, one channel per topic, subscribed while this replica has a listener on it (a
 * replica hears only the members and feeds its own pages watch). A subscribed connection can send nothing else,
 * so commands go on a second one.
 */
export function redisBus(options: RedisBusOptions): LiveBus {
  const prefix = `${options.namespace}:live:`;
  const commands = connectRedis(options.redis, { commandTimeoutMs: 500 });
  const subscriber = connectRedis(options.redis, { commandTimeoutMs: 1_000 });
  const holder = randomUUID();
  const listeners = new Map<string, Set<(value: string) => void>>();
  const logError = (what: string) => (error: unknown) => options.logger.warn({ err: error }, `live ${what} failed`);
  for (const client of [commands, subscriber]) client.on('error', (error: Error) => options.logger.debug({ err: error }, 'live redis error'));

  // With no offline queue a SUBSCRIBE sent before the connection is ready fails: every channel is (re)subscribed
  // once it is, so a replica that started before Redis, or lost it, hears again.
  subscriber.on('ready', () => {
    if (listeners.size > 0) subscriber.subscribe(...[...listeners.keys()].map((topic) => prefix + topic)).catch(logError('subscribe'));
  });
  subscriber.on('message', (channel: string, message: string) => {
    for (const listener of [...(listeners.get(channel.slice(prefix.length)) ?? [])]) listener(message);
  });

  return {
    async publish(topic, value, ttlMs, announce = true) {
      const write = commands.multi().set(`${prefix}last:${topic}`, value, 'PX', ttlMs);
      await (announce ? write.publish(prefix + topic, value) : write).exec();
    },
    listen(topic, onValue) {
      let set = listeners.get(topic);
      if (set === undefined) {
        listeners.set(topic, (set = new Set()));
        if (subscriber.status === 'ready') subscriber.subscribe(prefix + topic).catch(logError('subscribe'));
      }
      set.add(onValue);
      return () => {
        set.delete(onValue);
        if (set.size > 0 || listeners.get(topic) !== set) return;
        listeners.delete(topic);
        if (subscriber.status === 'ready') subscriber.unsubscribe(prefix + topic).catch(logError('unsubscribe'));
      };
    },
    async latest(topic) {
      return (await commands.get(`${prefix}last:${topic}`).catch(() => null)) ?? undefined;
    },
    async hold(lease, ttlMs) {
      const key = `${prefix}lease:${lease}`;
      try {
        if ((await commands.set(key, holder, 'PX', ttlMs, 'NX')) === 'OK') return true;
        return Number(await commands.eval(RENEW, 1, key, holder, ttlMs)) === 1;
      } catch {
        // Redis away: nobody can take the lease, and nobody polls; pages keep their last values until it is back.
        return false;
      }
    },
    async release(lease) {
      await commands.eval(RELEASE, 1, `${prefix}lease:${lease}`, holder).catch(logError('release'));
    },
    async claim(key, ttlMs) {
      return (await commands.set(`${prefix}claim:${key}`, '1', 'PX', ttlMs, 'NX').catch(() => null)) === 'OK';
    },
    async close() {
      listeners.clear();
      await Promise.allSettled([closeRedis(commands as RedisClient), closeRedis(subscriber as RedisClient)]);
    },
  };
}
