import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FIVE_MB, PINNED_NOW, pngImage } from './support/funds-lottery-points-fixtures.js';
import { startContractSandbox } from './support/platform-client.js';
import type { CallOptions, Method } from './support/platform-client.js';

/**
 * The funds page (sandbox/docs/funds.md) against the sandbox over real HTTP, spoken with the gateway's own crypto:
 * a deposit of each kind, the first withdrawal of a new member, records, VIP and avatars.
 */
let ctx: Awaited<ReturnType<typeof startContractSandbox>>;

beforeAll(async () => {
  ctx = await startContractSandbox();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.control('POST', '/reset');
  await ctx.control('PUT', '/clock', { now: PINNED_NOW });
});

async function ok<V>(method: Method, path: string, module: string, options: Omit<CallOptions, 'module'> = {}): Promise<V> {
  const reply = await ctx.client.call<V>(method, path, { module, ...options });
  expect(reply.status, reply.text).toBe(200);
  expect(reply.body, reply.text).toMatchObject({ success: true, message: 'success' });
  return reply.body.value;
}

interface DepositOrder {
  orderNo: string;
  kind: string;
  status: string;
  creditAmount: number;
  instructions: Record<string, unknown>;
}
interface Page<T> {
  content: T[];
  pageNum: number;
  pageSize: number;
  totalPages: number;
  totalCount: number;
}

describe('deposit', () => {
  it('lists channels and takes an order of every kind, which the control API settles', async () => {
    const token = await ctx.client.login('player01');
    const channels = await ok<{ channelId: number; kind: string }[]>('GET', '/wps/relay/FUNDS_getDepositChannels', 'FUNDTRANS3', { token });
    expect(new Set(channels.map((channel) => channel.kind))).toEqual(new Set(['BANK_TRANSFER', 'EWALLET', 'SCRATCH_CARD']));
    const bodies = [
      { channelId: 1, amount: 100, orderNo: 'c-bank' },
      { channelId: 2, amount: 100, orderNo: 'c-momo' },
      { channelId: 3, amount: 100, orderNo: 'c-zalo' },
      { channelId: 4, amount: 100, orderNo: 'c-viettel' },
      { channelId: 5, amount: 50, telco: 'VIETTEL', cardSerial: '12345678901', cardPin: '123456789012', orderNo: 'c-card' },
    ];
    for (const body of bodies) {
      const order = await ok<DepositOrder>('POST', '/wps/relay/FUNDS_createDepositOrder', 'FUNDTRANS3', { token, body });
      expect(order).toMatchObject({ orderNo: body.orderNo, status: 'PENDING' });
      expect(await ctx.control('POST', '/funds/deposit-orders/settle', { orderNo: body.orderNo, status: 'SUCCESS' })).toMatchObject({ status: 'SUCCESS' });
    }
    const order = await ok<DepositOrder>('GET', '/wps/relay/FUNDS_getDepositOrder', 'FUNDTRANS3', { token, query: { orderNo: 'c-card' } });
    expect(order).toMatchObject({ kind: 'SCRATCH_CARD', status: 'SUCCESS', creditAmount: 40 });
    const page = await ok<Page<DepositOrder>>('GET', '/wps/relay/FUNDS_getDepositOrders', 'FUNDTRANS3', { token, query: { startTime: PINNED_NOW } });
    expect(page).toMatchObject({ pageNum: 1, pageSize: 10, totalPages: 1, totalCount: 5 });
    const balance = await ok<{ balance: { accountTypeId: number; availBalance: number }[] }>('GET', '/wps/v2/wallets/balance', 'FUNDTRANS3', { token, query: { typeId: 2 } });
    expect(balance.balance[0]?.availBalance).toBe(1520.5 + 400 + 40);
  });
});

describe('withdraw', () => {
  it('takes a new member from no payment password to a paid withdrawal awaiting confirmation', async () => {
    const token = await ctx.client.login('player02', '123456');
    const before = await ok<{ paymentPasswordSet: boolean; accounts: unknown[] }>('GET', '/wps/relay/FUNDS_getWithdrawInfo', 'FUNDTRANS3', { token });
    expect(before).toMatchObject({ paymentPasswordSet: false, accounts: [] });
    await ok('POST', '/wps/relay/passwordCheck/FUNDS_setPaymentPassword', 'PASS3', { token, encrypted: true, body: { newPaymentPassword: '202401', loginPassword: '123456' } });
    const bound = await ok<{ accountId: number; accountNumber: string }>('POST', '/wps/relay/passwordCheck/FUNDS_bindWithdrawAccount', 'FUNDTRANS3', {
      token,
      encrypted: true,
      body: { bankCode: 'MB', accountNumber: '0987654321', holder: 'Tran Thu Ha', paymentPassword: '202401' },
    });
    expect(bound.accountNumber).toBe('****4321');
    const withdrawal = await ok<{ status: string; availableBalance: number; heldAmount: number }>('POST', '/wps/relay/passwordCheck/FUNDS_withdraw', 'FUNDTRANS3', {
      token,
      encrypted: true,
      body: { accountId: bound.accountId, amount: 150, paymentPassword: '202401', orderNo: 'c-wd' },
    });
    expect(withdrawal).toMatchObject({ status: 'PENDING', availableBalance: 100, heldAmount: 150 });
    await ctx.control('POST', '/funds/withdraw-orders/settle', { orderNo: 'c-wd', status: 'PAID' });
    const orders = await ok<Page<{ orderNo: string; status: string }>>('GET', '/wps/relay/FUNDS_getWithdrawOrders', 'FUNDTRANS3', { token });
    expect(orders.content[0]).toMatchObject({ orderNo: 'c-wd', status: 'PAID' });
    const confirmations = await ok<{ list: { orderNo: string }[] }>('GET', '/wps/relay/GCS_getWithdrawalConfirmList', 'FUNDTRANS3', { token });
    expect(confirmations.list.map((item) => item.orderNo)).toEqual(['c-wd']);
  });

  it('takes three proof images of almost 5 MB each when a paid withdrawal did not arrive, and refuses a bigger one', async () => {
    const token = await ctx.client.login('player01');
    const info = await ok<{ accounts: { accountId: number }[] }>('GET', '/wps/relay/FUNDS_getWithdrawInfo', 'FUNDTRANS3', { token });
    await ok('POST', '/wps/relay/passwordCheck/FUNDS_withdraw', 'FUNDTRANS3', {
      token,
      encrypted: true,
      body: { accountId: info.accounts[0]?.accountId, amount: 300, paymentPassword: '666888', orderNo: 'c-proof' },
    });
    const { confirmationId } = (await ctx.control('POST', '/funds/withdraw-orders/settle', { orderNo: 'c-proof', status: 'PAID' })) as { confirmationId: number };
    const tooBig = await ctx.client.call('POST', '/wps/relay/GCS_confirmWithdrawal', {
      module: 'FUNDTRANS3',
      token,
      body: { id: confirmationId, status: 'NOT_RECEIVED', proofImages: [pngImage(FIVE_MB + 1)] },
    });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.message).toBe('Image too large: max 5MB');
    const proof = pngImage(FIVE_MB - 1024);
    const answer = await ok<{ status: string; proofImageCount: number }>('POST', '/wps/relay/GCS_confirmWithdrawal', 'FUNDTRANS3', {
      token,
      body: { id: confirmationId, status: 'NOT_RECEIVED', proofImages: [proof, proof, proof] },
    });
    expect(answer).toMatchObject({ status: 'NOT_RECEIVED', proofImageCount: 3 });
  });

  it('answers a business refusal as HTTP 200 with success false and a code', async () => {
    const token = await ctx.client.login('player01');
    const info = await ok<{ accounts: { accountId: number }[] }>('GET', '/wps/relay/FUNDS_getWithdrawInfo', 'FUNDTRANS3', { token });
    const reply = await ctx.client.call('POST', '/wps/relay/passwordCheck/FUNDS_withdraw', {
      module: 'FUNDTRANS3',
      token,
      encrypted: true,
      body: { accountId: info.accounts[0]?.accountId, amount: 5000, paymentPassword: '666888' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ success: false, errorCode: 'balance.insufficient', message: 'Insufficient balance' });
  });
});

describe('records, VIP and avatars', () => {
  it('answer the member centre pages', async () => {
    const token = await ctx.client.login('vip01');
    const bets = await ok<Page<{ betId: string }> & { summary: { betCount: number } }>('GET', '/wps/relay/ODSFE2_betRecords', 'MEMTRANS3', { token, query: { gameType: 'LIVE' } });
    expect(bets.summary.betCount).toBe(bets.totalCount);
    const lines = await ok<Page<{ transType: string }> & { totalIn: number; totalOut: number }>('GET', '/wps/relay/ODSFE2_accountRecords', 'MEMTRANS3', { token, query: { transType: 'REBATE' } });
    expect(lines.content.every((line) => line.transType === 'REBATE')).toBe(true);
    expect(lines.totalOut).toBe(0);
    const profit = await ok<{ games: unknown[]; netProfit: number }>('GET', '/wps/relay/ODSFE2_profitLoss', 'MEMTRANS3', { token, query: { period: 'LAST_30_DAYS' } });
    expect(profit.games).toHaveLength(7);
    const bonuses = await ok<Page<unknown> & { totalAmount: number }>('GET', '/wps/relay/ODSFE2_bonusDetails', 'MEMTRANS3', { token });
    expect(bonuses.totalCount).toBeGreaterThan(0);
    const vip = await ok<{ member: { rank: number } }>('GET', '/wps/relay/MCSFE_getVipLevels', 'REWCEN3', { token });
    expect(vip.member.rank).toBe(6);
    const avatars = await ok<{ avatarId: number }[]>('GET', '/wps/relay/MCSFE_getAvatarList', 'PROFPIC3', { token });
    expect(avatars).toHaveLength(12);
    await ok('POST', '/wps/relay/MCSFE_updatePlayerAvatar', 'PROFPIC3', { token, body: { avatarId: 12 } });
    expect(await ok<{ iconId: number }>('GET', '/wps/member/info/icon', 'PROFPIC3', { token })).toMatchObject({ iconId: 12 });
  });
});
