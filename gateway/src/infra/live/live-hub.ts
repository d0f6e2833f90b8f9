import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { LiveBus } from './live-bus.js';
import { LatestValueStream } from './latest-value-stream.js';

/** A public feed is read by the one replica holding its lease; a member's figures by whichever claims the signal. */
export type WatchKind = 'feed' | 'member';

export interface WatchSpec {
  kind: WatchKind;
  /** Reads the topic's value now, in the context of the stream that asked (its session, its language). */
  read: () => Promise<unknown>;
  /** The member a member topic belongs to: what a poke for that member re-reads. */
  memberId?: string;
}

/** What the hub counts, for the observability module (labels from the bounded WatchKind). */
export interface LiveCounters {
  published(kind: WatchKind): void;
  /** A value heard and handed to `streams` streams, `lagMs` after the replica that read it published it. */
  delivered(kind: WatchKind, streams: number, lagMs: number): void;
}

export interface LiveHubOptions {
  bus: LiveBus;
  logger: Logger;
  counters?: LiveCounters;
  /** A feed's lease lives this long unless renewed: how soon another replica takes over from a dead holder. */
  leaseTtlMs?: number;
  /** How often a replica with listeners renews or tries the lease. */
  tickMs?: number;
  /** How long a feed's latest value stays readable for streams that open later. */
  snapshotTtlMs?: number;
  /** How often a feed's lease holder reads it (LIVE_FEED_INTERVAL_MS). */
  feedIntervalMs?: number;
  /** A member's modest re-read while a page of theirs is open, besides the signals (LIVE_MEMBER_INTERVAL_MS). */
  memberIntervalMs?: number;
}

interface Watch {
  topic: string;
  spec: WatchSpec;
  intervalMs: number;
  readers: Map<LatestValueStream<unknown>, () => Promise<unknown>>;
  latest: string | undefined;
  parsed: unknown;
  stopListening: () => void;
  timer: NodeJS.Timeout;
  nextReadAt: number;
  holding: boolean;
  busy: boolean;
}

const POKE_TOPIC = 'poke';
/** Long enough for every replica to hear a poke before its claim expires; a poke id is never reused anyway. */
const POKE_CLAIM_MS = 30_000;

/**
 * The topics this replica's open streams watch. Each value is made once in the cluster (a feed by its lease
 * holder, a member's figures by the replica that claims the read) and published on the bus; every replica hands
 * what it hears to its own streams of that topic. A member topic's name carries the member's id and its reader
 * reads with that member's own session, so one member's values can reach only that member's streams.
 */
export class LiveHub {
  private readonly watches = new Map<string, Watch>();
  private readonly leaseTtlMs: number;
  private readonly tickMs: number;
  private readonly snapshotTtlMs: number;
  private readonly stopPokes: () => void;

  constructor(private readonly options: LiveHubOptions) {
    this.leaseTtlMs = options.leaseTtlMs ?? 3_000;
    // A feed read more often than the lease is renewed is read on each renewal.
    this.tickMs = Math.min(options.tickMs ?? 1_000, options.feedIntervalMs ?? 5_000);
    this.snapshotTtlMs = options.snapshotTtlMs ?? 60 * 60_000;
    this.stopPokes = options.bus.listen(POKE_TOPIC, (message) => void this.onPoke(message));
  }

  /** A new stream of the topic: its latest value first (nothing lost across a reconnect), then every change. */
  watch(topic: string, spec: WatchSpec): AsyncIterableIterator<unknown> {
    const watch = this.watches.get(topic) ?? this.start(topic, spec);
    const stream: LatestValueStream<unknown> = new LatestValueStream(() => this.leave(watch, stream));
    watch.readers.set(stream, spec.read);
    void this.firstValue(watch, stream);
    return stream;
  }

  /** Something may have moved the member's figures (a money mutation answered, a game window closed): re-read them. */
  async poke(memberId: string): Promise<void> {
    await this.options.bus.publish(POKE_TOPIC, JSON.stringify({ memberId, id: randomUUID() }), 1);
  }

  /** Streams open on this replica, by kind. */
  openStreams(): Record<WatchKind, number> {
    const open = { feed: 0, member: 0 };
    for (const watch of this.watches.values()) open[watch.spec.kind] += watch.readers.size;
    return open;
  }

  async close(): Promise<void> {
    this.stopPokes();
    for (const watch of [...this.watches.values()]) for (const stream of [...watch.readers.keys()]) await stream.return();
    await this.options.bus.close();
  }

  private start(topic: string, spec: WatchSpec): Watch {
    const intervalMs = spec.kind === 'feed' ? (this.options.feedIntervalMs ?? 5_000) : (this.options.memberIntervalMs ?? 30_000);
    const watch: Watch = {
      topic,
      spec,
      intervalMs,
      readers: new Map(),
      latest: undefined,
      parsed: undefined,
      stopListening: () => undefined,
      timer: setInterval(() => void this.tick(watch), spec.kind === 'feed' ? this.tickMs : intervalMs),
      nextReadAt: 0,
      holding: false,
      busy: false,
    };
    watch.timer.unref();
    watch.stopListening = this.options.bus.listen(topic, (message) => this.deliver(watch, message));
    this.watches.set(topic, watch);
    return watch;
  }

  private deliver(watch: Watch, message: string): void {
    const { at, value } = unstamped(message);
    if (value !== watch.latest || watch.parsed === undefined) {
      watch.latest = value;
      watch.parsed = JSON.parse(value) as unknown;
    }
    for (const stream of watch.readers.keys()) stream.push(watch.parsed);
    this.options.counters?.delivered(watch.spec.kind, watch.readers.size, Date.now() - at);
  }

  private async firstValue(watch: Watch, stream: LatestValueStream<unknown>): Promise<void> {
    if (watch.spec.kind === 'member') {
      // A member's figures are read afresh for each new stream, never replayed: a kept value can be older than the
      // page that opens the stream (the platform moved the balance where no signal told us; a test reset it), and
      // would overwrite what the page's own query just read. A read that fails leaves the page's value standing.
      const read = watch.readers.get(stream);
      const value = read === undefined ? undefined : await this.refresh(watch, read);
      if (value !== undefined) stream.push(JSON.parse(value) as unknown);
      return;
    }
    if (watch.latest === undefined) {
      const kept = await this.options.bus.latest(watch.topic);
      if (kept !== undefined && watch.latest === undefined) {
        watch.latest = unstamped(kept).value;
        watch.parsed = JSON.parse(watch.latest) as unknown;
      }
    }
    if (watch.latest !== undefined) stream.push(watch.parsed);
    // Nobody has published it yet (or its snapshot expired): this stream reads it once and so tells every replica.
    else await this.refresh(watch);
  }

  private async tick(watch: Watch): Promise<void> {
    if (watch.busy || watch.readers.size === 0) return;
    watch.busy = true;
    try {
      if (watch.spec.kind === 'feed') {
        watch.holding = await this.options.bus.hold(`feed:${watch.topic}`, this.leaseTtlMs);
        if (!watch.holding || Date.now() < watch.nextReadAt) return;
        watch.nextReadAt = Date.now() + watch.intervalMs;
        await this.refresh(watch);
      } else if (await this.options.bus.claim(`tick:${watch.topic}`, Math.max(watch.intervalMs - this.tickMs, this.tickMs))) {
        await this.refresh(watch);
      }
    } finally {
      watch.busy = false;
    }
  }

  private async onPoke(message: string): Promise<void> {
    const { memberId, id } = JSON.parse(message) as { memberId: string; id: string };
    for (const watch of this.watches.values()) {
      if (watch.spec.kind !== 'member' || watch.spec.memberId !== memberId) continue;
      if (await this.options.bus.claim(`poke:${watch.topic}:${id}`, POKE_CLAIM_MS)) await this.refresh(watch);
    }
  }

  /**
   * Reads the topic (with `read`, else the newest stream's reader) and publishes the value if it changed.
   * Answers what it read, or undefined when nothing could be read.
   */
  private async refresh(watch: Watch, read = [...watch.readers.values()].at(-1)): Promise<string | undefined> {
    if (read === undefined) return undefined;
    let value: string;
    try {
      value = JSON.stringify(await read());
    } catch (error) {
      // The platform failed or the session ended: pages keep the last value, and the next read tries again.
      this.options.logger.debug({ err: error, topic: watch.topic }, 'live read failed');
      return undefined;
    }
    // Unchanged: nothing to push, but the snapshot's life starts again, so later streams still find it.
    // A member's latest value is kept no longer than their re-read interval: while a stream is open each read keeps
    // it, and a stream opening later than that reads afresh rather than show a balance from an old visit.
    const keepMs = watch.spec.kind === 'member' ? watch.intervalMs : this.snapshotTtlMs;
    await this.options.bus.publish(watch.topic, `${Date.now()}\n${value}`, keepMs, value !== watch.latest).catch((error: unknown) => {
      this.options.logger.warn({ err: error }, 'live publish failed');
    });
    if (value === watch.latest) return value;
    this.options.counters?.published(watch.spec.kind);
    // The bus delivers to this replica too (memory at once, Redis a moment later); without a listener it would not.
    return value;
  }

  private leave(watch: Watch, stream: LatestValueStream<unknown>): void {
    watch.readers.delete(stream);
    if (watch.readers.size > 0 || this.watches.get(watch.topic) !== watch) return;
    this.watches.delete(watch.topic);
    clearInterval(watch.timer);
    watch.stopListening();
    if (watch.holding) void this.options.bus.release(`feed:${watch.topic}`);
  }
}

/**
 * A published value carries the time it was published before it, on a line of its own (JSON never holds a raw
 * line break), so each replica can tell how long the value took to reach its streams.
 */
function unstamped(message: string): { at: number; value: string } {
  const newline = message.indexOf('\n');
  return { at: Number(message.slice(0, newline)), value: message.slice(newline + 1) };
}
