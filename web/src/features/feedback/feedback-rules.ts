import type { FeedbackType } from '../../gql/graphql';
import type { FieldMessage } from '../../lib/errors/field-message';
import type { UserErrorLike } from '../../lib/errors/user-error-message';
import type { MessageId } from '../../i18n/message-id';
import { wordCount } from './word-count';

export interface FeedbackBounds {
  minWords: number;
  maxWords: number;
  maxLength: number;
}

// Spec 001 §3: the six question types; a type the schema adds fails typecheck here until it has a label.
export const feedbackTypeMessages: Readonly<Record<FeedbackType, MessageId>> = {
  DEPOSIT: 'feedback.type.DEPOSIT',
  WITHDRAW: 'feedback.type.WITHDRAW',
  GAME: 'feedback.type.GAME',
  CUSTOMER_SERVICE: 'feedback.type.CUSTOMER_SERVICE',
  APPLICATION: 'feedback.type.APPLICATION',
  OTHER: 'feedback.type.OTHER',
};

const boundsMessage = (bounds: FeedbackBounds): FieldMessage => ({
  id: 'feedback.contentBounds',
  values: { min: bounds.minWords, max: bounds.maxWords, maxLength: bounds.maxLength },
});

/** Spec 001 §5: not empty, between the bounds in words (and not endless in characters), as the gateway checks. */
export function feedbackContentError(content: string, bounds: FeedbackBounds): FieldMessage | null {
  const text = content.trim();
  if (text === '') return { id: 'feedback.contentRequired' };
  if (text.length > bounds.maxLength) return boundsMessage(bounds);
  const words = wordCount(text);
  return words < bounds.minWords || words > bounds.maxWords ? boundsMessage(bounds) : null;
}

/** The gateway's refusals of the content say its bounds; anything else reads as everywhere. */
export function feedbackErrorMessage(bounds: FeedbackBounds, fallback: (error: UserErrorLike) => FieldMessage) {
  return (error: UserErrorLike): FieldMessage => {
    if (error.field === 'content' && error.code === 'REQUIRED') return { id: 'feedback.contentRequired' };
    if (error.field === 'content' && (error.code === 'TOO_SHORT' || error.code === 'TOO_LONG')) {
      const details = error.details;
      return boundsMessage({
        minWords: details?.minWords ?? bounds.minWords,
        maxWords: details?.maxWords ?? bounds.maxWords,
        maxLength: details?.maxLength ?? bounds.maxLength,
      });
    }
    return fallback(error);
  };
}
