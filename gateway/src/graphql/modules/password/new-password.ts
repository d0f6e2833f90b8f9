import type { UserError } from '../../../__generated__/schema-types.js';
import { DEFAULT_PASSWORD } from '../auth/index.js';
import { userError } from '../../shared/user-errors.js';
import { checkRule, type RegisterSettingsValue, ruleOf } from '../registration/index.js';

export interface NewPasswordFields {
  newPassword: string;
  confirmPassword: string;
}

/**
 * A new password follows the registration password rule (pattern id 4 on the platform), is not the default
 * that forces a change, and equals its confirmation. Passwords are taken exactly as typed.
 */
export function checkNewPassword(input: NewPasswordFields, settings: RegisterSettingsValue): UserError[] {
  const errors: UserError[] = [];
  const { newPassword, confirmPassword } = input;
  if (newPassword === '') {
    errors.push(userError('newPassword', 'REQUIRED', 'Enter a new password.'));
  } else {
    const broken = checkRule('newPassword', newPassword, ruleOf(settings.password));
    if (broken !== undefined) errors.push(broken);
    else if (newPassword === DEFAULT_PASSWORD) errors.push(userError('newPassword', 'NOT_ALLOWED', 'Choose a password other than the default one.'));
  }
  if (confirmPassword === '') errors.push(userError('confirmPassword', 'REQUIRED', 'Enter the new password again.'));
  else if (newPassword !== '' && confirmPassword !== newPassword) {
    errors.push(userError('confirmPassword', 'MISMATCH', 'The passwords do not match.'));
  }
  return errors;
}

/** The platform's names for the password fields → ours, for refusals it names by field. */
export const PASSWORD_FIELD_NAMES: Readonly<Record<string, string>> = {
  oldPassword: 'oldPassword',
  newPassword: 'newPassword',
  confirmNewPassword: 'confirmPassword',
  mobileNum: 'mobile',
  countryDialingCode: 'countryDialingCode',
  verificationCode: 'smsCode',
};
