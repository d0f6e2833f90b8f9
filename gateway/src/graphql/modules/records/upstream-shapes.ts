import type { PageValue } from '../../shared/page-values.js';

/** Value shapes of the member's report calls (sandbox/docs/funds.md, Records). */
type Amount = number | string;

export interface BetRecordValue {
  betId: string;
  gameType: string;
  vendor?: string | null;
  vendorName: string;
  gameName: string;
  betAmount: Amount;
  validBet: Amount;
  winLoss: Amount;
  status: 'SETTLED' | 'UNSETTLED' | 'CANCELLED';
  betTime: number;
  settledAt?: number | null;
}

export interface BetTotalsValue {
  betCount: number;
  betAmount: Amount;
  validBet: Amount;
  winLoss: Amount;
}

export interface BetRecordsValue extends PageValue<BetRecordValue> {
  summary: BetTotalsValue;
}

export interface AccountRecordValue {
  transId: number | string;
  orderNo?: string | null;
  transType: 'DEPOSIT' | 'WITHDRAW' | 'TRANSFER' | 'BONUS' | 'REBATE' | 'ADJUSTMENT';
  amount: Amount;
  balanceAfter?: Amount | null;
  status: 'SUCCESS' | 'PENDING' | 'FAILED';
  remark?: string | null;
  createdAt: number;
}

export interface AccountRecordsValue extends PageValue<AccountRecordValue> {
  totalIn: Amount;
  totalOut: Amount;
}

export interface ProfitLossValue {
  startTime: number | null;
  endTime: number | null;
  games: (BetTotalsValue & { gameType: string })[];
  totals: BetTotalsValue;
  deposit: Amount;
  withdraw: Amount;
  bonus: Amount;
  rebate: Amount;
  netProfit: Amount;
}

export interface BonusRecordValue {
  bonusId: number | string;
  orderNo?: string | null;
  bonusName: string;
  bonusType: 'PROMOTION' | 'VIP_UPGRADE' | 'VIP_MONTHLY' | 'MISSION' | 'DEPOSIT_BONUS';
  amount: Amount;
  status: 'ISSUED' | 'PENDING' | 'CANCELLED';
  createdAt: number;
  remark?: string | null;
}

export interface BonusRecordsValue extends PageValue<BonusRecordValue> {
  totalAmount: Amount;
}
