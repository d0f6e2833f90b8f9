import { describe, expect, it } from 'vitest';
import { LatestValueStream } from '../../../../infra/live/latest-value-stream.js';
import { MergedFeeds } from '../merged-feeds.js';

/** Two feeds' streams, as the hub hands them, merged as `liveFeeds` merges them. */
function twoFeeds() {
  const ended: string[] = [];
  const jackpot = new LatestValueStream<number>(() => ended.push('jackpot'));
  const winners = new LatestValueStream<number>(() => ended.push('winners'));
  const merged = new MergedFeeds([
    { source: jackpot, event: (value) => `jackpot ${String(value)}` },
    { source: winners, event: (value) => `winners ${String(value)}` },
  ]);
  return { jackpot, winners, merged, ended };
}

describe('feeds merged into one stream', () => {
  it('hands each feed’s values as they come, whichever feed they are of', async () => {
    const { jackpot, winners, merged } = twoFeeds();
    const first = merged.next();
    winners.push(1);
    expect(await first).toEqual({ value: 'winners 1', done: false });
    jackpot.push(7);
    winners.push(2);
    expect([(await merged.next()).value, (await merged.next()).value].sort()).toEqual(['jackpot 7', 'winners 2']);
  });

  it('keeps at most one waiting value per feed for a slow client, and its newest last', async () => {
    const { jackpot, winners, merged } = twoFeeds();
    for (let value = 1; value <= 5; value += 1) jackpot.push(value);
    winners.push(9);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const taken = [(await merged.next()).value, (await merged.next()).value];
    // The feed's first value was taken off it at once; its own stream kept only the newest of the rest.
    expect(taken.sort()).toEqual(['jackpot 1', 'winners 9']);
    expect((await merged.next()).value).toBe('jackpot 5');
  });

  it('ends every feed when the client leaves, even while it waits', async () => {
    const { merged, ended } = twoFeeds();
    const waiting = merged.next();
    await merged.return();
    expect(await waiting).toEqual({ value: undefined, done: true });
    expect(ended.sort()).toEqual(['jackpot', 'winners']);
    expect(await merged.next()).toEqual({ value: undefined, done: true });
  });

  it('ends as a whole when one feed ends (the hub closed): the client reconnects to all of them', async () => {
    const { jackpot, merged, ended } = twoFeeds();
    const waiting = merged.next();
    await jackpot.return();
    expect(await waiting).toEqual({ value: undefined, done: true });
    expect(ended.sort()).toEqual(['jackpot', 'winners']);
  });
});
