import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MemberCalls } from '../../../testing/member-calls.js';
import { startTestSandbox } from '../../../testing/platform-client.js';
import type { PlatformClient } from '../../../testing/platform-client.js';

const NOW = Date.UTC(2026, 0, 15, 5, 0, 0);
const INFO = '/wps/relay/FUNDS_getWithdrawInfo';
const SET_PASSWORD = '/wps/relay/passwordCheck/FUNDS_setPaymentPassword';
const BIND = '/wps/relay/passwordCheck/FUNDS_bindWithdrawAccount';
const WITHDRAW = '/wps/relay/passwordCheck/FUNDS_withdraw';
const { value } = MemberCalls;

interface Info {
  paymentPasswordSet: boolean;
  accounts: { accountId: number; bankCode: string; accountNumber: string; holder: string }[];
  minAmount: number;
  maxAmount: number;
  dailyCountLimit: number;
  dailyCountUsed: number;
  dailyAmountLimit: number;
  dailyAmountUsed: number;
  turnoverRequired: number;
  turnoverDone: number;
  turnoverRemaining: number;
  availableBalance: number;
  heldAmount: number;
}
interface Withdrawal {
  orderNo: string;
  status: string;
  amount: number;
  availableBalance: number;
  heldAmount: number;
}

let client: PlatformClient;

beforeAll(async () => {
  client = await startTestSandbox();
});
afterAll(() => client.sandbox.close());
beforeEach(async () => {
  await client.sandbox.reset();
  await client.control('/clock', 'PUT', { now: NOW });
});

const infoOf = async (member: MemberCalls) => value(await member.get<Info>(INFO, 'FUNDTRANS3'));
const adjust = (account: string, amount: number) => client.control('/funds/adjustments', 'POST', { account, amount });

/** player02 has no payment password and no bound account: the whole first-withdrawal path. */
async function readyPlayer02(): Promise<{ member: MemberCalls; accountId: number }> {
  const member = await MemberCalls.login(client, 'player02', '123456');
  value(await member.secure(SET_PASSWORD, 'PASS3', { newPaymentPassword: '135790', loginPassword: '123456' }));
  const bound = value(await member.secure<{ accountId: number }>(BIND, 'FUNDTRANS3', { bankCode: 'VCB', accountNumber: '0123456789', holder: 'Trần Thu Hà', paymentPassword: '135790' }));
  return { member, accountId: bound.accountId };
}

describe('withdraw info', () => {
  it('shows the limits of the VIP level, met turnover and the masked bound account', async () => {
    const info = await infoOf(await MemberCalls.login(client, 'player01'));
    expect(info).toMatchObject({ paymentPasswordSet: true, minAmount: 100, maxAmount: 20000, dailyCountLimit: 5, dailyCountUsed: 0, dailyAmountLimit: 50000, availableBalance: 1520.5, heldAmount: 0, turnoverRemaining: 0 });
    expect(info.turnoverDone).toBeGreaterThan(info.turnoverRequired);
    expect(info.accounts).toHaveLength(1);
    expect(info.accounts[0]?.accountNumber).toMatch(/^\*{4}\d{4}$/);
  });
});

describe('payment password', () => {
  it('is set the first time with the login password and changed with the old one', async () => {
    const member = await MemberCalls.login(client, 'player02', '123456');
    expect((await infoOf(member)).paymentPasswordSet).toBe(false);
    const wrongLogin = await member.secure(SET_PASSWORD, 'PASS3', { newPaymentPassword: '135790', loginPassword: 'nope' });
    expect(wrongLogin.body).toMatchObject({ success: false, errorCode: 'login.password.error' });
    const noneYet = await member.secure(SET_PASSWORD, 'PASS3', { newPaymentPassword: '135790', oldPaymentPassword: '111111' });
    expect(noneYet.body).toMatchObject({ success: false, errorCode: 'payment.password.not.set' });
    expect(value(await member.secure(SET_PASSWORD, 'PASS3', { newPaymentPassword: '135790', loginPassword: '123456', requestId: 'pp-1' }))).toMatchObject({ paymentPasswordSet: true });
    const retried = await member.secure(SET_PASSWORD, 'PASS3', { newPaymentPassword: '135790', loginPassword: '123456', requestId: 'pp-1' });
    expect(retried.body.success).toBe(true);
    const again = await member.secure(SET_PASSWORD, 'PASS3', { newPaymentPassword: '246801', loginPassword: '123456' });
    expect(again.body).toMatchObject({ success: false, errorCode: 'payment.password.exists' });
    const wrongOld = await member.secure(SET_PASSWORD, 'PASS3', { newPaymentPassword: '246801', oldPaymentPassword: '000000' });
    expect(wrongOld.body).toMatchObject({ success: false, errorCode: 'payment.password.error' });
    value(await member.secure(SET_PASSWORD, 'PASS3', { newPaymentPassword: '246801', oldPaymentPassword: '135790' }));
    expect((await infoOf(member)).paymentPasswordSet).toBe(true);
  });

  it('refuses malformed requests and plain (unencrypted) bodies', async () => {
    const member = await MemberCalls.login(client, 'player01');
    for (const payload of [{ newPaymentPassword: '12345', oldPaymentPassword: '666888' }, { newPaymentPassword: '123456' }, { newPaymentPassword: '666888', oldPaymentPassword: '666888' }]) {
      expect((await member.secure(SET_PASSWORD, 'PASS3', payload)).status, JSON.stringify(payload)).toBe(400);
    }
    const plain = await member.post(SET_PASSWORD, 'PASS3', { newPaymentPassword: '123456', oldPaymentPassword: '666888' });
    expect(plain.body.errorCode).toBe('encryption.invalid');
  });
});

describe('bound accounts', () => {
  it('needs a payment password, masks the number, and refuses duplicates and a sixth account', async () => {
    const member = await MemberCalls.login(client, 'player02', '123456');
    const early = await member.secure(BIND, 'FUNDTRANS3', { bankCode: 'VCB', accountNumber: '0123456789', holder: 'Tran Thu Ha', paymentPassword: '111111' });
    expect(early.body).toMatchObject({ success: false, errorCode: 'payment.password.not.set' });
    const { member: ready } = await readyPlayer02();
    const info = await infoOf(ready);
    expect(info.accounts).toEqual([expect.objectContaining({ bankCode: 'VCB', bankName: 'Vietcombank', accountNumber: '****6789', holder: 'TRAN THU HA' })]);
    const duplicate = await ready.secure(BIND, 'FUNDTRANS3', { bankCode: 'VCB', accountNumber: '0123456789', holder: 'Tran Thu Ha', paymentPassword: '135790' });
    expect(duplicate.body).toMatchObject({ success: false, errorCode: 'withdraw.account.exists' });
    for (let index = 2; index <= 5; index += 1) {
      value(await ready.secure(BIND, 'FUNDTRANS3', { bankCode: 'ACB', accountNumber: `99887766${index}`, holder: 'Tran Thu Ha', paymentPassword: '135790' }));
    }
    const sixth = await ready.secure(BIND, 'FUNDTRANS3', { bankCode: 'ACB', accountNumber: '998877669', holder: 'Tran Thu Ha', paymentPassword: '135790' });
    expect(sixth.body).toMatchObject({ success: false, errorCode: 'withdraw.account.limit', value: { limit: 5 } });
    for (const bad of [{ bankCode: 'XXX' }, { accountNumber: '12ab' }, { holder: 'A' }, { holder: 'Tran 123' }, { paymentPassword: undefined }]) {
      const answer = await ready.secure(BIND, 'FUNDTRANS3', { bankCode: 'MB', accountNumber: '5566778899', holder: 'Tran Thu Ha', paymentPassword: '135790', ...bad });
      expect(answer.status, JSON.stringify(bad)).toBe(400);
    }
  });
});

describe('withdrawals', () => {
  it('hold the amount until paid; paying asks the member to confirm receipt', async () => {
    const { member, accountId } = await readyPlayer02();
    const order = value(await member.secure<Withdrawal>(WITHDRAW, 'FUNDTRANS3', { accountId, amount: 120, paymentPassword: '135790', orderNo: 'wd-1' }));
    expect(order).toMatchObject({ orderNo: 'wd-1', status: 'PENDING', amount: 120, availableBalance: 130, heldAmount: 120 });
    const balance = value(await member.get<{ sumBalance: number }>('/wps/v2/wallets/balance', 'FUNDTRANS3', { typeId: 0 }));
    expect(balance.sumBalance).toBe(130);
    const records = value(await member.get<{ content: { orderNo: string; amount: number; status: string; balanceAfter: number }[] }>('/wps/relay/ODSFE2_accountRecords', 'MEMTRANS3', { transType: 'WITHDRAW' }));
    expect(records.content[0]).toMatchObject({ orderNo: 'wd-1', amount: -120, status: 'PENDING', balanceAfter: 130 });

    const paid = await client.control('/funds/withdraw-orders/settle', 'POST', { orderNo: 'wd-1', status: 'PAID' });
    expect(paid.body).toMatchObject({ status: 'PAID', confirmationId: expect.any(Number) });
    expect(await infoOf(member)).toMatchObject({ heldAmount: 0, availableBalance: 130 });
    const confirmations = value(await member.get<{ list: { id: number; orderNo: string; amount: number; bankName: string; bankAccount: string }[] }>('/wps/relay/GCS_getWithdrawalConfirmList', 'FUNDTRANS3'));
    expect(confirmations.list).toEqual([expect.objectContaining({ orderNo: 'wd-1', amount: 120, bankName: 'Vietcombank', bankAccount: '****6789' })]);
    const confirmed = await member.post('/wps/relay/GCS_confirmWithdrawal', 'FUNDTRANS3', { id: confirmations.list[0]?.id, status: 'RECEIVED' });
    expect(confirmed.body).toMatchObject({ success: true, value: { status: 'RECEIVED' } });
  });

  it('return the held amount when refused', async () => {
    const { member, accountId } = await readyPlayer02();
    value(await member.secure(WITHDRAW, 'FUNDTRANS3', { accountId, amount: 200, paymentPassword: '135790', orderNo: 'wd-2' }));
    await client.control('/funds/withdraw-orders/settle', 'POST', { orderNo: 'wd-2', status: 'REFUSED', remark: 'Holder name mismatch' });
    expect(await infoOf(member)).toMatchObject({ heldAmount: 0, availableBalance: 250, dailyCountUsed: 0 });
    const orders = value(await member.get<{ content: { orderNo: string; status: string; remark: string }[] }>('/wps/relay/FUNDS_getWithdrawOrders', 'FUNDTRANS3', { status: 'REFUSED' }));
    expect(orders.content[0]).toMatchObject({ orderNo: 'wd-2', status: 'REFUSED', remark: 'Holder name mismatch' });
  });

  it('check the payment password, the range, the daily count and amount, and the balance', async () => {
    const { member, accountId } = await readyPlayer02();
    const attempt = (amount: number | string, extra: Record<string, unknown> = {}) => member.secure(WITHDRAW, 'FUNDTRANS3', { accountId, amount, paymentPassword: '135790', ...extra });
    expect((await attempt(100, { paymentPassword: '000000' })).body).toMatchObject({ success: false, errorCode: 'payment.password.error' });
    expect((await attempt(99.99)).body).toMatchObject({ success: false, errorCode: 'withdraw.amount.min', value: { minAmount: 100, maxAmount: 10000 } });
    expect((await attempt(10000.01)).body).toMatchObject({ success: false, errorCode: 'withdraw.amount.max' });
    expect((await attempt(300)).body).toMatchObject({ success: false, errorCode: 'balance.insufficient' });
    await adjust('player02', 30000);
    value(await attempt(10000));
    value(await attempt(9900));
    expect((await attempt(200)).body).toMatchObject({ success: false, errorCode: 'withdraw.daily.amount', value: { limit: 20000, used: 19900, remaining: 100 } });
    value(await attempt(100));
    expect((await attempt(100)).body).toMatchObject({ success: false, errorCode: 'withdraw.daily.count', value: { limit: 3, used: 3 } });
    await client.control('/clock', 'PUT', { now: NOW + 24 * 3_600_000 });
    const nextDay = await MemberCalls.login(client, 'player02', '123456');
    expect(await infoOf(nextDay)).toMatchObject({ dailyCountUsed: 0, dailyAmountUsed: 0, heldAmount: 20000 });
    for (const amount of [-5, 0, 1.234, 'abc', 1e15]) {
      const bad = await nextDay.secure(WITHDRAW, 'FUNDTRANS3', { accountId, amount, paymentPassword: '135790' });
      expect(bad.status, String(amount)).toBe(400);
    }
    expect((await nextDay.secure(WITHDRAW, 'FUNDTRANS3', { accountId: 1, amount: 100, paymentPassword: '135790' })).status).toBe(400);
  });

  it('wait for the turnover: a deposit adds to what must be played, bets play it', async () => {
    const member = await MemberCalls.login(client, 'player03');
    const info = await infoOf(member);
    expect(info.turnoverRemaining).toBeGreaterThan(0);
    const accountId = info.accounts[0]?.accountId;
    const refused = await member.secure(WITHDRAW, 'FUNDTRANS3', { accountId, amount: 100, paymentPassword: '666888' });
    expect(refused.body).toMatchObject({ success: false, errorCode: 'withdraw.turnover.not.met', value: { remaining: info.turnoverRemaining } });
    await client.control('/funds/bets', 'POST', { account: 'player03', gameType: 'LIVE', betAmount: info.turnoverRemaining, winLoss: 0 });
    expect((await infoOf(member)).turnoverRemaining).toBe(0);
    value(await member.secure(WITHDRAW, 'FUNDTRANS3', { accountId, amount: 100, paymentPassword: '666888' }));
    value(await member.post('/wps/relay/FUNDS_createDepositOrder', 'FUNDTRANS3', { channelId: 1, amount: 500, orderNo: 'p3-dep' }));
    await client.control('/funds/deposit-orders/settle', 'POST', { orderNo: 'p3-dep', status: 'SUCCESS' });
    expect((await infoOf(member)).turnoverRemaining).toBe(500);
  });

  it('refuse a repeated order number as a duplicate order carrying the first, without a second hold', async () => {
    const member = await MemberCalls.login(client, 'player01');
    const accountId = (await infoOf(member)).accounts[0]?.accountId;
    const request = { accountId, amount: 200, paymentPassword: '666888', orderNo: 'once' };
    const first = await member.secure(WITHDRAW, 'FUNDTRANS3', request);
    const retry = await member.secure(WITHDRAW, 'FUNDTRANS3', request);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual({ success: false, errorCode: 'order.duplicate', message: 'Duplicate order number', value: first.body.value });
    expect(await infoOf(member)).toMatchObject({ heldAmount: 200, availableBalance: 1320.5, dailyCountUsed: 1 });
    const other = await member.secure(WITHDRAW, 'FUNDTRANS3', { ...request, amount: 201 });
    expect(other.status).toBe(400);
  });
});
