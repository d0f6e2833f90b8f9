import { useEffect, useState } from 'react';
import type { RegisterDownlineInput, RegisterInput, RegistrationMethod } from '../../../gql/graphql';
import type { FieldErrors, FieldMessage } from '../../../lib/errors/field-message';
import { errorMessage } from '../../../lib/errors/error-message';
import { useRegister } from '../mutations/session-mutations';
import { useRegisterDownline } from '../mutations/useRegisterDownline';
import { useAffiliateCodeCheck } from '../queries/useAffiliateCodeCheck';
import { forgetInvitationCode, keepInvitationCode, storedInvitationCode } from '../invitation-code';
import { findCountry, type MobileCountry } from '../validation/mobile';
import {
  registerFieldOf,
  registerFieldOrder,
  visibleRegisterFields,
  type AffiliateFromUrl,
  type RegisterField,
  type RegistrationRules,
} from '../validation/register-fields';
import { distributeUserErrors, type UserErrorLike } from '../validation/user-error-message';
import { emptyRegisterValues, registerValue, validateRegister, type RegisterValues } from '../validation/validate-register';
import { useCaptcha } from './useCaptcha';
import { useFieldErrors } from '../../../lib/hooks/useFieldErrors';
import { sendSmsCode } from './send-sms-code';
import { useSmsSender } from './useSmsSender';
import type { HumanVerificationSetup } from '../human-verification/widget-types';
import { useHumanVerification } from '../human-verification/useHumanVerification';

export interface UseRegisterFormOptions {
  rules: RegistrationRules;
  countries: ReadonlyArray<MobileCountry>;
  affiliate: AffiliateFromUrl;
  referralCode: string | null;
  onRegistered: () => void;
  /**
   * An agent registering an account under itself (agent centre page registerCenter): its own invitation code
   * applies, so there is no code field, no terms or age to confirm, and the agent stays logged in.
   */
  downline?: { onRegistered: (account: string) => void };
  /** The challenge the platform requires before it sends a registration code; null when none. */
  humanVerification?: HumanVerificationSetup | null;
  /** Third-party SMS (site.loginOptions.thirdPartySms): Firebase sends the code, the registration carries its ID token. */
  thirdPartySms?: boolean;
}

const invalidInvitation: FieldMessage = { id: 'validation.invitationCode' };

/** State and submit logic of the registration form (spec 000 §4 "Registration"). */
export function useRegisterForm({
  rules,
  countries,
  affiliate,
  referralCode,
  onRegistered,
  downline,
  humanVerification,
  thirdPartySms = false,
}: UseRegisterFormOptions) {
  const [method, setMethodState] = useState<RegistrationMethod>(rules.methods[0] ?? 'USERNAME');
  // The invitation a visitor arrived with earlier (not an agent's own downline form, whose code is the agent's).
  const [keptCode] = useState(() => (downline || affiliate ? null : storedInvitationCode()));
  const initialValues = () => ({
    ...emptyRegisterValues(countries[0]?.code ?? ''),
    // An invalid code from the URL stays in the field, next to its error, for the visitor to correct; a kept
    // one fills the empty field, where the visitor sees whose invitation applies.
    affiliateCode: affiliate && !affiliate.valid ? affiliate.code : (keptCode ?? ''),
  });
  const [values, setValues] = useState<RegisterValues>(initialValues);
  const { formRef, fieldErrors, formErrors, setFormErrors, showErrors, clearField, setFieldError, clearAll } = useFieldErrors(
    registerFieldOrder,
    (): FieldErrors<RegisterField> => (affiliate && !affiliate.valid ? { affiliateCode: invalidInvitation } : {}),
  );
  const [checkingAffiliate, setCheckingAffiliate] = useState(false);
  const captcha = useCaptcha();
  // An agent's downline form registers through the agent's own session, without third-party SMS.
  const sms = useSmsSender('REGISTER', method, !downline && thirdPartySms);
  const verification = useHumanVerification(humanVerification);
  const { run: register, loading } = useRegister();
  const { registerDownline, loading: registeringDownline } = useRegisterDownline();
  const checkAffiliateCode = useAffiliateCodeCheck();
  const visible = visibleRegisterFields(rules, method, affiliate).filter((entry) => !downline || entry.field !== 'affiliateCode');
  const shows = (field: RegisterField) => visible.some((entry) => entry.field === field);
  const country = findCountry(countries, values.countryCode);
  const captchaShown = shows('captcha');
  const refreshCaptcha = captcha.refresh;

  useEffect(() => {
    if (captchaShown) void refreshCaptcha(true);
  }, [captchaShown, refreshCaptcha]);

  // A valid code from the URL outlives this form: closed now, the registration may come later from the header.
  const urlCode = affiliate?.valid ? affiliate.code : null;
  useEffect(() => {
    if (urlCode !== null) keepInvitationCode(urlCode);
  }, [urlCode]);

  function setValue<Field extends keyof RegisterValues>(field: Field, value: RegisterValues[Field]) {
    setValues((current) => ({ ...current, [field]: value }));
    // A new country code makes the number's message stale.
    const name: keyof RegisterValues = field;
    clearField(name === 'countryCode' ? 'mobile' : name);
  }

  function setMethod(next: RegistrationMethod) {
    setMethodState(next);
    clearAll();
  }

  function reset() {
    setValues(initialValues());
    clearAll();
  }

  /** What the visible fields hold, as both inputs name them. */
  function typedFields(): Omit<RegisterDownlineInput, 'method'> & Pick<RegisterInput, 'affiliateCode'> {
    const input: Omit<RegisterDownlineInput, 'method'> & Pick<RegisterInput, 'affiliateCode'> = {};
    for (const { field } of visible) {
      const value = registerValue(values, field);
      if (value) input[field] = value;
    }
    if (input.mobile) input.countryDialingCode = country?.dialingCode ?? '';
    return input;
  }

  function buildInput(): RegisterInput {
    const input: RegisterInput = { method, acceptTerms: values.acceptTerms, confirmAge: values.confirmAge, ...typedFields() };
    if (affiliate?.valid) input.affiliateCode = affiliate.code;
    // Spec 000 §3: an empty affiliate code is taken from the stored invitation code (also when the rules hide
    // the field).
    if (!input.affiliateCode && keptCode !== null) input.affiliateCode = keptCode;
    if (referralCode) input.referralCode = referralCode;
    return input;
  }

  async function submitDownline(onDownline: (account: string) => void) {
    const payload = await registerDownline({ method, ...typedFields() });
    if (payload.downline) {
      reset();
      // Each captcha image answers once: the next account needs a new one.
      if (captchaShown) void captcha.refresh(true);
      onDownline(payload.downline.account);
      return;
    }
    showServerErrors(payload.userErrors);
  }

  function showServerErrors(userErrors: ReadonlyArray<UserErrorLike>) {
    const { fieldErrors: serverErrors, formErrors: formLevel } = distributeUserErrors(userErrors, registerFieldOf, { minimumAge: rules.minimumAge });
    if (captchaShown) {
      setValues((current) => ({ ...current, captcha: '' }));
      void captcha.refresh(true);
    }
    showErrors(serverErrors, formLevel);
  }

  async function submit() {
    setFormErrors([]);
    const checked = validateRegister(values, visible, { country, minimumAge: rules.minimumAge });
    // A downline's terms and age are the agent's business, not this form's.
    const { acceptTerms, confirmAge, ...fieldChecks } = checked;
    const errors = downline ? fieldChecks : { ...fieldChecks, acceptTerms, confirmAge };
    if (Object.values(errors).some(Boolean)) return showErrors(errors);
    try {
      if (downline) return await submitDownline(downline.onRegistered);
      const typedCode = shows('affiliateCode') ? values.affiliateCode.trim() : '';
      if (typedCode) {
        setCheckingAffiliate(true);
        const valid = await checkAffiliateCode(typedCode).finally(() => setCheckingAffiliate(false));
        if (!valid) return showErrors({ affiliateCode: invalidInvitation });
      }
      const input = buildInput();
      if (sms.thirdParty && input.mobile && input.verificationCode) {
        // Spec 000 §3: with third-party SMS the registration sends firebaseChannel (sms) and firebaseIdToken.
        const verified = await sms.verifiedIdToken(input.verificationCode);
        if ('error' in verified) return setFieldError('verificationCode', verified.error);
        delete input.verificationCode;
        input.firebaseIdToken = verified.idToken;
      }
      const payload = await register(input);
      if (payload.viewer) {
        forgetInvitationCode();
        onRegistered();
        return;
      }
      showServerErrors(payload.userErrors);
    } catch (error) {
      setFormErrors([errorMessage(error)]);
    }
  }

  function sendCode() {
    return sendSmsCode({
      sms,
      mobile: values.mobile,
      country,
      codeField: 'verificationCode',
      showErrors,
      setFieldError,
      verification,
    });
  }

  return {
    formRef,
    method,
    setMethod,
    visible,
    shows,
    values,
    setValue,
    fieldErrors,
    formErrors,
    captcha,
    sms,
    verification,
    loading: loading || registeringDownline || checkingAffiliate,
    submit,
    reset,
    sendCode,
  };
}
