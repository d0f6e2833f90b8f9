import { headerValue } from '../../protocol/headers.js';
import type { PlatformCall } from '../../protocol/route-registry.js';
import { badParam } from './identity-errors.js';
import { jsonBodyFields, optionalText, requiredText } from './payload-fields.js';

/** 1 suggestion, 2 site problem, 3 deposit or withdrawal, 4 complaint, 5 other. */
export const FEEDBACK_TYPES = [1, 2, 3, 4, 5] as const;
export const FEEDBACK_MAX_LENGTH = 500;
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
