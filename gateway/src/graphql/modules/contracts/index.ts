import type { GatewayModule } from '../../gateway-module.js';
import { realAccount } from '../../roles/real-account.js';
import { toGlobalId } from '../../relay/global-id.js';
import { contractsResolvers } from './contracts-resolvers.js';
import { ContractsService } from './contracts-service.js';
import { ContractActionsService } from './contract-actions-service.js';

/** Agency contracts and their actions. */
export const contractsModule: GatewayModule<{ contracts: ContractsService; contractActions: ContractActionsService }> = {
  sdl: 'contracts',
  resolvers: [contractsResolvers],
  services: {
    contracts: ({ platform, scope }) => new ContractsService(platform, scope),
    contractActions: ({ platform }, services) => new ContractActionsService(platform, services.contracts),
  },
  nodes: {
    // A contract answers only a party to it, found the way @ownTree finds it (Viewer.contracts is REAL_ACCOUNT).
    Contract: async (id, ctx) => ((await realAccount(ctx)) ? ((await ctx.ownTree.contract(toGlobalId('Contract', id))) ?? null) : null),
  },
};

// What other modules and tests use of this one: they import it from here, never from its inner files.
export { isContractKind } from './contract-kinds.js';
export type { ContractsService } from './contracts-service.js';
