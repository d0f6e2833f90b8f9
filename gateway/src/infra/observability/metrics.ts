import { createLiveMetrics, type LiveMetrics } from './live-metrics.js';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export type CacheOutcome = 'hit' | 'miss' | 'stale';
/** The gateway's two caches: public data, and members' own reads. */
export type PeerCache = 'public' | 'member';

/** What the gateway counts; every label value comes from a bounded set (known names, codes, catalogue calls). */
export interface GatewayMetrics {
  readonly registry: Registry;
  /** One observation per GraphQL request: its operation (known name or "other") and outcome. */
  request(operation: string, outcome: string, seconds: number): void;
  platformCall(call: string, outcome: string, seconds: number): void;
  cache(cacheClass: string, outcome: CacheOutcome): void;
  /** A deletion another replica broadcast, applied to this replica's memory of the named cache. */
  peerInvalidation(cache: PeerCache, keys: number): void;
  idempotencyReplay(): void;
  /** How the fast path met one GraphQL request (stored answer, fresh or stale; parts laid into a member's; or not). */
  fastPath(outcome: string): void;
  /** What the last /readyz found: each dependency up (1) or down (0), and whether the replica serves. */
  readiness(serving: boolean, checks: Readonly<Record<string, string>>): void;
  /** Reports whether the shared Redis answers, read at scrape time. */
  watchRedis(probe: () => Promise<'up' | 'down' | 'none'>): void;
  /** Reports the multipart requests being read (of UPLOADS_IN_FLIGHT), read at scrape time. */
  watchUploads(inFlight: () => number): void;
  /** Subscription streams and live events (live-metrics.ts). */
  readonly live: LiveMetrics;
}

// Buckets around what a page needs: tens of milliseconds served from cache, seconds when the platform is slow.
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createGatewayMetrics(): GatewayMetrics {
  const registry = new Registry();
  // Process figures, among them the event-loop lag (nodejs_eventloop_lag_*).
  collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: 'saola_graphql_request_duration_seconds',
    help: 'GraphQL requests by operation and outcome (ok, an error code, or an HTTP status class), with their latency.',
    labelNames: ['operation', 'outcome'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const platformCalls = new Histogram({
    name: 'saola_platform_call_duration_seconds',
    help: 'Platform calls by catalogue call and outcome, with their latency.',
    labelNames: ['call', 'outcome'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const cacheLookups = new Counter({
    name: 'saola_cache_lookups_total',
    help: 'Public cache lookups by cache class and result (hit, miss, stale).',
    labelNames: ['class', 'result'] as const,
    registers: [registry],
  });
  const peerInvalidations = new Counter({
    name: 'saola_cache_peer_invalidations_total',
    help: 'Cache deletions received from other replicas (one per deleting call) and applied to this replica\'s memory.',
    labelNames: ['cache'] as const,
    registers: [registry],
  });
  const peerInvalidatedKeys = new Counter({
    name: 'saola_cache_peer_invalidated_keys_total',
    help: 'Cache keys those deletions from other replicas named.',
    labelNames: ['cache'] as const,
    registers: [registry],
  });
  const replays = new Counter({
    name: 'saola_idempotency_replays_total',
    help: 'Money mutations answered from a kept answer instead of a second platform call.',
    registers: [registry],
  });
  const fastPathAnswers = new Counter({
    name: 'saola_fast_path_requests_total',
    help: 'GraphQL requests by how the fast path met them: hit, stale (stored answer), spliced (stored parts in a member\'s answer), miss or bypass.',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const dependencies = new Gauge({
    name: 'saola_dependency_up',
    help: 'Each dependency as the last readiness check found it: 1 up (memory counts as up), 0 down (degraded, still serving).',
    labelNames: ['dependency'] as const,
    registers: [registry],
  });
  const serving = new Gauge({
    name: 'saola_replica_serving',
    help: 'Whether the last readiness check found this replica serving (0 while starting or draining).',
    registers: [registry],
  });
  let redisProbe: (() => Promise<'up' | 'down' | 'none'>) | undefined;
  new Gauge({
    name: 'saola_redis_up',
    help: 'Whether the shared Redis answers a ping (1) or not (0); absent when the gateway runs on memory only.',
    registers: [registry],
    async collect() {
      const state = redisProbe === undefined ? 'none' : await redisProbe();
      this.reset();
      if (state !== 'none') this.set(state === 'up' ? 1 : 0);
    },
  });

  let uploadsInFlight: () => number = () => 0;
  new Gauge({
    name: 'saola_uploads_in_flight',
    help: 'Multipart (file upload) requests this replica is reading or answering; at UPLOADS_IN_FLIGHT, more are refused.',
    registers: [registry],
    collect() {
      this.set(uploadsInFlight());
    },
  });

  return {
    registry,
    request: (operation, outcome, seconds) => requests.observe({ operation, outcome }, seconds),
    platformCall: (call, outcome, seconds) => platformCalls.observe({ call, outcome }, seconds),
    cache: (cacheClass, outcome) => cacheLookups.inc({ class: cacheClass, result: outcome }),
    peerInvalidation(cache, keys) {
      peerInvalidations.inc({ cache });
      peerInvalidatedKeys.inc({ cache }, keys);
    },
    idempotencyReplay: () => replays.inc(),
    fastPath: (outcome) => fastPathAnswers.inc({ outcome }),
    readiness(isServing, checks) {
      serving.set(isServing ? 1 : 0);
      for (const [dependency, state] of Object.entries(checks)) dependencies.set({ dependency }, state === 'down' ? 0 : 1);
    },
    watchRedis(probe) {
      redisProbe = probe;
    },
    watchUploads(inFlight) {
      uploadsInFlight = inFlight;
    },
    live: createLiveMetrics(registry),
  };
}
