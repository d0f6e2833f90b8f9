import type { GatewayModule } from '../../gateway-module.js';
import { rewardsResolvers } from './rewards-resolvers.js';
import { RewardCentreService } from './reward-centre-service.js';
import { MissionsService } from './missions-service.js';

/** The reward centre and missions. */
export const rewardsModule: GatewayModule<{ rewardCentre: RewardCentreService; missions: MissionsService }> = {
  sdl: 'rewards',
  resolvers: [rewardsResolvers],
  services: {
    rewardCentre: ({ platform }) => new RewardCentreService(platform),
    missions: ({ platform }) => new MissionsService(platform),
  },
};

// What other modules and tests use of this one: they import it from here, never from its inner files.
export { rewardCall } from './reward-refusals.js';
export { readCounts } from './rewards-resolvers.js';
