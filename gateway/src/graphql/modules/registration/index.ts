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

// What other modules and tests use of this one: they import it from here, never from its inner files.
export { checkRule, ruleOf } from './field-rules.js';
export type { RegisterSettingsValue } from './field-rules.js';
export { loadRegisterSettings } from './register-settings.js';
export { validateRegistration } from './register-validation.js';
export { INPUT_NAME_OF_PLATFORM_FIELD } from './registration-fields.js';
