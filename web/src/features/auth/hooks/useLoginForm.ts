import { useState } from 'react';
import type { IdentityProvider, LoginEntry } from '../../../gql/graphql';
import { errorMessage } from '../../../lib/errors/error-message';
import { useLogin } from '../mutations/useLogin';
import { useLoginWithProvider } from '../mutations/useLoginWithProvider';
import { useLoginWithSms } from '../mutations/useLoginWithSms';
import { useStartFreePlay } from '../mutations/useStartFreePlay';
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

/** What the app does after a login: the forced password change, the first-login notice, or home. */
export interface LoginOutcome {
  passwordChangeRequired: boolean;
  firstTimeLogin: boolean;
}

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
  /** Asks the visitor for a provider's id token (see provider-id-token.ts); null when unavailable. */
  getProviderIdToken: (provider: IdentityProvider) => string | null;
}

const fieldOrder: readonly LoginField[] = ['username', 'password', 'captcha', 'mobile', 'smsCode'];

/** State and submit logic of every login form (header, page, popup); the component only renders. */
export function useLoginForm({ smsLogin, entry = 'PLAYER', countries, onLoggedIn, getProviderIdToken }: UseLoginFormOptions) {
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
  const sms = useSmsSender('LOGIN');
  const { login, loading: loggingIn } = useLogin();
  const { loginWithSms, loading: loggingInWithSms } = useLoginWithSms();
  const { loginWithProvider, loading: loggingInWithProvider } = useLoginWithProvider();
  const { startFreePlay, loading: startingFreePlay } = useStartFreePlay();
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
    const { fieldErrors: errors, formErrors: formLevel } = distributeUserErrors(payload.userErrors, loginFieldOf);
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
        const payload = await login({
          username: input.username,
          password: input.password,
          ...(captchaShown ? { captcha: input.captcha } : {}),
          ...(entry === 'AGENT' ? { entry } : {}),
        });
        handlePayload(payload, 'username');
      } else {
        const errors = validateSmsLogin(values.mobile, values.smsCode, country);
        if (Object.keys(errors).length > 0) return showErrors(errors);
        const payload = await loginWithSms({
          mobile: compactMobile(values.mobile),
          countryDialingCode: country?.dialingCode ?? '',
          smsCode: values.smsCode.trim(),
        });
        handlePayload(payload, 'sms');
      }
    } catch (error) {
      setFormErrors([errorMessage(error)]);
    }
  }

  function sendCode() {
    return sendSmsCode({ send: sms.send, mobile: values.mobile, country, codeField: 'smsCode', showErrors, setFieldError });
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

  async function loginWith(provider: IdentityProvider) {
    setFormErrors([]);
    const idToken = getProviderIdToken(provider);
    if (!idToken) return setFormErrors([{ id: 'auth.provider.unavailable' }]);
    try {
      handlePayload(await loginWithProvider({ provider, idToken }), null);
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
    country,
    loading: loggingIn || loggingInWithSms || loggingInWithProvider || startingFreePlay,
    submit,
    sendCode,
    playForFree,
    loginWith,
  };
}
