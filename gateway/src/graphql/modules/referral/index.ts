import type { GatewayModule } from '../../gateway-module.js';
import { referralResolvers } from './referral-resolvers.js';
import { ReferralService } from './referral-service.js';

/** The member's referral link and invitees. */
export const referralModule: GatewayModule<{ referral: ReferralService }> = {
  sdl: 'referral',
  resolvers: [referralResolvers],
  services: {
    referral: ({ platform, scope }) => new ReferralService(platform, scope),
  },
};

// What other modules and tests use of this one: they import it from here, never from its inner files.
export { invitationQrCode } from './invitation-link.js';
