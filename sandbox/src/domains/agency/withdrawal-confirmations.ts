import { DAY_MS, MINUTE_MS, SEED_EPOCH_MS } from '../../core/epoch.js';

export type WithdrawalConfirmStatus = 'AWAITING' | 'RECEIVED' | 'NOT_RECEIVED' | 'PARTIAL' | 'AUTO_RECEIVED';

/** A withdrawal the payer has disbursed and the member must confirm (spec 001 section 4). */
export interface WithdrawalConfirmation {
  id: number;
  orderNo: string;
  accountId: number;
  amountCents: number;
  /** When the payer disbursed; the auto-receive deadline counts from here. */
  requestedAt: number;
  status: WithdrawalConfirmStatus;
  confirmedAt: number | null;
  receivedCents: number | null;
  proofImageCount: number;
  payerName: string;
  bankName: string;
  bankAccount: string;
}

export const AUTO_RECEIVE_MINUTES = 30;
export const FIRST_WITHDRAWAL_ID = 880_001;

function awaiting(id: number, accountId: number, cents: number, minutesAgo: number, payerName: string, bankName: string): WithdrawalConfirmation {
  return {
    id,
    orderNo: `WD${id}`,
    accountId,
    amountCents: cents,
    requestedAt: SEED_EPOCH_MS - minutesAgo * MINUTE_MS,
    status: 'AWAITING',
    confirmedAt: null,
    receivedCents: null,
    proofImageCount: 0,
    payerName,
    bankName,
    bankAccount: `****${String(id).slice(-4)}`,
  };
}

/** Pending ones for player01 and agent01 (re-dated to the first agency call, see agency-sync), and some history. */
export function seedWithdrawalConfirmations(): WithdrawalConfirmation[] {
  const history: WithdrawalConfirmation = {
    ...awaiting(880_005, 100_001, 30_000, 0, 'Trần *** Bình', 'Vietcombank'),
    requestedAt: SEED_EPOCH_MS - 3 * DAY_MS,
    status: 'RECEIVED',
    confirmedAt: SEED_EPOCH_MS - 3 * DAY_MS + 12 * MINUTE_MS,
    receivedCents: 30_000,
  };
  return [
    awaiting(880_001, 100_001, 50_000, 5, 'Nguyễn *** Hải', 'Vietcombank'),
    awaiting(880_002, 100_001, 120_050, 12, 'Lê *** Mai', 'Techcombank'),
    awaiting(880_003, 200_001, 1_000_000, 3, 'Phạm *** Tú', 'BIDV'),
    awaiting(880_004, 200_001, 250_000, 20, 'Võ *** An', 'ACB'),
    history,
  ];
}
