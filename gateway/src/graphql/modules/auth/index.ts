import type { GatewayModule } from '../../gateway-module.js';
import { authResolvers } from './auth-resolvers.js';
import { AuthService } from './auth-service.js';

/** Logging in and out, SMS codes, captchas and free play. */
export const authModule: GatewayModule<{ auth: AuthService }> = {
  sdl: 'auth',
  resolvers: [authResolvers],
  services: {
    auth: ({ platform, scope, settings }, services) => new AuthService(platform, settings, scope, services.site, services.account),
  },
};
