import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createCache } from '../../cache/index.js';
import { instrumentCache } from '../instrument-cache.js';
import { createGatewayMetrics } from '../metrics.js';
import { silentLogger } from '../../../testing/silent-logger.js';

describe('cache lookups in metrics', () => {
  it('tell a miss, a hit, a stale answer while refreshing, and a stale answer when the refresh fails', async () => {
    const metrics = createGatewayMetrics();
    const cache = instrumentCache(createCache({ namespace: 'metrics-test', logger: silentLogger() }), metrics);
    const policy = { ttlMs: 30, staleWhileRevalidateMs: 0, staleIfErrorMs: 60_000, version: 1 };
    const swr = { ...policy, staleWhileRevalidateMs: 60_000 };
    const key = 'SAOLA:en:notices:{"first":9}';

    expect(await cache.getOrLoad(key, policy, async () => 'v1')).toBe('v1');
    expect(await cache.getOrLoad(key, policy, async () => 'unused')).toBe('v1');
    await sleep(40);
    expect(await cache.getOrLoad(key, policy, async () => Promise.reject(new Error('platform down')))).toBe('v1');
    await sleep(40);
    expect(await cache.getOrLoad('SAOLA:en:site', swr, async () => 's1')).toBe('s1');
    await sleep(40);
    expect(await cache.getOrLoad('SAOLA:en:site', swr, async () => 's2')).toBe('s1');

    const text = await metrics.registry.metrics();
    expect(text).toContain('saola_cache_lookups_total{class="notices",result="miss"} 1');
    expect(text).toContain('saola_cache_lookups_total{class="notices",result="hit"} 1');
    expect(text).toContain('saola_cache_lookups_total{class="notices",result="stale"} 1');
    expect(text).toContain('saola_cache_lookups_total{class="site",result="miss"} 1');
    expect(text).toContain('saola_cache_lookups_total{class="site",result="stale"} 1');
    await cache.close();
  });
});
