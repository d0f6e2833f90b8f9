import { describe, expect, it } from 'vitest';
import { callKey } from '../../../../testing/gateway-stack.js';
import { useGatewayStack } from '../../../../testing/use-gateway-stack.js';
import { calls } from '../../../../infra/upstream/catalogue.js';
import { BIND_ACCOUNT, newKey, SET_WITHDRAW_PASSWORD, WITHDRAW } from '../../../../testing/money-fixtures.js';

const RULES = `{ viewer { withdrawalRules { hasWithdrawPassword minAmount maxAmount dailyCountLimit dailyCountUsed remainingTurnover availableBalance heldAmount banks { code name } } receivingAccounts { id bankName accountNumber } } }`;
const RECORDS = `{ viewer { accountRecords(first: 3, filter: { type: WITHDRAW }) { edges { node { orderNo type amount status } } } withdrawals(first: 3) { edges { node { orderNo status } } } } }`;
const CHANGE_PASSWORD = `mutation($input: ChangePasswordInput!) { changePassword(input: $input) { userErrors { code } } }`;

interface Rules {
  hasWithdrawPassword: boolean;
  availableBalance: string;
  heldAmount: string;
  banks: { code: string }[];
}

describe('withdraw password, receiving accounts and withdrawals', () => {
  const stack = useGatewayStack({}, { reset: true });

  const rules = async (session: string) =>
    (await stack.gql<{ viewer: { withdrawalRules: Rules; receivingAccounts: { id: string }[] } }>(RULES, undefined, { session })).body.data?.viewer;

  it('a new member sets a withdraw password, binds an account and withdraws: the amount is held and recorded', async () => {
    // player02 still has the default login password: change it first, as the site forces.
    const first = await stack.login('player02', '123456');
    const changed = await stack.gql(CHANGE_PASSWORD, { input: { oldPassword: '123456', newPassword: 'fresh2025', confirmPassword: 'fresh2025' } }, { session: first });
    const session = changed.session ?? '';
    expect((await rules(session))?.withdrawalRules.hasWithdrawPassword).toBe(false);

    const unset = await stack.gql<{ bindReceivingAccount: { userErrors: { code: string }[] } }>(
      BIND_ACCOUNT,
      { input: { bankCode: 'VCB', accountNumber: '0123456789', holderName: 'Tran Thu Ha', withdrawPassword: '123456', idempotencyKey: newKey() } },
      { session },
    );
    expect(unset.body.data?.bindReceivingAccount.userErrors[0]?.code).toBe('WITHDRAW_PASSWORD_NOT_SET');

    const wrongLogin = await stack.gql<{ setWithdrawPassword: { userErrors: { field: string; code: string }[] } }>(
      SET_WITHDRAW_PASSWORD,
      { input: { loginPassword: 'not-mine1', newPassword: '246810', confirmPassword: '246810', idempotencyKey: newKey() } },
      { session },
    );
    expect(wrongLogin.body.data?.setWithdrawPassword.userErrors[0]).toMatchObject({ field: 'loginPassword', code: 'INVALID_CREDENTIALS' });

    const set = await stack.gql<{ setWithdrawPassword: { withdrawalRules: { hasWithdrawPassword: boolean }; userErrors: unknown[] } }>(
      SET_WITHDRAW_PASSWORD,
      { input: { loginPassword: 'fresh2025', newPassword: '246810', confirmPassword: '246810', idempotencyKey: newKey() } },
      { session },
    );
    expect(set.body.data?.setWithdrawPassword).toMatchObject({ withdrawalRules: { hasWithdrawPassword: true }, userErrors: [] });

    const bound = await stack.gql<{ bindReceivingAccount: { receivingAccount: { id: string; accountNumber: string; holderName: string }; userErrors: unknown[] } }>(
      BIND_ACCOUNT,
      { input: { bankCode: 'VCB', accountNumber: '0123456789', holderName: 'Tran Thu Ha', withdrawPassword: '246810', idempotencyKey: newKey() } },
      { session },
    );
    const account = bound.body.data?.bindReceivingAccount.receivingAccount;
    expect(account).toMatchObject({ accountNumber: '****6789', holderName: 'TRAN THU HA' });

    const before = (await rules(session))?.withdrawalRules;
    const withdrawn = await stack.gql<{ withdraw: { withdrawal: { orderNo: string; status: string; amount: string }; wallet: { heldAmount: string; mainBalance: string }; userErrors: unknown[] } }>(
      WITHDRAW,
      { input: { receivingAccountId: account?.id, amount: '150', withdrawPassword: '246810', idempotencyKey: newKey() } },
      { session },
    );
    expect(withdrawn.body.errors).toBeUndefined();
    const payload = withdrawn.body.data?.withdraw;
    expect(payload?.userErrors).toEqual([]);
    expect(payload?.withdrawal).toMatchObject({ status: 'PENDING', amount: '150.00' });
    expect(Number(payload?.wallet.heldAmount)).toBeCloseTo(Number(before?.heldAmount) + 150, 2);
    expect(Number(payload?.wallet.mainBalance)).toBeCloseTo(Number(before?.availableBalance) - 150, 2);

    const records = await stack.gql<{ viewer: { accountRecords: { edges: { node: { orderNo: string; amount: string; status: string } }[] }; withdrawals: { edges: { node: { orderNo: string } }[] } } }>(
      RECORDS,
      undefined,
      { session },
    );
    expect(records.body.data?.viewer.accountRecords.edges[0]?.node).toMatchObject({ orderNo: payload?.withdrawal.orderNo, amount: '-150.00', status: 'PENDING' });
    expect(records.body.data?.viewer.withdrawals.edges[0]?.node.orderNo).toBe(payload?.withdrawal.orderNo);
  });

  it('changes the withdraw password with the current one; the old one no longer works', async () => {
    const session = await stack.login();
    const change = (currentPassword: string, newPassword: string) =>
      stack.gql<{ setWithdrawPassword: { withdrawalRules: { hasWithdrawPassword: boolean } | null; userErrors: { field: string; code: string }[] } }>(
        SET_WITHDRAW_PASSWORD,
        { input: { currentPassword, newPassword, confirmPassword: newPassword, idempotencyKey: newKey() } },
        { session },
      );
    const changed = await change('666888', '135790');
    expect(changed.body.data?.setWithdrawPassword).toEqual({ withdrawalRules: { hasWithdrawPassword: true }, userErrors: [] });
    const stale = await change('666888', '975310');
    expect(stale.body.data?.setWithdrawPassword.userErrors[0]).toMatchObject({ field: 'currentPassword', code: 'WITHDRAW_PASSWORD_WRONG' });
  });

  it('refuses a wrong withdraw password, a bad new password and a mismatch', async () => {
    const session = await stack.login();
    const view = await rules(session);
    const accountId = view?.receivingAccounts[0]?.id;
    const wrong = await stack.gql<{ withdraw: { userErrors: { field: string; code: string }[] } }>(
      WITHDRAW,
      { input: { receivingAccountId: accountId, amount: '150', withdrawPassword: '000000', idempotencyKey: newKey() } },
      { session },
    );
    expect(wrong.body.data?.withdraw.userErrors[0]).toMatchObject({ field: 'withdrawPassword', code: 'WITHDRAW_PASSWORD_WRONG' });
    await stack.control('DELETE', '/calls');
    const bad = await stack.gql<{ setWithdrawPassword: { userErrors: { field: string; code: string }[] } }>(
      SET_WITHDRAW_PASSWORD,
      { input: { currentPassword: '666888', newPassword: '12ab', confirmPassword: '12abc', idempotencyKey: newKey() } },
      { session },
    );
    expect(bad.body.data?.setWithdrawPassword.userErrors.map((error) => [error.field, error.code])).toEqual([
      ['newPassword', 'INVALID_FORMAT'],
      ['confirmPassword', 'MISMATCH'],
    ]);
    expect(await stack.upstreamCalls(callKey(calls.setPaymentPassword))).toBe(0);
  });

  it('refuses amounts below the minimum and turnover still required, with the figures', async () => {
    const session = await stack.login();
    const accountId = (await rules(session))?.receivingAccounts[0]?.id;
    const small = await stack.gql<{ withdraw: { userErrors: { code: string; details: { minAmount: string | null } }[] } }>(
      WITHDRAW,
      { input: { receivingAccountId: accountId, amount: '10', withdrawPassword: '666888', idempotencyKey: newKey() } },
      { session },
    );
    expect(small.body.data?.withdraw.userErrors[0]).toMatchObject({ code: 'AMOUNT_TOO_SMALL', details: { minAmount: '100.00' } });

    // player03's password has expired: it changes it before anything else, as the site forces.
    const expired = await stack.login('player03');
    const player03 =
      (await stack.gql(CHANGE_PASSWORD, { input: { oldPassword: 'secret88', newPassword: 'fresh2025', confirmPassword: 'fresh2025' } }, { session: expired })).session ?? '';
    const account03 = (await rules(player03))?.receivingAccounts[0]?.id;
    const turnover = await stack.gql<{ withdraw: { userErrors: { code: string; details: { remainingTurnover: string | null } }[] } }>(
      WITHDRAW,
      { input: { receivingAccountId: account03, amount: '100', withdrawPassword: '666888', idempotencyKey: newKey() } },
      { session: player03 },
    );
    const refusal = turnover.body.data?.withdraw.userErrors[0];
    expect(refusal?.code).toBe('TURNOVER_REQUIRED');
    expect(Number(refusal?.details.remainingTurnover)).toBeGreaterThan(0);
  });

  it('refuses an account that is not the member\'s without asking the platform', async () => {
    const session = await stack.login();
    await stack.control('DELETE', '/calls');
    const reply = await stack.gql<{ withdraw: { userErrors: { code: string }[] } }>(
      WITHDRAW,
      { input: { receivingAccountId: 'UmVjZWl2aW5nQWNjb3VudDo5OTk5OTk', amount: '150', withdrawPassword: '666888', idempotencyKey: newKey() } },
      { session },
    );
    expect(reply.body.data?.withdraw.userErrors[0]?.code).toBe('RECEIVING_ACCOUNT_INVALID');
    expect(await stack.upstreamCalls(callKey(calls.withdraw))).toBe(0);
  });
});
