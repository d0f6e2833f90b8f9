export { closeRedis, connectRedis, whenReady, type RedisClient, type RedisTuning } from './connect-redis.js';
export { storedKey } from './stored-key.js';
export { describeTarget, parseHostPorts, type HostPort, type RedisTarget } from './target.js';
