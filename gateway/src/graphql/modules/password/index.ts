import type { GatewayModule } from '../../gateway-module.js';
import { passwordResolvers } from './password-resolvers.js';
import { PasswordService } from './password-service.js';

/** Changing and resetting passwords. */
export const passwordModule: GatewayModule<{ passwords: PasswordService }> = {
  sdl: 'password',
  resolvers: [passwordResolvers],
  services: {
    passwords: ({ platform, scope, settings }, services) => new PasswordService(platform, settings, scope, services.site, services.account),
  },
};
