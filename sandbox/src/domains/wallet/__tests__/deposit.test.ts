import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MemberCalls } from '../../../testing/member-calls.js';
import { startTestSandbox } from '../../../testing/platform-client.js';
import type { PlatformClient } from '../../../testing/platform-client.js';
import { transferNoteOf } from '../deposit-values.js';

const NOW = Date.UTC(2026, 0, 15, 5, 0, 0);
const CREATE = '/wps/relay/FUNDS_createDepositOrder';
const { value } = MemberCalls;

interface Order {
  orderNo: string;
  kind: string;
  amount: number;
  fee: number;
  creditAmount: number;
  status: string;
  instructions: { bankAccount: { bankAccountId: number } | null; transferNote: string | null; payUrl: string | null; qrText: string | null };
}
interface Line {
  orderNo: string;
  transType: string;
  amount: number;
  balanceAfter: number | null;
  status: string;
}
interface Page<T> {
  content: T[];
  totalCount: number;
}

let client: PlatformClient;
let player: MemberCalls;

beforeAll(async () => {
  client = await startTestSandbox();
});
afterAll(() => client.sandbox.close());
beforeEach(async () => {
  await client.sandbox.reset();
  await client.control('/clock', 'PUT', { now: NOW });
  player = await MemberCalls.login(client, 'player01');
});

const mainBalance = async () => value(await player.get<{ balance: { accountTypeId: number; availBalance: number }[] }>('/wps/v2/wallets/balance', 'FUNDTRANS3', { typeId: 2 })).balance[0]?.availBalance;
const lineOf = async (orderNo: string) => value(await player.get<Page<Line>>('/wps/relay/ODSFE2_accountRecords', 'MEMTRANS3', { transType: 'DEPOSIT', pageSize: 100 })).content.find((line) => line.orderNo === orderNo);
const settle = (orderNo: string, status: string) => client.control('/funds/deposit-orders/settle', 'POST', { orderNo, status });

describe('deposit channels', () => {
  it('lists bank transfer, three e-wallets and scratch cards with ranges and a tutorial in the caller language', async () => {
    const channels = value(await player.get<{ channelId: number; kind: string; provider: string | null; tutorial: string; minAmount: number; maxAmount: number }[]>('/wps/relay/FUNDS_getDepositChannels', 'FUNDTRANS3'));
    expect(channels.map((channel) => [channel.kind, channel.provider])).toEqual([
      ['BANK_TRANSFER', null],
      ['EWALLET', 'MOMO'],
      ['EWALLET', 'ZALOPAY'],
      ['EWALLET', 'VIETTELPAY'],
      ['SCRATCH_CARD', null],
    ]);
    expect(channels[0]).toMatchObject({ minAmount: 100, maxAmount: 500000, bankAccounts: [{ bankAccountId: 11 }, { bankAccountId: 12 }] });
    expect(channels[4]).toMatchObject({ feeRate: 20, telcos: [{ telco: 'VIETTEL', faceValues: [10, 20, 50, 100, 200, 500] }, { telco: 'MOBIFONE' }, { telco: 'VINAPHONE' }] });
    expect(channels[0]?.tutorial).toContain('transfer note');
  });
});

describe('deposit orders', () => {
  it('a bank transfer waits with the account and note, and success credits the main wallet with a record line', async () => {
    const before = await mainBalance();
    const order = value(await player.post<Order>(CREATE, 'FUNDTRANS3', { channelId: 1, amount: '500', bankAccountId: 12, payerName: 'Nguyen Minh Anh', orderNo: 'dep-bank' }));
    expect(order).toMatchObject({ orderNo: 'dep-bank', kind: 'BANK_TRANSFER', amount: 500, creditAmount: 500, status: 'PENDING' });
    expect(order.instructions).toMatchObject({ bankAccount: { bankAccountId: 12 }, transferNote: transferNoteOf('dep-bank'), payUrl: null });
    // Short enough to type into a banking app (issue 32, item 6), unlike a 36-character order number.
    expect(order.instructions.transferNote).toMatch(/^NAP[A-HJKMNP-Z2-9]{6}$/);
    expect(await lineOf('dep-bank')).toMatchObject({ amount: 500, balanceAfter: null, status: 'PENDING' });
    expect(await mainBalance()).toBe(before);

    expect((await settle('dep-bank', 'SUCCESS')).status).toBe(200);
    expect(await mainBalance()).toBe((before ?? 0) + 500);
    expect(await lineOf('dep-bank')).toMatchObject({ status: 'SUCCESS', balanceAfter: (before ?? 0) + 500 });
    expect(value(await player.get<Order>('/wps/relay/FUNDS_getDepositOrder', 'FUNDTRANS3', { orderNo: 'dep-bank' })).status).toBe('SUCCESS');
  });

  it('an e-wallet order has a pay page on the sandbox; paying there settles it', async () => {
    const order = value(await player.post<Order>(CREATE, 'FUNDTRANS3', { channelId: 3, amount: 200, orderNo: 'dep-zalo' }));
    expect(order.instructions.payUrl).toBe(`${client.sandbox.url}/__sandbox/pay/dep-zalo`);
    expect(order.instructions.qrText).toBe(order.instructions.payUrl);
    const pageHtml = await (await fetch(order.instructions.payUrl ?? '')).text();
    expect(pageHtml).toContain('name="result" value="SUCCESS"');
    const paid = await fetch(order.instructions.payUrl ?? '', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'result=SUCCESS' });
    expect(paid.status).toBe(200);
    expect(value(await player.get<Order>('/wps/relay/FUNDS_getDepositOrder', 'FUNDTRANS3', { orderNo: 'dep-zalo' })).status).toBe('SUCCESS');
  });

  it('a scratch card credits its face value less the telco fee, and a card is accepted once', async () => {
    const before = await mainBalance();
    const card = { channelId: 5, amount: 100, telco: 'MOBIFONE', cardSerial: '10001234567', cardPin: '312345678901' };
    const order = value(await player.post<Order>(CREATE, 'FUNDTRANS3', { ...card, orderNo: 'dep-card' }));
    expect(order).toMatchObject({ kind: 'SCRATCH_CARD', amount: 100, fee: 20, creditAmount: 80 });
    expect(order.instructions).toEqual({ bankAccount: null, transferNote: null, payUrl: null, qrText: null, expiresAt: null });
    await settle('dep-card', 'SUCCESS');
    expect(await mainBalance()).toBe((before ?? 0) + 80);
    const again = await player.post(CREATE, 'FUNDTRANS3', { ...card, orderNo: 'dep-card-2' });
    expect(again.body).toMatchObject({ success: false, errorCode: 'deposit.card.used' });
    const notFace = await player.post(CREATE, 'FUNDTRANS3', { ...card, amount: 30, cardPin: '312345678902' });
    expect(notFace.status).toBe(400);
    expect(notFace.body.message).toMatch(/face value/);
  });

  it('a failed order moves no money and its line says FAILED', async () => {
    const before = await mainBalance();
    value(await player.post(CREATE, 'FUNDTRANS3', { channelId: 2, amount: 300, orderNo: 'dep-fail' }));
    await settle('dep-fail', 'FAILED');
    expect(await mainBalance()).toBe(before);
    expect(await lineOf('dep-fail')).toMatchObject({ status: 'FAILED', balanceAfter: null });
    expect((await settle('dep-fail', 'SUCCESS')).status).toBe(400);
  });

  it('refuses amounts outside the channel range as business outcomes and malformed ones as bad input', async () => {
    const low = await player.post(CREATE, 'FUNDTRANS3', { channelId: 1, amount: 99.99 });
    expect(low.status).toBe(200);
    expect(low.body).toMatchObject({ success: false, errorCode: 'deposit.amount.min', value: { minAmount: 100, maxAmount: 500000 } });
    const high = await player.post(CREATE, 'FUNDTRANS3', { channelId: 4, amount: 20000.01 });
    expect(high.body).toMatchObject({ success: false, errorCode: 'deposit.amount.max' });
    for (const amount of [-5, 0, 1.234, 'abc', 1e15]) {
      const bad = await player.post(CREATE, 'FUNDTRANS3', { channelId: 1, amount });
      expect(bad.status, String(amount)).toBe(400);
      expect(bad.body.errorCode).toBe('request_param_err');
    }
    expect((await player.post(CREATE, 'FUNDTRANS3', { channelId: 9, amount: 100 })).status).toBe(400);
    expect((await player.post(CREATE, 'FUNDTRANS3', { channelId: 1, amount: 100, bankAccountId: 99 })).status).toBe(400);
  });

  it('keeps at most five orders waiting', async () => {
    for (let index = 1; index <= 5; index += 1) value(await player.post(CREATE, 'FUNDTRANS3', { channelId: 2, amount: 50, orderNo: `wait-${index}` }));
    const sixth = await player.post(CREATE, 'FUNDTRANS3', { channelId: 2, amount: 50, orderNo: 'wait-6' });
    expect(sixth.body).toMatchObject({ success: false, errorCode: 'deposit.pending.limit', value: { pendingCount: 5, limit: 5 } });
    await settle('wait-1', 'FAILED');
    value(await player.post(CREATE, 'FUNDTRANS3', { channelId: 2, amount: 50, orderNo: 'wait-6' }));
  });

  it('refuses a repeated order number as a duplicate order carrying the first, and refuses it for another request', async () => {
    const first = await player.post<Order>(CREATE, 'FUNDTRANS3', { channelId: 2, amount: 150, orderNo: 'same-key' });
    const retry = await player.post<Order>(CREATE, 'FUNDTRANS3', { channelId: 2, amount: 150, orderNo: 'same-key' });
    expect(retry.body).toMatchObject({ success: false, errorCode: 'order.duplicate', value: first.body.value });
    const list = value(await player.get<Page<Order>>('/wps/relay/FUNDS_getDepositOrders', 'FUNDTRANS3', { status: 'PENDING' }));
    expect(list.content.filter((order) => order.orderNo === 'same-key')).toHaveLength(1);
    const other = await player.post(CREATE, 'FUNDTRANS3', { channelId: 2, amount: 151, orderNo: 'same-key' });
    expect(other.status).toBe(400);
    expect(other.body.message).toMatch(/already used for a different request/);
  });

  it('answers 50 concurrent copies of one order with one order, the others refused as its duplicates', async () => {
    const body = { channelId: 1, amount: 250, orderNo: 'burst' };
    const answers = await Promise.all(Array.from({ length: 50 }, () => player.post(CREATE, 'FUNDTRANS3', body)));
    const placed = answers.filter((answer) => answer.body.success);
    expect(placed).toHaveLength(1);
    const duplicates = answers.filter((answer) => !answer.body.success);
    expect(new Set(duplicates.map((answer) => JSON.stringify(answer.body)))).toEqual(
      new Set([JSON.stringify({ success: false, errorCode: 'order.duplicate', message: 'Duplicate order number', value: placed[0]?.body.value })]),
    );
    const pending = value(await player.get<Page<Order>>('/wps/relay/FUNDS_getDepositOrders', 'FUNDTRANS3', { status: 'PENDING', pageSize: 100 }));
    expect(pending.content.map((order) => order.orderNo)).toEqual(['burst']);
  });

  it('lists my orders newest first with status filters, and hides other members orders', async () => {
    value(await player.post(CREATE, 'FUNDTRANS3', { channelId: 2, amount: 60, orderNo: 'mine-1' }));
    const page = value(await player.get<Page<Order>>('/wps/relay/FUNDS_getDepositOrders', 'FUNDTRANS3', { pageSize: 100 }));
    expect(page.content[0]?.orderNo).toBe('mine-1');
    expect(page.totalCount).toBeGreaterThan(1);
    const failed = value(await player.get<Page<Order>>('/wps/relay/FUNDS_getDepositOrders', 'FUNDTRANS3', { status: 'failed', pageSize: 100 }));
    expect(failed.content.every((order) => order.status === 'FAILED')).toBe(true);
    const other = await MemberCalls.login(client, 'vip01');
    expect((await other.get('/wps/relay/FUNDS_getDepositOrder', 'FUNDTRANS3', { orderNo: 'mine-1' })).status).toBe(400);
  });
});
