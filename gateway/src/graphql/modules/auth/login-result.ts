import type { ResolversParentTypes, UserError } from '../../../__generated__/resolvers-types.js';

export type LoginResult = ResolversParentTypes['LoginPayload'];

export const failedLogin = (userErrors: UserError[], captchaRequired = false): LoginResult => ({
  viewer: null,
  captchaRequired,
  firstTimeLogin: false,
  passwordChangeRequired: false,
  userErrors,
});
