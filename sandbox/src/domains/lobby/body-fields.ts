import { PlatformError } from '../../protocol/errors.js';
import type { WireBody } from '../../protocol/wire-body.js';

/** The fields of a JSON object (or form) body; anything else is refused in the platform's shape. */
export function bodyFields(body: WireBody): Record<string, unknown> {
  if (body.kind === 'form') return body.fields;
  if (body.kind === 'json' && typeof body.value === 'object' && body.value !== null && !Array.isArray(body.value)) {
    return body.value as Record<string, unknown>;
  }
  if (body.kind === 'empty') throw PlatformError.of('requestBody');
  throw PlatformError.of('requestParam', { message: 'The body must be a JSON object' });
}

/** Like bodyFields, but an absent body is simply no fields (DELETE may carry its ids in the query). */
export function optionalBodyFields(body: WireBody): Record<string, unknown> {
  return body.kind === 'empty' ? {} : bodyFields(body);
}
