import type { UserError } from '../../../__generated__/schema-types.js';
import { required, userError, type Checked } from '../../shared/user-errors.js';

/** Spec 001 section 5: "between {0} and {1} words"; the spec hides the bounds, these are the sandbox's documented ones. */
export const FEEDBACK_MIN_WORDS = 5;
export const FEEDBACK_MAX_WORDS = 500;
/** Also a bound on characters, so a handful of endless "words" cannot make a huge message. */
export const FEEDBACK_MAX_LENGTH = 5000;

const segmenter = new Intl.Segmenter('und', { granularity: 'word' });

/**
 * Words as a reader counts them: Unicode word segmentation, so Vietnamese syllables, and Chinese, Japanese and Thai
 * text (written without spaces) count their words, while punctuation and emoji count nothing.
 */
export function wordCount(text: string): number {
  let words = 0;
  for (const segment of segmenter.segment(text)) if (segment.isWordLike === true) words += 1;
  return words;
}

const bounds = { minWords: FEEDBACK_MIN_WORDS, maxWords: FEEDBACK_MAX_WORDS, maxLength: FEEDBACK_MAX_LENGTH };

/** The content trimmed, or why the platform would refuse it. */
export function checkFeedbackContent(content: string): Checked<string> {
  const text = content.trim();
  if (text === '') return { errors: [required('content', 'Write what happened.')] };
  if (text.length > FEEDBACK_MAX_LENGTH) return { errors: [userError('content', 'TOO_LONG', `At most ${FEEDBACK_MAX_LENGTH} characters.`, bounds)] };
  const words = wordCount(text);
  if (words < FEEDBACK_MIN_WORDS) return { errors: [userError('content', 'TOO_SHORT', `Write at least ${FEEDBACK_MIN_WORDS} words.`, bounds)] };
  if (words > FEEDBACK_MAX_WORDS) return { errors: [userError('content', 'TOO_LONG', `Write at most ${FEEDBACK_MAX_WORDS} words.`, bounds)] };
  return { value: text };
}

export const feedbackContentRefused = (): UserError => userError('content', 'INVALID_FORMAT', 'This content is not accepted.', bounds);
