import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveFeed } from '../../../gql/schema-enums';
import { FOLLOW_SETTLE_MS, LiveFeedsHub, type LiveFeedEvent } from '../live-feeds-hub';

type Event = LiveFeedEvent & { value: number };

/** A hub over a fake network: the streams it opens, each with its feeds, a way to send on it, and whether it closed. */
function hubOverStreams() {
  const streams: Array<{ feeds: LiveFeed[]; send: (event: Event) => void; refuse: () => void; closed: boolean }> = [];
  const hub = new LiveFeedsHub<Event>((feeds, sink) => {
    const stream = { feeds, send: sink.next, refuse: sink.refused, closed: false };
    streams.push(stream);
    return () => {
      stream.closed = true;
    };
  });
  const open = () => streams.filter((stream) => !stream.closed);
  return { hub, streams, open };
}

const settle = () => vi.advanceTimersByTime(FOLLOW_SETTLE_MS);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("the tab's one live stream", () => {
  it('opens one stream for the feeds of followers that mount together, and hands each event to its feed’s followers', () => {
    const { hub, streams } = hubOverStreams();
    const got: string[] = [];
    hub.follow('BALANCE', (event) => got.push(`header ${event.value}`), () => undefined);
    hub.follow('WINNERS', (event) => got.push(`board ${event.value}`), () => undefined);
    vi.advanceTimersByTime(FOLLOW_SETTLE_MS / 2);
    hub.follow('JACKPOT', (event) => got.push(`ticker ${event.value}`), () => undefined);
    expect(streams).toEqual([]);
    settle();
    expect(streams.map((stream) => stream.feeds)).toEqual([['BALANCE', 'JACKPOT', 'WINNERS']]);
    streams[0]!.send({ feed: 'WINNERS', value: 1 });
    streams[0]!.send({ feed: 'BALANCE', value: 2 });
    expect(got).toEqual(['board 1', 'header 2']);
  });

  it('opens a new stream when a follower wants a feed the stream lacks, and keeps it when a public feed is left', () => {
    const { hub, streams, open } = hubOverStreams();
    hub.follow('BALANCE', () => undefined, () => undefined);
    settle();
    const leave = hub.follow('WINNERS', () => undefined, () => undefined);
    settle();
    expect(streams.map((stream) => [stream.feeds, stream.closed])).toEqual([
      [['BALANCE'], true],
      [['BALANCE', 'WINNERS'], false],
    ]);
    // Another page: the board is gone, the stream stays (a new one would read the balance again).
    leave();
    settle();
    expect(open().map((stream) => stream.feeds)).toEqual([['BALANCE', 'WINNERS']]);
    expect(streams).toHaveLength(2);
  });

  it("gives a follower that comes back its feed's latest value at once, from the open stream", () => {
    const { hub, streams } = hubOverStreams();
    hub.follow('NOTICES', () => undefined, () => undefined)();
    hub.follow('BALANCE', () => undefined, () => undefined);
    const leave = hub.follow('NOTICES', () => undefined, () => undefined);
    settle();
    streams[0]!.send({ feed: 'NOTICES', value: 7 });
    leave();
    const got: number[] = [];
    hub.follow('NOTICES', (event) => got.push(event.value), () => undefined);
    expect(got).toEqual([7]);
    settle();
    expect(streams).toHaveLength(1);
  });

  it("ends the stream at once when a member's feed is left (logout), and opens one for the public feeds", async () => {
    const { hub, open } = hubOverStreams();
    const logout = hub.follow('BALANCE', () => undefined, () => undefined);
    hub.follow('SITE_STATUS', () => undefined, () => undefined);
    settle();
    logout();
    await Promise.resolve();
    expect(open()).toEqual([]);
    settle();
    expect(open().map((stream) => stream.feeds)).toEqual([['SITE_STATUS']]);
  });

  it("keeps the stream when a member's feed is followed again in the same breath (its component remounting)", async () => {
    const { hub, streams } = hubOverStreams();
    const unmount = hub.follow('BALANCE', () => undefined, () => undefined);
    hub.follow('WINNERS', () => undefined, () => undefined);
    settle();
    unmount();
    hub.follow('BALANCE', () => undefined, () => undefined);
    await Promise.resolve();
    settle();
    expect(streams.map((stream) => [stream.feeds, stream.closed])).toEqual([[['BALANCE', 'WINNERS'], false]]);
  });

  it('ends the stream once no follower is left (a hidden tab), and opens a new one as they come back', () => {
    const { hub, streams, open } = hubOverStreams();
    const leave = [hub.follow('JACKPOT', () => undefined, () => undefined), hub.follow('WINNERS', () => undefined, () => undefined)];
    settle();
    for (const left of leave) left();
    settle();
    expect(open()).toEqual([]);
    hub.follow('JACKPOT', () => undefined, () => undefined);
    settle();
    expect(streams.map((stream) => stream.feeds)).toEqual([['JACKPOT', 'WINNERS'], ['JACKPOT']]);
  });

  it('refuses every follower when the stream is refused, and any later one at once, opening nothing more', () => {
    const { hub, streams, open } = hubOverStreams();
    const refused: string[] = [];
    hub.follow('BALANCE', () => undefined, () => refused.push('header'));
    hub.follow('WINNERS', () => undefined, () => refused.push('board'));
    settle();
    streams[0]!.refuse();
    expect(refused.sort()).toEqual(['board', 'header']);
    expect(open()).toEqual([]);
    hub.follow('JACKPOT', () => undefined, () => refused.push('ticker'));
    settle();
    expect(refused).toContain('ticker');
    expect(streams).toHaveLength(1);
  });
});
