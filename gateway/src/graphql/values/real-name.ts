import type { UserError } from '../../__generated__/schema-types.js';
import { userError } from '../shared/user-errors.js';

/**
 * Spec 000 section 5, "real name without diacritics and with spaces": a name as banks print it ("NGUYEN VAN AN"),
 * plain letters A-Z only, at least two words one space apart. Banks match the payee's name letter by letter, so
 * "Nguyễn Văn An" would be refused by the bank after the platform accepted it.
 */
const REAL_NAME = /^[A-Za-z]+(?: [A-Za-z]+)+$/;

/** A name as typed, with its spaces closed up (leading, trailing and repeated ones are not part of it). */
export function normalRealName(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ');
}

/** The problem with a (normalised) real name for `field`, if any; `maxLength`, when given, bounds the whole name. */
export function realNameProblem(field: string, name: string, maxLength?: number): UserError | undefined {
  if (REAL_NAME.test(name) && (maxLength === undefined || name.length <= maxLength)) return undefined;
  const message = 'Enter the real name without diacritics, its words separated by spaces.';
  return maxLength === undefined ? userError(field, 'INVALID_REAL_NAME', message) : userError(field, 'INVALID_REAL_NAME', message, { maxLength });
}
