import { describe, expect, it } from 'vitest';
import { callKey } from '../../../../testing/gateway-stack.js';
import { errorCode, payloadOf } from '../../../../testing/graphql-replies.js';
import { useGatewayStack } from '../../../../testing/use-gateway-stack.js';
import { calls } from '../../../../infra/upstream/catalogue.js';

const TRANSFER = `mutation($input: TransferToDownlineInput!) { transferToDownline(input: $input) {
  transfer { orderNo sender senderNickname recipient recipientNickname amount note createdAt }
  wallet { mainBalance }
  userErrors { field code details { maxLength maxAmount } }
} }`;
const BALANCE = '{ viewer { wallet { mainBalance } } }';

interface Payload {
  transferToDownline: {
    transfer: { orderNo: string; sender: string; senderNickname: string | null; recipient: string; recipientNickname: string | null; amount: string; note: string | null } | null;
    wallet: { mainBalance: string } | null;
    userErrors: { field: string | null; code: string }[];
  };
}

const downlineId = (id: number, account: string) => Buffer.from(`Downline:${id}:${account}`).toString('base64url');
const SUB01M1 = downlineId(100101, 'sub01m1');
const TRANSFER_CALL = callKey(calls.transferToDownline);

describe('transfer to a downline', () => {
  const stack = useGatewayStack({}, { reset: true, clearCalls: true });
  const balanceOf = async (session: string) =>
    payloadOf(await stack.gql<{ viewer: { wallet: { mainBalance: string } } }>(BALANCE, {}, { session }), 'viewer').wallet.mainBalance;

  it('moves the amount to a downline at any depth and names sender, recipient, amount and note', async () => {
    const agent = await stack.login('agent01');
    const recipient = await stack.login('sub01m1');
    const [agentBefore, recipientBefore] = [await balanceOf(agent), await balanceOf(recipient)];
    const input = { downlineId: SUB01M1, amount: '100.25', withdrawPassword: '666888', note: 'Thưởng tuần', idempotencyKey: 'downline-transfer-01' };
    const done = payloadOf(await stack.gql<Payload>(TRANSFER, { input }, { session: agent }), 'transferToDownline');
    expect(done.userErrors).toEqual([]);
    expect(done.transfer).toMatchObject({ orderNo: expect.stringMatching(/^[0-9a-f]{32}$/), sender: 'agent01', recipient: 'sub01m1', recipientNickname: 'Lan Chi', amount: '100.25', note: 'Thưởng tuần' });
    expect(Number(done.wallet?.mainBalance)).toBeCloseTo(Number(agentBefore) - 100.25, 2);
    expect(Number(await balanceOf(recipient))).toBeCloseTo(Number(recipientBefore) + 100.25, 2);

    // The same key: the first answer again, and no second platform call, however many copies arrive.
    const retries = await Promise.all([1, 2, 3].map(() => stack.gql<Payload>(TRANSFER, { input }, { session: agent })));
    for (const retry of retries) expect(payloadOf(retry, 'transferToDownline')).toEqual(done);
    expect(await stack.upstreamCalls(TRANSFER_CALL)).toBe(1);
    // The same key with another amount is another request.
    expect(errorCode(await stack.gql(TRANSFER, { input: { ...input, amount: '5' } }, { session: agent }))).toBe('BAD_USER_INPUT');
  });

  it('refuses a wrong password, a short balance, a long note, the agent itself', async () => {
    const agent = await stack.login('agent01');
    const base = { downlineId: SUB01M1, amount: '10', withdrawPassword: '666888' };
    const codes = async (input: Record<string, unknown>) =>
      payloadOf(await stack.gql<Payload>(TRANSFER, { input }, { session: agent }), 'transferToDownline').userErrors.map((error) => [error.field, error.code]);
    expect(await codes({ ...base, withdrawPassword: '000000', idempotencyKey: 'downline-transfer-11' })).toEqual([['withdrawPassword', 'WITHDRAW_PASSWORD_WRONG']]);
    expect(await codes({ ...base, amount: '9000000', idempotencyKey: 'downline-transfer-12' })).toEqual([['amount', 'INSUFFICIENT_BALANCE']]);
    expect(await stack.upstreamCalls(TRANSFER_CALL)).toBe(2);
    expect(await codes({ ...base, note: 'x'.repeat(101), idempotencyKey: 'downline-transfer-13' })).toEqual([['note', 'TOO_LONG']]);
    expect(await codes({ ...base, amount: '10000000.01', idempotencyKey: 'downline-transfer-14' })).toEqual([['amount', 'AMOUNT_TOO_LARGE']]);
    expect(await codes({ ...base, downlineId: downlineId(200001, 'agent01'), idempotencyKey: 'downline-transfer-15' })).toEqual([['downlineId', 'NOT_FOUND']]);
    expect(await stack.upstreamCalls(TRANSFER_CALL)).toBe(2);
  });
});
