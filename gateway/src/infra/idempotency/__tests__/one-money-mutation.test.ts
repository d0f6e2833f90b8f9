import { describe, expect, it } from 'vitest';
import { errorCode } from '../../../testing/graphql-replies.js';
import { useGatewayStack } from '../../../testing/use-gateway-stack.js';
import { buildSchema } from '../../../graphql/schema.js';
import { newKey } from '../../../testing/money-fixtures.js';
import { moneyMutationNames } from '../one-money-mutation.js';

const WITHDRAW_FIELDS = 'withdrawal { orderNo } userErrors { code }';
const withdrawInput = (password: string) =>
  `{ receivingAccountId: "UmVjZWl2aW5nQWNjb3VudDo2MTAwMDE", amount: "100", withdrawPassword: "${password}", idempotencyKey: "${newKey()}" }`;

/** Fifteen aliases of withdraw, each guessing another password: one request, fifteen guesses, were it allowed. */
const FIFTEEN_GUESSES = `mutation {
${Array.from({ length: 15 }, (_, i) => `  guess${i}: withdraw(input: ${withdrawInput(String(100000 + i))}) { ${WITHDRAW_FIELDS} }`).join('\n')}
}`;

/**
 * At most one money or points mutation per operation, aliases and fragments included, refused before anything
 * runs: aliases would multiply password guesses and money moves per request. Finding 3 of issue 30.
 */
describe('one money or points mutation per request', () => {
  const stack = useGatewayStack({}, { clearCalls: true });

  const platformCalls = async () => Object.keys((await stack.control('GET', '/calls')) as Record<string, number>);

  it('the money mutations are the @idempotent ones of the schema', async () => {
    const names = moneyMutationNames(await buildSchema());
    expect([...names].sort()).toEqual(
      expect.arrayContaining(['claimReward', 'confirmWithdrawal', 'convertPoints', 'redeemPointReward', 'setWithdrawPassword', 'transferToDownline', 'withdraw']),
    );
    expect(names.has('login')).toBe(false);
  });

  it('refuses fifteen aliases of withdraw with BAD_USER_INPUT before any platform call', async () => {
    const session = await stack.login();
    await stack.control('DELETE', '/calls');
    const reply = await stack.gql(FIFTEEN_GUESSES, {}, { session });
    expect(errorCode(reply)).toBe('BAD_USER_INPUT');
    // A refusal of the request as sent, never a server fault (the fuzz run's rule: nothing answers 500).
    expect(reply.status).toBe(400);
    expect(reply.body.data ?? null).toBeNull();
    expect(await platformCalls()).toEqual([]);
  });

  it('refuses two different money mutations, and one hidden in a fragment', async () => {
    const session = await stack.login();
    await stack.control('DELETE', '/calls');
    const two = `mutation {
      transferBetweenWallets(input: { fromWalletId: 2, toWalletId: 11, amount: "1", idempotencyKey: "${newKey()}" }) { userErrors { code } }
      withdraw(input: ${withdrawInput('666888')}) { ${WITHDRAW_FIELDS} }
    }`;
    expect(errorCode(await stack.gql(two, {}, { session }))).toBe('BAD_USER_INPUT');
    const fragment = `mutation {
      first: withdraw(input: ${withdrawInput('666888')}) { ${WITHDRAW_FIELDS} }
      ...More
    }
    fragment More on Mutation { ... on Mutation { second: withdraw(input: ${withdrawInput('666889')}) { ${WITHDRAW_FIELDS} } } }`;
    expect(errorCode(await stack.gql(fragment, {}, { session }))).toBe('BAD_USER_INPUT');
    expect(await platformCalls()).toEqual([]);
  });

  it('runs one money mutation beside other mutations', async () => {
    const session = await stack.login();
    const document = `mutation($input: TransferBetweenWalletsInput!) {
      markInboxMessagesRead(input: { all: true }) { unreadCount }
      transferBetweenWallets(input: $input) { transfer { amount } userErrors { code } }
    }`;
    const reply = await stack.gql<{ transferBetweenWallets: { transfer: { amount: string }; userErrors: unknown[] } }>(
      document,
      { input: { fromWalletId: 2, toWalletId: 11, amount: '1', idempotencyKey: newKey() } },
      { session },
    );
    expect(reply.body.errors).toBeUndefined();
    expect(reply.body.data?.transferBetweenWallets).toEqual({ transfer: { amount: '1.00' }, userErrors: [] });
  });
});
