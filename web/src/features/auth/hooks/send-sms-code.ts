import type { FieldMessage } from '../../../lib/errors/field-message';
import { compactMobile, validateMobile, type MobileCountry } from '../validation/mobile';
import type { SmsSendOutcome } from './useSmsSender';

export interface SmsCodeRequest<CodeField extends string> {
  /** `useSmsSender`'s send. */
  send: (mobile: string, countryDialingCode: string) => Promise<SmsSendOutcome>;
  /** The mobile number as typed. */
  mobile: string;
  country: MobileCountry | undefined;
  /** The form's name for the code field, where a refusal of the code goes. */
  codeField: CodeField;
  showErrors: (errors: { mobile: FieldMessage }) => void;
  setFieldError: (field: 'mobile' | CodeField, message: FieldMessage) => void;
}

/** A form's "send code": spec 000 §5 checks the mobile number first; a refusal lands under the number or the code. */
export async function sendSmsCode<CodeField extends string>(request: SmsCodeRequest<CodeField>): Promise<void> {
  const mobileError = validateMobile(request.mobile, request.country);
  if (mobileError) return request.showErrors({ mobile: mobileError });
  const outcome = await request.send(compactMobile(request.mobile), request.country?.dialingCode ?? '');
  if (outcome.kind === 'fieldError') {
    request.setFieldError(outcome.field === 'mobile' ? 'mobile' : request.codeField, outcome.message);
  }
}
