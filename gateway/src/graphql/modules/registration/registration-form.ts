import type { RegistrationField, RegistrationForm, RegistrationMethod } from '../../../__generated__/schema-types.js';
import type { FeatureSwitchesModel } from '../site/index.js';
import { ruleOf, type FieldRule, type RegisterSettingsValue } from './field-rules.js';
import { MINIMUM_AGE, REGISTRATION_FIELDS, VERIFICATION_CODE_MAX, type RegistrationFieldSpec } from './registration-fields.js';

export function registrationMethods(features: FeatureSwitchesModel): RegistrationMethod[] {
  const methods: RegistrationMethod[] = [];
  if (features.usernameRegistration) methods.push('USERNAME');
  if (features.mobileRegistration) methods.push('MOBILE');
  return methods;
}

/**
 * The rule the gateway enforces for a field, given the form's method and switches. The platform's settings are
 * the base; the method adjusts them as the platform does (spec 000 section 2: the mobile tab forces the mobile
 * field and makes the username optional; passwords in mobile registration only with MOBILENUMPASSREG3).
 */
export function effectiveRule(
  spec: RegistrationFieldSpec,
  settings: RegisterSettingsValue,
  features: FeatureSwitchesModel,
  method: RegistrationMethod | null,
): FieldRule {
  const base = ruleOf(settings[spec.platform]);
  switch (spec.name) {
    case 'VERIFICATION_CODE': {
      const on = features.registrationSmsVerification;
      return { enabled: on, required: on, pattern: null, patternId: null, minLength: null, maxLength: VERIFICATION_CODE_MAX };
    }
    case 'USERNAME':
      return method === 'MOBILE' ? { ...base, required: false } : base;
    case 'MOBILE':
      return method === 'MOBILE' ? { ...base, enabled: true, required: true } : base;
    case 'PASSWORD':
    case 'CONFIRM_PASSWORD': {
      const wanted = method !== 'MOBILE' || features.mobileRegistrationPassword;
      return wanted ? { ...base, enabled: true, required: true } : { ...base, enabled: false, required: false };
    }
    default:
      return base;
  }
}

/** `site.registrationForm`: methods, switches and each field's rule as the platform states it. */
export function registrationForm(settings: RegisterSettingsValue, features: FeatureSwitchesModel): RegistrationForm {
  const fields: RegistrationField[] = REGISTRATION_FIELDS.map((spec) => ({
    name: spec.name,
    ...effectiveRule(spec, settings, features, null),
  }));
  return {
    methods: registrationMethods(features),
    smsVerification: features.registrationSmsVerification,
    mobilePassword: features.mobileRegistrationPassword,
    fields,
    minimumAge: MINIMUM_AGE,
  };
}
