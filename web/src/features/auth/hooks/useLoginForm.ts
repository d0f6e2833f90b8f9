import { useState } from 'react';
import type { LoginEntry } from '../../../gql/graphql';
import { errorMessage } from '../../../lib/errors/error-message';
import { useLogin, useLoginWithProvider, useLoginWithSms, useStartFreePlay } from '../mutations/session-mutations';
import {
  forgetRememberedLogin,
  readRememberedLogin,
  writeRememberedLogin,
  type LoginMode,
} from '../remembered-login';
import { compactMobile, findCountry, type MobileCountry } from '../validation/mobile';
import { distributeUserErrors, type UserErrorLike } from '../validation/user-error-message';
import {
  loginFieldOf,
  normaliseUsernameLogin,
  validateSmsLogin,
  validateUsernameLogin,
  type LoginField,
} from '../validation/validate-login';
import { useCaptcha } from './useCaptcha';
import { useFieldErrors } from '../../../lib/hooks/useFieldErrors';
import { sendSmsCode } from './send-sms-code';
import { useSmsSender } from './useSmsSender';
import type { HumanVerificationSetup } from '../human-verification/widget-types';
import { useHumanVerification } from '../human-verification/useHumanVerification';
import type { LoginOutcome } from './useProviderLogin';

export type { LoginOutcome };

interface LoginPayloadLike {
  viewer?: unknown;
  captchaRequired?: boolean;
  firstTimeLogin?: boolean;
  passwordChangeRequired?: boolean;
  userErrors: ReadonlyArray<UserErrorLike>;
}

export interface LoginFormValues {
  username: string;
  password: string;
  captcha: string;
  mobile: string;
  countryCode: string;
  smsCode: string;
}

export interface UseLoginFormOptions {
  smsLogin: boolean;
  /** AGENT: the agent entry, where the gateway refuses non-agents (username login only). */
  entry?: LoginEntry;
  countries: ReadonlyArray<MobileCountry>;
  onLoggedIn: (outcome: LoginOutcome) => void;
  /** The challenge the platform requires with logins and SMS sends; null when none. */
  humanVerification?: HumanVerificationSetup | null;
  /** Third-party SMS (site.loginOptions.thirdPartySms): Firebase sends the code, the login carries its ID token. */
  thirdPartySms?: boolean;
}

const fieldOrder: readonly LoginField[] = ['username', 'password', 'captcha', 'mobile', 'smsCode'];

/** State and submit logic of every login form (header, page, popup); the component only renders. */
export function useLoginForm({
  smsLogin,
  entry = 'PLAYER',
  countries,
  onLoggedIn,
  humanVerification,
  thirdPartySms = false,
}: UseLoginFormOptions) {
  const [remembered] = useState(readRememberedLogin);
  const [mode, setModeState] = useState<LoginMode>(remembered?.type === 'sms' && smsLogin ? 'sms' : 'username');
  const [values, setValues] = useState<LoginFormValues>({
    username: remembered?.username ?? '',
    password: '',
    captcha: '',
    mobile: remembered?.mobile ?? '',
    countryCode: remembered?.countryCode || countries[0]?.code || '',
    smsCode: '',
  });
  const [remember, setRemember] = useState(remembered !== null);
  const { formRef, fieldErrors, formErrors, setFormErrors, showErrors, clearField, setFieldError, clearAll } = useFieldErrors(fieldOrder);
  const [captchaShown, setCaptchaShown] = useState(false);
  const captcha = useCaptcha();
  const sms = useSmsSender('LOGIN', undefined, thirdPartySms);
  const verification = useHumanVerification(humanVerification);
  const { run: login, loading: loggingIn } = useLogin();
  const { run: loginWithSms, loading: loggingInWithSms } = useLoginWithSms();
  const { run: loginWithProvider, loading: loggingInWithProvider } = useLoginWithProvider();
  const { run: startFreePlay, loading: startingFreePlay } = useStartFreePlay();
  const country = findCountry(countries, values.countryCode);
  const activeMode: LoginMode = smsLogin && entry === 'PLAYER' ? mode : 'username';

  function setValue(field: keyof LoginFormValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    clearField(field === 'countryCode' ? 'mobile' : field);
  }

  function setMode(next: LoginMode) {
    setModeState(next);
    clearAll();
  }

  function handlePayload(payload: LoginPayloadLike, rememberAs: LoginMode | null) {
    if (payload.viewer) {
      if (rememberAs && remember) {
        writeRememberedLogin({
          type: rememberAs,
          username: values.username.trim(),
          mobile: compactMobile(values.mobile),
          countryCode: values.countryCode,
        });
      } else if (rememberAs) forgetRememberedLogin();
      setCaptchaShown(false);
      captcha.hide();
      setValues((current) => ({ ...current, password: '', captcha: '', smsCode: '' }));
      onLoggedIn({
        passwordChangeRequired: Boolean(payload.passwordChangeRequired),
        firstTimeLogin: Boolean(payload.firstTimeLogin),
      });
      return;
    }
    // A proof the gateway did not take (expired, already used) is the challenge's own message, not the form's.
    const refusedProof = payload.userErrors.some((error) => error.code === 'VERIFICATION_REQUIRED');
    if (refusedProof) verification.refused();
    const userErrors = payload.userErrors.filter((error) => error.code !== 'VERIFICATION_REQUIRED');
    const { fieldErrors: errors, formErrors: formLevel } = distributeUserErrors(userErrors, loginFieldOf);
    // Each captcha image answers once: a refused attempt needs a new one, and the platform may start asking.
    if (payload.captchaRequired || captchaShown) {
      setCaptchaShown(true);
      setValues((current) => ({ ...current, captcha: '' }));
      void captcha.refresh(true);
    }
    showErrors(errors, formLevel);
  }

  async function submit() {
    setFormErrors([]);
    try {
      if (activeMode === 'username') {
        const input = normaliseUsernameLogin(values);
        const errors = validateUsernameLogin(input, captchaShown);
        if (Object.keys(errors).length > 0) return showErrors(errors);
        const proof = verification.spend();
        if (proof === null) return;
        const payload = await login({
          username: input.username,
          password: input.password,
          ...(captchaShown ? { captcha: input.captcha } : {}),
          ...(entry === 'AGENT' ? { entry } : {}),
          ...proof,
        });
        handlePayload(payload, 'username');
      } else {
        const errors = validateSmsLogin(values.mobile, values.smsCode, country);
        if (Object.keys(errors).length > 0) return showErrors(errors);
        if (sms.thirdParty) {
          // Firebase checks the code; the platform takes the number's Firebase ID token.
          const verified = await sms.verifiedIdToken(values.smsCode.trim());
          if ('error' in verified) return setFieldError('smsCode', verified.error);
          handlePayload(await loginWithProvider({ provider: 'FIREBASE_SMS', idToken: verified.idToken }), 'sms');
          return;
        }
        const proof = verification.spend();
        if (proof === null) return;
        const payload = await loginWithSms({
          mobile: compactMobile(values.mobile),
          countryDialingCode: country?.dialingCode ?? '',
          smsCode: values.smsCode.trim(),
          ...proof,
        });
        handlePayload(payload, 'sms');
      }
    } catch (error) {
      setFormErrors([errorMessage(error)]);
    }
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

  async function playForFree() {
    setFormErrors([]);
    try {
      const payload = await startFreePlay();
      handlePayload({ ...payload, captchaRequired: false }, null);
    } catch (error) {
      setFormErrors([errorMessage(error)]);
    }
  }

  return {
    formRef,
    mode: activeMode,
    setMode,
    values,
    setValue,
    remember,
    setRemember,
    fieldErrors,
    formErrors,
    captchaShown,
    captcha,
    sms,
    verification,
    country,
    loading: loggingIn || loggingInWithSms || loggingInWithProvider || startingFreePlay,
    submit,
    sendCode,
    playForFree,
  };
}
