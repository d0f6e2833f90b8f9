import type { DownlineTransfer, TransferToDownlineInput, UserError } from '../../../__generated__/schema-types.js';
import type { MoneyOrder } from '../../../infra/idempotency/index.js';
import { calls, UpstreamError } from '../../../infra/upstream/index.js';
import type { Platform } from '../../platform/platform.js';
import { toDecimal } from '../../values/decimal.js';
import type { WalletModel } from '../account/index.js';
import { userError } from '../../shared/user-errors.js';
import type { PaymentPasswordLock } from '../../shared/payment-password-lock.js';
import { moneyCall, type WalletService, withFreshWallet } from '../wallet/index.js';
import type { Refusable } from '../../shared/refusable-call.js';
import type { TreeAccount } from './own-tree.js';
import type { DownlineTransferValue } from './upstream-shapes.js';

const MAX_NOTE = 100;
/** The platform's largest single transfer to a downline (sandbox/docs/agency.md). */
const MAX_TRANSFER = 10_000_000;

// A plain JSON payload: the idempotency layer keeps the first answer and replays it to every retry.
export interface TransferToDownlinePayloadModel {
  transfer: DownlineTransfer | null;
  wallet: WalletModel | null;
  userErrors: UserError[];
}

/** Money from the agent's main wallet to an account of its tree, behind the withdraw (payment) password. */
export class DownlineTransferService {
  constructor(
    private readonly platform: Platform,
    private readonly wallets: WalletService,
    private readonly passwordLock: PaymentPasswordLock,
  ) {}

  async transfer(input: TransferToDownlineInput, recipient: TreeAccount, order: MoneyOrder): Promise<TransferToDownlinePayloadModel> {
    const refused = (error: UserError) => ({ transfer: null, wallet: null, userErrors: [error] });
    // The agent is the head of its own tree, but not a downline of itself: answered like any unknown account.
    if (recipient.level === 0) return refused(userError('downlineId', 'NOT_FOUND', 'Unknown downlineId.'));
    const note = input.note?.trim() || undefined;
    if (note !== undefined && [...note].length > MAX_NOTE) {
      return refused(userError('note', 'TOO_LONG', `The note may have at most ${MAX_NOTE} characters.`, { maxLength: MAX_NOTE }));
    }
    if (Number(input.amount) > MAX_TRANSFER) {
      return refused(userError('amount', 'AMOUNT_TOO_LARGE', 'The amount is above the maximum.', { maxAmount: toDecimal(MAX_TRANSFER) }));
    }
    if (input.withdrawPassword === '') return refused(userError('withdrawPassword', 'REQUIRED', 'This field is required.'));
    const outcome = await this.passwordLock.check(order.memberId, 'withdrawPassword', () =>
      downlineTransferCall(() =>
        this.platform.write<DownlineTransferValue>(calls.transferToDownline, {
          downlineId: recipient.accountId,
          amount: Number(input.amount),
          paymentPassword: input.withdrawPassword,
          orderNo: order.number,
          remark: note,
        }),
      ),
    );
    if ('refusal' in outcome) return refused(outcome.refusal);
    const value = outcome.value;
    return withFreshWallet(order, this.wallets, {
      transfer: {
        orderNo: value.orderNo,
        sender: value.sender.account,
        senderNickname: value.sender.nickname?.trim() || null,
        recipient: value.recipient.account,
        recipientNickname: value.recipient.nickname?.trim() || null,
        amount: toDecimal(value.amount),
        note: value.remark ?? null,
        createdAt: new Date(value.createdAt).toISOString(),
      },
      wallet: null,
      userErrors: [],
    });
  }
}

/** The transfer call; the agency calls spell "no payment password yet" their own way. */
async function downlineTransferCall(call: () => Promise<DownlineTransferValue>): Promise<Refusable<DownlineTransferValue>> {
  try {
    return await moneyCall(call, { amount: 'amount', password: 'withdrawPassword' });
  } catch (error) {
    if (error instanceof UpstreamError && error.upstreamCode === 'payment.password.unset') {
      return { refusal: userError('withdrawPassword', 'WITHDRAW_PASSWORD_NOT_SET', 'Set a withdraw password first.') };
    }
    throw error;
  }
}
