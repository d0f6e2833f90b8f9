import { request } from 'undici';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startContractSandbox } from './support/platform-client.js';
import type { CallOptions, Method, PlatformReply } from './support/platform-client.js';

/**
 * The games group against the sandbox over real HTTP: lanes, lists, hot and popular games, lottery menus,
 * winners, favourites, recent games, launches with their demo games, FB sports and PVP rooms.
 */
let ctx: Awaited<ReturnType<typeof startContractSandbox>>;

beforeAll(async () => {
  ctx = await startContractSandbox();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.sandbox.reset());

interface Game {
  nodeId: number;
  nodeName: string;
  gameName: string;
  vassalage: string;
  displayName: string;
  gameType: string;
  gameClassify: string;
  showIcon: string;
  defaultIcon: string;
  isHot: 0 | 1;
  isNew: 0 | 1;
  isTop: 0 | 1;
  supportTrail: boolean;
  maintenance: boolean;
  minBet: number;
  minLineNum: number;
  gameCode: string;
  isGame: 'GAME' | 'VASSALAGE';
  status: number;
}
interface GameList {
  games: Game[];
  totalPages: number;
  totalCount: number;
}
interface Card {
  vassalage: string;
  displayName: string;
  accountTypeId: number;
  isHot: 0 | 1;
  gameType: string;
  nodeId: number;
  name: string;
  page: string;
  smallIcon: string;
  h5Icon: string;
}
interface Lanes {
  data: { lanes: Array<{ title: string; gameClassify: string[]; cards: Card[] }> };
}
interface LotteryMenuGame {
  gameId: number;
  gameCode: string;
  gameName: string;
  gameGroupCode: string;
  prizeMode: string;
  maintenance: boolean;
}
interface Launch {
  content: { game_url: string; launchMode: string; nodeId?: number; vassalage?: string };
}
interface SpinAnswer {
  spinNo: number;
  reels: string[];
  bet: number;
  win: number;
  balance: number;
  replay: boolean;
}

const call = <V>(method: Method, path: string, options: CallOptions): Promise<PlatformReply<V>> =>
  ctx.client.call<V>(method, path, options);

const GAME_CARD_KEYS = [
  'vassalage', 'displayName', 'accountTypeId', 'isHot', 'gameType', 'nodeId', 'name', 'page', 'smallIcon', 'h5Icon',
];
const GAME_KEYS = [
  'nodeId', 'nodeName', 'gameName', 'vassalage', 'displayName', 'gameType', 'gameClassify', 'showIcon', 'defaultIcon',
  'isHot', 'isNew', 'isTop', 'supportTrail', 'maintenance', 'minBet', 'minLineNum', 'gameCode', 'isGame', 'status',
];

function expectSuccess<V>(reply: PlatformReply<V>): V {
  expect(reply.status, reply.text).toBe(200);
  expect(reply.body).toMatchObject({ success: true, message: 'success' });
  return reply.body.value;
}

function expectRefusal(reply: PlatformReply, status: number, errorCode: string): void {
  expect(reply.status, reply.text).toBe(status);
  expect(reply.body).toMatchObject({ success: false, errorCode });
  expect(typeof reply.body.message).toBe('string');
  expect(reply.text).not.toMatch(/at .*\.ts:\d+/);
}

async function gameList(token: string, query: Record<string, string | number>, language = 'EN') {
  return call<GameList>('GET', '/wps/relay/GCSGAME_gameList', { module: 'GAMELO3', token, query, language });
}

async function firstGame(token: string, query: Record<string, string | number>): Promise<Game> {
  const game = expectSuccess(await gameList(token, { ...query, pageSize: 1 })).games[0];
  if (game === undefined) throw new Error(`no game for ${JSON.stringify(query)}`);
  return game;
}

async function mainBalance(token: string): Promise<number> {
  const value = expectSuccess(
    await call<{ balance: Array<{ accountTypeId: number; availBalance: number }> }>('GET', '/wps/v2/wallets/balance', {
      module: 'FUNDTRANS3',
      token,
      query: { typeId: 2 },
    }),
  );
  return value.balance.find((wallet) => wallet.accountTypeId === 2)?.availBalance ?? Number.NaN;
}

async function fetchText(url: string) {
  const reply = await request(url);
  return { status: reply.statusCode, type: String(reply.headers['content-type']), text: await reply.body.text() };
}

async function sandboxPost<V>(path: string, body: unknown): Promise<{ status: number; body: V }> {
  const reply = await request(`${ctx.sandbox.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: reply.statusCode, body: (await reply.body.json()) as V };
}

const cents = (amount: number) => Math.round(amount * 100);

describe('vendor lanes', () => {
  it('GCSGAME_gameVendor answers one lane per category with the vendor cards', async () => {
    const token = await ctx.client.login('player01');
    const value = expectSuccess(
      await call<Lanes>('GET', '/wps/relay/GCSGAME_gameVendor', { module: 'GAMELO3', token, query: { merchantCode: 'SAOLA' } }),
    );
    const lanes = value.data.lanes;
    expect(lanes.map((lane) => lane.title)).toEqual(['LIVE', 'RNG', 'FISH', 'PVP', 'SPORTS', 'ELOTT', 'LOTT']);
    for (const lane of lanes) {
      expect(lane.cards.length).toBeGreaterThan(0);
      expect(lane.gameClassify.length).toBeGreaterThan(0);
      for (const card of lane.cards) {
        expect(Object.keys(card).sort()).toEqual([...GAME_CARD_KEYS].sort());
        expect(card.gameType).toBe(lane.title);
        expect([0, 1]).toContain(card.isHot);
      }
    }
    const lane = (title: string) => lanes.find((candidate) => candidate.title === title)?.cards.map((card) => card.vassalage) ?? [];
    expect(lane('RNG').length).toBeGreaterThanOrEqual(12);
    expect(lane('SPORTS')).toEqual(expect.arrayContaining(['FB', 'IMES', 'TF', 'IA', 'WS168', 'SV3', 'DS88']));
    expect(lanes.find((candidate) => candidate.title === 'LIVE')?.gameClassify).toEqual(
      expect.arrayContaining(['BACCARAT', 'SICBO', 'ROULETTE', 'DRAGON_TIGER', 'BLACKJACK', 'THREE_CARD_POKER', 'XOC_DIA', 'FAN_TAN', 'NIUNIU', 'FISH_PRAWN_CRAB', 'ZJH']),
    );
    const pg = lanes.flatMap((candidate) => candidate.cards).find((card) => card.vassalage === 'PG');
    expect(pg).toMatchObject({ accountTypeId: 11, isHot: 1, page: 'pg-slots' });
    const logo = await fetchText(pg?.smallIcon ?? '');
    expect(logo.status).toBe(200);
    expect(logo.type).toContain('image/svg+xml');
    expect(logo.text).toContain('<svg');
    expect((await fetchText(pg?.h5Icon ?? '')).status).toBe(200);
  });

  it('GCSGAME_newGameVendor adds maintenance, game counts and the popup flag to each card', async () => {
    const token = await ctx.client.login('player01');
    const value = expectSuccess(
      await call<{ data: { lanes: Array<{ cards: Array<Card & { maintenance: boolean; gameCount: number; isGame: string }> }> } }>(
        'GET',
        '/wps/relay/GCSGAME_newGameVendor',
        { module: 'GAMELO3', token, query: { merchantCode: 'SAOLA' }, language: 'VI' },
      ),
    );
    const cards = value.data.lanes.flatMap((lane) => lane.cards);
    expect(cards.find((card) => card.vassalage === 'RTG')).toMatchObject({ maintenance: true, isGame: 'GAME' });
    expect(cards.find((card) => card.vassalage === 'PT')).toMatchObject({ isGame: 'VASSALAGE' });
    expect(cards.find((card) => card.vassalage === 'PG')?.displayName).toBe('PG Nổ hũ');
    expect(cards.reduce((sum, card) => sum + card.gameCount, 0)).toBeGreaterThanOrEqual(400);
  });

  it('answers visitors without a token, and refuses a foreign merchantCode and a wrong ModuleId', async () => {
    expect((await call('GET', '/wps/relay/GCSGAME_gameVendor', { module: 'GAMELO3' })).body.success).toBe(true);
    const token = await ctx.client.login('player01');
    expectRefusal(
      await call('GET', '/wps/relay/GCSGAME_gameVendor', { module: 'GAMELO3', token, query: { merchantCode: 'OTHER' } }),
      400,
      'request_param_err',
    );
    expectRefusal(await call('GET', '/wps/relay/GCSGAME_newGameVendor', { module: 'COMM3', token }), 400, 'request_param_err');
  });
});

describe('GCSGAME_gameList', () => {
  it('pages the catalogue with the game shape and icons the sandbox serves', async () => {
    const token = await ctx.client.login('player01');
    const all = expectSuccess(await gameList(token, { pageNo: 1, pageSize: 100, clientType: 3, platform: 'flash', merchant: 'SAOLA' }));
    expect(all.totalCount).toBeGreaterThanOrEqual(400);
    expect(all.totalPages).toBe(Math.ceil(all.totalCount / 100));
    expect(all.games).toHaveLength(100);
    for (const game of all.games) expect(Object.keys(game)).toEqual(expect.arrayContaining(GAME_KEYS));
    const last = expectSuccess(await gameList(token, { pageNo: all.totalPages, pageSize: 100 }));
    expect(last.games).toHaveLength(all.totalCount - (all.totalPages - 1) * 100);
    expect(expectSuccess(await gameList(token, { pageNo: all.totalPages + 1, pageSize: 100 })).games).toEqual([]);

    const slot = await firstGame(token, { gameType: 'RNG', vassalage: 'PG' });
    const icon = await fetchText(slot.showIcon);
    expect(icon.status).toBe(200);
    expect(icon.text).toContain(slot.vassalage);
    expect((await fetchText(slot.defaultIcon)).status).toBe(200);
  });

  it('filters by gameType, vassalage, gameClassify, name, minBet and minLineNum', async () => {
    const token = await ctx.client.login('player01');
    const pg = expectSuccess(await gameList(token, { gameType: 'RNG', vassalage: 'PG', pageSize: 100 }));
    expect(pg.totalCount).toBeGreaterThan(20);
    expect(pg.games.every((game) => game.vassalage === 'PG' && game.gameType === 'RNG' && game.isGame === 'GAME')).toBe(true);

    const baccarat = expectSuccess(await gameList(token, { gameType: 'LIVE', gameClassify: 'BACCARAT', pageSize: 100 }));
    expect(baccarat.games.length).toBeGreaterThan(0);
    expect(baccarat.games.every((game) => game.gameClassify === 'BACCARAT')).toBe(true);

    const target = pg.games[3];
    const found = expectSuccess(await gameList(token, { gameName: target?.gameName.toLowerCase() ?? '' }));
    expect(found.games.map((game) => game.nodeId)).toContain(target?.nodeId);
    const vietnamese = expectSuccess(await gameList(token, { vassalage: 'PG', pageSize: 100 }, 'VI')).games.find(
      (game) => game.nodeId === target?.nodeId,
    );
    expect(vietnamese?.gameName).not.toBe(target?.gameName);

    const cheap = expectSuccess(await gameList(token, { gameType: 'RNG', minBet: 0.2, pageSize: 100 }));
    expect(cheap.games.every((game) => game.minBet <= 0.2)).toBe(true);
    const lines = expectSuccess(await gameList(token, { gameType: 'RNG', minLineNum: 50, pageSize: 100 }));
    expect(lines.games.every((game) => game.minLineNum >= 50)).toBe(true);
    expect(lines.totalCount).toBeGreaterThan(0);
  });

  it('shows each VASSALAGE vendor as one row whose own list holds its games', async () => {
    const token = await ctx.client.login('player01');
    const rng = expectSuccess(await gameList(token, { gameType: 'RNG', pageSize: 100, pageNo: 1 }));
    const everything = [rng.games, ...(await Promise.all(
      Array.from({ length: rng.totalPages - 1 }, (_, index) => gameList(token, { gameType: 'RNG', pageSize: 100, pageNo: index + 2 })),
    )).map((reply) => expectSuccess(reply).games)].flat();
    const rows = everything.filter((game) => game.isGame === 'VASSALAGE');
    expect(rows.map((row) => row.vassalage).sort()).toEqual(['NETENT', 'PT']);
    expect(everything.some((game) => game.vassalage === 'PT' && game.isGame === 'GAME')).toBe(false);
    const pt = expectSuccess(await gameList(token, { vassalage: 'PT', pageSize: 100 }));
    expect(pt.totalCount).toBeGreaterThan(0);
    expect(pt.games.every((game) => game.isGame === 'GAME')).toBe(true);
  });

  it('refuses bad paging, unknown filters and POST; answers visitors without a token', async () => {
    const token = await ctx.client.login('player01');
    const refused: Array<Record<string, string | number>> = [{ pageSize: 0 }, { pageSize: 101 }, { pageNo: 0 }, { pageNo: 'x' }, { gameType: 'CHESS' }, { vassalage: 'NOPE' }, { gameClassify: 'NOPE' }, { minBet: '-1' }, { vassalage: 'PG', gameType: 'LIVE' }];
    for (const query of refused) {
      expectRefusal(await gameList(token, query), 400, 'request_param_err');
    }
    expectRefusal(await call('POST', '/wps/relay/GCSGAME_gameList', { module: 'GAMELO3', token, body: {} }), 400, '#459');
    expect((await call('GET', '/wps/relay/GCSGAME_gameList', { module: 'GAMELO3' })).body.success).toBe(true);
  });
});

describe('GCSGAME_getVassGameType', () => {
  it('lists the tabs of a VASSALAGE vendor with their game counts', async () => {
    const token = await ctx.client.login('player01');
    const tabs = expectSuccess(
      await call<Array<{ vassalage: string; gameType: string; gameClassify: string; name: string; count: number }>>(
        'GET',
        '/wps/relay/GCSGAME_getVassGameType',
        { module: 'GAMELO3', token, query: { vassalage: 'PT' } },
      ),
    );
    expect(tabs.length).toBeGreaterThan(0);
    expect(tabs.every((tab) => tab.vassalage === 'PT' && tab.gameType === 'RNG' && tab.count > 0)).toBe(true);
    const total = expectSuccess(await gameList(token, { vassalage: 'PT' })).totalCount;
    expect(tabs.reduce((sum, tab) => sum + tab.count, 0)).toBe(total);
    expectRefusal(await call('GET', '/wps/relay/GCSGAME_getVassGameType', { module: 'GAMELO3', token }), 400, 'request_param_err');
    expectRefusal(
      await call('GET', '/wps/relay/GCSGAME_getVassGameType', { module: 'GAMELO3', token, query: { vassalage: 'NOPE' } }),
      400,
      'request_param_err',
    );
  });
});

describe('hot and popular games, lottery menus, winners', () => {
  it('GCSGAME_hotGamesV2 groups open hot games by gameType, without a token', async () => {
    const value = expectSuccess(
      await call<{ list: Array<{ gameType: string; games: Game[] }> }>('GET', '/wps/relay/GCSGAME_hotGamesV2', {
        module: 'GAMELOHOT3',
        query: { merchantCode: 'SAOLA', isPlatform: 2, platform: 'flash,html5-desktop', language: 'EN' },
      }),
    );
    const order = ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP'];
    expect(value.list.map((group) => group.gameType)).toEqual(order.filter((type) => value.list.some((group) => group.gameType === type)));
    expect(value.list.length).toBeGreaterThanOrEqual(5);
    for (const group of value.list) {
      expect(group.games.every((game) => game.isHot === 1 && !game.maintenance && game.gameType === group.gameType)).toBe(true);
    }
    const jili = expectSuccess(
      await call<{ list: Array<{ games: Game[] }> }>('GET', '/wps/relay/GCSGAME_hotGamesV2', {
        module: 'GAMELOHOT3',
        query: { isPlatform: 2, vassalage: 'JILI' },
      }),
    );
    expect(jili.list.flatMap((group) => group.games).every((game) => game.vassalage === 'JILI')).toBe(true);
    expectRefusal(await call('GET', '/wps/relay/GCSGAME_hotGamesV2', { module: 'GAMELOHOT3', query: { isPlatform: 3 } }), 400, 'request_param_err');
  });

  it('/lgw/games/popular answers a bare list of the most played lottery games', async () => {
    const reply = await call<unknown>('GET', '/lgw/games/popular', { module: 'GAMELOHOT3', query: { count: 20, device: 'WEB', language: 'VI' } });
    expect(reply.status).toBe(200);
    const list = reply.json as Array<LotteryMenuGame & { playerCount: number }>;
    expect(Array.isArray(list)).toBe(true);
    expect(list).toHaveLength(20);
    const counts = list.map((game) => game.playerCount);
    expect(counts).toEqual([...counts].sort((left, right) => right - left));
    const sea = (await call<unknown>('GET', '/lgw/games/popular', { module: 'GAMELOHOT3', query: { count: 5, prizeMode: 'SEA' } })).json as LotteryMenuGame[];
    expect(sea.length).toBeGreaterThan(0);
    expect(sea.every((game) => game.prizeMode === 'SEA')).toBe(true);
    expectRefusal(await call('GET', '/lgw/games/popular', { module: 'GAMELOHOT3', query: { count: 0 } }), 400, 'request_param_err');
  });

  it('/lgw/games/game_menus answers the groups of a prize mode keyed by gameGroupCode', async () => {
    const menus = async (prizeMode: string) =>
      (await call<unknown>('GET', '/lgw/games/game_menus', { module: 'GAMELO3', query: { prizeMode } })).json as Record<
        string,
        { gameGroupCode: string; prizeMode: string; games: LotteryMenuGame[] }
      >;
    const lott = await menus('LOTT');
    expect(Object.keys(lott)).toEqual(['MB', 'MT', 'MN']);
    expect(lott.MN?.games.map((game) => game.gameCode)).toContain('HCM');
    for (const [code, group] of Object.entries(lott)) {
      expect(group.gameGroupCode).toBe(code);
      expect(group.games.every((game) => game.gameGroupCode === code && game.prizeMode === 'LOTT')).toBe(true);
    }
    expect(Object.keys(await menus('ZY')).length).toBeGreaterThan(0);
    expect(Object.keys(await menus('Elott'))).toEqual(['DIENTOAN']);
    expect(Object.keys(await menus('SEA'))).toEqual(expect.arrayContaining(['TH', 'LA', 'MY', 'SG']));
    expectRefusal(await call('GET', '/lgw/games/game_menus', { module: 'GAMELO3' }), 400, 'request_param_err');
    expectRefusal(await call('GET', '/lgw/games/game_menus', { module: 'GAMELO3', query: { prizeMode: 'BINGO' } }), 400, 'request_param_err');
  });

  it('GCSGAME_getRankList answers the latest or the biggest wins with masked names', async () => {
    type Rank = { list: Array<{ rank: number; vo: { winAmount: number; gameName: string; customerName: string; winTime: number } }> };
    const latest = expectSuccess(await call<Rank>('GET', '/wps/relay/GCSGAME_getRankList', { module: 'GAMELOHOT3' }));
    expect(latest.list).toHaveLength(20);
    for (const { vo } of latest.list) {
      expect(vo.customerName).toContain('***');
      expect(vo.winAmount).toBeGreaterThan(0);
      expect(vo.gameName).toBeTruthy();
    }
    const times = latest.list.map((row) => row.vo.winTime);
    expect(times).toEqual([...times].sort((left, right) => right - left));
    const biggest = expectSuccess(
      await call<Rank>('GET', '/wps/relay/GCSGAME_getRankList', { module: 'GAMELOHOT3', query: { rankType: 'biggest', size: 5 } }),
    );
    const amounts = biggest.list.map((row) => row.vo.winAmount);
    expect(amounts).toHaveLength(5);
    expect(amounts).toEqual([...amounts].sort((left, right) => right - left));
    expectRefusal(await call('GET', '/wps/relay/GCSGAME_getRankList', { module: 'GAMELOHOT3', query: { size: 51 } }), 400, 'request_param_err');
  });
});

describe('favourites', () => {
  const ids = async (token: string) =>
    expectSuccess(await call<number[]>('GET', '/wps/relay/MCSFE_getFavoriteGames', { module: 'GAMELOFAV3', token }));

  it('adds (idempotently), lists and removes favourites per account', async () => {
    const token = await ctx.client.login('player01');
    const before = await ids(token);
    expect(before).toHaveLength(3);
    const game = await firstGame(token, { gameType: 'FISH', vassalage: 'JDBFISH' });
    expect(before).not.toContain(game.nodeId);

    const add = () =>
      call<{ nodeId: number; favorite: boolean }>('POST', '/wps/relay/MCSFE_addFavoriteGameV2', {
        module: 'GAMELOFAV3',
        token,
        body: { nodeId: game.nodeId, vassalage: game.vassalage, gameType: game.gameType },
      });
    expect(expectSuccess(await add())).toMatchObject({ nodeId: game.nodeId, favorite: true });
    expectSuccess(await add());
    const after = await ids(token);
    expect(after).toEqual([game.nodeId, ...before]);

    const list = expectSuccess(
      await call<{ content: Game[]; pageNum: number; totalPages: number }>('GET', '/wps/relay/MCSFE_getFavoriteGamesList', {
        module: 'GAMELOFAV3',
        token,
        query: { clientType: 3, platform: 'flash', language: 'EN', pageNum: 1, pageSize: 2 },
      }),
    );
    expect(list.pageNum).toBe(1);
    expect(list.totalPages).toBe(2);
    expect(list.content.map((row) => row.nodeId)).toEqual(after.slice(0, 2));
    expect(Object.keys(list.content[0] ?? {})).toEqual(expect.arrayContaining(GAME_KEYS));

    // Other accounts keep their own favourites.
    const vip = await ctx.client.login('vip01');
    expect(await ids(vip)).not.toContain(game.nodeId);

    const removed = await call('DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2', {
      module: 'GAMELOFAV3',
      token,
      query: { nodeId: game.nodeId, vassalage: game.vassalage, gameType: game.gameType },
    });
    expect(expectSuccess(removed)).toMatchObject({ nodeId: game.nodeId, favorite: false });
    expect(await ids(token)).toEqual(before);
    // The id may travel in a JSON body too; removing twice is fine.
    const first = before[0] ?? 0;
    expectSuccess(await call('DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2', { module: 'GAMELOFAV3', token, body: { nodeId: first } }));
    expectSuccess(await call('DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2', { module: 'GAMELOFAV3', token, body: { nodeId: first } }));
    expect(await ids(token)).toEqual(before.slice(1));
  });

  it('refuses unknown games, mismatched vendors, empty bodies and a missing token', async () => {
    const token = await ctx.client.login('player02', '123456');
    expect(await ids(token)).toEqual([]);
    const add = (body: unknown) => call('POST', '/wps/relay/MCSFE_addFavoriteGameV2', { module: 'GAMELOFAV3', token, body });
    expectRefusal(await add({ nodeId: 1 }), 400, 'request_param_err');
    expectRefusal(await add({ vassalage: 'PG' }), 400, 'request_param_err');
    const game = await firstGame(token, { vassalage: 'PG' });
    expectRefusal(await add({ nodeId: game.nodeId, vassalage: 'JILI' }), 400, 'request_param_err');
    expectRefusal(await add({ nodeId: game.nodeId, gameType: 'LIVE' }), 400, 'request_param_err');
    expectRefusal(await call('POST', '/wps/relay/MCSFE_addFavoriteGameV2', { module: 'GAMELOFAV3', token }), 400, 'request_body_required');
    expectRefusal(await call('DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2', { module: 'GAMELOFAV3', token }), 400, 'request_param_err');
    expectRefusal(await call('GET', '/wps/relay/MCSFE_getFavoriteGames', { module: 'GAMELOFAV3' }), 401, 'login.not.session');
    expectRefusal(
      await call('GET', '/wps/relay/MCSFE_getFavoriteGamesList', { module: 'GAMELOFAV3', token, query: { pageSize: 500 } }),
      400,
      'request_param_err',
    );
    expect(await ids(token)).toEqual([]);
  });
});

describe('launching games', () => {
  const launch = (token: string, query: Record<string, string | number>) =>
    call<Launch>('GET', '/wps/game/launchGame', { module: 'GAMELO3', token, query: { platform: 'html5-desktop', clientType: 3, ...query } });

  it('launches a slot, puts it on top of the recent games, and the demo game moves real money', async () => {
    const token = await ctx.client.login('player01');
    const recent = async () =>
      expectSuccess(
        await call<{ list: Array<Game & { lastPlayedAt: number }>; totalPages: number }>('GET', '/wps/relay/GCS_recentGame', {
          module: 'GAMELOREC3',
          token,
          query: { clientType: 3, language: 'EN', pageNo: 1, pageSize: 10 },
        }),
      );
    const before = await recent();
    expect(before.list).toHaveLength(4);
    expect(before.totalPages).toBe(1);

    const game = await firstGame(token, { gameType: 'RNG', vassalage: 'JILI' });
    const value = expectSuccess(
      await launch(token, { launchMode: 'GLS', accountType: 1, nodeId: game.nodeId, vassalage: 'JILI', language: 'EN', backUrl: 'https://saola.example/rng' }),
    );
    expect(value.content).toMatchObject({ launchMode: 'GLS', nodeId: game.nodeId, vassalage: 'JILI' });
    const url = new URL(value.content.game_url);
    expect(url.pathname).toBe('/__sandbox/demo/slot');

    const after = await recent();
    expect(after.list[0]?.nodeId).toBe(game.nodeId);
    expect(after.list).toHaveLength(before.list.some((row) => row.nodeId === game.nodeId) ? 4 : 5);
    const filtered = expectSuccess(
      await call<{ list: Game[] }>('GET', '/wps/relay/GCS_recentGame', { module: 'GAMELOREC3', token, query: { vassalage: 'JILI' } }),
    );
    expect(filtered.list[0]?.nodeId).toBe(game.nodeId);
    expect(filtered.list.every((row) => row.vassalage === 'JILI')).toBe(true);

    const page = await fetchText(value.content.game_url);
    expect(page.status).toBe(200);
    expect(page.type).toContain('text/html');
    expect(page.text).toContain('id="spin"');
    expect(page.text).toContain('https://saola.example/rng');
    expect(page.text).not.toMatch(/<script[^>]+src=|<link[^>]+href=/);
    // The ticket is one-time.
    expect((await fetchText(value.content.game_url)).status).toBe(410);

    const playId = /"playId":"([0-9a-f]+)"/.exec(page.text)?.[1] ?? '';
    const startBalance = await mainBalance(token);
    const bet = Math.max(game.minBet, 1);
    const spin = (requestId: string, amount = bet) =>
      sandboxPost<SpinAnswer & { error?: string; code?: string }>('/__sandbox/demo/slot/spin', { playId, bet: amount, requestId });
    const first = await spin('r-1');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ spinNo: 1, bet, replay: false });
    expect(first.body.reels).toHaveLength(3);
    expect(cents(first.body.balance)).toBe(cents(startBalance) - cents(bet) + cents(first.body.win));
    expect(cents(await mainBalance(token))).toBe(cents(first.body.balance));

    // A retried spin answers the same outcome and pays nothing twice.
    const retried = await spin('r-1');
    expect(retried.body).toMatchObject({ spinNo: 1, reels: first.body.reels, balance: first.body.balance, replay: true });
    expect(cents(await mainBalance(token))).toBe(cents(first.body.balance));

    const second = await spin('r-2');
    expect(second.body.spinNo).toBe(2);
    expect(cents(second.body.balance)).toBe(cents(first.body.balance) - cents(bet) + cents(second.body.win));

    const tooMuch = await spin('r-3', 9_999);
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.code).toBe('INSUFFICIENT_BALANCE');
    expect((await spin('r-4', 0.001)).status).toBe(400);
    expect(cents(await mainBalance(token))).toBe(cents(second.body.balance));
  });

  it('refuses games under maintenance, bad launch parameters, free play without trial support and a missing token', async () => {
    const token = await ctx.client.login('player01');
    const rtg = await firstGame(token, { vassalage: 'RTG' });
    expect(rtg.maintenance).toBe(true);
    expectRefusal(await launch(token, { launchMode: 'GLS', accountType: 1, nodeId: rtg.nodeId }), 400, 'GAME_MAINTENANCE');

    const game = await firstGame(token, { vassalage: 'PG' });
    await ctx.control('PUT', '/games/maintenance', { nodeId: game.nodeId, maintenance: true });
    expect((await firstGame(token, { vassalage: 'PG', gameName: game.nodeName })).maintenance).toBe(true);
    expectRefusal(await launch(token, { launchMode: 'GLS', nodeId: game.nodeId }), 400, 'GAME_MAINTENANCE');
    await ctx.control('PUT', '/games/maintenance', { nodeId: game.nodeId, maintenance: false });
    expectSuccess(await launch(token, { launchMode: 'GLS', nodeId: game.nodeId }));

    const table = await firstGame(token, { gameType: 'LIVE', vassalage: 'EVO' });
    expectRefusal(await launch(token, { launchMode: 'GLS', accountType: 0, nodeId: table.nodeId }), 400, 'TRIAL_NOT_SUPPORTED');

    const refused: Array<Record<string, string | number>> = [{}, { launchMode: 'XYZ', nodeId: game.nodeId }, { launchMode: 'GLS' }, { launchMode: 'GLS', nodeId: 999 }, { launchMode: 'GLS', nodeId: game.nodeId, accountType: 7 }, { launchMode: 'GLS', nodeId: game.nodeId, vassalage: 'JILI' }, { launchMode: 'GLS', nodeId: game.nodeId, backUrl: 'javascript:alert(1)' }];
    for (const query of refused) {
      expectRefusal(await launch(token, query), 400, 'request_param_err');
    }
    expectRefusal(await call('POST', '/wps/game/launchGame', { module: 'GAMELO3', token, body: {} }), 400, '#459');
    expectRefusal(await call('GET', '/wps/game/launchGame', { module: 'GAMELO3', query: { launchMode: 'GLS', nodeId: game.nodeId } }), 401, 'login.not.session');
  });

  it('answers #734 while a real-money round of another game is unfinished', async () => {
    const token = await ctx.client.login('player01');
    const open = await firstGame(token, { vassalage: 'PP' });
    const other = await firstGame(token, { vassalage: 'CQ9' });
    await ctx.control('PUT', '/games/unfinished', { account: 'player01', nodeId: open.nodeId });
    const refused = await launch(token, { launchMode: 'GLS', accountType: 1, nodeId: other.nodeId });
    expectRefusal(refused, 400, '#734');
    expect(refused.body.value).toMatchObject({ nodeId: open.nodeId, vassalage: 'PP' });
    expectSuccess(await launch(token, { launchMode: 'GLS', accountType: 1, nodeId: open.nodeId }));
    await ctx.control('DELETE', '/games/unfinished', { account: 'player01' });
    expectSuccess(await launch(token, { launchMode: 'GLS', accountType: 1, nodeId: other.nodeId }));
  });

  it('launches the lottery lobby or a lottery game with launchMode LOTT', async () => {
    const token = await ctx.client.login('player01');
    const betting = expectSuccess(
      await launch(token, { launchMode: 'LOTT', lottoArea: 'VN', lottoPrizeMode: 'LOTT', lottoGameCode: 'HCM', lottoView: 'betting', device: 'WEB', backUrl: 'https://saola.example/vnlottery', language: 'VI' }),
    );
    expect(new URL(betting.content.game_url).pathname).toBe('/__sandbox/demo/lottery');
    const page = await fetchText(betting.content.game_url);
    expect(page.status).toBe(200);
    expect(page.text).toContain('HCM');
    expect(page.text).toContain('https://saola.example/vnlottery');

    expectSuccess(await launch(token, { launchMode: 'LOTT', lottoArea: 'VN', lottoPrizeMode: 'Elott', lottoView: 'lobby' }));
    expectRefusal(await launch(token, { launchMode: 'LOTT', lottoPrizeMode: 'LOTT', lottoView: 'betting' }), 400, 'request_param_err');
    expectRefusal(await launch(token, { launchMode: 'LOTT', lottoPrizeMode: 'LOTT', lottoGameCode: 'TC5D1', lottoView: 'betting' }), 400, 'request_param_err');
    expectRefusal(await launch(token, { launchMode: 'LOTT', lottoPrizeMode: 'MEGA' }), 400, 'request_param_err');
    expectRefusal(await launch(token, { launchMode: 'LOTT', lottoArea: 'TH', lottoPrizeMode: 'LOTT' }), 400, 'request_param_err');
    // The lottery lobby names games like the /lgw/vn menu does: its codes launch here too.
    const menus = (await call<unknown>('GET', '/lgw/games/game_menus', { module: 'GAMELO3', query: { prizeMode: 'LOTT' } })).json as Record<string, { games: Array<LotteryMenuGame & { nodeId: number }> }>;
    const danang = menus.MT?.games.find((game) => game.gameCode === 'DANANG');
    expectSuccess(await launch(token, { launchMode: 'LOTT', lottoPrizeMode: 'LOTT', lottoGameCode: 'DANANG', lottoView: 'betting' }));
    await ctx.control('PUT', '/games/maintenance', { nodeId: danang?.nodeId, maintenance: true });
    expectRefusal(await launch(token, { launchMode: 'LOTT', lottoPrizeMode: 'LOTT', lottoGameCode: 'DANANG', lottoView: 'betting' }), 400, 'GAME_MAINTENANCE');
  });

  it('GCS_gameLaunchFB opens FB sports as a guest without a token and as the member with one', async () => {
    type FbLaunch = { content: { game_url: string; guest: boolean; vassalage: string } };
    const guest = expectSuccess(await call<FbLaunch>('GET', '/wps/relay/GCS_gameLaunchFB', { module: 'GAMELO3', query: { language: 'EN' } }));
    expect(guest.content).toMatchObject({ guest: true, vassalage: 'FB' });
    const page = await fetchText(guest.content.game_url);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Guest');
    // A guest launch changes nothing: the same address every time.
    const again = expectSuccess(await call<FbLaunch>('GET', '/wps/relay/GCS_gameLaunchFB', { module: 'GAMELO3' }));
    expect(again.content.game_url).toBe(guest.content.game_url);

    const token = await ctx.client.login('player01');
    const member = expectSuccess(await call<FbLaunch>('GET', '/wps/relay/GCS_gameLaunchFB', { module: 'GAMELO3', token }));
    expect(member.content.guest).toBe(false);
    const memberPage = await fetchText(member.content.game_url);
    expect(memberPage.text).toContain('Member');
    expect((await fetchText(member.content.game_url)).status).toBe(410);
    expectRefusal(await call('GET', '/wps/relay/GCS_gameLaunchFB', { module: 'GAMELO3', token: 'dead-token' }), 401, 'login.not.session');
    await ctx.control('PUT', '/games/maintenance', { vassalage: 'FB', maintenance: true });
    expectRefusal(await call('GET', '/wps/relay/GCS_gameLaunchFB', { module: 'GAMELO3' }), 400, 'GAME_MAINTENANCE');
  });
});

describe('GLS2_roomList', () => {
  it('lists the rooms of a card game, and refuses other games', async () => {
    const token = await ctx.client.login('player01');
    const card = await firstGame(token, { gameType: 'PVP', vassalage: 'V8' });
    type Rooms = { nodeId: number; list: Array<{ roomId: number; roomName: string; minBet: number; players: number; maxPlayers: number; status: string }> };
    const rooms = expectSuccess(await call<Rooms>('GET', '/wps/relay/GLS2_roomList', { module: 'GAMELO3', token, query: { nodeId: card.nodeId } }));
    expect(rooms.nodeId).toBe(card.nodeId);
    expect(rooms.list.length).toBe(4);
    for (const room of rooms.list) {
      expect(room.minBet).toBeGreaterThanOrEqual(card.minBet);
      expect(room.players).toBeLessThanOrEqual(room.maxPlayers);
      expect(['OPEN', 'FULL', 'MAINTENANCE']).toContain(room.status);
    }
    const again = expectSuccess(await call<Rooms>('GET', '/wps/relay/GLS2_roomList', { module: 'GAMELO3', token, query: { nodeId: card.nodeId } }));
    expect(again).toEqual(rooms);
    const slot = await firstGame(token, { vassalage: 'PG' });
    expectRefusal(await call('GET', '/wps/relay/GLS2_roomList', { module: 'GAMELO3', token, query: { nodeId: slot.nodeId } }), 400, 'request_param_err');
    expectRefusal(await call('GET', '/wps/relay/GLS2_roomList', { module: 'GAMELO3', token }), 400, 'request_param_err');
    expectRefusal(await call('GET', '/wps/relay/GLS2_roomList', { module: 'GAMELO3', query: { nodeId: card.nodeId } }), 401, 'login.not.session');
  });
});
