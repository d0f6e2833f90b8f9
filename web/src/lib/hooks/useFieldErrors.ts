import { useRef, useState } from 'react';
import type { FieldErrors, FieldMessage } from '../errors/field-message';
import { firstInvalid, focusField } from './focus-field';

/**
 * The error state every form keeps: a message per field, form-level messages, and focus moved to the
 * first field in error so keyboard and screen-reader users land on what to fix.
 */
export function useFieldErrors<Field extends string>(
  fieldOrder: readonly Field[],
  initial: () => FieldErrors<Field> = () => ({}),
) {
  const formRef = useRef<HTMLFormElement>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<Field>>(initial);
  const [formErrors, setFormErrors] = useState<FieldMessage[]>([]);

  function showErrors(errors: FieldErrors<Field>, formLevel: FieldMessage[] = []) {
    setFieldErrors(errors);
    setFormErrors(formLevel);
    const first = firstInvalid(fieldOrder, errors);
    if (first) focusField(formRef.current, first);
  }

  /** Typing in a field takes its message away. */
  function clearField(field: Field) {
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  }

  function setFieldError(field: Field, message: FieldMessage) {
    setFieldErrors((current) => ({ ...current, [field]: message }));
  }

  function clearAll() {
    setFieldErrors({});
    setFormErrors([]);
  }

  return { formRef, fieldErrors, formErrors, setFormErrors, showErrors, clearField, setFieldError, clearAll };
}
