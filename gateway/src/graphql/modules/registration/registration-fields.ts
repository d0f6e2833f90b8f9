import type { RegisterInput, RegistrationFieldName } from '../../../__generated__/schema-types.js';

type TextInputField = {
  [K in keyof RegisterInput]-?: NonNullable<RegisterInput[K]> extends string ? K : never;
}[keyof RegisterInput];

export interface RegistrationFieldSpec {
  name: RegistrationFieldName;
  /** The key in the platform's register settings and registration body. */
  platform: string;
  /** The RegisterInput field, which is also the userError's `field`. */
  input: TextInputField;
  /** Passwords are taken exactly as typed; everything else is trimmed. */
  secret?: boolean;
}

/** The registration form's fields in display order, with the names each side uses. */
export const REGISTRATION_FIELDS: readonly RegistrationFieldSpec[] = [
  { name: 'USERNAME', platform: 'username', input: 'username' },
  { name: 'PASSWORD', platform: 'password', input: 'password', secret: true },
  { name: 'CONFIRM_PASSWORD', platform: 'confirmPassword', input: 'confirmPassword', secret: true },
  { name: 'MOBILE', platform: 'mobileNum', input: 'mobile' },
  { name: 'VERIFICATION_CODE', platform: 'verificationCode', input: 'verificationCode' },
  { name: 'PAYEE_NAME', platform: 'payeeName', input: 'payeeName' },
  { name: 'PAYMENT_PASSWORD', platform: 'paymentPassword', input: 'paymentPassword', secret: true },
  { name: 'QQ', platform: 'qqNum', input: 'qq' },
  { name: 'LINE', platform: 'line', input: 'line' },
  { name: 'WHATSAPP', platform: 'whatsapp', input: 'whatsapp' },
  { name: 'FACEBOOK', platform: 'facebook', input: 'facebook' },
  { name: 'WECHAT', platform: 'wechat', input: 'wechat' },
  { name: 'ID_NUMBER', platform: 'idNumber', input: 'idNumber' },
  { name: 'EMAIL', platform: 'email', input: 'email' },
  { name: 'AFFILIATE_CODE', platform: 'affiliateCode', input: 'affiliateCode' },
  { name: 'CAPTCHA', platform: 'captcha', input: 'captcha' },
];

/** Platform field name → input field name, for refusals the platform names by its own field. */
export const INPUT_NAME_OF_PLATFORM_FIELD: Readonly<Record<string, string>> = {
  ...Object.fromEntries(REGISTRATION_FIELDS.map((field) => [field.platform, field.input])),
  mobileNo: 'mobile',
  referralCode: 'referralCode',
  countryDialingCode: 'countryDialingCode',
};

/** The age a visitor confirms ("I am 18 years old and agree to accept", spec 000 section 9). */
export const MINIMUM_AGE = 18;
/** Verification codes are at most 255 characters (spec 000 section 9). */
export const VERIFICATION_CODE_MAX = 255;
