import type { FieldMessage } from '../../../lib/errors/field-message';
import {
  distributeUserErrors as distributeWith,
  userErrorMessage as commonMessage,
  type UserErrorLike,
} from '../../../lib/errors/user-error-message';
import type { MessageId } from '../../../i18n/message-id';
import { ruleMessage } from './rules';

export type { UserErrorLike };

const alreadyExistsByField: Record<string, MessageId> = {
  mobile: 'auth.userError.ALREADY_EXISTS.mobile',
  email: 'auth.userError.ALREADY_EXISTS.email',
  username: 'auth.userError.ALREADY_EXISTS.username',
};

export interface UserErrorContext {
  /** The registration form's age threshold, for AGE_NOT_CONFIRMED. */
  minimumAge?: number;
}

/** The identity forms' reading of a UserError: pattern rules, which field already exists, the age threshold. */
export function userErrorMessage(error: UserErrorLike, context: UserErrorContext = {}): FieldMessage {
  const details = error.details;
  switch (error.code) {
    case 'INVALID_FORMAT':
    case 'TOO_SHORT':
    case 'TOO_LONG':
      if (details?.patternId != null) return ruleMessage(details.patternId, details.minLength, details.maxLength);
      break;
    case 'INVALID_MOBILE':
      if (details?.digits) return { id: 'validation.mobileDigits', values: { digits: details.digits } };
      break;
    case 'ALREADY_EXISTS': {
      const id = alreadyExistsByField[error.field ?? ''];
      if (id) return { id };
      break;
    }
    case 'NOT_ALLOWED':
      // On a new password it means "not this password" (the current one, or 123456), not "not this account".
      if (error.field === 'newPassword') return { id: 'auth.userError.NOT_ALLOWED.newPassword' };
      break;
    case 'TERMS_NOT_ACCEPTED':
      return { id: 'register.terms.required', values: { terms: { messageId: 'register.terms.name' } } };
    case 'AGE_NOT_CONFIRMED':
      return { id: 'register.age.required', values: { age: context.minimumAge ?? 18 } };
    default:
      break;
  }
  return commonMessage(error);
}

/** distributeUserErrors of lib/errors with the identity forms' reading. */
export function distributeUserErrors<Field extends string>(
  errors: ReadonlyArray<UserErrorLike>,
  fieldOf: (serverField: string) => Field | null,
  context: UserErrorContext = {},
): { fieldErrors: Partial<Record<Field, FieldMessage>>; formErrors: FieldMessage[] } {
  return distributeWith(errors, fieldOf, (error) => userErrorMessage(error, context));
}
