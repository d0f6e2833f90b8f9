import { request } from 'undici';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DAY, FIVE_MB, gifImage, jpgImage, MINUTE, PINNED_NOW, pngImage } from './support/funds-lottery-points-fixtures.js';
import { startContractSandbox } from './support/platform-client.js';
import type { CallOptions, Method } from './support/platform-client.js';

/**
 * The funds, lottery and points group against the sandbox over real HTTP: wallet transfers, lottery menus and
 * results, the points mall, promotions, missions, the inbox and the reward centre, with their state changes.
 */
let ctx: Awaited<ReturnType<typeof startContractSandbox>>;
let now = PINNED_NOW;

beforeAll(async () => {
  ctx = await startContractSandbox();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.control('POST', '/reset');
  await setClock(PINNED_NOW);
});

async function setClock(moment: number) {
  now = moment;
  await ctx.control('PUT', '/clock', { now: moment });
}

type Options = Omit<CallOptions, 'module'>;

/** A successful envelope; answers its value. */
async function ok<V>(method: Method, path: string, module: string, options: Options = {}): Promise<V> {
  const reply = await ctx.client.call<V>(method, path, { module, ...options });
  expect(reply.status, reply.text).toBe(200);
  expect(reply.body, reply.text).toMatchObject({ success: true, message: 'success' });
  return reply.body.value;
}

/** A bare JSON answer (`/lgw`, `/lotto`): no envelope. */
async function bare<V>(path: string, module: string, options: Options = {}): Promise<V> {
  const reply = await ctx.client.call('GET', path, { module, ...options });
  expect(reply.status, reply.text).toBe(200);
  expect(reply.json).not.toHaveProperty('success');
  return reply.json as V;
}

async function refused(method: Method, path: string, module: string, options: Options, status: number, errorCode: string, message?: string | RegExp) {
  const reply = await ctx.client.call(method, path, { module, ...options });
  expect(reply.status, reply.text).toBe(status);
  expect(reply.body).toMatchObject({ success: false, errorCode });
  if (message !== undefined) expect(reply.body.message).toMatch(message);
  expect(reply.text).not.toMatch(/\bat \S+\.(ts|js):\d+/);
  return reply;
}

interface Balance {
  sumBalance: number;
  balance: { accountTypeId: number; availBalance: number }[];
  currency: string;
  currencySymbol: string;
}
const wallet = (balance: Balance, id: number) => balance.balance.find((item) => item.accountTypeId === id)?.availBalance ?? 0;
const balanceOf = (token: string) => ok<Balance>('GET', '/wps/v2/wallets/balance', 'FUNDTRANS3', { token, query: { typeId: 0 } });
const cents = (amount: number) => Math.round(amount * 100);

interface Page<T> {
  content: T[];
  pageNum: number;
  pageSize: number;
  totalPages: number;
  totalCount: number;
}

describe('wallet', () => {
  it('reads the balance and the merchant wallet mode', async () => {
    const token = await ctx.client.login('player01');
    const balance = await balanceOf(token);
    expect(balance).toEqual({
      sumBalance: 1550.5,
      balance: [{ accountTypeId: 2, availBalance: 1520.5 }, { accountTypeId: 11, availBalance: 30 }],
      currency: 'VND',
      currencySymbol: 'K',
    });
    const mode = await ok<{ isSingle: boolean; mainAccountTypeId: number; gameWallets: { accountTypeId: number; name: string }[] }>(
      'GET', '/wps/relay/GCS_merchantWallet', 'FUNDTRANS3', { token },
    );
    expect(mode.isSingle).toBe(false);
    expect(mode.mainAccountTypeId).toBe(2);
    expect(mode.gameWallets.map((item) => item.accountTypeId)).toContain(23);
  });

  it('moves money between the main wallet and a game wallet, exactly and once per orderNo', async () => {
    const token = await ctx.client.login('player01');
    const before = await balanceOf(token);
    const body = { fromAccountTypeId: 2, toAccountTypeId: 11, amount: 100.25, orderNo: 'wt-0001' };
    const first = await ok<{ orderNo: string; status: string; amount: number; sumBalance: number }>('POST', '/wps/relay/GCS_walletTransfer', 'FUNDTRANS3', { token, body });
    expect(first).toMatchObject({ orderNo: 'wt-0001', status: 'SUCCESS', amount: 100.25, sumBalance: before.sumBalance });
    const after = await balanceOf(token);
    expect(cents(wallet(before, 2)) - cents(wallet(after, 2))).toBe(10_025);
    expect(cents(wallet(after, 11)) - cents(wallet(before, 11))).toBe(10_025);

    // The same order number again is a duplicate order: refused with the first transfer as its value, nothing moves.
    const repeated = await refused('POST', '/wps/relay/GCS_walletTransfer', 'FUNDTRANS3', { token, body }, 200, 'order.duplicate');
    expect(repeated.body.value).toEqual(first);
    expect(await balanceOf(token)).toEqual(after);
    await refused('POST', '/wps/relay/GCS_walletTransfer', 'FUNDTRANS3', { token, body: { ...body, amount: 5 } }, 400, 'request_param_err', /already used/);

    // Back again, and into a vendor wallet the member did not have yet.
    await ok('POST', '/wps/relay/GCS_walletTransfer', 'FUNDTRANS3', { token, body: { fromAccountTypeId: 11, toAccountTypeId: 2, amount: '0.25' } });
    await ok('POST', '/wps/relay/GCS_walletTransfer', 'FUNDTRANS3', { token, body: { fromAccountTypeId: 2, toAccountTypeId: 23, amount: 20 } });
    const last = await balanceOf(token);
    expect(wallet(last, 11)).toBe(130);
    expect(wallet(last, 23)).toBe(20);
    expect(last.sumBalance).toBe(before.sumBalance);
  });

  it('refuses bad transfers in the platform shape', async () => {
    const token = await ctx.client.login('player01');
    const transfer = (body: unknown) => ({ token, body });
    const path = '/wps/relay/GCS_walletTransfer';
    for (const amount of [0, -5, 1.234, 'ten', null]) {
      await refused('POST', path, 'FUNDTRANS3', transfer({ fromAccountTypeId: 2, toAccountTypeId: 11, amount }), 400, 'request_param_err', /amount/);
    }
    await refused('POST', path, 'FUNDTRANS3', transfer({ fromAccountTypeId: 11, toAccountTypeId: 23, amount: 1 }), 400, 'request_param_err', /main wallet/);
    await refused('POST', path, 'FUNDTRANS3', transfer({ fromAccountTypeId: 2, toAccountTypeId: 999, amount: 1 }), 400, 'request_param_err', /Unknown wallet/);
    await refused('POST', path, 'FUNDTRANS3', transfer({ fromAccountTypeId: 2, toAccountTypeId: 2, amount: 1 }), 400, 'request_param_err');
    await refused('POST', path, 'FUNDTRANS3', transfer({ fromAccountTypeId: 11, toAccountTypeId: 2, amount: 30.01 }), 200, 'balance.insufficient');
    await refused('POST', path, 'FUNDTRANS3', { token, body: { fromAccountTypeId: 2, toAccountTypeId: 11, amount: 1, orderNo: 'bad order no!' } }, 400, 'request_param_err', /orderNo/);
    await refused('POST', path, 'FUNDTRANS3', { token: 'dead-token', body: { fromAccountTypeId: 2, toAccountTypeId: 11, amount: 1 } }, 401, 'login.not.session');

    await ctx.control('PUT', '/merchant-wallet', { isSingle: true });
    expect(await ok<{ isSingle: boolean; gameWallets: unknown[] }>('GET', '/wps/relay/GCS_merchantWallet', 'FUNDTRANS3', { token })).toMatchObject({ isSingle: true, gameWallets: [] });
    await refused('POST', path, 'FUNDTRANS3', transfer({ fromAccountTypeId: 2, toAccountTypeId: 11, amount: 1 }), 400, 'function.not.available', /Single wallet/);
  });

  it('transfers to the direct upline once per orderNo', async () => {
    const token = await ctx.client.login('player01');
    const uplineToken = await ctx.client.login('agent01');
    const uplineBefore = await balanceOf(uplineToken);
    const body = { amount: 50.5, note: 'Trả tiền', orderNo: 'up-1' };
    const answer = await ok('POST', '/wps/relay/GCS_transferToUpline', 'FUNDTRANS3', { token, body });
    expect(answer).toMatchObject({ orderNo: 'up-1', sender: 'player01', recipient: 'agent01', amount: 50.5, note: 'Trả tiền', availBalance: 1470 });
    const repeated = await refused('POST', '/wps/relay/GCS_transferToUpline', 'FUNDTRANS3', { token, body }, 200, 'order.duplicate');
    expect(repeated.body.value).toEqual(answer);
    expect(wallet(await balanceOf(uplineToken), 2) - wallet(uplineBefore, 2)).toBeCloseTo(50.5, 2);
    expect(wallet(await balanceOf(token), 2)).toBe(1470);

    await refused('POST', '/wps/relay/GCS_transferToUpline', 'FUNDTRANS3', { token, body: { amount: 1, note: 'x'.repeat(101) } }, 400, 'request_param_err', /note/);
    await refused('POST', '/wps/relay/GCS_transferToUpline', 'FUNDTRANS3', { token, body: { amount: 99_999 } }, 200, 'balance.insufficient');
    const vip = await ctx.client.login('vip01');
    await refused('POST', '/wps/relay/GCS_transferToUpline', 'FUNDTRANS3', { token: vip, body: { amount: 1 } }, 200, 'transfer.no.upline');
  });
});

interface MenuGame {
  gameId: number;
  gameCode: string;
  gameName: string;
  prizeMode: string;
  providerCode: string;
  currentNumero: string;
  nextOpenTime: number;
  lastNumero: string | null;
  lastOpenTime: number | null;
}
interface MenuGroup {
  gameGroupCode: string;
  gameGroupName: string;
  prizeMode: string;
  providerCode: string;
  gameMenus: MenuGame[];
}
interface DrawResult {
  gameCode: string;
  numero: string;
  openTime: number;
  winningNumber: string;
  prizes: { prizeCode: string; numbers: string[] }[];
}

const results = (gameCode: string, count: number) =>
  bare<DrawResult[]>('/lgw/vn/numeros/opened/game', 'GAMELO3', { query: { count, gameCode } });

describe('lottery', () => {
  it('lists the VN menu by region, and SEA games under prizeMode SEA', async () => {
    const vn = await bare<MenuGroup[]>('/lgw/vn/games/game_menu', 'GAMELO3', { query: { prizeMode: '', device: 'WEB' }, language: 'VI' });
    expect(vn.map((group) => group.gameGroupCode)).toEqual(['MB', 'MT', 'MN', 'SIEUTOC', 'DIENTOAN']);
    expect(vn.slice(0, 3).map((group) => group.gameGroupName)).toEqual(['Miền Bắc', 'Miền Trung', 'Miền Nam']);
    expect(new Set(vn.map((group) => group.providerCode))).toEqual(new Set(['TCG_LOTTO_VN']));
    const south = vn.find((group) => group.gameGroupCode === 'MN');
    expect(south?.gameMenus.map((game) => game.gameName)).toContain('TP. Hồ Chí Minh');
    expect(south?.gameMenus.length).toBeGreaterThanOrEqual(20);
    for (const game of vn.flatMap((group) => group.gameMenus)) {
      expect(game.nextOpenTime).toBeGreaterThan(now);
      expect(game.lastOpenTime).toBeLessThanOrEqual(now);
    }

    const lott = await bare<MenuGroup[]>('/lgw/vn/games/game_menu', 'GAMELO3', { query: { prizeMode: 'LOTT', device: 'WEB' } });
    expect(lott.map((group) => group.gameGroupCode)).toEqual(['MB', 'MT', 'MN']);
    const sea = await bare<MenuGroup[]>('/lgw/vn/games/game_menu', 'GAMELO3', { query: { prizeMode: 'SEA', device: 'WEB' } });
    expect(new Set(sea.map((group) => group.providerCode))).toEqual(new Set(['TCG_SEA']));
    expect(sea.flatMap((group) => group.gameMenus.map((game) => game.gameCode))).toContain('THAIGOV');
    for (const prizeMode of ['ZY', 'ELOTT']) {
      const groups = await bare<MenuGroup[]>('/lgw/vn/games/game_menu', 'GAMELO3', { query: { prizeMode } });
      expect(groups.flatMap((group) => group.gameMenus).every((game) => game.prizeMode === prizeMode)).toBe(true);
    }

    await refused('GET', '/lgw/vn/games/game_menu', 'GAMELO3', { query: { prizeMode: 'KENO' } }, 400, 'request_param_err', /prizeMode/);
    await refused('GET', '/lgw/vn/games/game_menu', 'GAMELO3', { query: { device: 'TV' } }, 400, 'request_param_err', /device/);
  });

  it('answers 100+ opened results, newest first, that grow with the sandbox clock', async () => {
    const first = await results('MB', 100);
    expect(first).toHaveLength(100);
    expect(first[0]).toMatchObject({ gameCode: 'MB', numero: '20260114' });
    expect(first[0]?.prizes.flatMap((prize) => prize.numbers)).toHaveLength(27);
    expect(first.every((draw, index) => index === 0 || draw.openTime < (first[index - 1]?.openTime ?? 0))).toBe(true);
    expect(await results('MB', 100)).toEqual(first);

    await setClock(PINNED_NOW + DAY);
    const later = await results('MB', 100);
    expect(later[0]?.numero).toBe('20260115');
    expect(later[1]).toEqual(first[0]);

    const fast = await results('MBST1', 5);
    await setClock(now + 3 * MINUTE);
    const fastLater = await results('MBST1', 5);
    expect(fastLater[3]).toEqual(fast[0]);
    expect((await results('KONTUM', 200)).length).toBe(200);

    await refused('GET', '/lgw/vn/numeros/opened/game', 'GAMELO3', { query: { count: 100 } }, 400, 'request_param_err', /gameCode/);
    await refused('GET', '/lgw/vn/numeros/opened/game', 'GAMELO3', { query: { count: 100, gameCode: 'NOPE' } }, 400, 'request_param_err', /Unknown gameCode/);
    for (const count of [0, 201, 'all']) {
      await refused('GET', '/lgw/vn/numeros/opened/game', 'GAMELO3', { query: { count, gameCode: 'MB' } }, 400, 'request_param_err', /count/);
    }
  });

  it('shows a game’s opened numbers to a member and remembers it as recent', async () => {
    const token = await ctx.client.login('player01');
    const recentBefore = await bare<(MenuGame & { lastPlayedAt: number })[]>('/lgw/vn/games/game_menu/recent', 'GAMELOREC3', { token, query: { device: 'WEB' } });
    expect(recentBefore.length).toBeGreaterThan(0);
    expect(recentBefore.every((game) => typeof game.lastPlayedAt === 'number')).toBe(true);

    type Opened = { gameCode: string; current: { numero: string; openTime: number; closeTime: number; remainingSeconds: number }; opened: DrawResult };
    const opened = await bare<Opened>('/lotto/lgw/games/opened/numero', 'GAMELO3', { token, query: { gameCode: 'TC3D3' } });
    const [latest, older] = await results('TC3D3', 2);
    expect(opened.opened).toEqual(latest);
    expect(opened.current.openTime).toBeGreaterThan(now);
    expect(opened.current.closeTime).toBeLessThan(opened.current.openTime);
    const asked = await bare<Opened>('/lotto/lgw/games/opened/numero', 'GAMELO3', { token, query: { gameCode: 'tc3d3', numero: older?.numero ?? '' } });
    expect(asked.opened).toEqual(older);

    const recent = await bare<(MenuGame & { lastPlayedAt: number })[]>('/lgw/vn/games/game_menu/recent', 'GAMELOREC3', { token });
    expect(recent[0]).toMatchObject({ gameCode: 'TC3D3', lastPlayedAt: now, providerCode: 'TCG_LOTTO_VN' });

    await refused('GET', '/lotto/lgw/games/opened/numero', 'GAMELO3', { token, query: { gameCode: 'MB', numero: '20260116' } }, 400, 'request_param_err', /not opened yet/);
    await refused('GET', '/lotto/lgw/games/opened/numero', 'GAMELO3', { token, query: { gameCode: 'HCM', numero: '20260113' } }, 400, 'request_param_err', /has no draw/);
    await refused('GET', '/lotto/lgw/games/opened/numero', 'GAMELO3', { query: { gameCode: 'MB' } }, 401, 'login.not.session');
    await refused('GET', '/lgw/vn/games/game_menu/recent', 'GAMELOREC3', {}, 401, 'login.not.session');
  });
});

interface PointBalance {
  points: number;
  pendingPoints: number;
  totalEarned: number;
  totalSpent: number;
  neverExpire: boolean;
}
interface Reward {
  id: number;
  name: string;
  image: string;
  type: string;
  pointsRequirement: number;
  amount: number;
  stock: number;
  minVipLevel: number;
  status: string;
}
interface RedeemOrder {
  orderNo: string;
  requestId: string;
  rewardId: number;
  quantity: number;
  points: number;
  amount: number;
  status: string;
  remark: string | null;
  paidAccount: string | null;
  createdAt: number;
  updatedAt: number;
  pointsBalance?: number;
}
interface PointEntry {
  transId: number;
  transType: string;
  points: number;
  balanceAfter: number;
  remark: string;
  createdAt: number;
}

const pointsOf = async (token: string) => (await ok<PointBalance>('GET', '/wps/relay/MCS2_getPointBalance', 'PTSYS3', { token })).points;
const rewards = (token: string) => ok<Reward[]>('GET', '/wps/relay/MCS2_getPointReward', 'PTSYS3', { token });
const redeem = (token: string, body: Record<string, unknown>) => ({ token, encrypted: true, body: { paymentPassword: '666888', ...body } });
const REDEEM = '/wps/relay/passwordCheck/MCS2_redeemPointReward';
const CONVERT = '/wps/relay/passwordCheck/MCS2_convertPoint';
const redeemList = (token: string, query: Record<string, string | number> = {}) =>
  ok<Page<RedeemOrder>>('GET', '/wps/relay/MCS2_getRedeemPointList', 'PTSYS3', { token, query });

describe('points', () => {
  it('reads the balance, the configuration and the reward catalogue with generated pictures', async () => {
    const token = await ctx.client.login('player01');
    const balance = await ok<PointBalance>('GET', '/wps/relay/MCS2_getPointBalance', 'PTSYS3', { token });
    expect(balance.points).toBeGreaterThan(500);
    expect(balance).toMatchObject({ pendingPoints: 0, neverExpire: true });
    expect(balance.totalEarned - balance.totalSpent).toBe(balance.points);

    const config = await ok('GET', '/wps/relay/MCS2_getPointConfig', 'PTSYS3', { token });
    expect(config).toMatchObject({ pointsRatio: 10, minConvertPoints: 100, maxConvertPoints: 100_000, newMemberBonusPoints: 500, neverExpire: true });

    const catalogue = await rewards(token);
    expect(catalogue.length).toBeGreaterThanOrEqual(10);
    expect(new Set(catalogue.map((reward) => reward.type))).toEqual(new Set(['CASH', 'PHYSICAL', 'BONUS']));
    expect(catalogue.find((reward) => reward.id === 111)).toMatchObject({ stock: 0, status: 'SOLD_OUT' });
    const picture = await request(catalogue[0]?.image ?? '');
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toContain('image/svg+xml');
    expect(await picture.body.text()).toContain('<svg');
    const cash = await ok<Reward[]>('GET', '/wps/relay/MCS2_getPointReward', 'PTSYS3', { token, query: { type: 'cash' } });
    expect(cash.every((reward) => reward.type === 'CASH')).toBe(true);
    await refused('GET', '/wps/relay/MCS2_getPointReward', 'PTSYS3', { token, query: { type: 'CAR' } }, 400, 'request_param_err', /type/);
  });

  it('starts a brand-new member with the new-member bonus', async () => {
    const token = await ctx.client.login('player02', '123456');
    const details = await ok<Page<PointEntry>>('GET', '/wps/relay/ODSFE2_MemTransDet', 'MEMTRANS3', { token, query: { transType: 'BONUS' } });
    expect(details.content[0]).toMatchObject({ transType: 'BONUS', points: 500 });
  });

  it('redeems a reward once per requestId, then approves it on the sandbox clock', async () => {
    const token = await ctx.client.login('player01');
    const before = await pointsOf(token);
    const money = wallet(await balanceOf(token), 2);
    const unread = await ok<number>('GET', '/wps/relay/CSP_unreadCount', 'INBOX3', { token });
    const order = await ok<RedeemOrder>('POST', REDEEM, 'PTSYS3', redeem(token, { rewardId: 101, quantity: 2, requestId: 'rd-1' }));
    expect(order).toMatchObject({ rewardId: 101, quantity: 2, points: 200, amount: 20, status: 'PENDING', paidAccount: 'MAIN_WALLET', pointsBalance: before - 200 });
    expect(await ok('POST', REDEEM, 'PTSYS3', redeem(token, { rewardId: 101, quantity: 2, requestId: 'rd-1' }))).toEqual(order);
    expect(await pointsOf(token)).toBe(before - 200);
    expect((await rewards(token)).find((reward) => reward.id === 101)?.stock).toBe(9_997);
    expect((await ok<PointBalance>('GET', '/wps/relay/MCS2_getPointBalance', 'PTSYS3', { token })).pendingPoints).toBe(200);
    expect((await redeemList(token)).content[0]).toMatchObject({ orderNo: order.orderNo, status: 'PENDING' });

    await setClock(now + 11 * MINUTE);
    const approved = (await redeemList(token, { status: 'APPROVED' })).content[0];
    expect(approved).toMatchObject({ orderNo: order.orderNo, status: 'APPROVED', updatedAt: order.createdAt + 10 * MINUTE });
    expect(cents(wallet(await balanceOf(token), 2)) - cents(money)).toBe(2_000);
    expect(await ok<number>('GET', '/wps/relay/CSP_unreadCount', 'INBOX3', { token })).toBe(unread + 1);
  });

  it('delivers a physical reward, or returns points and stock when the review rejects it', async () => {
    const token = await ctx.client.login('vip01');
    const before = await pointsOf(token);
    const shirt = await ok<RedeemOrder>('POST', REDEEM, 'PTSYS3', redeem(token, { rewardId: 106, receivingAddress: '1 Lê Lợi, Huế' }));
    const flask = await ok<RedeemOrder>('POST', REDEEM, 'PTSYS3', redeem(token, { rewardId: 107, receivingAddress: '1 Lê Lợi, Huế' }));
    expect(await pointsOf(token)).toBe(before - 800 - 1_200);
    await ctx.control('POST', '/points/redeem-orders/review', { orderNo: flask.orderNo, decision: 'REJECTED', remark: 'Out of stock at the warehouse' });
    expect(await pointsOf(token)).toBe(before - 800);
    expect((await rewards(token)).find((reward) => reward.id === 107)?.stock).toBe(30);
    expect((await redeemList(token, { status: 'REJECTED', pageSize: 1 })).content[0]).toMatchObject({ orderNo: flask.orderNo, remark: 'Out of stock at the warehouse' });

    await setClock(now + 4 * DAY);
    const again = await ctx.client.login('vip01');
    expect((await redeemList(again, { status: 'DELIVERED', pageSize: 1 })).content[0]).toMatchObject({ orderNo: shirt.orderNo, paidAccount: null });
  });

  it('refuses redeems with the right errors', async () => {
    const token = await ctx.client.login('player01');
    await refused('POST', REDEEM, 'PTSYS3', redeem(token, { rewardId: 101, paymentPassword: '000000' }), 200, 'payment.password.error');
    await refused('POST', REDEEM, 'PTSYS3', redeem(token, { rewardId: 108, receivingAddress: 'Hà Nội' }), 200, 'reward.vip.level');
    await refused('POST', REDEEM, 'PTSYS3', redeem(token, { rewardId: 111, receivingAddress: 'Hà Nội' }), 200, 'reward.out.of.stock');
    await refused('POST', REDEEM, 'PTSYS3', redeem(token, { rewardId: 103, quantity: 10 }), 200, 'points.insufficient');
    await refused('POST', REDEEM, 'PTSYS3', redeem(token, { rewardId: 9_999 }), 400, 'request_param_err', /Unknown rewardId/);
    await refused('POST', REDEEM, 'PTSYS3', redeem(token, { rewardId: 101, quantity: 11 }), 400, 'request_param_err', /quantity/);
    await refused('POST', REDEEM, 'PTSYS3', redeem(token, { rewardId: 106 }), 400, 'request_param_err', /receivingAddress/);
    await refused('POST', REDEEM, 'PTSYS3', { token, encrypted: true, body: { rewardId: 101 } }, 400, 'request_param_err', /paymentPassword/);
    await refused('POST', REDEEM, 'PTSYS3', { token, body: { rewardId: 101, paymentPassword: '666888' } }, 400, 'encryption.invalid');
    const newcomer = await ctx.client.login('player02', '123456');
    await refused('POST', REDEEM, 'PTSYS3', redeem(newcomer, { rewardId: 101 }), 200, 'payment.password.not.set', /set a payment password/);
  });

  it('converts points into main wallet money at the configured rate, once per requestId', async () => {
    const token = await ctx.client.login('player01');
    const points = await pointsOf(token);
    const money = wallet(await balanceOf(token), 2);
    const body = { points: 250, requestId: 'cv-1' };
    const answer = await ok('POST', CONVERT, 'PTSYS3', redeem(token, body));
    expect(answer).toMatchObject({ requestId: 'cv-1', points: 250, amount: 25, pointsBalance: points - 250 });
    expect(await ok('POST', CONVERT, 'PTSYS3', redeem(token, body))).toEqual(answer);
    expect(await pointsOf(token)).toBe(points - 250);
    expect(cents(wallet(await balanceOf(token), 2)) - cents(money)).toBe(2_500);

    const entries = await ok<Page<PointEntry>>('GET', '/wps/relay/ODSFE2_MemTransDet', 'MEMTRANS3', { token, query: { transType: 'CONVERT' } });
    expect(entries.content[0]).toMatchObject({ transType: 'CONVERT', points: -250, balanceAfter: points - 250, createdAt: now });

    await refused('POST', CONVERT, 'PTSYS3', redeem(token, { points: 99 }), 400, 'request_param_err', /points/);
    await refused('POST', CONVERT, 'PTSYS3', redeem(token, { points: 12.5 }), 400, 'request_param_err', /points/);
    await refused('POST', CONVERT, 'PTSYS3', redeem(token, { points: 100_000 }), 200, 'points.insufficient');
    await refused('POST', CONVERT, 'PTSYS3', redeem(token, { points: 100, paymentPassword: 'nope' }), 200, 'payment.password.error');
    await refused('POST', CONVERT, 'PTSYS3', redeem(token, { points: 100, requestId: 'cv-1' }), 400, 'request_param_err', /already used/);
  });

  it('pages and filters the points details and the redeem history', async () => {
    const token = await ctx.client.login('vip01');
    const all = await ok<Page<PointEntry> & { totalIn: number; totalOut: number }>('GET', '/wps/relay/ODSFE2_MemTransDet', 'MEMTRANS3', { token, query: { pageNum: 1, pageSize: 5 } });
    expect(all.content).toHaveLength(5);
    expect(all.totalPages).toBe(Math.ceil(all.totalCount / 5));
    expect(all.totalIn - all.totalOut).toBe(await pointsOf(token));
    expect(all.content[0]?.balanceAfter).toBe(await pointsOf(token));
    const second = await ok<Page<PointEntry>>('GET', '/wps/relay/ODSFE2_MemTransDet', 'MEMTRANS3', { token, query: { pageNum: 2, pageSize: 5 } });
    expect(second.content[0]?.createdAt).toBeLessThanOrEqual(all.content[4]?.createdAt ?? 0);

    const lottery = await ok<Page<PointEntry>>('GET', '/wps/relay/ODSFE2_MemTransDet', 'MEMTRANS3', { token, query: { transType: 'LOTT', pageSize: 100 } });
    expect(lottery.content.every((entry) => entry.transType === 'LOTT')).toBe(true);
    const newest = all.content[0]?.createdAt ?? 0;
    const windowed = await ok<Page<PointEntry>>('GET', '/wps/relay/ODSFE2_MemTransDet', 'MEMTRANS3', { token, query: { startTime: newest, endTime: newest } });
    expect(windowed.content.every((entry) => entry.createdAt === newest)).toBe(true);
    expect(windowed.totalCount).toBeGreaterThan(0);

    const orders = await redeemList(token, { pageSize: 100 });
    expect(orders.totalCount).toBe(orders.content.length);
    await refused('GET', '/wps/relay/ODSFE2_MemTransDet', 'MEMTRANS3', { token, query: { startTime: 10, endTime: 5 } }, 400, 'request_param_err', /startTime/);
    await refused('GET', '/wps/relay/ODSFE2_MemTransDet', 'MEMTRANS3', { token, query: { transType: 'CASINO' } }, 400, 'request_param_err', /transType/);
    await refused('GET', '/wps/relay/ODSFE2_MemTransDet', 'MEMTRANS3', { token, query: { pageSize: 0 } }, 400, 'request_param_err', /pageSize/);
    await refused('GET', '/wps/relay/MCS2_getRedeemPointList', 'PTSYS3', { token, query: { status: 'LOST' } }, 400, 'request_param_err', /status/);
  });
});

interface Promotion {
  promotionId: number;
  title: string;
  category: string;
  badge: string | null;
  claimMode: string;
  activityState: string;
  memberState: string | null;
}
const promotions = (token?: string) => ok<Promotion[]>('GET', '/wps/relay/MCSFE_getPromotionDetails', 'AGEANNOUNCE3', { token });
const stateOf = async (token: string, promotionId: number) => (await promotions(token)).find((item) => item.promotionId === promotionId)?.memberState;
const rewardCount = (token: string) => ok<number>('GET', '/wps/relay/MCSFE_getRewardCount', 'REWCEN3', { token });
const CLAIM = '/wps/relay/MCS2_claimRafflePromotion';
const APPLY = '/wps/relay/MCS2_applyPromotion';

describe('promotions', () => {
  it('details every PR announcement; a token adds the member’s state', async () => {
    const open = await promotions();
    expect(open.map((item) => item.promotionId)).toEqual([3001, 3002, 3003, 3004, 3005, 3006]);
    expect(open.find((item) => item.promotionId === 3006)).toMatchObject({ activityState: 'ENDED', badge: 'LIMITED', memberState: null });
    expect(open.every((item) => item.title !== '')).toBe(true);
    const token = await ctx.client.login('player01');
    const mine = await promotions(token);
    expect(mine.map((item) => item.memberState)).toEqual(['JOINED', 'JOIN', 'JOINED', 'CLAIM', 'NOT_ELIGIBLE', 'CLOSE']);
    const one = await ok<Promotion[]>('GET', '/wps/relay/MCSFE_getPromotionDetails', 'AGEANNOUNCE3', { query: { promotionId: 3004 } });
    expect(one).toHaveLength(1);
    await refused('GET', '/wps/relay/MCSFE_getPromotionDetails', 'AGEANNOUNCE3', { query: { promotionId: 42 } }, 400, 'request_param_err', /Unknown promotionId/);
  });

  it('lets a member claim a raffle once; the prize waits in the reward centre', async () => {
    const token = await ctx.client.login('player01');
    const count = await rewardCount(token);
    const claim = await ok<{ claimId: number; prize: number; rewardId: number; ticketKind: string }>('POST', CLAIM, 'REWCEN3', { token, body: { promotionId: 3004, requestId: 'raffle-1' } });
    expect(claim.prize).toBeGreaterThan(0);
    expect(claim.ticketKind).toBe('PRIZE_WHEEL');
    expect(await ok('POST', CLAIM, 'REWCEN3', { token, body: { promotionId: 3004, requestId: 'raffle-1' } })).toEqual(claim);
    expect(await rewardCount(token)).toBe(count + 1);
    expect(await stateOf(token, 3004)).toBe('CLAIMED');

    await refused('POST', CLAIM, 'REWCEN3', { token, body: { promotionId: 3004 } }, 200, 'promotion.already.claimed');
    await refused('POST', CLAIM, 'REWCEN3', { token, body: { promotionId: 3006 } }, 200, 'promotion.ended');
    await refused('POST', CLAIM, 'REWCEN3', { token, body: { promotionId: 3001 } }, 200, 'promotion.not.claimable');
    await refused('POST', CLAIM, 'REWCEN3', { token, body: { promotionId: 77 } }, 400, 'request_param_err', /Unknown promotionId/);
    await refused('POST', CLAIM, 'REWCEN3', { token, body: {} }, 400, 'request_param_err', /promotionId/);
    const vip = await ctx.client.login('vip01');
    await refused('POST', CLAIM, 'REWCEN3', { token: vip, body: { promotionId: 3004 } }, 200, 'promotion.not.eligible');

    await setClock(Date.UTC(2024, 11, 1));
    const early = await ctx.client.login('player02', '123456');
    expect(await stateOf(early, 3004)).toBe('COMING_SOON');
    await refused('POST', CLAIM, 'REWCEN3', { token: early, body: { promotionId: 3004 } }, 200, 'promotion.not.started');
  });

  it('takes an application with proof images and reviews it on the sandbox clock', async () => {
    const token = await ctx.client.login('player01');
    const body = { promotionId: 3002, comment: 'Nạp 200.000 lúc 10:00', images: [pngImage(), `data:image/jpeg;base64,${jpgImage()}`], requestId: 'app-1' };
    const application = await ok<{ applicationId: number; status: string; images: { type: string }[] }>('POST', APPLY, 'REWCEN3', { token, body });
    expect(application).toMatchObject({ status: 'PENDING', images: [{ type: 'png' }, { type: 'jpg' }] });
    expect(await ok('POST', APPLY, 'REWCEN3', { token, body })).toEqual(application);
    expect(await stateOf(token, 3002)).toBe('APPLYING');
    await refused('POST', APPLY, 'REWCEN3', { token, body: { promotionId: 3002, images: [pngImage()] } }, 200, 'promotion.already.applied');

    const list = await ok<Page<{ applicationId: number; status: string; promotionTitle: string }>>('GET', '/wps/relay/MCS2_getPromotionApplications', 'REWCEN3', { token });
    expect(list.content[0]).toMatchObject({ applicationId: application.applicationId, status: 'PENDING', promotionTitle: '10% daily deposit bonus' });

    const count = await rewardCount(token);
    await setClock(now + 11 * MINUTE);
    const reviewed = await ok<Page<{ status: string }>>('GET', '/wps/relay/MCS2_getPromotionApplications', 'REWCEN3', { token, query: { status: 'APPROVED', promotionId: 3002 } });
    expect(reviewed.content[0]).toMatchObject({ status: 'APPROVED' });
    expect(await rewardCount(token)).toBe(count + 1);
    expect(await stateOf(token, 3002)).toBe('ISSUED');

    const vip = await ctx.client.login('vip01');
    await ok('POST', APPLY, 'REWCEN3', { token: vip, body: { promotionId: 3005, comment: 'no proof' } });
    await setClock(now + 11 * MINUTE);
    const vipAgain = await ctx.client.login('vip01');
    const rejected = await ok<Page<{ status: string; remark: string }>>('GET', '/wps/relay/MCS2_getPromotionApplications', 'REWCEN3', { token: vipAgain, query: { pageSize: 1 } });
    expect(rejected.content[0]).toMatchObject({ status: 'REJECTED', remark: 'Proof images are required' });
  });

  it('refuses applications with the spec’s wording', async () => {
    const token = await ctx.client.login('player01');
    const apply = (body: Record<string, unknown>) => ({ token, body: { promotionId: 3002, ...body } });
    await refused('POST', APPLY, 'REWCEN3', apply({ comment: 'x'.repeat(141) }), 400, 'request_param_err', /at most 140 characters/);
    await refused('POST', APPLY, 'REWCEN3', apply({ images: [pngImage(), pngImage(), pngImage(), pngImage()] }), 400, 'request_param_err', 'Cannot upload more than 3 images');
    await refused('POST', APPLY, 'REWCEN3', apply({ images: [gifImage()] }), 400, 'request_param_err', 'Only png or jpg images are accepted');
    await refused('POST', APPLY, 'REWCEN3', apply({ images: [jpgImage(FIVE_MB + 1)] }), 400, 'request_param_err', 'Image too large: max 5MB');
    await refused('POST', APPLY, 'REWCEN3', apply({ images: ['not base64!'] }), 400, 'request_param_err', /base64/);
    // Exactly 5MB is allowed.
    await ok('POST', APPLY, 'REWCEN3', apply({ images: [jpgImage(FIVE_MB)] }));
    await refused('POST', APPLY, 'REWCEN3', { token, body: { promotionId: 3004 } }, 200, 'promotion.not.claimable');
    await refused('POST', APPLY, 'REWCEN3', { token, body: { promotionId: 3005 } }, 200, 'promotion.not.eligible');
    await refused('POST', APPLY, 'REWCEN3', { token, body: { promotionId: 3002 }, headers: { 'Content-Type': 'application/json' }, rawBody: '[1,2' }, 400, 'request_body_required');
  });
});

interface Mission {
  missionId: number;
  title: string;
  period: string;
  progress: number;
  target: number;
  reward: { kind: string; points: number; amount: number };
  state: string;
  periodEndTime: number;
}
const missions = (token: string) =>
  ok<{ missions: Mission[]; totalCount: number; completedCount: number; unclaimedCount: number }>('GET', '/wps/relay/MCSFE_getMissionSummaryDetails', 'MISSIONLB3', { token });
interface RewardItem {
  rewardId: number;
  source: string;
  sourceId: number | null;
  kind: string;
  amount: number;
  points: number;
  status: string;
}

describe('missions, inbox and reward centre', () => {
  it('summarises missions and ranks them on the leaderboard', async () => {
    const token = await ctx.client.login('player01');
    const summary = await missions(token);
    expect(summary.totalCount).toBe(8);
    expect(summary.missions.every((mission) => mission.progress <= mission.target && mission.periodEndTime > now)).toBe(true);
    const daily = await ok<{ missions: Mission[] }>('GET', '/wps/relay/MCSFE_getMissionSummaryDetails', 'MISSIONLB3', { token, query: { period: 'DAILY' } });
    expect(daily.missions.every((mission) => mission.period === 'DAILY')).toBe(true);

    const board = await ok<{ period: string; list: { rank: number; account: string; score: number; isMe: boolean }[]; me: { rank: number | null; score: number } }>(
      'GET', '/wps/relay/MCSFE_getMissionLeaderboard', 'MISSIONLB3', { token, query: { period: 'MONTHLY', count: 10 } },
    );
    expect(board.period).toBe('MONTHLY');
    expect(board.list).toHaveLength(10);
    expect(board.list.map((row) => row.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(board.list.every((row, index) => index === 0 || row.score <= (board.list[index - 1]?.score ?? 0))).toBe(true);
    expect(board.list.every((row) => row.account.includes('***'))).toBe(true);

    // Completing a mission raises the score and leaves its reward in the reward centre.
    const open = summary.missions.find((mission) => mission.state === 'IN_PROGRESS' && mission.period === 'MONTHLY')
      ?? summary.missions.find((mission) => mission.state === 'IN_PROGRESS');
    if (open === undefined) throw new Error('player01 has no mission in progress');
    const count = await rewardCount(token);
    await ctx.control('PUT', '/missions/progress', { account: 'player01', missionId: open.missionId, progress: open.target });
    const after = await missions(token);
    expect(after.missions.find((mission) => mission.missionId === open.missionId)?.state).toBe('COMPLETED');
    expect(after.unclaimedCount).toBe(summary.unclaimedCount + 1);
    expect(await rewardCount(token)).toBe(count + 1);
    const boardAfter = await ok<{ me: { score: number } }>('GET', '/wps/relay/MCSFE_getMissionLeaderboard', 'MISSIONLB3', { token, query: { period: 'MONTHLY' } });
    expect(boardAfter.me.score).toBeGreaterThan(board.me.score);

    const items = await ok<Page<RewardItem>>('GET', '/wps/relay/MCSFE_getRewardList', 'REWCEN3', { token, query: { status: 'UNCLAIMED', pageSize: 100 } });
    const item = items.content.find((reward) => reward.source === 'MISSION' && reward.sourceId === open.missionId);
    await ok('POST', '/wps/relay/MCSFE_claimReward', 'REWCEN3', { token, body: { rewardId: item?.rewardId } });
    expect((await missions(token)).missions.find((mission) => mission.missionId === open.missionId)?.state).toBe('CLAIMED');

    await refused('GET', '/wps/relay/MCSFE_getMissionLeaderboard', 'MISSIONLB3', { token, query: { period: 'YEARLY' } }, 400, 'request_param_err', /period/);
    await refused('GET', '/wps/relay/MCSFE_getMissionSummaryDetails', 'MISSIONLB3', {}, 401, 'login.not.session');
  });

  it('counts unread messages, lists them and marks them read', async () => {
    const token = await ctx.client.login('player01');
    const unread = await ok<number>('GET', '/wps/relay/CSP_unreadCount', 'INBOX3', { token });
    expect(Number.isInteger(unread)).toBe(true);
    await ctx.control('POST', '/inbox/messages', { account: 'player01', title: 'Xin chào', content: '<p>Tin nhắn thử</p>' });
    expect(await ok<number>('GET', '/wps/relay/CSP_unreadCount', 'INBOX3', { token })).toBe(unread + 1);

    type Message = { messageId: number; title: string; content: string; read: boolean; category: string; createdAt: number };
    const list = await ok<Page<Message> & { unreadCount: number }>('GET', '/wps/relay/CSP_getMessageList', 'INBOX3', { token, query: { unreadOnly: 'true', pageSize: 100 } });
    expect(list.content[0]).toMatchObject({ title: 'Xin chào', read: false, createdAt: now });
    expect(list.totalCount).toBe(unread + 1);
    expect(list.unreadCount).toBe(unread + 1);

    const marked = await ok<{ updated: number; unreadCount: number }>('POST', '/wps/relay/CSP_markMessagesRead', 'INBOX3', { token, body: { messageIds: [list.content[0]?.messageId] } });
    expect(marked).toEqual({ updated: 1, unreadCount: unread });
    expect(await ok('POST', '/wps/relay/CSP_markMessagesRead', 'INBOX3', { token, body: { messageIds: [list.content[0]?.messageId] } })).toEqual({ updated: 0, unreadCount: unread });
    expect(await ok('POST', '/wps/relay/CSP_markMessagesRead', 'INBOX3', { token, body: { all: true } })).toEqual({ updated: unread, unreadCount: 0 });
    expect(await ok<number>('GET', '/wps/relay/CSP_unreadCount', 'INBOX3', { token })).toBe(0);

    await refused('POST', '/wps/relay/CSP_markMessagesRead', 'INBOX3', { token, body: { messageIds: [1] } }, 400, 'request_param_err', /Unknown messageId/);
    await refused('POST', '/wps/relay/CSP_markMessagesRead', 'INBOX3', { token, body: { messageIds: [] } }, 400, 'request_param_err');
    await refused('GET', '/wps/relay/CSP_getMessageList', 'INBOX3', { token, query: { category: 'SPAM' } }, 400, 'request_param_err', /category/);
    await refused('GET', '/wps/relay/CSP_unreadCount', 'INBOX3', { token: 'expired' }, 401, 'login.not.session');
  });

  it('pays a reward-centre item once, into the main wallet', async () => {
    const token = await ctx.client.login('player01');
    const count = await rewardCount(token);
    const unclaimed = await ok<Page<RewardItem>>('GET', '/wps/relay/MCSFE_getRewardList', 'REWCEN3', { token, query: { status: 'UNCLAIMED', pageSize: 100 } });
    expect(unclaimed.totalCount).toBe(count);
    const cash = unclaimed.content.find((item) => item.kind === 'CASH');
    if (cash === undefined) throw new Error('player01 has no unclaimed cash reward');
    const money = wallet(await balanceOf(token), 2);
    const claimed = await ok<RewardItem & { availBalance: number }>('POST', '/wps/relay/MCSFE_claimReward', 'REWCEN3', { token, body: { rewardId: cash.rewardId } });
    expect(claimed).toMatchObject({ rewardId: cash.rewardId, status: 'CLAIMED' });
    expect(cents(claimed.availBalance) - cents(money)).toBe(cents(cash.amount));
    expect(await ok('POST', '/wps/relay/MCSFE_claimReward', 'REWCEN3', { token, body: { rewardId: cash.rewardId } })).toEqual(claimed);
    expect(cents(wallet(await balanceOf(token), 2)) - cents(money)).toBe(cents(cash.amount));
    expect(await rewardCount(token)).toBe(count - 1);
    const history = await ok<Page<RewardItem>>('GET', '/wps/relay/MCSFE_getRewardList', 'REWCEN3', { token, query: { status: 'CLAIMED' } });
    expect(history.content.some((item) => item.rewardId === cash.rewardId)).toBe(true);

    await refused('POST', '/wps/relay/MCSFE_claimReward', 'REWCEN3', { token, body: { rewardId: 1 } }, 400, 'request_param_err', /Unknown rewardId/);
    await refused('GET', '/wps/relay/MCSFE_getRewardList', 'REWCEN3', { token, query: { status: 'LOST' } }, 400, 'request_param_err', /status/);
  });
});
