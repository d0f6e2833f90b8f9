import type { Logger } from 'pino';
import type { RedisTarget } from '../redis/index.js';
import { LiveHub, type LiveCounters } from './live-hub.js';
import { memoryBus } from './memory-bus.js';
import { redisBus } from './redis-bus.js';

export { LiveHub, type LiveCounters, type WatchKind, type WatchSpec } from './live-hub.js';
export type { LiveBus } from './live-bus.js';

export interface LiveHubSetup {
  redis: RedisTarget | undefined;
  namespace: string;
  logger: Logger;
  counters?: LiveCounters;
  leaseTtlMs?: number;
  feedIntervalMs?: number;
  memberIntervalMs?: number;
}

/** The hub on Redis when the cluster has one (events made once, heard by every replica), in memory otherwise. */
export function createLiveHub(setup: LiveHubSetup): LiveHub {
  const logger = setup.logger.child({ component: 'live' });
  const bus = setup.redis === undefined ? memoryBus() : redisBus({ redis: setup.redis, namespace: setup.namespace, logger });
  const { counters, leaseTtlMs, feedIntervalMs, memberIntervalMs } = setup;
  return new LiveHub({ bus, logger, counters, leaseTtlMs, feedIntervalMs, memberIntervalMs });
}
