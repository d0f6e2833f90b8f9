import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callKey, startGatewayStack, type GatewayStack } from '../../../../testing/gateway-stack.js';
import { calls } from '../../../../infra/upstream/catalogue.js';
import { CREATE_DEPOSIT, newKey } from '../../../../testing/money-fixtures.js';

const CHANNELS = `{ viewer { depositChannels { id kind provider name minAmount maxAmount presetAmounts feeRate tutorial bankAccounts { id bankName accountNumber } telcos { code faceValues } } } }`;
const ORDER = `query($id: ID!) { node(id: $id) { ... on DepositOrder { orderNo status settledAt creditAmount } } }`;
const DEPOSITS = `{ viewer { deposits(first: 5, filter: { status: SUCCESS }) { totalCount edges { node { orderNo status } } } } }`;

interface Channel {
  id: string;
  kind: string;
  provider: string | null;
  minAmount: string;
  maxAmount: string;
  presetAmounts: string[];
  tutorial: string | null;
  bankAccounts: { id: string }[];
  telcos: { code: string; faceValues: string[] }[];
}

interface DepositReply {
  createDeposit: {
    deposit: { id: string; orderNo: string; channelKind: string; amount: string; creditAmount: string; status: string; transferAmount: string | null; transferNote: string | null; paymentUrl: string | null; payTo: { bankName: string } | null } | null;
    userErrors: { field: string | null; code: string; details: { minAmount: string | null; maxAmount: string | null } | null }[];
  };
}

describe('deposits', () => {
  let stack: GatewayStack;
  let session: string;
  let channels: Channel[];
  const channel = (kind: string, provider?: string): Channel => {
    const found = channels.find((value) => value.kind === kind && (provider === undefined || value.provider === provider));
    if (found === undefined) throw new Error(`no ${kind} channel`);
    return found;
  };
  const deposit = (input: Record<string, unknown>) => stack.gql<DepositReply>(CREATE_DEPOSIT, { input: { idempotencyKey: newKey(), ...input } }, { session });

  beforeAll(async () => {
    stack = await startGatewayStack();
  });
  beforeEach(async () => {
    await stack.control('POST', '/reset');
    session = await stack.login();
    const reply = await stack.gql<{ viewer: { depositChannels: Channel[] } }>(CHANNELS, undefined, { session });
    expect(reply.body.errors).toBeUndefined();
    channels = reply.body.data?.viewer.depositChannels ?? [];
    await stack.control('DELETE', '/calls');
  });
  afterAll(async () => {
    await stack.close();
  });

  it('lists bank transfer, e-wallets and scratch cards with bounds and a tutorial', () => {
    expect(channels.map((value) => value.kind)).toEqual(expect.arrayContaining(['BANK_TRANSFER', 'E_WALLET', 'SCRATCH_CARD']));
    expect(channels.filter((value) => value.kind === 'E_WALLET').map((value) => value.provider)).toEqual(['MOMO', 'ZALOPAY', 'VIETTELPAY']);
    expect(channel('BANK_TRANSFER').bankAccounts.length).toBeGreaterThan(0);
    expect(channel('SCRATCH_CARD').telcos.map((telco) => telco.code)).toContain('VIETTEL');
    expect(channels.every((value) => value.tutorial !== null && !/<script/i.test(value.tutorial))).toBe(true);
  });

  it('opens a bank transfer order with the account to pay and the note to write', async () => {
    const bank = channel('BANK_TRANSFER');
    const reply = await deposit({ channelId: bank.id, amount: '500', bankAccountId: bank.bankAccounts[0]?.id, payerName: 'Nguyen Minh Anh' });
    const order = reply.body.data?.createDeposit.deposit;
    expect(reply.body.data?.createDeposit.userErrors).toEqual([]);
    expect(order).toMatchObject({ channelKind: 'BANK_TRANSFER', amount: '500.00', status: 'PENDING' });
    expect(order?.payTo?.bankName).toBeTruthy();
    // The sandbox's platform counts thousands of đồng ("K"): the bank is asked for 500,000 đồng.
    expect(order?.transferAmount).toBe('500000.00');
    // The platform's own short transfer content (the sandbox issues one), not the order number.
    expect(order?.transferNote).toMatch(/^NAP[A-Z2-9]{6}$/);
  });

  it('opens an e-wallet order with a payment page, and follows it to SUCCESS', async () => {
    const reply = await deposit({ channelId: channel('E_WALLET', 'MOMO').id, amount: '200' });
    const order = reply.body.data?.createDeposit.deposit;
    expect(order?.paymentUrl).toMatch(/^http/);
    expect(order?.transferAmount).toBeNull();
    await stack.control('POST', '/funds/deposit-orders/settle', { orderNo: order?.orderNo, status: 'SUCCESS' });
    const refetched = await stack.gql<{ node: { status: string; settledAt: string | null } }>(ORDER, { id: order?.id }, { session });
    expect(refetched.body.data?.node).toMatchObject({ status: 'SUCCESS' });
    expect(refetched.body.data?.node.settledAt).not.toBeNull();
    const list = await stack.gql<{ viewer: { deposits: { edges: { node: { orderNo: string } }[] } } }>(DEPOSITS, undefined, { session });
    expect(list.body.data?.viewer.deposits.edges.map((edge) => edge.node.orderNo)).toContain(order?.orderNo);
  });

  it('lets only its owner refetch an order: another member and a trial account get null', async () => {
    const reply = await deposit({ channelId: channel('E_WALLET', 'ZALOPAY').id, amount: '100' });
    const id = reply.body.data?.createDeposit.deposit?.id;
    const other = await stack.login('vip01');
    const trial = (await stack.gql(`mutation { startFreePlay { viewer { member { isTrial } } } }`)).session ?? '';
    for (const viewer of [other, trial, undefined]) {
      const refetched = await stack.gql<{ node: unknown }>(ORDER, { id }, { session: viewer });
      expect(refetched.body.errors).toBeUndefined();
      expect(refetched.body.data?.node).toBeNull();
    }
  });

  it('takes a scratch card at a face value, less the telco fee', async () => {
    const card = channel('SCRATCH_CARD');
    const reply = await deposit({ channelId: card.id, amount: '100', scratchCard: { telco: 'VIETTEL', serial: '10001234567', pin: '312345678901' } });
    expect(reply.body.data?.createDeposit.userErrors).toEqual([]);
    expect(reply.body.data?.createDeposit.deposit).toMatchObject({ channelKind: 'SCRATCH_CARD', amount: '100.00', creditAmount: '80.00' });
  });

  it('refuses card fields, a face value not offered and amounts outside the bounds without asking the platform', async () => {
    const card = channel('SCRATCH_CARD');
    const bad = await deposit({ channelId: card.id, amount: '100', scratchCard: { telco: 'VIETTEL', serial: '12', pin: '312345678901' } });
    expect(bad.body.data?.createDeposit.userErrors[0]).toMatchObject({ field: 'scratchCard.serial', code: 'INVALID_FORMAT' });
    const face = await deposit({ channelId: card.id, amount: '150', scratchCard: { telco: 'VIETTEL', serial: '10001234567', pin: '312345678901' } });
    expect(face.body.data?.createDeposit.userErrors[0]?.code).toBe('INVALID_FORMAT');
    const missing = await deposit({ channelId: card.id, amount: '100' });
    expect(missing.body.data?.createDeposit.userErrors[0]).toMatchObject({ field: 'scratchCard', code: 'REQUIRED' });
    const momo = channel('E_WALLET', 'MOMO');
    const small = await deposit({ channelId: momo.id, amount: '1' });
    expect(small.body.data?.createDeposit.userErrors[0]).toMatchObject({ code: 'AMOUNT_TOO_SMALL', details: { minAmount: momo.minAmount } });
    const large = await deposit({ channelId: momo.id, amount: '999999' });
    expect(large.body.data?.createDeposit.userErrors[0]).toMatchObject({ code: 'AMOUNT_TOO_LARGE', details: { maxAmount: momo.maxAmount } });
    expect(await stack.upstreamCalls(callKey(calls.createDepositOrder))).toBe(0);
  });

  it('answers TOO_MANY_PENDING when five orders are still waiting', async () => {
    const momo = channel('E_WALLET', 'MOMO');
    for (let i = 0; i < 5; i += 1) await deposit({ channelId: momo.id, amount: '100' });
    const sixth = await deposit({ channelId: momo.id, amount: '100' });
    expect(sixth.body.data?.createDeposit.userErrors[0]).toMatchObject({ code: 'TOO_MANY_PENDING' });
  });
});
