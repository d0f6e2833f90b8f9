import { describe, expect, it } from 'vitest';
import { callKey } from '../../../../testing/gateway-stack.js';
import { useGatewayStack } from '../../../../testing/use-gateway-stack.js';
import { errorCode } from '../../../../testing/graphql-replies.js';
import { trialSession } from '../../../../testing/lobby-fixtures.js';
import { calls } from '../../../../infra/upstream/catalogue.js';

const MENUS = /* GraphQL */ `
  query Menus($area: LotteryArea, $prizeMode: LotteryPrizeMode) {
    lotteryMenus(area: $area, prizeMode: $prizeMode) { id code name area games { gameCode name prizeMode schedule { cadence intervalSeconds weekdays time timeZone } } }
  }
`;
const RESULTS = /* GraphQL */ `
  query Results($gameCode: String, $first: Int) { lotteryResults(gameCode: $gameCode, first: $first) { gameCode gameName drawNumber numbers drawnAt } }
`;
const LAUNCH_LOTTERY = /* GraphQL */ `
  mutation LaunchLottery($input: LaunchLotteryInput!) { launchLottery(input: $input) { url alternatives { id } userErrors { field code } } }
`;
const RECENT_LOTTERY = /* GraphQL */ `query { viewer { recentLotteryGames { gameCode name prizeMode } } }`;
const VIEWER_OPENED = /* GraphQL */ `
  query ViewerOpened($gameCode: String) {
    lotteryResults(gameCode: $gameCode, first: 1) { gameCode drawNumber }
    viewer { lotteryOpenedNumbers(gameCode: $gameCode) { gameCode gameName current { drawNumber closesAt } opened { gameCode drawNumber numbers } } }
  }
`;
interface ViewerOpened {
  lotteryResults: { gameCode: string; drawNumber: string }[];
  viewer: {
    lotteryOpenedNumbers: {
      gameCode: string;
      gameName: string;
      current: { drawNumber: string; closesAt: string | null } | null;
      opened: { gameCode: string; drawNumber: string; numbers: string[] } | null;
    } | null;
  } | null;
}

interface Menu {
  code: string;
  area: string;
  games: { gameCode: string; prizeMode: string; schedule: { cadence: string; intervalSeconds: number | null; weekdays: number[] | null; time: string | null; timeZone: string } | null }[];
}
interface Result {
  gameCode: string;
  gameName: string;
  drawNumber: string;
  numbers: string[];
  drawnAt: string;
}

describe('lottery', () => {
  const stack = useGatewayStack({}, { reset: true });

  const menus = async (variables: Record<string, unknown>) => (await stack.gql<{ lotteryMenus: Menu[] }>(MENUS, variables)).body.data?.lotteryMenus ?? [];

  it('lists VN menus by prize mode and the SEA area', async () => {
    const vn = await menus({});
    expect(vn.map((menu) => menu.code)).toEqual(['MB', 'MT', 'MN', 'SIEUTOC', 'DIENTOAN']);
    expect(vn.every((menu) => menu.area === 'VN')).toBe(true);
    // Draw times are Vietnam time and say so, whatever the gateway's own zone.
    expect(vn[0]?.games[0]).toMatchObject({
      gameCode: 'MB',
      prizeMode: 'LOTT',
      schedule: { cadence: 'DAILY', intervalSeconds: null, weekdays: null, time: '18:15', timeZone: 'Asia/Ho_Chi_Minh' },
    });
    expect((await menus({ prizeMode: 'ZY' })).flatMap((menu) => menu.games.map((game) => game.schedule))).toContainEqual(
      expect.objectContaining({ cadence: 'INTERVAL', intervalSeconds: 300 }),
    );
    const sea = await menus({ area: 'SEA' });
    expect(sea.map((menu) => menu.code)).toEqual(['TH', 'LA', 'MY', 'SG', 'SEAFAST']);
    expect(sea.every((menu) => menu.area === 'SEA' && menu.games.every((game) => game.prizeMode === 'SEA'))).toBe(true);

    expect(errorCode(await stack.gql(MENUS, { area: 'SEA', prizeMode: 'LOTT' }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await stack.gql(MENUS, { area: 'VN', prizeMode: 'SEA' }))).toBe('BAD_USER_INPUT');
  });

  it('answers opened results newest first, at most 100, from one cached call per game', async () => {
    await stack.control('DELETE', '/calls');
    const reply = await stack.gql<{ lotteryResults: Result[] }>(RESULTS, { gameCode: 'mb', first: 5 });
    const results = reply.body.data?.lotteryResults ?? [];
    expect(results).toHaveLength(5);
    expect(results[0]).toMatchObject({ gameCode: 'MB', gameName: 'Miền Bắc' });
    expect(results[0]?.numbers).toHaveLength(27);
    const times = results.map((result) => Date.parse(result.drawnAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const all = await stack.gql<{ lotteryResults: Result[] }>(RESULTS, { gameCode: 'MB' });
    expect(all.body.data?.lotteryResults).toHaveLength(100);
    expect(await stack.upstreamCalls(callKey(calls.lotteryResults))).toBe(1);

    const fast = await stack.gql<{ lotteryResults: Result[] }>(RESULTS, { gameCode: 'TC5D1', first: 1 });
    expect(fast.body.data?.lotteryResults[0]?.numbers).toHaveLength(1);

    expect(errorCode(await stack.gql(RESULTS, { gameCode: 'MB', first: 101 }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await stack.gql(RESULTS, { gameCode: 'NOPE' }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await stack.gql(RESULTS, { gameCode: 'M B' }))).toBe('BAD_USER_INPUT');
  });

  it('launches the lottery for members and refuses visitors, trial accounts and wrong modes', async () => {
    const session = await stack.login();
    for (const view of ['BETTING', 'LOBBY']) {
      const reply = await stack.gql<{ launchLottery: { url: string | null } }>(
        LAUNCH_LOTTERY,
        { input: { gameCode: 'MB', prizeMode: 'LOTT', view, returnPath: '/vnlottery?gameCode=MB' } },
        { session },
      );
      expect(reply.body.errors).toBeUndefined();
      expect(reply.body.data?.launchLottery.url).toMatch(/\/__sandbox\/demo\/lottery\?ticket=/);
    }
    const input = { gameCode: 'MB', prizeMode: 'LOTT' };
    expect(errorCode(await stack.gql(LAUNCH_LOTTERY, { input }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await stack.gql(LAUNCH_LOTTERY, { input }, { session: await trialSession(stack) }))).toBe('NEED_REAL_ACCOUNT');
    expect(errorCode(await stack.gql(LAUNCH_LOTTERY, { input: { gameCode: 'MB', prizeMode: 'ZY' } }, { session }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await stack.gql(LAUNCH_LOTTERY, { input: { ...input, returnPath: 'http://evil.example' } }, { session }))).toBe(
      'BAD_USER_INPUT',
    );
  });

  it("lists the member's recent lottery games", async () => {
    const vip = await stack.login('vip01');
    const reply = await stack.gql<{ viewer: { recentLotteryGames: { gameCode: string }[] } }>(RECENT_LOTTERY, undefined, { session: vip });
    expect(reply.body.errors).toBeUndefined();
    expect(reply.body.data?.viewer.recentLotteryGames.length).toBeGreaterThan(0);
    const trial = await stack.gql<{ viewer: { recentLotteryGames: unknown[] } }>(RECENT_LOTTERY, undefined, { session: await trialSession(stack) });
    expect(trial.body.data?.viewer.recentLotteryGames).toEqual([]);
  });

  it("carries a member's opened numbers in the viewer (one query for a page), and nothing, not an error, for visitors", async () => {
    // A visitor: no viewer, no UNAUTHENTICATED, the public results intact, no member call.
    await stack.control('DELETE', '/calls');
    const visitor = await stack.gql<ViewerOpened>(VIEWER_OPENED, {});
    expect(visitor.body.errors).toBeUndefined();
    expect(visitor.body.data?.viewer).toBeNull();
    expect(visitor.body.data?.lotteryResults[0]?.gameCode).toBe('MB');
    expect(await stack.upstreamCalls(callKey(calls.openedNumbers))).toBe(0);

    // A member without gameCode: the game the results show by default, the same latest draw.
    const member = await stack.gql<ViewerOpened>(VIEWER_OPENED, {}, { session: await stack.login('vip01') });
    expect(member.body.errors).toBeUndefined();
    const opened = member.body.data?.viewer?.lotteryOpenedNumbers;
    expect(opened?.gameCode).toBe('MB');
    expect(opened?.opened?.drawNumber).toBe(member.body.data?.lotteryResults[0]?.drawNumber);
    expect(opened?.current?.drawNumber).toBeTruthy();
    expect(Date.parse(opened?.current?.closesAt ?? '')).toBeGreaterThan(0);

    // Trial accounts have a viewer, so they see them too (the MEMBER role).
    const trial = await stack.gql<ViewerOpened>(VIEWER_OPENED, { gameCode: 'mb' }, { session: await trialSession(stack) });
    expect(trial.body.errors).toBeUndefined();
    expect(trial.body.data?.viewer?.lotteryOpenedNumbers?.gameCode).toBe('MB');
  });
});
