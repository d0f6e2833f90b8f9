import { beforeEach, describe, expect, it } from 'vitest';
import { type GatewayStack } from '../../../../testing/gateway-stack.js';
import { useGatewayStack } from '../../../../testing/use-gateway-stack.js';
import { CREATE_DEPOSIT, errorCode, newKey, TO_UPLINE, TRANSFER, WITHDRAW } from '../../../../testing/money-fixtures.js';

const BAD_AMOUNTS = ['-5', '0', '1.234', 'abc', '1e15', '1000000000.01', '', ' 5', '05'];

/** Every platform call the sandbox saw, by `METHOD /path`. */
async function platformCalls(stack: GatewayStack): Promise<Record<string, number>> {
  return (await stack.control('GET', '/calls')) as Record<string, number>;
}

describe('amounts are checked before anything reaches the platform', () => {
  const stack = useGatewayStack({}, { reset: true });
  let session: string;
  beforeEach(async () => {
    session = await stack.login();
    await stack.control('DELETE', '/calls');
  });

  const requests = (amount: string): [string, string, Record<string, unknown>][] => [
    ['transferBetweenWallets', TRANSFER, { fromWalletId: 2, toWalletId: 11, amount, idempotencyKey: newKey() }],
    ['transferToUpline', TO_UPLINE, { amount, idempotencyKey: newKey() }],
    ['createDeposit', CREATE_DEPOSIT, { channelId: 'RGVwb3NpdENoYW5uZWw6Mg', amount, idempotencyKey: newKey() }],
    ['withdraw', WITHDRAW, { receivingAccountId: 'UmVjZWl2aW5nQWNjb3VudDox', amount, withdrawPassword: '666888', idempotencyKey: newKey() }],
  ];

  it.each(BAD_AMOUNTS)('refuses the amount %j with BAD_USER_INPUT and no platform call', async (amount) => {
    for (const [name, query, input] of requests(amount)) {
      const reply = await stack.gql(query, { input }, { session });
      expect([name, errorCode(reply), reply.body.data ?? null]).toEqual([name, 'BAD_USER_INPUT', null]);
    }
    expect(await platformCalls(stack)).toEqual({});
  });

  it('refuses a bad amount written in the document itself, and a number instead of a string', async () => {
    const literal = await stack.gql(`mutation { transferToUpline(input: { amount: "-5", idempotencyKey: "${newKey()}" }) { userErrors { code } } }`, undefined, { session });
    expect(errorCode(literal)).toBe('GRAPHQL_VALIDATION_FAILED');
    const number = await stack.gql(TO_UPLINE, { input: { amount: 5, idempotencyKey: newKey() } }, { session });
    expect(errorCode(number)).toBe('BAD_USER_INPUT');
    expect(await platformCalls(stack)).toEqual({});
  });

  it('refuses malformed idempotency keys before any platform call', async () => {
    for (const key of ['short', 'x'.repeat(65), 'with space!']) {
      const reply = await stack.gql(TO_UPLINE, { input: { amount: '5', idempotencyKey: key } }, { session });
      expect(errorCode(reply)).toBe('BAD_USER_INPUT');
    }
    expect(Object.keys(await platformCalls(stack))).toEqual([]);
  });
});
