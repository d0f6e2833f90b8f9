import type { FieldErrors } from '../../../lib/errors/field-message';
import { checkRule, isEmail, requiredMessage, type FieldRule } from './rules';
import { validateMobile, type MobileCountry } from './mobile';

export type ChangePasswordField = 'oldPassword' | 'newPassword' | 'confirmPassword';

export interface ChangePasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

function validateNewPassword(
  values: { newPassword: string; confirmPassword: string },
  rule: FieldRule | undefined,
): FieldErrors<'newPassword' | 'confirmPassword'> {
  const errors: FieldErrors<'newPassword' | 'confirmPassword'> = {};
  const newError = rule ? checkRule(values.newPassword, rule, true) : values.newPassword ? undefined : requiredMessage;
  if (newError) errors.newPassword = newError;
  if (!values.confirmPassword) errors.confirmPassword = { id: 'validation.confirmRequired' };
  else if (values.confirmPassword !== values.newPassword) errors.confirmPassword = { id: 'validation.mismatch' };
  return errors;
}

/** Spec 000 §5: old password required; new one required and passing the password rule; the pair equal. */
export function validateChangePassword(values: ChangePasswordValues, rule: FieldRule | undefined): FieldErrors<ChangePasswordField> {
  const errors: FieldErrors<ChangePasswordField> = validateNewPassword(values, rule);
  if (!values.oldPassword) errors.oldPassword = { id: 'password.oldRequired' };
  return errors;
}

export type EmailResetField = 'username' | 'email';

/** Email mode: username required and in username format; email required and valid. */
export function validateEmailReset(
  values: { username: string; email: string },
  usernameRule: FieldRule | undefined,
): FieldErrors<EmailResetField> {
  const errors: FieldErrors<EmailResetField> = {};
  const usernameError = usernameRule ? checkRule(values.username, usernameRule, true) : values.username ? undefined : requiredMessage;
  if (usernameError) errors.username = usernameError;
  if (!values.email) errors.email = requiredMessage;
  else if (!isEmail(values.email)) errors.email = { id: 'validation.email' };
  return errors;
}

export type PhoneResetField = 'mobile' | 'smsCode' | 'newPassword' | 'confirmPassword';

/** Phone mode: mobile number, SMS code and new password (with its confirmation). */
export function validatePhoneReset(
  values: { mobile: string; smsCode: string; newPassword: string; confirmPassword: string },
  country: MobileCountry | undefined,
  passwordRule: FieldRule | undefined,
): FieldErrors<PhoneResetField> {
  const errors: FieldErrors<PhoneResetField> = validateNewPassword(values, passwordRule);
  const mobileError = validateMobile(values.mobile, country);
  if (mobileError) errors.mobile = mobileError;
  if (!values.smsCode.trim()) errors.smsCode = { id: 'validation.codeRequired' };
  return errors;
}
