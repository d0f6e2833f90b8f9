export { closeRedis, connectRedis, whenReady, type RedisClient, type RedisTuning } from './connect-redis.js';
export { describeTarget, parseHostPorts, type HostPort, type RedisTarget } from './target.js';
