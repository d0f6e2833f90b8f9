import { PlatformError } from '../../protocol/errors.js';
import type { WireBody } from '../../protocol/wire-body.js';
import { badParam } from './identity-errors.js';

export type Fields = Readonly<Record<string, unknown>>;

/** The decrypted JSON of an encrypted call, which must be an object. */
export function payloadFields(payload: unknown): Fields {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    throw badParam('The payload must be a JSON object');
  }
  return payload as Fields;
}

/** A plain JSON body: missing or broken → request_body_required; not an object → request_param_err. */
export function jsonBodyFields(body: WireBody): Fields {
  switch (body.kind) {
    case 'empty':
    case 'malformed':
    case 'text':
      throw PlatformError.of('requestBody');
    case 'form':
      throw badParam('A JSON body is expected');
    case 'json':
      return payloadFields(body.value);
  }
}

/** A string field trimmed; numbers are taken as their digits (mobile numbers often arrive as numbers). */
export function optionalText(fields: Fields, key: string, maxLength = 255): string | undefined {
  const raw = fields[key];
  if (raw === undefined || raw === null) return undefined;
  const text = typeof raw === 'number' && Number.isSafeInteger(raw) ? String(raw) : raw;
  if (typeof text !== 'string') throw badParam(`${key} must be a string`);
  const trimmed = text.trim();
  if (trimmed.length > maxLength) throw badParam(`${key} is longer than ${maxLength} characters`);
  return trimmed === '' ? undefined : trimmed;
}

export function requiredText(fields: Fields, key: string, maxLength = 255): string {
  const text = optionalText(fields, key, maxLength);
  if (text === undefined) throw badParam(`${key} is required`, { field: key });
  return text;
}

/** A password is taken exactly as typed (no trimming), but must be a non-empty string. */
export function optionalSecret(fields: Fields, key: string): string | undefined {
  const raw = fields[key];
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (typeof raw !== 'string') throw badParam(`${key} must be a string`);
  if (raw.length > 255) throw badParam(`${key} is longer than 255 characters`);
  return raw;
}

export function requiredSecret(fields: Fields, key: string): string {
  const secret = optionalSecret(fields, key);
  if (secret === undefined) throw badParam(`${key} is required`, { field: key });
  return secret;
}
