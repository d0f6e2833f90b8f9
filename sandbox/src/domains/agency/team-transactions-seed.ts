import { DAY_MS, MINUTE_MS, SEED_EPOCH_MS } from '../../core/epoch.js';
import type { Localized } from '../../core/localized.js';
import { pick, randomInt } from '../../core/prng.js';
import type { Random } from '../../core/prng.js';
import { TEAM_BET_DAYS } from './team-bets.js';

export const TRANSACTION_TYPES = [
  'DEPOSIT',
  'WITHDRAW',
  'TRANSFER_IN',
  'TRANSFER_OUT',
  'REBATE',
  'BONUS',
  'SALARY',
  'DIVIDEND',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export type TransactionStatus = 'SUCCESS' | 'PENDING' | 'FAILED';

/** One line of an account's money record, as the agent centre's account details show it. */
export interface TeamTransaction {
  id: number;
  orderNo: string;
  accountId: number;
  type: TransactionType;
  /** Signed: money in is positive, money out negative. */
  amountCents: number;
  status: TransactionStatus;
  createdAt: number;
  remark: Localized;
}

/** Signs of the types: which ones take money out of the account. */
export const OUTGOING_TYPES: ReadonlySet<TransactionType> = new Set(['WITHDRAW', 'TRANSFER_OUT']);

export const FIRST_TRANSACTION_ID = 510_001;

function orderNo(type: TransactionType, id: number): string {
  return `${type.slice(0, 2)}${id}`;
}

function seededLine(random: Random, id: number, accountId: number, type: TransactionType, cents: number): TeamTransaction {
  const createdAt = SEED_EPOCH_MS - randomInt(random, 0, TEAM_BET_DAYS - 1) * DAY_MS - randomInt(random, 1, 1_400) * MINUTE_MS;
  const status: TransactionStatus =
    type === 'DEPOSIT' || type === 'WITHDRAW' ? pick(random, ['SUCCESS', 'SUCCESS', 'SUCCESS', 'SUCCESS', 'FAILED'] as const) : 'SUCCESS';
  return {
    id,
    orderNo: orderNo(type, id),
    accountId,
    type,
    amountCents: OUTGOING_TYPES.has(type) ? -cents : cents,
    status,
    createdAt,
    remark: { vi: '', en: '' },
  };
}

/** Deposits, withdrawals, rebates and bonuses over the seeded 30 days, oldest first. */
export function seedTeamTransactions(random: Random, accountIds: readonly number[]): TeamTransaction[] {
  const lines: TeamTransaction[] = [];
  let id = FIRST_TRANSACTION_ID;
  for (const accountId of accountIds) {
    const plan: [TransactionType, number, number, number][] = [
      ['DEPOSIT', randomInt(random, 1, 5), 100, 20_000],
      ['WITHDRAW', randomInt(random, 0, 2), 200, 10_000],
      ['REBATE', randomInt(random, 2, 6), 1, 300],
      ['BONUS', randomInt(random, 0, 2), 10, 500],
    ];
    for (const [type, count, min, max] of plan) {
      for (let index = 0; index < count; index += 1) {
        lines.push(seededLine(random, id, accountId, type, randomInt(random, min, max) * 100));
        id += 1;
      }
    }
  }
  return lines.sort((a, b) => a.createdAt - b.createdAt || a.id - b.id);
}
