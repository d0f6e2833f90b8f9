import type { GameType } from '../lobby/categories.js';
import type { Localized } from '../../core/localized.js';
import type { Telco } from './deposit-channels.js';

export const LINE_TYPES = ['DEPOSIT', 'WITHDRAW', 'TRANSFER', 'BONUS', 'REBATE', 'ADJUSTMENT'] as const;
export type LineType = (typeof LINE_TYPES)[number];
export const LINE_STATUSES = ['SUCCESS', 'PENDING', 'FAILED'] as const;
export type LineStatus = (typeof LINE_STATUSES)[number];

/** One money line of the main wallet (`ODSFE2_accountRecords`). */
export interface AccountLine {
  transId: number;
  orderNo: string;
  transType: LineType;
  /** Signed: money into the main wallet is positive. */
  amountCents: number;
  /** The main wallet's available balance after the line took effect; null while it has not (pending deposit). */
  balanceAfterCents: number | null;
  status: LineStatus;
  remark: Localized;
  createdAt: number;
}

export const BET_STATUSES = ['SETTLED', 'UNSETTLED', 'CANCELLED'] as const;
export type BetStatus = (typeof BET_STATUSES)[number];

/** One of the member's own bets (`ODSFE2_betRecords`); winLoss is the member's result. */
export interface BetRecord {
  betId: string;
  gameType: GameType;
  vendor: string;
  /** The lobby's name of the vendor (what the member saw the game under), in their language. */
  vendorName: Localized;
  gameName: Localized;
  betCents: number;
  validBetCents: number;
  winLossCents: number;
  status: BetStatus;
  betTime: number;
  settledAt: number | null;
}

export const BONUS_TYPES = ['PROMOTION', 'VIP_UPGRADE', 'VIP_MONTHLY', 'MISSION', 'DEPOSIT_BONUS'] as const;
export type BonusType = (typeof BONUS_TYPES)[number];
export const BONUS_STATUSES = ['ISSUED', 'PENDING', 'CANCELLED'] as const;
export type BonusStatus = (typeof BONUS_STATUSES)[number];

export interface Bonus {
  bonusId: number;
  orderNo: string;
  bonusName: Localized;
  bonusType: BonusType;
  amountCents: number;
  status: BonusStatus;
  createdAt: number;
  remark: Localized | null;
}

export const DEPOSIT_STATUSES = ['PENDING', 'SUCCESS', 'FAILED'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export interface DepositOrder {
  orderNo: string;
  channelId: number;
  amountCents: number;
  feeCents: number;
  status: DepositStatus;
  remark: string | null;
  createdAt: number;
  settledAt: number | null;
  /** Bank transfer: the receiving account chosen; null for the other kinds. */
  bankAccountId: number | null;
  payerName: string | null;
  card: { telco: Telco; serial: string } | null;
  /** The DEPOSIT account line this order moves. */
  lineId: number;
}

export const WITHDRAW_STATUSES = ['PENDING', 'PAID', 'REFUSED'] as const;
export type WithdrawStatus = (typeof WITHDRAW_STATUSES)[number];

export interface WithdrawOrder {
  orderNo: string;
  /** The bound receiving account paid into. */
  accountId: number;
  amountCents: number;
  status: WithdrawStatus;
  remark: string | null;
  createdAt: number;
  settledAt: number | null;
  lineId: number;
}

/** A receiving account the member bound for withdrawals; the number is stored whole and answered masked. */
export interface BoundAccount {
  accountId: number;
  bankCode: string;
  accountNumber: string;
  holder: string;
  createdAt: number;
}

/** Everything of one member on the funds page (sandbox/docs/funds.md). */
export interface FundsBook {
  lines: AccountLine[];
  bets: BetRecord[];
  bonuses: Bonus[];
  depositOrders: DepositOrder[];
  withdrawOrders: WithdrawOrder[];
  boundAccounts: BoundAccount[];
  /** Money of PENDING withdrawals: out of the available balance, not paid yet. */
  heldCents: number;
}

export function emptyFundsBook(): FundsBook {
  return { lines: [], bets: [], bonuses: [], depositOrders: [], withdrawOrders: [], boundAccounts: [], heldCents: 0 };
}
