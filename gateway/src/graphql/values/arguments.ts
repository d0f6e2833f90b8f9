import { gatewayError } from '../../infra/errors/gateway-error.js';

// Every argument is checked here before it reaches a cache key or the platform (architecture section 2).

export const MAX_SEARCH_LENGTH = 50;
/** The platform's own bound for minLineNum. */
export const MAX_LINES = 1024;

const CODE = /^[A-Za-z0-9_-]{1,32}$/;
const DECIMAL = /^\d{1,9}(\.\d{1,2})?$/;

/** A platform code (vendor, classification, game code): letters, digits, `_` and `-`; upper-cased. */
export function codeArgument(name: string, value: string | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  const trimmed = value.trim();
  if (!CODE.test(trimmed)) throw gatewayError('BAD_USER_INPUT', `"${name}" must be a code of 1 to 32 letters, digits, "_" or "-".`);
  return trimmed.toUpperCase();
}

/** A name search: trimmed, inner runs of spaces collapsed, at most 50 characters, no control characters. */
export function searchArgument(value: string | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  const normalised = value.normalize('NFC').trim().replace(/\s+/g, ' ');
  if (normalised.length > MAX_SEARCH_LENGTH) {
    throw gatewayError('BAD_USER_INPUT', `"search" must be at most ${MAX_SEARCH_LENGTH} characters.`);
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\u0000-\u001f\u007f]/.test(normalised)) throw gatewayError('BAD_USER_INPUT', '"search" contains control characters.');
  return normalised === '' ? undefined : normalised;
}

/** A stake: a non-negative decimal with at most two places, sent on as the platform's number text. */
export function decimalArgument(name: string, value: string | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  const trimmed = value.trim();
  if (!DECIMAL.test(trimmed)) throw gatewayError('BAD_USER_INPUT', `"${name}" must be a decimal such as "10" or "0.50".`);
  return trimmed;
}

export function linesArgument(value: number | null | undefined): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (!Number.isInteger(value) || value < 0 || value > MAX_LINES) {
    throw gatewayError('BAD_USER_INPUT', `"minLines" must be from 0 to ${MAX_LINES}.`);
  }
  return value;
}
