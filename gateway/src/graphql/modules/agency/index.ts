import type { GatewayModule } from '../../gateway-module.js';
import { PaymentPasswordLock } from '../../shared/payment-password-lock.js';
import { agencyResolvers } from './agency-resolvers.js';
import { AgentCentreService } from './agent-centre-service.js';
import { TeamService } from './team-service.js';
import { TeamReportsService } from './team-reports-service.js';
import { DownlineTransferService } from './downline-transfer-service.js';
import { OwnTree } from './own-tree.js';

/** The agent centre: team, reports, downline transfers and the own-tree lookups of @ownTree. */
export const agencyModule: GatewayModule<{ agentCentre: AgentCentreService; team: TeamService; teamReports: TeamReportsService; downlineTransfers: DownlineTransferService; ownTree: OwnTree }> = {
  sdl: 'agency',
  resolvers: [agencyResolvers],
  services: {
    agentCentre: ({ platform, scope }, services) => new AgentCentreService(platform, scope, services.account, services.contracts),
    team: ({ platform, scope }, services) => new TeamService(platform, scope, services.site),
    teamReports: ({ platform }) => new TeamReportsService(platform),
    downlineTransfers: ({ platform, settings }, services) => new DownlineTransferService(platform, services.wallets, new PaymentPasswordLock(settings.throttles.wrongPaymentPasswordPerAccount)),
    ownTree: ({ platform, scope }, services) => new OwnTree(platform, scope, services.contracts),
  },
};
