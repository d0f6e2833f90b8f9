import type { UserError, UserErrorCode, UserErrorDetails } from '../../../__generated__/schema-types.js';
import { userError } from '../../shared/user-errors.js';

/** One field's rule as the register-settings call sends it (upstream-protocol.md section 4). */
export interface FieldRuleValue {
  enabled?: boolean | number | string;
  required?: boolean | number | string;
  acceptedPattern?: string | null;
  patternId?: number | null;
  minLength?: number | null;
  maxLength?: number | null;
}

export type RegisterSettingsValue = Readonly<Record<string, FieldRuleValue | undefined>>;

/** A rule in our terms: `pattern` null means any characters (the platform's `*`). */
export interface FieldRule {
  enabled: boolean;
  required: boolean;
  pattern: string | null;
  patternId: number | null;
  minLength: number | null;
  maxLength: number | null;
}

const flag = (value: unknown): boolean => value === true || value === 1 || value === '1' || value === 'true';
const bound = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null);

export const DISABLED_RULE: FieldRule = { enabled: false, required: false, pattern: null, patternId: null, minLength: null, maxLength: null };

export function ruleOf(value: FieldRuleValue | undefined): FieldRule {
  if (value === undefined || value === null) return DISABLED_RULE;
  const pattern = typeof value.acceptedPattern === 'string' && value.acceptedPattern !== '' && value.acceptedPattern !== '*' ? value.acceptedPattern : null;
  return {
    enabled: flag(value.enabled),
    required: flag(value.required),
    pattern,
    patternId: bound(value.patternId),
    minLength: bound(value.minLength),
    maxLength: bound(value.maxLength),
  };
}

function matches(pattern: string, value: string): boolean {
  try {
    return new RegExp(pattern).test(value);
  } catch {
    // A pattern we cannot compile cannot be enforced here; the platform still checks its own rule.
    return true;
  }
}

const detailsOf = (rule: FieldRule): UserErrorDetails => ({ minLength: rule.minLength, maxLength: rule.maxLength, patternId: rule.patternId });

/**
 * The platform's rule check: valid when the length is within bounds and the pattern matches
 * (message `reg_pattern_<patternId>` with min and max, so the details carry all three).
 */
export function checkRule(field: string, value: string, rule: FieldRule, formatCode: UserErrorCode = 'INVALID_FORMAT'): UserError | undefined {
  const length = [...value].length;
  if (rule.minLength !== null && length < rule.minLength) return userError(field, 'TOO_SHORT', 'This value is too short.', detailsOf(rule));
  if (rule.maxLength !== null && length > rule.maxLength) return userError(field, 'TOO_LONG', 'This value is too long.', detailsOf(rule));
  if (rule.pattern !== null && !matches(rule.pattern, value)) {
    return userError(field, formatCode, 'This value does not match the rule.', detailsOf(rule));
  }
  return undefined;
}
