export { cacheKey, type CacheScope } from './cache-key.js';
export { createCache } from './create-cache.js';
export type { Cache, CacheOptions, CachePolicy, FreshnessObserver } from './types.js';
