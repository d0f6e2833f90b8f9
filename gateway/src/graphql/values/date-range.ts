import type { DateRangeInput } from '../../__generated__/schema-types.js';
import { gatewayError } from '../../infra/errors/gateway-error.js';

/** The longest window a record query may span: the platform's reports are not built for more. */
export const MAX_RANGE_DAYS = 90;

/** A record filter's window as the platform's inclusive ms bounds, or nothing when none was given. */
export function timeWindow(range: DateRangeInput | null | undefined): { startTime: number; endTime: number } | Record<string, never> {
  if (range === null || range === undefined) return {};
  const startTime = Date.parse(range.from);
  const endTime = Date.parse(range.to);
  if (Number.isNaN(startTime) || Number.isNaN(endTime)) throw gatewayError('BAD_USER_INPUT', '"range" must have valid dates.');
  if (endTime < startTime) throw gatewayError('BAD_USER_INPUT', '"range.to" must not be before "range.from".');
  if (endTime - startTime > MAX_RANGE_DAYS * 24 * 3600_000) {
    throw gatewayError('BAD_USER_INPUT', `"range" may span at most ${MAX_RANGE_DAYS} days.`);
  }
  return { startTime, endTime };
}
