import type { Dispatch, SetStateAction } from 'react';

/**
 * A money form's `set`: one field's new value, which also takes the last outcome off the screen (a done message
 * no longer describes what is typed) and the field's message (useMoneyForm's `edited`).
 */
export function fieldSetter<Field extends string>(
  setValues: Dispatch<SetStateAction<Record<Field, string>>>,
  edited: (field: Field) => void,
  clearOutcome?: () => void,
) {
  return (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearOutcome?.();
    edited(field);
  };
}
