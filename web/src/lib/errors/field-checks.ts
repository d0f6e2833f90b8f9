import type { FieldErrors, FieldMessage } from './field-message';

// Apart from field-message (which the first paint loads): these are the forms' own, and bring their messages.

/** A form's check of each field (its message, or null when the field is fine) as the messages to show. */
export function collectFieldErrors<Field extends string>(checks: Partial<Record<Field, FieldMessage | null>>): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const [field, message] of Object.entries(checks) as Array<[Field, FieldMessage | null | undefined]>) if (message) errors[field] = message;
  return errors;
}

/** The check of a field that must not be empty. */
export const requiredError = (value: string): FieldMessage | null => (value ? null : { id: 'validation.required' });
