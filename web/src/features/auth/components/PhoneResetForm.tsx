import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorMessage } from '../../../lib/errors/error-message';
import { formatOptional } from '../../../lib/errors/field-message';
import { useFieldErrors } from '../../../lib/hooks/useFieldErrors';
import { sendSmsCode } from '../hooks/send-sms-code';
import { useSmsSender } from '../hooks/useSmsSender';
import { useResetPasswordByPhone } from '../mutations/session-mutations';
import { compactMobile, findCountry, type MobileCountry } from '../validation/mobile';
import { ruleFor, type NamedFieldRule } from '../validation/register-fields';
import { distributeUserErrors } from '../validation/user-error-message';
import { validatePhoneReset, type PhoneResetField } from '../validation/validate-password';
import { MobileField } from './MobileField';
import { SmsCodeField } from './SmsCodeField';
import { AuthSubmitForm } from './AuthSubmitForm';
import { NewPasswordFields } from './NewPasswordFields';
import type { HumanVerificationSetup } from '../human-verification/widget-types';
import { HumanVerificationField } from '../human-verification/HumanVerificationField';
import { useHumanVerification } from '../human-verification/useHumanVerification';

const fieldOrder: readonly PhoneResetField[] = ['mobile', 'smsCode', 'newPassword', 'confirmPassword'];
const fieldOf = (field: string): PhoneResetField | null => {
  if (field === 'countryDialingCode') return 'mobile';
  return (fieldOrder as readonly string[]).includes(field) ? (field as PhoneResetField) : null;
};

export interface PhoneResetFormProps {
  rules: { fields: ReadonlyArray<NamedFieldRule> };
  countries: ReadonlyArray<MobileCountry>;
  showPicker: boolean;
  onLoggedIn: () => void;
  /** The challenge the platform requires before it sends the code (spec 000 §7, sms/noLogin); null when none. */
  humanVerification?: HumanVerificationSetup | null;
  /** Third-party SMS (site.loginOptions.thirdPartySms): Firebase sends the code and the reset carries its ID token. */
  thirdPartySms?: boolean;
}

/** Mobile number, SMS code and a new password; success logs the member in. */
export function PhoneResetForm({ rules, countries, showPicker, onLoggedIn, humanVerification, thirdPartySms = false }: PhoneResetFormProps) {
  const intl = useIntl();
  const sms = useSmsSender('RESET_PASSWORD', undefined, thirdPartySms);
  const verification = useHumanVerification(humanVerification);
  const { run: resetPasswordByPhone, loading } = useResetPasswordByPhone();
  const [values, setValues] = useState({
    mobile: '',
    countryCode: countries[0]?.code ?? '',
    smsCode: '',
    newPassword: '',
    confirmPassword: '',
  });
  const { formRef, fieldErrors, formErrors, setFormErrors, showErrors, clearField, setFieldError } = useFieldErrors(fieldOrder);
  const country = findCountry(countries, values.countryCode);

  function setValue(field: keyof typeof values, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    clearField(field === 'countryCode' ? 'mobile' : field);
  }

  function sendCode() {
    return sendSmsCode({
      sms,
      mobile: values.mobile,
      country,
      codeField: 'smsCode',
      showErrors,
      setFieldError,
      verification,
    });
  }

  async function submit() {
    setFormErrors([]);
    const errors = validatePhoneReset(values, country, ruleFor(rules, 'password'));
    if (Object.keys(errors).length > 0) return showErrors(errors);
    try {
      // Third-party SMS: Firebase checks the code, and the reset carries the number's Firebase ID token.
      const verified = sms.thirdParty ? await sms.verifiedIdToken(values.smsCode.trim()) : null;
      if (verified !== null && 'error' in verified) return setFieldError('smsCode', verified.error);
      const payload = await resetPasswordByPhone({
        mobile: compactMobile(values.mobile),
        countryDialingCode: country?.dialingCode ?? '',
        smsCode: values.smsCode.trim(),
        newPassword: values.newPassword,
        confirmPassword: values.confirmPassword,
        ...(verified ? { firebaseIdToken: verified.idToken } : {}),
      });
      if (payload.viewer) return onLoggedIn();
      const distributed = distributeUserErrors(payload.userErrors, fieldOf);
      showErrors(distributed.fieldErrors, distributed.formErrors);
    } catch (error) {
      setFormErrors([errorMessage(error)]);
    }
  }

  return (
    <AuthSubmitForm
      formRef={formRef}
      label={intl.formatMessage({ id: 'password.forgot.mode.phone' })}
      onSubmit={submit}
      formErrors={formErrors}
      submitLabel={intl.formatMessage({ id: 'password.forgot.reset' })}
      submitting={loading}
    >
      <MobileField
        value={values.mobile}
        onChange={(value) => setValue('mobile', value)}
        error={formatOptional(intl, fieldErrors.mobile)}
        countries={countries}
        countryCode={values.countryCode}
        onCountryChange={(code) => setValue('countryCode', code)}
        showPicker={showPicker}
      />
      <SmsCodeField
        value={values.smsCode}
        onChange={(value) => setValue('smsCode', value)}
        error={formatOptional(intl, fieldErrors.smsCode)}
        secondsLeft={sms.secondsLeft}
        sending={sms.sending}
        onSend={() => void sendCode()}
        warning={sms.warning}
        onDismissWarning={sms.dismissWarning}
      />
      <HumanVerificationField verification={verification} />
      <NewPasswordFields values={values} errors={fieldErrors} onChange={setValue} />
    </AuthSubmitForm>
  );
}
