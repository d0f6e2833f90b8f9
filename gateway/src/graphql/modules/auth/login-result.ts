import type { ViewerPayloadModel } from '../account/index.js';
import type { UserError } from '../../../__generated__/schema-types.js';

export interface LoginResult extends ViewerPayloadModel {
  captchaRequired: boolean;
  firstTimeLogin: boolean;
  passwordChangeRequired: boolean;
}

export const failedLogin = (userErrors: UserError[], captchaRequired = false): LoginResult => ({
  viewer: null,
  captchaRequired,
  firstTimeLogin: false,
  passwordChangeRequired: false,
  userErrors,
});
