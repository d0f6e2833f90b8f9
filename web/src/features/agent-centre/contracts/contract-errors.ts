import type { FieldMessage } from '../../../lib/errors/field-message';
import { userErrorMessage, type UserErrorLike } from '../../../lib/errors/user-error-message';

/**
 * A refusal as the agent centre says it: an id outside the viewer's tree (another agent's account, another
 * member's contract) is answered as unknown (NOT_FOUND), and said so without naming anything.
 */
export function agencyErrorMessage(error: UserErrorLike): FieldMessage {
  if (error.code === 'NOT_FOUND') return { id: 'agency.userError.NOT_FOUND' };
  return userErrorMessage(error);
}
