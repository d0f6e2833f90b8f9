import { createHash } from 'node:crypto';
import type { TransferAllToMainInput, TransferBetweenWalletsInput, TransferToUplineInput, UserError, WalletTransfer } from '../../../__generated__/schema-types.js';
import type { MoneyOrder } from '../../../infra/idempotency/index.js';
import { calls } from '../../../infra/upstream/index.js';
import type { Platform } from '../../platform/platform.js';
import { toDecimal } from '../../values/decimal.js';
import { centsToDecimal, toCents } from '../../values/money.js';
import { userError } from '../../shared/user-errors.js';
import { withFreshWallet } from './accepted-answer.js';
import { moneyCall } from './platform-refusal.js';
import type { UplineTransferValue, WalletTransferValue } from './upstream-shapes.js';
import {
  refused,
  type TransferAllToMainPayloadModel,
  type TransferBetweenWalletsPayloadModel,
  type TransferToUplinePayloadModel,
} from './wallet-models.js';
import type { WalletService } from './wallet-service.js';

const MAX_NOTE = 100;

const singleWallet = () => userError(null, 'SINGLE_WALLET_MODE', 'This site uses a single wallet: there is nothing to transfer.');

/** The order number of one leg of "all to main": fixed by the run's order number and the wallet, so a retry repeats it. */
const legOrderNo = (orderNo: string, walletId: number): string =>
  `all-${createHash('sha256').update(`${orderNo}:${walletId}`).digest('base64url').slice(0, 40)}`;

const toTransfer = (value: WalletTransferValue): WalletTransfer => ({
  orderNo: value.orderNo,
  fromWalletId: value.fromAccountTypeId,
  toWalletId: value.toAccountTypeId,
  amount: toDecimal(value.amount),
  createdAt: new Date(value.createdAt).toISOString(),
});

/** Money between the member's own wallets, and to the direct upline. Each answer carries the wallet afterwards. */
export class TransferService {
  constructor(
    private readonly platform: Platform,
    private readonly wallets: WalletService,
  ) {}

  async betweenWallets(input: TransferBetweenWalletsInput, order: MoneyOrder): Promise<TransferBetweenWalletsPayloadModel> {
    const empty = { transfer: null, wallet: null };
    const layout = await this.wallets.layout();
    if (layout.mode === 'SINGLE') return refused(empty, singleWallet());
    const vendor = (id: number) => layout.vendorWallets.some((wallet) => wallet.walletId === id);
    const { fromWalletId: from, toWalletId: to } = input;
    const valid = (from === layout.mainWalletId && vendor(to)) || (to === layout.mainWalletId && vendor(from));
    if (!valid) {
      return refused(empty, userError('toWalletId', 'INVALID_FORMAT', 'A transfer goes between the main wallet and one vendor wallet.'));
    }
    const outcome = await moneyCall(() =>
      this.platform.write<WalletTransferValue>(calls.walletTransfer, {
        fromAccountTypeId: from,
        toAccountTypeId: to,
        amount: Number(input.amount),
        orderNo: order.number,
      }),
    );
    if ('refusal' in outcome) return refused(empty, outcome.refusal);
    return withFreshWallet(order, this.wallets, { transfer: toTransfer(outcome.value), wallet: null, userErrors: [] });
  }

  /**
   * Empties every vendor wallet into the main wallet, one platform transfer per wallet that holds money. Each leg
   * the platform accepts is part of the answer from then on, even if a later leg or the re-read fails.
   */
  async allToMain(_input: TransferAllToMainInput, order: MoneyOrder): Promise<TransferAllToMainPayloadModel> {
    const layout = await this.wallets.layout();
    if (layout.mode === 'SINGLE') return refused({ transfers: [], movedAmount: '0.00', wallet: null }, singleWallet());
    const before = await this.wallets.snapshot();
    const transfers: WalletTransfer[] = [];
    const refusals: UserError[] = [];
    for (const wallet of await this.wallets.vendorWallets(before)) {
      if (toCents(wallet.balance) <= 0) continue;
      const outcome = await moneyCall(() =>
        this.platform.write<WalletTransferValue>(calls.walletTransfer, {
          fromAccountTypeId: wallet.walletId,
          toAccountTypeId: layout.mainWalletId,
          amount: Number(wallet.balance),
          orderNo: legOrderNo(order.number, wallet.walletId),
        }),
      );
      // A wallet the platform would not empty (a game still running on it) is reported; the others still move.
      if ('refusal' in outcome) {
        refusals.push({ ...outcome.refusal, field: null });
        continue;
      }
      transfers.push(toTransfer(outcome.value));
      order.accepted(movedSoFar(transfers, refusals));
    }
    if (transfers.length === 0) return { ...movedSoFar(transfers, refusals), wallet: before };
    return withFreshWallet(order, this.wallets, movedSoFar(transfers, refusals));
  }

  async toUpline(input: TransferToUplineInput, order: MoneyOrder): Promise<TransferToUplinePayloadModel> {
    const empty = { transfer: null, wallet: null };
    const note = input.note?.trim() || undefined;
    if (note !== undefined && [...note].length > MAX_NOTE) {
      return refused(empty, userError('note', 'TOO_LONG', `The note may have at most ${MAX_NOTE} characters.`, { maxLength: MAX_NOTE }));
    }
    const outcome = await moneyCall(() =>
      this.platform.write<UplineTransferValue>(calls.transferToUpline, { amount: Number(input.amount), note, orderNo: order.number }),
    );
    if ('refusal' in outcome) return refused(empty, outcome.refusal);
    const value = outcome.value;
    return withFreshWallet(order, this.wallets, {
      transfer: {
        orderNo: value.orderNo,
        sender: value.sender,
        recipient: value.recipient,
        recipientNickname: value.recipientNickname ?? null,
        amount: toDecimal(value.amount),
        note: value.note ?? null,
        createdAt: new Date(value.createdAt).toISOString(),
      },
      wallet: null,
      userErrors: [],
    });
  }
}

/** What "all to main" moved so far, without the wallet (read afresh once every leg is done). */
function movedSoFar(transfers: WalletTransfer[], refusals: UserError[]): TransferAllToMainPayloadModel {
  const moved = transfers.reduce((sum, transfer) => sum + toCents(transfer.amount), 0);
  return { transfers: [...transfers], movedAmount: centsToDecimal(moved), wallet: null, userErrors: [...refusals] };
}
