import { MINUTE_MS } from '../../core/epoch.js';
import { LINE_REMARKS } from '../wallet/funds-texts.js';
import type { Contract } from './contracts.js';
import { mulberry32, randomInt } from '../../core/prng.js';
import { postToMainWallet } from './agency-ledger.js';
import type { SandboxStore } from '../../core/store.js';

/** Real-time salary is settled and paid every 5 minutes (spec 001 sections 4 and 9). */
export const REAL_TIME_PERIOD_MS = 5 * MINUTE_MS;
/** A sandbox left alone for days catches up at most one day of periods; older missed periods are skipped. */
const MAX_CATCH_UP_PERIODS = 288;

/** The first period boundary at or after a moment (boundaries are whole multiples of 5 minutes). */
export function periodBoundaryAfter(moment: number): number {
  return Math.ceil(moment / REAL_TIME_PERIOD_MS) * REAL_TIME_PERIOD_MS;
}

/**
 * The team's betting in one period. There is no live betting in the sandbox, so it is drawn from a generator
 * seeded by contract and period: the same period always settles to the same amounts.
 */
function periodBetting(contractId: number, periodStart: number): { validBetCents: number; winLossCents: number } {
  const random = mulberry32(contractId * 7_919 + periodStart / REAL_TIME_PERIOD_MS);
  if (random() < 0.3) return { validBetCents: 0, winLossCents: 0 };
  const validBetCents = randomInt(random, 50, 800) * 100;
  return { validBetCents, winLossCents: Math.round((validBetCents * randomInt(random, -30, 20)) / 100) };
}

function settleContract(store: SandboxStore, contract: Contract, now: number): void {
  if (contract.terms.type !== 'REALTIME_SALARY' || contract.activatedAt === null) return;
  const holder = store.accountById(contract.downlineId);
  if (holder === undefined) return;
  const lastBoundary = Math.floor(now / REAL_TIME_PERIOD_MS) * REAL_TIME_PERIOD_MS;
  let periodStart = Math.max(
    contract.settledUntil ?? periodBoundaryAfter(contract.activatedAt),
    lastBoundary - MAX_CATCH_UP_PERIODS * REAL_TIME_PERIOD_MS,
  );
  for (; periodStart + REAL_TIME_PERIOD_MS <= lastBoundary; periodStart += REAL_TIME_PERIOD_MS) {
    const periodEnd = periodStart + REAL_TIME_PERIOD_MS;
    const { validBetCents, winLossCents } = periodBetting(contract.id, periodStart);
    // The loss rate applies when the team lost the period (the house won), the profit rate otherwise.
    const rateBp = winLossCents < 0 ? contract.terms.lossRateBp : contract.terms.profitRateBp;
    const salaryCents = Math.round((validBetCents * rateBp) / 10_000);
    store.data.agency.realTimePayouts.push({ contractId: contract.id, accountId: holder.id, periodStart, periodEnd, validBetCents, winLossCents, rateBp, salaryCents });
    if (salaryCents > 0) {
      postToMainWallet(store, holder, { type: 'SALARY', cents: salaryCents, orderNo: `RT${contract.id}-${periodEnd}`, remark: LINE_REMARKS.salary, at: periodEnd });
    }
    contract.settledUntil = periodEnd;
  }
}

/** Pays every finished period of every active real-time contract up to now. */
export function settleRealTimeSalaries(store: SandboxStore, now: number): void {
  for (const contract of store.data.agency.contracts) {
    if (contract.status === 'ACTIVE' && contract.type === 'REALTIME_SALARY') settleContract(store, contract, now);
  }
}
