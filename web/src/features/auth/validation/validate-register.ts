import type { FieldErrors } from '../../../lib/errors/field-message';
import { validateMobile, compactMobile, type MobileCountry } from './mobile';
import type { RegisterField, RegisterTextField, VisibleField } from './register-fields';
import { checkRule, isEmail, requiredMessage } from './rules';
import { verificationCodeMaxLength } from './limits';
import { normalRealName, realNameError } from '../../../lib/names/real-name';

export type RegisterValues = Record<RegisterTextField, string> & {
  countryCode: string;
  acceptTerms: boolean;
  confirmAge: boolean;
};

export const emptyRegisterValues = (countryCode: string): RegisterValues => ({
  username: '',
  password: '',
  confirmPassword: '',
  mobile: '',
  verificationCode: '',
  email: '',
  payeeName: '',
  paymentPassword: '',
  qq: '',
  line: '',
  whatsapp: '',
  facebook: '',
  wechat: '',
  idNumber: '',
  affiliateCode: '',
  captcha: '',
  countryCode,
  acceptTerms: false,
  confirmAge: false,
});

// Passwords are sent as typed; every other text is trimmed.
const untrimmed: ReadonlySet<RegisterTextField> = new Set(['password', 'confirmPassword', 'paymentPassword']);

export function registerValue(values: RegisterValues, field: RegisterTextField): string {
  if (field === 'mobile') return compactMobile(values.mobile);
  if (field === 'payeeName') return normalRealName(values.payeeName);
  return untrimmed.has(field) ? values[field] : values[field].trim();
}

export interface RegisterValidationContext {
  country: MobileCountry | undefined;
  minimumAge: number;
}

function validateField(entry: VisibleField, values: RegisterValues, context: RegisterValidationContext) {
  const { field, required, rule } = entry;
  const value = registerValue(values, field);
  switch (field) {
    case 'confirmPassword':
      if (!value) return { id: 'validation.confirmRequired' } as const;
      return value === values.password ? undefined : ({ id: 'validation.mismatch' } as const);
    case 'mobile':
      if (!value && !required) return undefined;
      return validateMobile(value, context.country) ?? (rule ? checkRule(value, rule, required) : undefined);
    case 'verificationCode':
      // Required with a mandatory mobile, and whenever a number is given (the server checks it then).
      if (!value) return required || registerValue(values, 'mobile') ? ({ id: 'validation.codeRequired' } as const) : undefined;
      return value.length > verificationCodeMaxLength ? ({ id: 'validation.codeInvalid' } as const) : undefined;
    case 'payeeName':
      // The platform's own rule first (its bounds), then the real-name rule (spec 000 section 5).
      if (!value) return required ? requiredMessage : undefined;
      return (rule ? checkRule(value, rule, required) : undefined) ?? realNameError(value);
    case 'captcha':
      return value ? undefined : ({ id: 'validation.captchaRequired' } as const);
    case 'email':
      if (!value) return required ? requiredMessage : undefined;
      if (!isEmail(value)) return { id: 'validation.email' } as const;
      return rule ? checkRule(value, rule, required) : undefined;
    default:
      if (!value) return required ? requiredMessage : undefined;
      return rule ? checkRule(value, rule, required) : undefined;
  }
}

/** Client-side validation mirroring the server's rules; messages stay ids + values. */
export function validateRegister(
  values: RegisterValues,
  visible: ReadonlyArray<VisibleField>,
  context: RegisterValidationContext,
): FieldErrors<RegisterField> {
  const errors: FieldErrors<RegisterField> = {};
  for (const entry of visible) {
    const message = validateField(entry, values, context);
    if (message) errors[entry.field] = message;
  }
  if (!values.acceptTerms) {
    errors.acceptTerms = { id: 'register.terms.required', values: { terms: { messageId: 'register.terms.name' } } };
  }
  if (!values.confirmAge) errors.confirmAge = { id: 'register.age.required', values: { age: context.minimumAge } };
  return errors;
}
