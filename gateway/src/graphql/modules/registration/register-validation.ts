import type { RegisterInput, UserError } from '../../../__generated__/schema-types.js';
import { checkMobile } from '../auth/index.js';
import { featureDisabled, isInvalid, userError, type Checked } from '../../shared/user-errors.js';
import type { CountryModel, FeatureSwitchesModel } from '../site/index.js';
import { checkRule, type RegisterSettingsValue } from './field-rules.js';
import { REGISTRATION_FIELDS, type RegistrationFieldSpec } from './registration-fields.js';
import { normalRealName, realNameProblem } from '../../values/real-name.js';
import { effectiveRule } from './registration-form.js';

export interface RegistrationRules {
  settings: RegisterSettingsValue;
  features: FeatureSwitchesModel;
  countries: readonly CountryModel[];
}

/** What the platform's registration call receives (before the gateway adds domain and method). */
export type RegistrationFields = Record<string, string>;

/** The payee is the member's real name (spec 000 section 5); the platform's own rule bounds its length. */
function payeeNameProblem(spec: RegistrationFieldSpec, value: string): UserError | undefined {
  return spec.name === 'PAYEE_NAME' ? realNameProblem(spec.input, value) : undefined;
}

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const REFERRAL_CODE = /^[A-Za-z0-9]{1,32}$/;

function textOf(input: RegisterInput, key: keyof RegisterInput, secret: boolean): string | undefined {
  const raw = input[key];
  if (typeof raw !== 'string') return undefined;
  const value = secret ? raw : raw.trim();
  return value === '' ? undefined : value;
}

/**
 * Checks every field with the platform's own rules, so an invalid form never reaches the platform. Each
 * problem is reported on its field at once; a field the form does not enable is left out of the call.
 */
/** Firebase ID tokens are JWTs of a few hundred bytes to a couple of kilobytes. */
const FIREBASE_ID_TOKEN_MAX = 4096;

export function validateRegistration(input: RegisterInput, rules: RegistrationRules): Checked<RegistrationFields> {
  const { features, settings } = rules;
  const methodOn = input.method === 'USERNAME' ? features.usernameRegistration : features.mobileRegistration;
  if (!methodOn) return { errors: [featureDisabled('method')] };

  const errors: UserError[] = [];
  const fields: RegistrationFields = {};
  const mobileGiven = textOf(input, 'mobile', false) !== undefined;
  // Third-party SMS: Firebase verified the number, and its ID token stands for the SMS code.
  const firebaseIdToken = mobileGiven ? textOf(input, 'firebaseIdToken', true) : undefined;

  for (const spec of REGISTRATION_FIELDS) {
    const rule = effectiveRule(spec, settings, features, input.method);
    // The SMS code belongs to a mobile number: without one there is nothing to verify.
    if (!rule.enabled || (spec.name === 'VERIFICATION_CODE' && (!mobileGiven || firebaseIdToken !== undefined))) continue;
    let value = textOf(input, spec.input, spec.secret === true);
    if (value === undefined) {
      if (rule.required) errors.push(userError(spec.input, 'REQUIRED', 'This field is required.'));
      continue;
    }
    if (spec.name === 'MOBILE') {
      const mobile = checkMobile(value, input.countryDialingCode ?? '', rules.countries);
      if (isInvalid(mobile)) {
        errors.push(...mobile.errors);
        continue;
      }
      // The platform checks the number it receives; it receives the national digits.
      value = mobile.value.national;
      fields.countryDialingCode = mobile.value.countryDialingCode;
    }
    if (spec.name === 'PAYEE_NAME') value = normalRealName(value);
    const broken = checkRule(spec.input, value, rule, spec.name === 'EMAIL' ? 'INVALID_EMAIL' : 'INVALID_FORMAT') ?? payeeNameProblem(spec, value);
    if (broken !== undefined) errors.push(broken);
    else if (spec.name === 'EMAIL' && !EMAIL.test(value)) errors.push(userError('email', 'INVALID_EMAIL', 'Enter a valid email address.'));
    else fields[spec.platform] = value;
  }

  if (firebaseIdToken !== undefined) {
    if (firebaseIdToken.length > FIREBASE_ID_TOKEN_MAX) errors.push(userError('firebaseIdToken', 'INVALID_FORMAT', 'This token is not valid.'));
    else Object.assign(fields, { firebaseChannel: 'sms', firebaseIdToken });
  }
  const { password, confirmPassword } = input;
  if (fields.password !== undefined && fields.confirmPassword !== undefined && password !== confirmPassword) {
    errors.push(userError('confirmPassword', 'MISMATCH', 'The passwords do not match.'));
  }
  const referralCode = textOf(input, 'referralCode', false);
  if (referralCode !== undefined) {
    if (REFERRAL_CODE.test(referralCode)) fields.referralCode = referralCode;
    else errors.push(userError('referralCode', 'INVALID_FORMAT', 'This referral code is not valid.'));
  }
  if (!input.acceptTerms) errors.push(userError('acceptTerms', 'TERMS_NOT_ACCEPTED', 'Please accept the user agreement.'));
  if (!input.confirmAge) errors.push(userError('confirmAge', 'AGE_NOT_CONFIRMED', 'Please confirm your age.'));
  return errors.length > 0 ? { errors } : { value: fields };
}
