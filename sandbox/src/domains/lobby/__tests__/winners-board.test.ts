import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createSandboxApp } from '../../../app.js';
import { AMBIENT_SLOT_MS, ambientWinners } from '../winners.js';
import { HOUR_MS } from '../../../core/epoch.js';

const sandbox = createSandboxApp();
afterAll(() => sandbox.app.close());
beforeEach(() => sandbox.store.reset());

interface Row {
  rank: number;
  vo: { winAmount: number; gameName: string; customerName: string; winTime: number };
}

async function board(rankType: 'latest' | 'biggest' = 'latest'): Promise<Row[]> {
  const reply = await sandbox.app.inject({
    method: 'GET',
    url: `/wps/relay/GCSGAME_getRankList?rankType=${rankType}&size=20`,
    headers: { Merchant: 'SAOLA', ModuleId: 'GAMELOHOT3', Language: 'EN', Host: 'sandbox.test' },
  });
  return reply.json<{ value: { list: Row[] } }>().value.list;
}

const pinClock = (now: number) => sandbox.app.inject({ method: 'PUT', url: '/__sandbox/clock', payload: { now } });

describe('the winners board', () => {
  it('gains ambient wins as the clock moves, the same ones on every run', async () => {
    const start = Date.UTC(2026, 5, 1, 12, 0, 0);
    await pinClock(start);
    const before = await board();
    await pinClock(start + HOUR_MS);
    const after = await board();
    // An hour of three-minute slots brings new wins to the top; the earlier newest has moved down.
    expect(after[0]?.vo.winTime).toBeGreaterThan(start);
    expect(after.map((row) => row.vo.winTime)).not.toEqual(before.map((row) => row.vo.winTime));
    expect(after.every((row) => row.vo.winTime <= start + HOUR_MS)).toBe(true);
    // Seeded by the slot: the same moment gives the same wins.
    const games = sandbox.store.data.games.games;
    expect(ambientWinners(games, start)).toEqual(ambientWinners(games, start));
    const wins = ambientWinners(games, start + HOUR_MS).filter((winner) => winner.winTime > start);
    expect(wins.length).toBeGreaterThan(5);
    expect(wins.length).toBeLessThanOrEqual(HOUR_MS / AMBIENT_SLOT_MS);
  });

  it('shows a win added through the control API at the top of the latest board, masked', async () => {
    const start = Date.UTC(2026, 5, 1, 12, 0, 0);
    await pinClock(start);
    const added = await sandbox.app.inject({
      method: 'POST',
      url: '/__sandbox/games/winners',
      payload: { account: 'player02', amount: 9_876_543.21 },
    });
    expect(added.statusCode).toBe(200);
    const [top] = await board();
    expect(top?.vo).toMatchObject({ customerName: 'pl***02', winAmount: 9_876_543.21, winTime: start });
    const [biggest] = await board('biggest');
    expect(biggest?.vo.winAmount).toBe(9_876_543.21);
  });

  it('refuses a control win without a known account or a positive amount', async () => {
    const refused = async (payload: object) =>
      (await sandbox.app.inject({ method: 'POST', url: '/__sandbox/games/winners', payload })).statusCode;
    expect(await refused({ account: 'nobody', amount: 10 })).toBe(400);
    expect(await refused({ account: 'player02', amount: 0 })).toBe(400);
    expect(await refused({ account: 'player02', amount: 10, nodeId: 999_999_999 })).toBe(400);
  });
});
