import { useId } from 'react';

export interface FieldIdsOptions {
  error?: string | undefined;
  hint?: string | undefined;
  /** The hint stays beside an error (a running count); otherwise an error takes the hint's place. */
  hintStays?: boolean;
}

export interface FieldIds {
  id: string;
  errorId: string;
  hintId: string;
  /** What the control's aria-describedby names: the messages shown under it. */
  describedBy: string | undefined;
}

/** The ids that tie a form control to its label and to the error or hint under it. */
export function useFieldIds({ error, hint, hintStays = false }: FieldIdsOptions): FieldIds {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = hintStays
    ? [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined
    : error
      ? errorId
      : hint
        ? hintId
        : undefined;
  return { id, errorId, hintId, describedBy };
}
