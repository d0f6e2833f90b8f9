import type { FieldMessage } from '../../../lib/errors/field-message';
import { compactMobile, validateMobile, type MobileCountry } from '../validation/mobile';
import type { SmsSendOutcome } from './useSmsSender';
import type { HumanVerificationState } from '../human-verification/useHumanVerification';

export interface SmsCodeRequest<CodeField extends string> {
  /** The form's `useSmsSender`: its send, and whether Firebase sends the code (the platform is then not asked, so
   * no challenge is spent on it). */
  sms: {
    send: (mobile: string, countryDialingCode: string, proof?: { challenge?: string }) => Promise<SmsSendOutcome>;
    thirdParty?: boolean;
  };
  /** The mobile number as typed. */
  mobile: string;
  country: MobileCountry | undefined;
  /** The form's name for the code field, where a refusal of the code goes. */
  codeField: CodeField;
  showErrors: (errors: { mobile: FieldMessage }) => void;
  setFieldError: (field: 'mobile' | CodeField, message: FieldMessage) => void;
  /** The form's human-verification step (spec 000 §7: both SMS sends carry the challenge result). */
  verification: Pick<HumanVerificationState, 'spend' | 'refused'>;
}

/** A form's "send code": spec 000 §5 checks the mobile number first; a refusal lands under the number or the code. */
export async function sendSmsCode<CodeField extends string>(request: SmsCodeRequest<CodeField>): Promise<void> {
  const mobileError = validateMobile(request.mobile, request.country);
  if (mobileError) return request.showErrors({ mobile: mobileError });
  const proof = request.sms.thirdParty ? {} : request.verification.spend();
  if (proof === null) return;
  const outcome = await request.sms.send(compactMobile(request.mobile), request.country?.dialingCode ?? '', proof);
  if (outcome.kind === 'verification') request.verification.refused();
  if (outcome.kind === 'fieldError') {
    request.setFieldError(outcome.field === 'mobile' ? 'mobile' : request.codeField, outcome.message);
  }
}
