import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { RegistrationMethod, SmsPurpose } from '../../../gql/graphql';
import type { FieldMessage } from '../../../lib/errors/field-message';
import { errorCode } from '../../../lib/errors/error-code';
import { errorMessage } from '../../../lib/errors/error-message';
import { useRequestSmsCode } from '../mutations/useRequestSmsCode';
import { userErrorMessage } from '../validation/user-error-message';
import type { PhoneCodeSession } from '../firebase/firebase-types';
import { useFirebaseOptions } from '../firebase/firebase-site';
import { firebaseErrorCode, firebaseErrorMessage } from '../firebase/firebase-errors';
import { sendFirebasePhoneCode } from '../provider-id-token';

// Spec 000 §9: the send action at most once a second; one minute when the server gives no lifetime.
export const smsSendThrottleMs = 1000;
const defaultResendSeconds = 60;

export type SmsSendOutcome =
  | { kind: 'sent' }
  | { kind: 'throttled' }
  /** A message under a field: the mobile number (malformed) or the code (too many sends). */
  | { kind: 'fieldError'; field: 'mobile' | 'code'; message: FieldMessage }
  /** Any other refusal: shown in a warning dialog. */
  | { kind: 'warning'; message: FieldMessage }
  /** The human-verification proof was missing or spent: shown at the challenge, which starts over. */
  | { kind: 'verification' };

const rateLimited: FieldMessage = { id: 'auth.userError.RATE_LIMITED' };
// The gateway answers INVALID_MOBILE without details for a number that has no account.
const cannotReceive: FieldMessage = { id: 'sms.failed.mobile' };

/** The number in E.164, as Firebase takes it: +, the dialing code, the national digits without a trunk 0. */
export function e164(countryDialingCode: string, mobile: string): string {
  return `+${countryDialingCode.replace(/\D/g, '')}${mobile.replace(/\D/g, '').replace(/^0+/, '')}`;
}

/** Where a Firebase refusal of a send is shown: the number's field, the code's (wait), or the warning dialog. */
function firebaseSendOutcome(error: unknown): SmsSendOutcome {
  const code = firebaseErrorCode(error);
  const message = firebaseErrorMessage(error);
  if (code === 'auth/invalid-phone-number' || code === 'auth/missing-phone-number') return { kind: 'fieldError', field: 'mobile', message };
  if (code === 'auth/too-many-requests') return { kind: 'fieldError', field: 'code', message };
  return { kind: 'warning', message };
}

/**
 * Sends SMS codes with the spec's throttle and resend countdown. With `thirdParty` (the platform's third-party SMS
 * switch and the merchant's Firebase app) Firebase sends them (spec 000 §3, §4: a one-minute countdown), and
 * `verifiedIdToken` turns the typed code into the Firebase ID token the platform takes instead of the code.
 */
export function useSmsSender(purpose: SmsPurpose, registrationMethod?: RegistrationMethod, thirdParty = false) {
  const intl = useIntl();
  const firebaseOptions = useFirebaseOptions();
  const { requestSmsCode, loading: requesting } = useRequestSmsCode();
  const [sendingThirdParty, setSendingThirdParty] = useState(false);
  const loading = requesting || sendingThirdParty;
  const phoneSession = useRef<PhoneCodeSession | null>(null);
  // A confirmed code's token, kept for a second submit (another field refused): Firebase confirms a code once.
  const confirmed = useRef<{ code: string; idToken: string } | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [warning, setWarning] = useState<FieldMessage | null>(null);
  const lastSend = useRef(Number.NEGATIVE_INFINITY);
  const endsAt = useRef(0);

  const counting = secondsLeft > 0;
  useEffect(() => {
    if (!counting) return;
    const id = window.setInterval(() => {
      setSecondsLeft(Math.max(0, Math.ceil((endsAt.current - Date.now()) / 1000)));
    }, 1000);
    return () => window.clearInterval(id);
  }, [counting]);

  const startCountdown = useCallback((seconds: number) => {
    endsAt.current = Date.now() + seconds * 1000;
    setSecondsLeft(seconds);
  }, []);

  const send = useCallback(
    async (mobile: string, countryDialingCode: string, proof: { challenge?: string } = {}): Promise<SmsSendOutcome> => {
      const now = Date.now();
      if (now - lastSend.current < smsSendThrottleMs || endsAt.current > now) return { kind: 'throttled' };
      lastSend.current = now;
      let outcome: SmsSendOutcome;
      if (thirdParty) {
        setSendingThirdParty(true);
        try {
          const options = await firebaseOptions();
          // The platform has third-party SMS on but the merchant configured no Firebase app.
          if (options === null) throw Object.assign(new Error('No Firebase app'), { code: 'auth/operation-not-allowed' });
          phoneSession.current = await sendFirebasePhoneCode(options, e164(countryDialingCode, mobile), intl.locale);
          confirmed.current = null;
          startCountdown(defaultResendSeconds);
          return { kind: 'sent' };
        } catch (error) {
          outcome = firebaseSendOutcome(error);
        } finally {
          setSendingThirdParty(false);
        }
        if (outcome.kind === 'warning') setWarning(outcome.message);
        return outcome;
      }
      try {
        const payload = await requestSmsCode({
          purpose,
          mobile,
          countryDialingCode,
          ...(registrationMethod ? { registrationMethod } : {}),
          ...proof,
        });
        const [first] = payload.userErrors;
        if (!first) {
          startCountdown(payload.resendAfterSeconds ?? defaultResendSeconds);
          return { kind: 'sent' };
        }
        if (first.code === 'VERIFICATION_REQUIRED') outcome = { kind: 'verification' };
        else if (first.code === 'RATE_LIMITED') outcome = { kind: 'fieldError', field: 'code', message: rateLimited };
        else if (first.code === 'INVALID_MOBILE' && first.details?.digits) {
          // A malformed number belongs under its field; any other refusal is the warning dialog's.
          outcome = { kind: 'fieldError', field: 'mobile', message: userErrorMessage(first) };
        } else if (first.code === 'INVALID_MOBILE') outcome = { kind: 'warning', message: cannotReceive };
        else outcome = { kind: 'warning', message: userErrorMessage(first) };
      } catch (error) {
        outcome =
          errorCode(error) === 'RATE_LIMITED'
            ? { kind: 'fieldError', field: 'code', message: rateLimited }
            : { kind: 'warning', message: errorMessage(error) };
      }
      if (outcome.kind === 'warning') setWarning(outcome.message);
      return outcome;
    },
    [purpose, registrationMethod, requestSmsCode, startCountdown, thirdParty, intl.locale, firebaseOptions],
  );

  /** Third-party SMS: the ID token for the code Firebase sent, or the message for the code's field. */
  const verifiedIdToken = useCallback(async (code: string): Promise<{ idToken: string } | { error: FieldMessage }> => {
    if (confirmed.current?.code === code) return { idToken: confirmed.current.idToken };
    const session = phoneSession.current;
    if (session === null) return { error: { id: 'auth.firebase.codeExpired' } };
    try {
      const idToken = await session.confirm(code);
      confirmed.current = { code, idToken };
      return { idToken };
    } catch (error) {
      return { error: firebaseErrorMessage(error) };
    }
  }, []);

  return {
    send,
    sending: loading,
    secondsLeft,
    warning,
    dismissWarning: () => setWarning(null),
    /** Codes come from Firebase (then the form sends `verifiedIdToken`'s token, not the code). */
    thirdParty,
    verifiedIdToken,
  };
}
