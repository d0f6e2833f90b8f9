import { MINUTE_MS, SEED_EPOCH_MS } from '../../core/epoch.js';
import { REAL_TIME_PERIOD_MS, settleRealTimeSalaries } from './agency-realtime-settlement.js';
import type { SandboxStore } from '../../core/store.js';

/**
 * The seed is dated from a fixed epoch, but withdrawal deadlines and real-time salary run on the sandbox clock.
 * On the first agency call after a reset the clock-driven seed is moved forward by (now - epoch), so a fresh
 * sandbox always starts with withdrawals awaiting confirmation and an hour of real-time salary, whatever the
 * real date is. Nothing else is re-dated: team reports keep their seeded days.
 */
function anchorSeed(store: SandboxStore, now: number): void {
  const agency = store.data.agency;
  if (agency.anchoredAt !== null) return;
  const shift = now - SEED_EPOCH_MS;
  for (const withdrawal of agency.withdrawalConfirmations) {
    if (withdrawal.status === 'AWAITING') withdrawal.requestedAt += shift;
  }
  for (const contract of agency.contracts) {
    if (contract.type !== 'REALTIME_SALARY' || contract.status !== 'ACTIVE') continue;
    if (contract.activatedAt !== null) contract.activatedAt += shift;
    if (contract.respondedAt !== null) contract.respondedAt += shift;
    if (contract.settledUntil !== null) contract.settledUntil = Math.floor((contract.settledUntil + shift) / REAL_TIME_PERIOD_MS) * REAL_TIME_PERIOD_MS;
  }
  agency.anchoredAt = now;
}

/** Withdrawals not confirmed within the configured minutes count as received (spec 001 section 8). */
function autoReceive(store: SandboxStore, now: number): void {
  const deadlineMs = store.data.agency.autoReceiveMinutes * MINUTE_MS;
  for (const withdrawal of store.data.agency.withdrawalConfirmations) {
    if (withdrawal.status === 'AWAITING' && now >= withdrawal.requestedAt + deadlineMs) {
      withdrawal.status = 'AUTO_RECEIVED';
      withdrawal.confirmedAt = withdrawal.requestedAt + deadlineMs;
      withdrawal.receivedCents = withdrawal.amountCents;
    }
  }
}

/** Brings the agency state up to the sandbox clock and answers that moment; every agency call starts here. */
export function syncAgency(store: SandboxStore): number {
  const now = store.clock.now();
  anchorSeed(store, now);
  autoReceive(store, now);
  settleRealTimeSalaries(store, now);
  return now;
}
