import { headerValue } from '../../protocol/headers.js';
import type { PlatformCall } from '../../core/route-registry.js';
import { FEEDBACK_MAX_LENGTH, FEEDBACK_MAX_WORDS, FEEDBACK_MIN_WORDS, wordCount } from './feedback-words.js';
import { badParam } from '../account/identity-errors.js';
import { jsonBodyFields, optionalText, requiredText } from '../account/payload-fields.js';

/** The question types of spec 001 section 3, in its order: 1 deposit, 2 withdraw, 3 game, 4 customer service, 5 application, 6 other issues. */
export const FEEDBACK_TYPES = [1, 2, 3, 4, 5, 6] as const;
const CONTACT_MAX_LENGTH = 100;

/**
 * `PUT /wps/feedback`: `{type, content, contact?, requestId?}`; no token needed, but a live token ties the
 * feedback to its member. A repeated `requestId` answers the first feedback's id without storing it twice.
 */
export function submitFeedback({ store, request, body }: PlatformCall) {
  const fields = jsonBodyFields(body);
  const type = fields.type;
  if (typeof type !== 'number' || !FEEDBACK_TYPES.some((known) => known === type)) {
    throw badParam(`type must be one of ${FEEDBACK_TYPES.join(', ')}`, { field: 'type' });
  }
  const content = requiredText(fields, 'content', FEEDBACK_MAX_LENGTH);
  const words = wordCount(content);
  if (words < FEEDBACK_MIN_WORDS || words > FEEDBACK_MAX_WORDS) {
    throw badParam(`content must be between ${FEEDBACK_MIN_WORDS} and ${FEEDBACK_MAX_WORDS} words`, {
      field: 'content',
      minWords: FEEDBACK_MIN_WORDS,
      maxWords: FEEDBACK_MAX_WORDS,
    });
  }
  const contact = optionalText(fields, 'contact', CONTACT_MAX_LENGTH) ?? null;
  const requestId = optionalText(fields, 'requestId', 64) ?? null;
  const identity = store.data.identity;
  const earlier = requestId === null ? undefined : identity.feedback.find((entry) => entry.requestId === requestId);
  if (earlier !== undefined) return { feedbackId: earlier.feedbackId };
  const token = headerValue(request, 'authorization');
  const session = token === undefined ? null : store.sessions.resolve(token);
  const feedbackId = identity.nextFeedbackId;
  identity.nextFeedbackId += 1;
  identity.feedback.push({
    feedbackId,
    type,
    content,
    contact,
    accountId: session?.accountId ?? null,
    requestId,
    createdAt: store.clock.now(),
  });
  return { feedbackId };
}
