import type { ServerResponse } from 'node:http';

export interface WriterLimits {
  /** A stream ends after this long: the client reconnects (on this replica or another) and gets the latest values. */
  maxLifetimeMs: number;
  /**
   * A stream that delivered no event (heartbeats aside) for this long ends too: a page left open and unwatched stops
   * holding a socket, and one still shown reconnects at once and reads every value afresh.
   */
  idleLifetimeMs: number;
  /** A client whose socket has not taken the last write within this long is dropped instead of buffered. */
  slowClientMs: number;
}

/**
 * Why a stream ended: the client left or the operation finished, it lived its time, it delivered nothing for its idle
 * time, it was too slow, or the replica drains.
 */
export type StreamEnd = 'done' | 'lifetime' | 'idle' | 'slow' | 'drain';

/** graphql-sse's heartbeat (and its first flush): an SSE comment, which is no event. */
const HEARTBEAT = ':';

/**
 * Writes the graphql-sse event stream to the socket. graphql-sse makes the messages (and a ping every 12 s, the
 * heartbeat that keeps proxies from closing an idle stream); this loop adds what a shared replica needs: a write the
 * socket does not take within `slowClientMs` drops the client, and `end(reason)` ends it at once, without the
 * protocol's `complete`, so the client reconnects rather than stopping. Whether a stream has lived its time (`expiry`)
 * is asked by the replica's one sweep over its streams, not by a timer per stream.
 */
export class EventStreamWriter {
  private ended: StreamEnd | undefined;
  private readonly openedAt = Date.now();
  private lastEventAt = this.openedAt;
  /** Stops the loop's current wait for a message once the stream is ended from outside (a drain, its lifetime, the client gone). */
  private wake: () => void = () => undefined;

  constructor(
    private readonly response: ServerResponse,
    private readonly messages: AsyncGenerator<string, void, undefined>,
    private readonly limits: WriterLimits,
  ) {}

  async pump(onWrite: () => void): Promise<StreamEnd> {
    this.response.once('close', () => this.end('done'));
    try {
      while (await this.writeNext(onWrite));
    } finally {
      // Ends the operation (the subscription leaves its topic) whatever ended the stream.
      await this.messages.return(undefined);
      if (!this.response.writableEnded) this.response.end();
    }
    return this.ended ?? 'done';
  }

  /**
   * Waits for the next message and writes it; false once the stream is over. Its own frame, so the message written
   * is not kept by the loop while it waits for the next one (10,000 streams would each keep their last event).
   */
  private async writeNext(onWrite: () => void): Promise<boolean> {
    const next = await this.nextMessage();
    if (next === 'stopped' || next.done === true || this.ended !== undefined) return false;
    onWrite();
    if (!next.value.startsWith(HEARTBEAT)) this.lastEventAt = Date.now();
    if (this.response.write(next.value) || (await this.drained())) return true;
    this.end('slow');
    return false;
  }

  /** Why the stream should end at `now` for its age or its silence, or undefined while it may stay open. */
  expiry(now: number): 'lifetime' | 'idle' | undefined {
    if (now - this.openedAt >= this.limits.maxLifetimeMs) return 'lifetime';
    if (now - this.lastEventAt >= this.limits.idleLifetimeMs) return 'idle';
    return undefined;
  }

  end(reason: StreamEnd): void {
    if (this.ended !== undefined) return;
    this.ended = reason;
    this.wake();
    if (reason !== 'done') this.response.end();
  }

  /**
   * The next message, or 'stopped' once the stream is ended. A promise of its own for each wait: racing every wait
   * against one promise that settles only at the end would leave a reaction on it per message for the stream's life.
   */
  private nextMessage(): Promise<IteratorResult<string, void> | 'stopped'> {
    if (this.ended !== undefined) return Promise.resolve('stopped');
    return new Promise((resolve, reject) => {
      this.wake = () => resolve('stopped');
      this.messages.next().then(resolve, reject);
    });
  }

  /** Whether the socket took its buffer before the client counts as too slow. */
  private drained(): Promise<boolean> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.response.off('drain', onDrain);
        resolve(false);
      }, this.limits.slowClientMs);
      const onDrain = () => {
        clearTimeout(timer);
        resolve(true);
      };
      this.response.once('drain', onDrain);
    });
  }
}
