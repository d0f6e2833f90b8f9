// Attack: a stolen session (or a known username) and a script that guesses every password the product checks:
// the login password, changePassword's current password, and the 6-digit withdraw (payment) password wherever it
// is asked (withdraw, setWithdrawPassword, bindReceivingAccount, redeemPointReward, convertPoints,
// transferToDownline). Guesses are spread over every mutation and over two replicas sharing Redis. After a few
// wrong ones the account must be locked: the platform checks no more than the lock allows, and while locked even
// the right password is refused, so nothing moves.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../gateway/src/infra/session/request-session.js';
import { calls, type CallSpec } from '../../gateway/src/infra/upstream/catalogue.js';
import { callKey, startGatewayStack, type GatewayStack } from '../../gateway/src/testing/gateway-stack.js';
import { startTestRedis, type TestRedis } from '../../gateway/src/testing/redis.js';
import { recordAttack } from './support/ledger.js';
import { secondReplica } from './support/replicas.js';
import { ask, newKey, rateLimited, type Answer } from './support/requests.js';

/** "A few" wrong payment passwords per account before the lock: at most this many reach the platform. */
const PAYMENT_GUESSES_BOUND = 10;
const RIGHT_PAYMENT_PASSWORD = '666888';
const SUB01M1 = Buffer.from('Downline:100101:sub01m1').toString('base64url');
const REWARD_101 = Buffer.from('PointReward:101').toString('base64url');

/** The platform calls that check a payment password (the passwordCheck/ relay paths). */
const PAYMENT_CHECKS: CallSpec[] = [calls.withdraw, calls.setPaymentPassword, calls.bindWithdrawAccount, calls.redeemPointReward, calls.convertPoints, calls.transferToDownline];

interface Guessed {
  name: string;
  query: string;
  input(password: string, context: { receivingAccountId: string }): Record<string, unknown>;
  /** The field of the payload that is only set when the mutation went through. */
  success: string;
}

const MEMBER_MUTATIONS: Guessed[] = [
  {
    name: 'withdraw',
    query: 'mutation($input: WithdrawInput!) { withdraw(input: $input) { withdrawal { orderNo } userErrors { code } } }',
    input: (password, { receivingAccountId }) => ({ receivingAccountId, amount: '100', withdrawPassword: password }),
    success: 'withdrawal',
  },
  {
    name: 'setWithdrawPassword',
    query: 'mutation($input: SetWithdrawPasswordInput!) { setWithdrawPassword(input: $input) { withdrawalRules { hasWithdrawPassword } userErrors { code } } }',
    input: (password) => ({ currentPassword: password, newPassword: '135790', confirmPassword: '135790' }),
    success: 'withdrawalRules',
  },
  {
    name: 'bindReceivingAccount',
    query: 'mutation($input: BindReceivingAccountInput!) { bindReceivingAccount(input: $input) { receivingAccount { id } userErrors { code } } }',
    input: (password) => ({ bankCode: 'VCB', accountNumber: '0123456789', holderName: 'Minh Anh', withdrawPassword: password }),
    success: 'receivingAccount',
  },
  {
    name: 'redeemPointReward',
    query: 'mutation($input: RedeemPointRewardInput!) { redeemPointReward(input: $input) { order { orderNo } userErrors { code } } }',
    input: (password) => ({ rewardId: REWARD_101, quantity: 1, withdrawPassword: password }),
    success: 'order',
  },
  {
    name: 'convertPoints',
    query: 'mutation($input: ConvertPointsInput!) { convertPoints(input: $input) { conversion { orderNo } userErrors { code } } }',
    input: (password) => ({ points: 250, withdrawPassword: password }),
    success: 'conversion',
  },
];

const [WITHDRAW, SET_WITHDRAW_PASSWORD] = MEMBER_MUTATIONS as [Guessed, Guessed, ...Guessed[]];

const TRANSFER_TO_DOWNLINE: Guessed = {
  name: 'transferToDownline',
  query: 'mutation($input: TransferToDownlineInput!) { transferToDownline(input: $input) { transfer { orderNo } userErrors { code } } }',
  input: (password) => ({ downlineId: SUB01M1, amount: '10', withdrawPassword: password }),
  success: 'transfer',
};

const STATE = '{ viewer { wallet { mainBalance heldAmount } receivingAccounts { id } withdrawals(first: 50) { totalCount } points { balance } } }';
interface State {
  viewer: { wallet: { mainBalance: string; heldAmount: string }; receivingAccounts: { id: string }[]; withdrawals: { totalCount: number }; points: { balance: number } };
}

/** Whether the mutation's answer says it went through. */
const wentThrough = (answer: Answer, guessed: Guessed): boolean => {
  const payload = (answer.data as Record<string, Record<string, unknown> | null> | null | undefined)?.[guessed.name];
  return payload !== null && payload !== undefined && payload[guessed.success] !== null && payload[guessed.success] !== undefined;
};

const wrongGuess = (i: number) => String(100_000 + i * 7919).slice(0, 6);

describe('brute force of every password the product checks', () => {
  let redis: TestRedis;
  let stack: GatewayStack;
  let replica: GatewayStack;

  beforeAll(async () => {
    redis = await startTestRedis();
    stack = await startGatewayStack({ redisUrl: redis.url, env: { RATE_LIMIT_PER_MINUTE: '1000000', LOGIN_LIMIT_PER_IP: '1000000' } });
    replica = await secondReplica(stack);
  });
  beforeEach(async () => {
    await stack.control('POST', '/reset');
  });
  afterAll(async () => {
    await replica?.close();
    await stack?.close();
    await redis?.stop();
  });

  const paymentChecks = async () => {
    let total = 0;
    for (const call of PAYMENT_CHECKS) total += await stack.upstreamCalls(callKey(call));
    return total;
  };

  /** Wrong guesses round-robin over the mutations and the two replicas, then the right password on each. */
  async function guessPaymentPassword(session: string, mutations: Guessed[], rounds: number) {
    const before = await ask<State>(stack, { session, query: STATE });
    const receivingAccountId = before.data?.viewer.receivingAccounts[0]?.id ?? '';
    await stack.control('DELETE', '/calls');
    let tries = 0;
    let through = 0;
    for (let round = 0; round < rounds; round++) {
      for (const guessed of mutations) {
        const via = tries % 2 === 0 ? stack : replica;
        const answer = await ask(via, { session, query: guessed.query, variables: { input: { ...guessed.input(wrongGuess(tries), { receivingAccountId }), idempotencyKey: newKey() } } });
        if (wentThrough(answer, guessed)) through++;
        tries++;
      }
    }
    const guessesChecked = await paymentChecks();
    const rightAnswers = [];
    for (const guessed of mutations) {
      const answer = await ask(stack, { session, query: guessed.query, variables: { input: { ...guessed.input(RIGHT_PAYMENT_PASSWORD, { receivingAccountId }), idempotencyKey: newKey() } } });
      rightAnswers.push({ guessed, answer });
    }
    const after = await ask<State>(stack, { session, query: STATE });
    return { tries, through, guessesChecked, rightAnswers, before: before.data?.viewer, after: after.data?.viewer };
  }

  it('a member\'s payment password guessed across withdraw, setWithdrawPassword, bind, redeem and convert, on two replicas', async () => {
    const session = await stack.login('player01');
    const outcome = await guessPaymentPassword(session, MEMBER_MUTATIONS, 5);
    const rightThrough = outcome.rightAnswers.filter(({ guessed, answer }) => wentThrough(answer, guessed)).map(({ guessed }) => guessed.name);
    const movedCents = Math.round(Math.abs(Number(outcome.after?.wallet.mainBalance) - Number(outcome.before?.wallet.mainBalance)) * 100);
    recordAttack({
      attack: 'payment password brute force (member, 5 mutations, 2 replicas)',
      tries: outcome.tries + outcome.rightAnswers.length,
      refused: outcome.tries - outcome.through + outcome.rightAnswers.length - rightThrough.length,
      moneyMoved: (movedCents / 100).toFixed(2),
      dataLeaked: 0,
    });
    expect(outcome.through, 'wrong guesses that went through').toBe(0);
    expect(outcome.guessesChecked, 'wrong payment passwords the platform was asked to check').toBeLessThanOrEqual(PAYMENT_GUESSES_BOUND);
    expect(rightThrough, 'mutations that took the right password while the account was locked').toEqual([]);
    expect(outcome.after).toEqual(outcome.before);
  });

  it('an agent\'s payment password guessed on transferToDownline and withdraw', async () => {
    const session = await stack.login('agent01');
    const outcome = await guessPaymentPassword(session, [TRANSFER_TO_DOWNLINE, WITHDRAW], 8);
    const rightThrough = outcome.rightAnswers.filter(({ guessed, answer }) => wentThrough(answer, guessed)).map(({ guessed }) => guessed.name);
    const movedCents = Math.round(Math.abs(Number(outcome.after?.wallet.mainBalance) - Number(outcome.before?.wallet.mainBalance)) * 100);
    recordAttack({
      attack: 'payment password brute force (agent, transferToDownline + withdraw)',
      tries: outcome.tries + outcome.rightAnswers.length,
      refused: outcome.tries - outcome.through + outcome.rightAnswers.length - rightThrough.length,
      moneyMoved: (movedCents / 100).toFixed(2),
      dataLeaked: 0,
    });
    expect(outcome.through).toBe(0);
    expect(outcome.guessesChecked).toBeLessThanOrEqual(PAYMENT_GUESSES_BOUND);
    expect(rightThrough).toEqual([]);
    expect(outcome.after?.wallet).toEqual(outcome.before?.wallet);
  });

  it('the login password given to setWithdrawPassword (a member with no payment password yet)', async () => {
    const first = await stack.login('player02', '123456');
    const changed = await ask(stack, { session: first, query: 'mutation($input: ChangePasswordInput!) { changePassword(input: $input) { userErrors { code } } }', variables: { input: { oldPassword: '123456', newPassword: 'fresh2025', confirmPassword: 'fresh2025' } } });
    const session = new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(String(changed.headers['set-cookie']))?.[1] ?? first;
    await stack.control('DELETE', '/calls');
    const SET = 'mutation($input: SetWithdrawPasswordInput!) { setWithdrawPassword(input: $input) { withdrawalRules { hasWithdrawPassword } userErrors { code } } }';
    const attempt = (loginPassword: string, via: GatewayStack) => ask(via, { session, query: SET, variables: { input: { loginPassword, newPassword: '246810', confirmPassword: '246810', idempotencyKey: newKey() } } });
    const answers: Answer[] = [];
    for (let i = 0; i < 20; i++) answers.push(await attempt(`guess-${i}x`, i % 2 === 0 ? stack : replica));
    const checked = await stack.upstreamCalls(callKey(calls.setPaymentPassword));
    const right = await attempt('fresh2025', stack);
    const set = wentThrough(right, SET_WITHDRAW_PASSWORD);
    recordAttack({ attack: 'login password brute force via setWithdrawPassword', tries: 21, refused: 21 - (set ? 1 : 0), moneyMoved: '0.00', dataLeaked: 0 });
    expect(checked).toBeLessThanOrEqual(PAYMENT_GUESSES_BOUND);
    expect(set, 'the first payment password was set while the account was locked').toBe(false);
  });

  it('changePassword\'s current password', async () => {
    const session = await stack.login('vip01');
    await stack.control('DELETE', '/calls');
    const CHANGE = 'mutation($input: ChangePasswordInput!) { changePassword(input: $input) { viewer { member { id } } userErrors { code } } }';
    const attempt = (oldPassword: string, via: GatewayStack) => ask(via, { session, query: CHANGE, variables: { input: { oldPassword, newPassword: 'taken2025x', confirmPassword: 'taken2025x' } } });
    const answers: Answer[] = [];
    for (let i = 0; i < 20; i++) answers.push(await attempt(`guess-${i}x`, i % 2 === 0 ? stack : replica));
    const checked = await stack.upstreamCalls(callKey(calls.changePassword));
    const right = await attempt('secret88', stack);
    const changed = (right.data as { changePassword?: { viewer: unknown } } | undefined)?.changePassword?.viewer != null;
    recordAttack({ attack: 'current password brute force via changePassword', tries: 21, refused: answers.filter(rateLimited).length + (changed ? 0 : 1), moneyMoved: '0.00', dataLeaked: 0 });
    expect(checked).toBeLessThanOrEqual(5);
    expect(changed, 'the password was changed while the account was locked').toBe(false);
  });

  it('the login password, from one address', async () => {
    await stack.control('DELETE', '/calls');
    const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { viewer { member { id } } userErrors { code } } }';
    const attempt = (password: string, via: GatewayStack) => ask(via, { ip: '198.18.0.9', query: LOGIN, variables: { input: { username: 'player03', password } } });
    const answers: Answer[] = [];
    for (let i = 0; i < 30; i++) answers.push(await attempt(`guess-${i}x`, i % 2 === 0 ? stack : replica));
    const checked = await stack.upstreamCalls(callKey(calls.login));
    const right = await attempt('secret88', stack);
    const loggedIn = (right.data as { login?: { viewer: unknown } } | undefined)?.login?.viewer != null;
    recordAttack({ attack: 'login password brute force', tries: 31, refused: answers.filter(rateLimited).length + (loggedIn ? 0 : 1), moneyMoved: '0.00', dataLeaked: loggedIn ? 1 : 0 });
    expect(checked).toBeLessThanOrEqual(10);
    expect(loggedIn, 'logged in while the account was locked').toBe(false);
  });
});
