import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EventStreamWriter } from '../event-stream-writer.js';

/** The socket side of a stream: takes every write at once and remembers them. */
class TakingResponse extends EventEmitter {
  readonly written: string[] = [];
  writableEnded = false;
  write(chunk: string): boolean {
    this.written.push(chunk);
    return true;
  }
  end(): void {
    this.writableEnded = true;
  }
}

/** Messages handed to the writer one by one, as graphql-sse hands them. */
function messageQueue() {
  const waiting: ((result: IteratorResult<string, void>) => void)[] = [];
  const messages: AsyncGenerator<string, void, undefined> = {
    next: () => new Promise((resolve) => waiting.push(resolve)),
    return: async () => ({ value: undefined, done: true }),
    throw: async () => ({ value: undefined, done: true }),
    [Symbol.asyncIterator]() {
      return messages;
    },
  };
  return { messages, send: (message: string) => waiting.shift()?.({ value: message, done: false }) };
}

/** Lets the writer's promises run until `done` holds (vi.waitFor would move the faked clock on as it polls). */
async function settled(done: () => boolean): Promise<void> {
  while (!done()) await new Promise((resolve) => setImmediate(resolve));
}

const LIMITS = { maxLifetimeMs: 30_000, idleLifetimeMs: 1_000, slowClientMs: 1_000 };

// The clock is the test's (only Date is faked: the writer's promises run as usual), so no assertion races a deadline.
describe('a stream writer’s lifetimes', () => {
  afterEach(() => vi.useRealTimers());

  it('counts only events, not heartbeats, as activity, and ends at its longest life whatever it delivers', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(0);
    const response = new TakingResponse();
    const queue = messageQueue();
    const writer = new EventStreamWriter(response as unknown as ServerResponse, queue.messages, LIMITS);
    const ended = writer.pump(() => undefined);

    expect(writer.expiry(999)).toBeUndefined();
    // graphql-sse's heartbeat keeps proxies from closing the socket, but says nothing happened.
    vi.setSystemTime(900);
    queue.send(':\n\n');
    await settled(() => response.written.length === 1);
    expect(writer.expiry(1_000)).toBe('idle');

    vi.setSystemTime(1_500);
    queue.send('event: next\ndata: {"data":{"jackpot":null}}\n\n');
    await settled(() => response.written.length === 2);
    expect(writer.expiry(2_499)).toBeUndefined();
    expect(writer.expiry(2_500)).toBe('idle');

    // Events every half second keep it open, up to its longest life.
    for (let at = 2_000; at < 30_000; at += 500) {
      vi.setSystemTime(at);
      queue.send('event: next\ndata: {"data":{"jackpot":null}}\n\n');
      await settled(() => response.written.at(-1)?.startsWith('event:') === true);
      expect(writer.expiry(at + 499)).toBeUndefined();
      response.written.push('(taken)');
    }
    expect(writer.expiry(30_000)).toBe('lifetime');

    writer.end('idle');
    expect(await ended).toBe('idle');
    expect(response.writableEnded).toBe(true);
  });
});
