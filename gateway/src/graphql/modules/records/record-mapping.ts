import type { AccountRecord, BetGameType, BetRecord, BetTotals, BonusRecord, GameTypeProfit } from '../../../__generated__/schema-types.js';
import { toGlobalId } from '../../relay/global-id.js';
import { toDecimal } from '../../values/decimal.js';
import type { AccountRecordValue, BetRecordValue, BetTotalsValue, BonusRecordValue } from './upstream-shapes.js';

const GAME_TYPES: readonly BetGameType[] = ['LOTT', 'ELOTT', 'FISH', 'LIVE', 'SPORTS', 'RNG', 'PVP'];

/** The platform's game type; one we do not know yet is filed under RNG rather than failing the whole page. */
export const toBetGameType = (value: string): BetGameType => GAME_TYPES.find((type) => type === value.toUpperCase()) ?? 'RNG';

const isoOrNull = (ms: number | null | undefined): string | null => (typeof ms === 'number' ? new Date(ms).toISOString() : null);

export function toBetRecord(value: BetRecordValue): BetRecord {
  return {
    id: toGlobalId('BetRecord', value.betId),
    betNo: value.betId,
    gameType: toBetGameType(value.gameType),
    vendorCode: value.vendor ?? null,
    vendorName: value.vendorName,
    gameName: value.gameName,
    betAmount: toDecimal(value.betAmount),
    validBet: toDecimal(value.validBet),
    winLoss: toDecimal(value.winLoss),
    status: value.status,
    placedAt: new Date(value.betTime).toISOString(),
    settledAt: isoOrNull(value.settledAt),
  };
}

export const toBetTotals = (value: BetTotalsValue): Omit<BetTotals, '__typename'> => ({
  betCount: value.betCount,
  betAmount: toDecimal(value.betAmount),
  validBet: toDecimal(value.validBet),
  winLoss: toDecimal(value.winLoss),
});

export const toGameTypeProfit = (value: BetTotalsValue & { gameType: string }): GameTypeProfit => ({
  gameType: toBetGameType(value.gameType),
  ...toBetTotals(value),
});

export function toAccountRecord(value: AccountRecordValue): AccountRecord {
  return {
    id: toGlobalId('AccountRecord', String(value.transId)),
    orderNo: value.orderNo ?? null,
    type: value.transType,
    amount: toDecimal(value.amount),
    balanceAfter: value.balanceAfter === null || value.balanceAfter === undefined ? null : toDecimal(value.balanceAfter),
    status: value.status,
    remark: value.remark ?? null,
    createdAt: new Date(value.createdAt).toISOString(),
  };
}

export function toBonusRecord(value: BonusRecordValue): BonusRecord {
  return {
    id: toGlobalId('BonusRecord', String(value.bonusId)),
    orderNo: value.orderNo ?? null,
    title: value.bonusName,
    type: value.bonusType,
    amount: toDecimal(value.amount),
    status: value.status,
    remark: value.remark ?? null,
    createdAt: new Date(value.createdAt).toISOString(),
  };
}
