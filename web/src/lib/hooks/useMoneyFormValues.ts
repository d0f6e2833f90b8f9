import { useState } from 'react';
import type { FieldMessage } from '../errors/field-message';
import type { UserErrorLike } from '../errors/user-error-message';
import { fieldSetter } from './field-setter';
import { listedField, useMoneyForm } from './useMoneyForm';

export interface MoneyFormValuesOptions<Field extends string> {
  /** Takes the last outcome off the screen when a field changes (see fieldSetter). */
  clearOutcome?: () => void;
  /** The form's reading of a refusal's field; by default the field as the gateway names it (listedField). */
  fieldOf?: (serverField: string) => Field | null;
  messageOf?: (error: UserErrorLike) => FieldMessage;
}

/**
 * A money form over text fields (useMoneyForm): the fields are the keys of `initial`, in the order their messages
 * take the focus; `values` as typed, `set` to change one (as typed), `setValues` to change them all (a reset).
 */
export function useMoneyFormValues<Field extends string>(initial: Record<Field, string>, options: MoneyFormValuesOptions<Field> = {}) {
  const fieldOrder = Object.keys(initial) as Field[];
  const form = useMoneyForm(fieldOrder, options.fieldOf ?? listedField(fieldOrder), options.messageOf);
  const [values, setValues] = useState(initial);
  const set = fieldSetter(setValues, form.edited, options.clearOutcome);
  return { ...form, values, setValues, set };
}
