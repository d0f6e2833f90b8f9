import type { Account } from '../../core/accounts.js';
import { SEED_NUMBER } from '../../core/epoch.js';
import { mulberry32 } from '../../core/prng.js';
import { seedAgentNotices } from './agent-notices.js';
import type { AgentNotice } from './agent-notices.js';
import { FIRST_CONTRACT_ID, seedContracts } from './contracts.js';
import type { Contract } from './contracts.js';
import { seedTeamBets } from './team-bets.js';
import type { DailyBet } from './team-bets.js';
import { FIRST_TRANSACTION_ID, seedTeamTransactions } from './team-transactions-seed.js';
import type { TeamTransaction } from './team-transactions-seed.js';
import { AUTO_RECEIVE_MINUTES, FIRST_WITHDRAWAL_ID, seedWithdrawalConfirmations } from './withdrawal-confirmations.js';
import type { WithdrawalConfirmation } from './withdrawal-confirmations.js';

/** The agency group's own random stream, so other groups' seed data never shifts it (and the reverse). */
const AGENCY_SEED_OFFSET = 4_000;

/** One settled 5-minute period of a real-time salary contract. */
export interface RealTimePayout {
  contractId: number;
  accountId: number;
  periodStart: number;
  periodEnd: number;
  validBetCents: number;
  winLossCents: number;
  rateBp: number;
  salaryCents: number;
}

/** A completed transfer to a downline, kept by the sender's order number so a retry answers it again. */
export interface DownlineTransfer {
  orderNo: string;
  senderId: number;
  recipientId: number;
  amountCents: number;
  remark: string;
  createdAt: number;
  senderBalanceCents: number;
}

export interface AgencyData {
  /**
   * The sandbox moment the clock-driven seed (pending withdrawal confirmations, the active real-time salary)
   * was re-dated to; null until the first agency call after a reset.
   */
  anchoredAt: number | null;
  autoReceiveMinutes: number;
  teamBets: DailyBet[];
  transactions: TeamTransaction[];
  nextTransactionId: number;
  contracts: Contract[];
  nextContractId: number;
  realTimePayouts: RealTimePayout[];
  withdrawalConfirmations: WithdrawalConfirmation[];
  nextWithdrawalId: number;
  transfers: DownlineTransfer[];
  agentNotices: AgentNotice[];
}

/** Everyone in an agent tree bets and moves money; accounts outside every tree (vip01) do not show up here. */
function networkIds(accounts: readonly Account[]): number[] {
  const byId = new Map(accounts.map((account) => [account.id, account]));
  const topAgentOf = (account: Account): Account => {
    let current = account;
    for (let upline = byId.get(current.uplineId ?? -1); upline !== undefined; upline = byId.get(upline.uplineId ?? -1)) {
      current = upline;
    }
    return current;
  };
  return accounts.filter((account) => topAgentOf(account).type !== 0 && topAgentOf(account).type !== 4).map((account) => account.id);
}

export function seedAgencyData(accounts: readonly Account[]): AgencyData {
  const random = mulberry32(SEED_NUMBER + AGENCY_SEED_OFFSET);
  const members = networkIds(accounts);
  const teamBets = seedTeamBets(random, members);
  const transactions = seedTeamTransactions(random, members);
  const contracts = seedContracts();
  const withdrawalConfirmations = seedWithdrawalConfirmations();
  return {
    anchoredAt: null,
    autoReceiveMinutes: AUTO_RECEIVE_MINUTES,
    teamBets,
    transactions,
    nextTransactionId: FIRST_TRANSACTION_ID + transactions.length,
    contracts,
    nextContractId: FIRST_CONTRACT_ID + contracts.length,
    realTimePayouts: [],
    withdrawalConfirmations,
    nextWithdrawalId: FIRST_WITHDRAWAL_ID + withdrawalConfirmations.length,
    transfers: [],
    agentNotices: seedAgentNotices(),
  };
}
