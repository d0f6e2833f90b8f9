import { agentAnnouncementRoutes } from './agent-announcements.js';
import { agentReferralRoutes } from './agent-referral.js';
import { consolidatedContractRoutes } from './consolidated-contracts.js';
import { contractProcessingRoutes } from './contract-processing.js';
import { downlineContractRoutes } from './downline-contracts.js';
import { downlineListRoutes } from './downline-list.js';
import { realTimeSalaryRoutes } from './real-time-salary.js';
import { teamBetReportRoutes } from './team-bet-report.js';
import { teamOverviewRoutes } from './team-overview.js';
import { teamTransactionRoutes } from './team-transactions.js';
import { transferToDownlineRoutes } from './transfer-to-downline.js';
import { withdrawalConfirmationRoutes } from './withdrawal-confirmation.js';

/** The agency group: agent centre, upline/downline money, contracts, withdrawal confirmation (docs/agency.md). */
export const agencyRoutes = [
  ...agentAnnouncementRoutes,
  ...agentReferralRoutes,
  ...teamOverviewRoutes,
  ...downlineListRoutes,
  ...teamBetReportRoutes,
  ...teamTransactionRoutes,
  ...transferToDownlineRoutes,
  ...consolidatedContractRoutes,
  ...contractProcessingRoutes,
  ...downlineContractRoutes,
  ...realTimeSalaryRoutes,
  ...withdrawalConfirmationRoutes,
];
