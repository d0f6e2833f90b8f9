import type { RegistrationFieldName, RegistrationMethod } from '../../../gql/graphql';
import type { FieldRule } from './rules';

export type RegisterTextField =
  | 'username'
  | 'password'
  | 'confirmPassword'
  | 'mobile'
  | 'verificationCode'
  | 'email'
  | 'payeeName'
  | 'paymentPassword'
  | 'qq'
  | 'line'
  | 'whatsapp'
  | 'facebook'
  | 'wechat'
  | 'idNumber'
  | 'affiliateCode'
  | 'captcha';

export type RegisterField = RegisterTextField | 'acceptTerms' | 'confirmAge';

const fieldByName: Record<RegistrationFieldName, RegisterTextField> = {
  USERNAME: 'username',
  PASSWORD: 'password',
  CONFIRM_PASSWORD: 'confirmPassword',
  MOBILE: 'mobile',
  VERIFICATION_CODE: 'verificationCode',
  PAYEE_NAME: 'payeeName',
  PAYMENT_PASSWORD: 'paymentPassword',
  QQ: 'qq',
  LINE: 'line',
  WHATSAPP: 'whatsapp',
  FACEBOOK: 'facebook',
  WECHAT: 'wechat',
  ID_NUMBER: 'idNumber',
  EMAIL: 'email',
  AFFILIATE_CODE: 'affiliateCode',
  CAPTCHA: 'captcha',
};

/** Shown when the site enables them, with no special role in either registration type. */
const optionalContactFields: readonly RegisterTextField[] = [
  'email',
  'payeeName',
  'paymentPassword',
  'qq',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
];

/** The order fields appear in, and the order the first invalid one is searched in. */
export const registerFieldOrder: readonly RegisterField[] = [
  'username',
  'mobile',
  'verificationCode',
  'password',
  'confirmPassword',
  ...optionalContactFields,
  'affiliateCode',
  'captcha',
  'acceptTerms',
  'confirmAge',
];

export interface NamedFieldRule extends FieldRule {
  name: RegistrationFieldName;
}

export interface RegistrationRules {
  methods: ReadonlyArray<RegistrationMethod>;
  smsVerification: boolean;
  mobilePassword: boolean;
  minimumAge: number;
  fields: ReadonlyArray<NamedFieldRule>;
}

export interface VisibleField {
  field: RegisterTextField;
  required: boolean;
  rule: FieldRule | undefined;
}

/** What the URL's invitation code decided: a valid code hides the field, an invalid one forces it to show. */
export type AffiliateFromUrl = { code: string; valid: boolean } | null;

export function ruleFor(rules: { fields: ReadonlyArray<NamedFieldRule> }, field: RegisterTextField): FieldRule | undefined {
  return rules.fields.find((rule) => fieldByName[rule.name] === field);
}

/**
 * Which fields the form shows for a registration type, and which are required (spec 000 §2 and §5): the
 * server's flags per field, the mobile tab forcing the mobile number, the password pair on the mobile tab only
 * with mobilePassword, the SMS code with smsVerification.
 */
export function visibleRegisterFields(
  rules: RegistrationRules,
  method: RegistrationMethod,
  affiliate: AffiliateFromUrl,
): VisibleField[] {
  const visible: VisibleField[] = [];
  const add = (field: RegisterTextField, required: boolean) => visible.push({ field, required, rule: ruleFor(rules, field) });
  const enabled = (field: RegisterTextField) => ruleFor(rules, field)?.enabled ?? false;
  const required = (field: RegisterTextField) => ruleFor(rules, field)?.required ?? false;
  const byMobile = method === 'MOBILE';

  if (!byMobile) add('username', true);
  const mobileShown = byMobile || enabled('mobile');
  if (mobileShown) add('mobile', byMobile || required('mobile'));
  if (mobileShown && rules.smsVerification) add('verificationCode', byMobile || required('mobile'));
  if (!byMobile || rules.mobilePassword) {
    add('password', true);
    add('confirmPassword', true);
  }
  for (const field of optionalContactFields) if (enabled(field)) add(field, required(field));
  const affiliateHidden = affiliate?.valid === true;
  const affiliateForced = affiliate !== null && !affiliate.valid;
  if (!affiliateHidden && (enabled('affiliateCode') || affiliateForced)) add('affiliateCode', required('affiliateCode'));
  if (enabled('captcha')) add('captcha', true);
  return visible;
}

/** The registration field that shows a server userError about `serverField` (RegisterInput's names). */
export function registerFieldOf(serverField: string): RegisterField | null {
  if (serverField === 'countryDialingCode') return 'mobile';
  return (registerFieldOrder as readonly string[]).includes(serverField) ? (serverField as RegisterField) : null;
}
