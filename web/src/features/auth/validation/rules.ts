import type { FieldMessage } from '../../../lib/errors/field-message';
import type { MessageId } from '../../../i18n/message-id';

/** A field's rule as the server supplies it (site.registrationForm.fields). */
export interface FieldRule {
  enabled: boolean;
  required: boolean;
  pattern?: string | null;
  patternId?: number | null;
  minLength?: number | null;
  maxLength?: number | null;
}

// The platform's pattern ids and the message of each (spec 000 §5 "Rule messages"; ids 1, 4, 5 and 6 are
// confirmed by the protocol notes, the rest follow the spec's list).
const patternMessageIds: Readonly<Record<number, MessageId>> = {
  0: 'rule.pattern.0',
  1: 'rule.pattern.1',
  2: 'rule.pattern.2',
  3: 'rule.pattern.3',
  4: 'rule.pattern.4',
  5: 'rule.pattern.5',
  6: 'rule.pattern.6',
  7: 'rule.pattern.7',
  8: 'rule.pattern.8',
  9: 'rule.pattern.9',
  10: 'rule.pattern.10',
  11: 'rule.pattern.11',
  12: 'rule.pattern.12',
  13: 'rule.pattern.13',
  14: 'rule.pattern.14',
  15: 'rule.pattern.15',
  16: 'rule.pattern.16',
  17: 'rule.pattern.17',
};

/** "6–12", or "4" when both bounds are equal (spec: the single value is shown). */
export function lengthRange(minLength?: number | null, maxLength?: number | null): string {
  const min = minLength ?? 1;
  const max = maxLength ?? Math.max(min, 255);
  return min === max ? String(min) : `${min}–${max}`;
}

/** The message of a rule: its pattern's text with the bounds substituted. */
export function ruleMessage(patternId: number | null | undefined, minLength?: number | null, maxLength?: number | null): FieldMessage {
  const id = (patternId != null && patternMessageIds[patternId]) || 'rule.pattern.unknown';
  return { id, values: { range: lengthRange(minLength, maxLength) } };
}

export const requiredMessage: FieldMessage = { id: 'validation.required' };

function matches(pattern: string | null | undefined, value: string): boolean {
  if (!pattern || pattern === '*') return true;
  try {
    return new RegExp(pattern, 'u').test(value);
  } catch {
    // A pattern this browser cannot compile is left to the server, which checks every rule again.
    return true;
  }
}

/** Checks a value against its rule: required when the rule says so, then pattern and length. */
export function checkRule(value: string, rule: FieldRule, required = rule.required): FieldMessage | undefined {
  if (!value) return required ? requiredMessage : undefined;
  const length = [...value].length;
  const tooShort = rule.minLength != null && length < rule.minLength;
  const tooLong = rule.maxLength != null && length > rule.maxLength;
  if (tooShort || tooLong || !matches(rule.pattern, value)) {
    return ruleMessage(rule.patternId, rule.minLength, rule.maxLength);
  }
  return undefined;
}

const emailPattern = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

export function isEmail(value: string): boolean {
  return emailPattern.test(value);
}
