import type { GatewayModule } from '../../gateway-module.js';
import { registrationResolvers } from './registration-resolvers.js';
import { RegistrationService } from './registration-service.js';

/** Registering a member. */
export const registrationModule: GatewayModule<{ registration: RegistrationService }> = {
  sdl: 'registration',
  resolvers: [registrationResolvers],
  services: {
    registration: ({ platform, scope }, services) => new RegistrationService(platform, scope, services.site, services.account),
  },
};
