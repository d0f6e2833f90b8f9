import type { MessageId } from '../../i18n/message-id';
import type { FieldMessage } from './field-message';

// Up to two minutes the wait reads best in seconds; beyond, in whole minutes (rounded up, never too early).
const secondsUpTo = 120;

/**
 * "Too many requests, try again in …" with the wait the server gave, or `fallback` (the spec's fixed wording)
 * when it gave none.
 */
export function rateLimitMessage(
  retryAfterSeconds: number | null | undefined,
  fallback: MessageId = 'error.RATE_LIMITED',
): FieldMessage {
  if (!retryAfterSeconds || retryAfterSeconds <= 0) return { id: fallback };
  if (retryAfterSeconds <= secondsUpTo) {
    return { id: 'error.RATE_LIMITED.seconds', values: { seconds: Math.ceil(retryAfterSeconds) } };
  }
  return { id: 'error.RATE_LIMITED.minutes', values: { minutes: Math.ceil(retryAfterSeconds / 60) } };
}
