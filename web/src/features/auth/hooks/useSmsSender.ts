import { useCallback, useEffect, useRef, useState } from 'react';
import type { RegistrationMethod, SmsPurpose } from '../../../gql/graphql';
import type { FieldMessage } from '../../../lib/errors/field-message';
import { errorCode } from '../../../lib/errors/error-code';
import { errorMessage } from '../../../lib/errors/error-message';
import { useRequestSmsCode } from '../mutations/useRequestSmsCode';
import { userErrorMessage } from '../validation/user-error-message';

// Spec 000 §9: the send action at most once a second; one minute when the server gives no lifetime.
export const smsSendThrottleMs = 1000;
const defaultResendSeconds = 60;

export type SmsSendOutcome =
  | { kind: 'sent' }
  | { kind: 'throttled' }
  /** A message under a field: the mobile number (malformed) or the code (too many sends). */
  | { kind: 'fieldError'; field: 'mobile' | 'code'; message: FieldMessage }
  /** Any other refusal: shown in a warning dialog. */
  | { kind: 'warning'; message: FieldMessage };

const rateLimited: FieldMessage = { id: 'auth.userError.RATE_LIMITED' };
// The gateway answers INVALID_MOBILE without details for a number that has no account.
const cannotReceive: FieldMessage = { id: 'sms.failed.mobile' };

/** Sends SMS codes with the spec's throttle and resend countdown. */
export function useSmsSender(purpose: SmsPurpose, registrationMethod?: RegistrationMethod) {
  const { requestSmsCode, loading } = useRequestSmsCode();
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
    async (mobile: string, countryDialingCode: string): Promise<SmsSendOutcome> => {
      const now = Date.now();
      if (now - lastSend.current < smsSendThrottleMs || endsAt.current > now) return { kind: 'throttled' };
      lastSend.current = now;
      let outcome: SmsSendOutcome;
      try {
        const payload = await requestSmsCode({
          purpose,
          mobile,
          countryDialingCode,
          ...(registrationMethod ? { registrationMethod } : {}),
        });
        const [first] = payload.userErrors;
        if (!first) {
          startCountdown(payload.resendAfterSeconds ?? defaultResendSeconds);
          return { kind: 'sent' };
        }
        if (first.code === 'RATE_LIMITED') outcome = { kind: 'fieldError', field: 'code', message: rateLimited };
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
    [purpose, registrationMethod, requestSmsCode, startCountdown],
  );

  return { send, sending: loading, secondsLeft, warning, dismissWarning: () => setWarning(null) };
}
