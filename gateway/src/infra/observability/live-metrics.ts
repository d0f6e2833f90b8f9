import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import type { LiveCounters, WatchKind } from '../live/index.js';

/** Why a stream ended (http/live/event-stream-writer.ts): a bounded label set. */
export type LiveStreamEnd = 'done' | 'lifetime' | 'idle' | 'slow' | 'drain';

/** The live streams' figures: what is open, what was made once in the cluster, and what this replica handed out. */
export interface LiveMetrics extends LiveCounters {
  streamOpened(): void;
  streamEnded(reason: LiveStreamEnd): void;
  /** One SSE message (an event or a heartbeat) written to a client. */
  written(): void;
}

export function createLiveMetrics(registry: Registry): LiveMetrics {
  const open = new Gauge({ name: 'saola_live_streams_open', help: 'Subscription streams open on this replica.', registers: [registry] });
  const ended = new Counter({
    name: 'saola_live_streams_ended_total',
    help: 'Subscription streams ended, by reason: done (client left), lifetime, idle (no event for its idle time), slow (dropped for not reading), drain.',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  const published = new Counter({
    name: 'saola_live_events_published_total',
    help: 'New values this replica read and published to the cluster (a feed as its lease holder, a member\'s figures as claimed).',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  const delivered = new Counter({
    name: 'saola_live_events_delivered_total',
    help: 'Values handed to this replica\'s open streams (one per stream per value heard).',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  const lag = new Histogram({
    name: 'saola_live_delivery_lag_seconds',
    help: 'From a value\'s publication (by the replica that read it) to its hand-over to this replica\'s streams.',
    labelNames: ['kind'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const messages = new Counter({ name: 'saola_live_messages_written_total', help: 'SSE messages (events and heartbeats) written to clients.', registers: [registry] });
  return {
    streamOpened: () => open.inc(),
    streamEnded(reason) {
      open.dec();
      ended.inc({ reason });
    },
    written: () => messages.inc(),
    published: (kind: WatchKind) => published.inc({ kind }),
    delivered(kind: WatchKind, streams: number, lagMs: number) {
      delivered.inc({ kind }, streams);
      lag.observe({ kind }, Math.max(0, lagMs) / 1000);
    },
  };
}
