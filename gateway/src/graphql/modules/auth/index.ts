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

// What other modules and tests use of this one: they import it from here, never from its inner files.
export { checkSmsCode } from './login-input.js';
export { checkMobile } from './mobile-number.js';
export { DEFAULT_PASSWORD } from './password-policy.js';
export { platformRejection } from './platform-rejections.js';
export { sessionFor } from './platform-session.js';
