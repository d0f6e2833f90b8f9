import type {
  DepositOrder,
  ReceivingAccount,
  UplineTransfer,
  UserError,
  WalletTransfer,
  Withdrawal,
  WithdrawalConfirmation,
  WithdrawalRules,
} from '../../../__generated__/schema-types.js';
import type { WalletModel } from '../account/index.js';

// Payloads are plain JSON: the idempotency layer keeps the first one and replays it to every retry.

export interface TransferBetweenWalletsPayloadModel {
  transfer: WalletTransfer | null;
  wallet: WalletModel | null;
  userErrors: UserError[];
}

export interface TransferAllToMainPayloadModel {
  transfers: WalletTransfer[];
  movedAmount: string;
  wallet: WalletModel | null;
  userErrors: UserError[];
}

export interface TransferToUplinePayloadModel {
  transfer: UplineTransfer | null;
  wallet: WalletModel | null;
  userErrors: UserError[];
}

export interface CreateDepositPayloadModel {
  deposit: DepositOrder | null;
  userErrors: UserError[];
}

export interface BindReceivingAccountPayloadModel {
  receivingAccount: ReceivingAccount | null;
  userErrors: UserError[];
}

export interface SetWithdrawPasswordPayloadModel {
  withdrawalRules: WithdrawalRules | null;
  userErrors: UserError[];
}

export interface WithdrawPayloadModel {
  withdrawal: Withdrawal | null;
  wallet: WalletModel | null;
  userErrors: UserError[];
}

export interface ConfirmWithdrawalPayloadModel {
  confirmation: WithdrawalConfirmation | null;
  userErrors: UserError[];
}

/** A payload that only refuses: every other field null (lists empty). */
export const refused = <T extends { userErrors: UserError[] }>(empty: Omit<T, 'userErrors'>, ...userErrors: UserError[]): T =>
  ({ ...empty, userErrors }) as T;
