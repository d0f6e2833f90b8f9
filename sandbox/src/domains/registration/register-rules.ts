import type { RegisterFieldRule } from '../../core/site.js';
import { badParam } from '../account/identity-errors.js';

/** The client's rule message key: `reg_pattern_<patternId>`, with the bounds in the value for substitution. */
function patternError(field: string, rule: RegisterFieldRule) {
  return badParam(`reg_pattern_${rule.patternId}`, {
    field,
    patternId: rule.patternId,
    minLength: rule.minLength,
    maxLength: rule.maxLength,
  });
}

/** Valid when the pattern (`*` = anything) matches and the length is within bounds. */
export function matchesRule(value: string, rule: RegisterFieldRule): boolean {
  const length = [...value].length;
  if (length < rule.minLength || length > rule.maxLength) return false;
  return rule.acceptedPattern === '*' || new RegExp(rule.acceptedPattern).test(value);
}

/** Checks one value against its rule; a missing value is refused only when the field is enabled and required. */
export function checkRuleField(field: string, value: string | undefined, rule: RegisterFieldRule | undefined): void {
  if (rule === undefined || !rule.enabled) return;
  if (value === undefined) {
    if (rule.required) throw badParam(`${field} is required`, { field });
    return;
  }
  if (!matchesRule(value, rule)) throw patternError(field, rule);
}

/** The password rule (pattern id 4) also governs changed and reset passwords. */
export function checkPasswordRule(field: string, value: string, rule: RegisterFieldRule | undefined): void {
  if (rule !== undefined && !matchesRule(value, rule)) throw patternError(field, rule);
}
