import { cacheKey } from '../../../cache/index.js';
import type { CallSpec } from '../../../upstream/index.js';
import { publicPolicy, type PublicResource } from '../../cache-policies.js';
import type { GatewayDeps, RequestScope } from '../../context.js';

export type PublicQuery = Record<string, string | number | undefined>;

/**
 * One PUBLIC platform read through the shared cache: keyed by merchant + language + arguments, with the
 * resource's TTL, stale-while-revalidate and single-flight, so concurrent visitors share one upstream call.
 * `map` runs once per load and its result is what every visitor reads, so it must be JSON-serialisable.
 */
export function publicRead<V, T>(
  deps: GatewayDeps,
  scope: RequestScope,
  resource: PublicResource,
  spec: CallSpec,
  query: PublicQuery,
  map: (value: V) => T,
): Promise<T> {
  const key = cacheKey({ merchant: deps.merchant, language: scope.language }, resource, query);
  return deps.cache.getOrLoad(key, publicPolicy(resource, deps.publicTtlMs), async () => {
    // The lobby's relays also read the language from the query (spec 001 section 7); the key already has it.
    const value = await deps.upstream.call<V>(spec, {
      language: scope.upstreamLanguage,
      query: { ...query, language: scope.upstreamLanguage },
      requestId: scope.requestId,
    });
    return map(value);
  });
}
