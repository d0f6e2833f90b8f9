import type {
  BindReceivingAccountInput,
  ReceivingAccount,
  SetWithdrawPasswordInput,
  UserError,
  Withdrawal,
  WithdrawalFilter,
  WithdrawalRules,
  WithdrawInput,
} from '../../../__generated__/schema-types.js';
import type { MoneyOrder } from '../../../infra/idempotency/index.js';
import { UpstreamError, calls } from '../../../infra/upstream/index.js';
import type { Platform } from '../../platform/platform.js';
import { connectionFromUpstreamPage, upstreamPageFor, type Connection, type ForwardPageArgs } from '../../relay/connection.js';
import { localIdOf } from '../../relay/global-id.js';
import { timeWindow } from '../../values/date-range.js';
import { normalRealName, realNameProblem } from '../../values/real-name.js';
import { required, userError } from '../../shared/user-errors.js';
import { withFreshWallet } from './accepted-answer.js';
import type { PaymentPasswordLock } from '../../shared/payment-password-lock.js';
import type { Refusable } from '../../shared/refusable-call.js';
import { moneyCall } from './platform-refusal.js';
import type { PageValue } from '../../shared/page-values.js';
import type { WithdrawAccountValue, WithdrawOrderValue } from './upstream-shapes.js';
import { refused, type BindReceivingAccountPayloadModel, type SetWithdrawPasswordPayloadModel, type WithdrawPayloadModel } from './wallet-models.js';
import type { WalletService } from './wallet-service.js';
import { toReceivingAccount, toWithdrawal, toWithdrawalRules } from './withdraw-mapping.js';
import { withdrawPasswordProblems } from './withdraw-password.js';

const ACCOUNT_NUMBER = /^\d{6,20}$/;
const HOLDER_MAX_LENGTH = 50;

/**
 * Receiving accounts, the withdraw password and withdrawals. Password calls go encrypted (catalogue) and through
 * the payment-password lock.
 */
export class WithdrawService {
  constructor(
    private readonly platform: Platform,
    private readonly wallets: WalletService,
    private readonly passwordLock: PaymentPasswordLock,
  ) {}

  async rules(): Promise<WithdrawalRules> {
    return toWithdrawalRules(await this.wallets.withdrawInfo());
  }

  async receivingAccounts(): Promise<ReceivingAccount[]> {
    return (await this.wallets.withdrawInfo()).accounts.map(toReceivingAccount);
  }

  async receivingAccount(accountId: string): Promise<ReceivingAccount | null> {
    const value = (await this.wallets.withdrawInfo()).accounts.find((account) => String(account.accountId) === accountId);
    return value ? toReceivingAccount(value) : null;
  }

  async withdrawals(args: ForwardPageArgs, filter: WithdrawalFilter | null | undefined): Promise<Connection<Withdrawal>> {
    const page = upstreamPageFor(args, 20);
    const value = await this.platform.read<PageValue<WithdrawOrderValue>>(calls.withdrawOrders, {
      query: { pageNum: page.pageNo, pageSize: page.pageSize, status: filter?.status ?? undefined, ...timeWindow(filter?.range) },
    });
    return connectionFromUpstreamPage(value.content.map(toWithdrawal), page, value.totalCount);
  }

  async bind(input: BindReceivingAccountInput, order: MoneyOrder): Promise<BindReceivingAccountPayloadModel> {
    const empty = { receivingAccount: null };
    const info = await this.wallets.withdrawInfo();
    const bankCode = input.bankCode.trim().toUpperCase();
    const accountNumber = input.accountNumber.replace(/\s+/g, '');
    const holder = normalRealName(input.holderName);
    const problems: UserError[] = [];
    if (!info.banks.some((bank) => bank.bankCode === bankCode)) problems.push(userError('bankCode', 'INVALID_FORMAT', 'Choose one of the banks offered.'));
    if (!ACCOUNT_NUMBER.test(accountNumber)) problems.push(userError('accountNumber', 'INVALID_FORMAT', 'The account number is 6 to 20 digits.', { minLength: 6, maxLength: 20 }));
    const holderProblem = realNameProblem('holderName', holder, HOLDER_MAX_LENGTH);
    if (holderProblem !== undefined) problems.push(holderProblem);
    if (input.withdrawPassword === '') problems.push(required('withdrawPassword'));
    if (problems.length > 0) return refused(empty, ...problems);
    const outcome = await this.passwordLock.check(order.memberId, 'withdrawPassword', () =>
      moneyCall(
        () =>
          this.platform.write<WithdrawAccountValue>(calls.bindWithdrawAccount, {
            bankCode,
            accountNumber,
            holder,
            paymentPassword: input.withdrawPassword,
            requestId: order.number,
          }),
        { password: 'withdrawPassword', account: 'accountNumber' },
      ),
    );
    if ('refusal' in outcome) return refused(empty, outcome.refusal);
    const accepted = { receivingAccount: toReceivingAccount(outcome.value), userErrors: [] };
    order.accepted(accepted);
    // Read afresh for the rest of the request (the payload's viewer); the answer itself is the platform's.
    await this.wallets.withdrawInfo(true);
    return accepted;
  }

  async setPassword(input: SetWithdrawPasswordInput, order: MoneyOrder): Promise<SetWithdrawPasswordPayloadModel> {
    const empty = { withdrawalRules: null };
    const info = await this.wallets.withdrawInfo();
    const problems = withdrawPasswordProblems(input, info.paymentPasswordSet);
    if (problems.length > 0) return refused(empty, ...problems);
    const proof = info.paymentPasswordSet ? { oldPaymentPassword: input.currentPassword } : { loginPassword: input.loginPassword };
    const field = info.paymentPasswordSet ? 'currentPassword' : 'loginPassword';
    const outcome = await this.passwordLock.check(order.memberId, field, () =>
      setPasswordCall(() => this.platform.write(calls.setPaymentPassword, { newPaymentPassword: input.newPassword, ...proof, requestId: order.number })),
    );
    if ('refusal' in outcome) return refused(empty, outcome.refusal);
    order.accepted({ withdrawalRules: null, userErrors: [] });
    return { withdrawalRules: toWithdrawalRules(await this.wallets.withdrawInfo(true)), userErrors: [] };
  }

  async withdraw(input: WithdrawInput, order: MoneyOrder): Promise<WithdrawPayloadModel> {
    const empty = { withdrawal: null, wallet: null };
    const accountId = localIdOf('ReceivingAccount', input.receivingAccountId);
    const info = await this.wallets.withdrawInfo();
    const account = info.accounts.find((value) => String(value.accountId) === accountId);
    if (account === undefined) return refused(empty, userError('receivingAccountId', 'RECEIVING_ACCOUNT_INVALID', 'Choose one of your bound accounts.'));
    if (input.withdrawPassword === '') return refused(empty, required('withdrawPassword'));
    const outcome = await this.passwordLock.check(order.memberId, 'withdrawPassword', () =>
      moneyCall(
        () =>
          this.platform.write<WithdrawOrderValue>(calls.withdraw, {
            accountId: account.accountId,
            amount: Number(input.amount),
            paymentPassword: input.withdrawPassword,
            orderNo: order.number,
          }),
        { password: 'withdrawPassword' },
      ),
    );
    if ('refusal' in outcome) return refused(empty, outcome.refusal);
    return withFreshWallet(order, this.wallets, { withdrawal: toWithdrawal(outcome.value), wallet: null, userErrors: [] });
  }
}

/** The withdraw-password call, with the first-password form's own refusals (the login password, one already set). */
async function setPasswordCall(call: () => Promise<unknown>): Promise<Refusable<unknown>> {
  try {
    return await moneyCall(call, { password: 'currentPassword' });
  } catch (error) {
    const refusal = error instanceof UpstreamError ? passwordRefusal(error) : undefined;
    if (refusal === undefined) throw error;
    return { refusal };
  }
}

/** The first-password form's own refusals (the login password, a password already set). */
function passwordRefusal(error: UpstreamError): UserError | undefined {
  if (error.upstreamCode === 'login.password.error') return userError('loginPassword', 'INVALID_CREDENTIALS', 'The login password is not correct.');
  if (error.upstreamCode === 'payment.password.exists') return userError(null, 'ALREADY_EXISTS', 'A withdraw password is already set.');
  return undefined;
}
