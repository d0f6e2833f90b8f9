import type { FieldMessage } from '../errors/field-message';

// The gateway's rule (spec 000 section 5, "real name without diacritics and with spaces"): plain letters A-Z, at
// least two words one space apart, as banks print a name ("NGUYEN VAN AN").
const realNamePattern = /^[A-Za-z]+(?: [A-Za-z]+)+$/;

/** A name as typed, with its spaces closed up (the gateway reads it the same way). */
export function normalRealName(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ');
}

/** The message under a real-name field, or undefined when the name passes; `maxLength` bounds the whole name. */
export function realNameError(raw: string, maxLength?: number): FieldMessage | undefined {
  const name = normalRealName(raw);
  return realNamePattern.test(name) && (maxLength === undefined || name.length <= maxLength) ? undefined : { id: 'validation.realName' };
}
