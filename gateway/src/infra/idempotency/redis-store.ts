import { closeRedis, whenReady, type RedisClient } from '../redis/index.js';
import { parseKeyState, type IdempotencyStore } from './store.js';

// Compare-and-delete: only the claim's owner frees it, never a finished answer or another replica's claim.
const RELEASE = `
local current = redis.call('GET', KEYS[1])
if not current then return 0 end
local ok, state = pcall(cjson.decode, current)
if ok and state.state == 'running' and state.owner == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

/**
 * Keys shared by every replica. The claim is a SET NX, so of two replicas given the same key at once exactly one
 * runs the request; the other waits for its answer. Failures throw: the caller decides what an outage means.
 */
export function createRedisStore(redis: RedisClient, namespace: string, owned: boolean, connectTimeoutMs = 1_000): IdempotencyStore {
  const redisKey = (key: string) => `${namespace}:idempotency:${key}`;
  return {
    async claim(key, fingerprint, owner, claimTtlMs) {
      await whenReady(redis, connectTimeoutMs);
      const result = await redis.set(redisKey(key), JSON.stringify({ state: 'running', fingerprint, owner }), 'PX', claimTtlMs, 'NX');
      return result === 'OK';
    },
    async get(key) {
      return parseKeyState(await redis.get(redisKey(key)));
    },
    async complete(key, fingerprint, answer, ttlMs) {
      await redis.set(redisKey(key), JSON.stringify({ state: 'done', fingerprint, answer }), 'PX', ttlMs);
    },
    async release(key, owner) {
      await redis.eval(RELEASE, 1, redisKey(key), owner);
    },
    async close() {
      if (owned) await closeRedis(redis);
    },
  };
}
