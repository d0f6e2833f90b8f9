import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button';
import { SelectField } from '../SelectField';
import { TextField } from '../TextField';
import { formatOptional, type FieldMessage } from '../../lib/errors/field-message';
import { dateRangeError, type RecordFilterValues } from '../../lib/date/record-filters';
import type { MessageId } from '../../i18n/message-id';
import styles from './Records.module.css';

export interface RecordFiltersProps {
  values: RecordFilterValues;
  /** The type select; a page without types (a summary over days) leaves both out. */
  typeLabel?: string;
  types?: ReadonlyArray<{ value: string; label: string }>;
  onApply: (values: RecordFilterValues) => void;
}

/** Type (when the page has types) and date range of a records page; applied together, so the list reloads once. */
export function RecordFilters({ values, typeLabel, types, onApply }: RecordFiltersProps) {
  const intl = useIntl();
  const [draft, setDraft] = useState(values);
  const [error, setError] = useState<FieldMessage | null>(null);
  const set = (field: keyof RecordFilterValues, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setError(null);
  };
  // The range's ends: each bounds the other, and a range that does not hold is said under its start.
  const dateField = (field: 'from' | 'to', label: MessageId, bounds: { min?: string; max?: string }, fieldError?: string) => (
    <TextField
      name={field}
      type="date"
      label={intl.formatMessage({ id: label })}
      value={draft[field]}
      {...bounds}
      onChange={(event) => set(field, event.target.value)}
      error={fieldError}
    />
  );
  return (
    <form
      noValidate
      role="search"
      aria-label={intl.formatMessage({ id: 'records.filters' })}
      className={styles.row}
      onSubmit={(event) => {
        event.preventDefault();
        const problem = dateRangeError(draft);
        if (problem) setError(problem);
        else onApply(draft);
      }}
    >
      {types && typeLabel ? (
        <SelectField name="type" label={typeLabel} value={draft.type} onChange={(event) => set('type', event.target.value)}>
          <option value="">{intl.formatMessage({ id: 'records.type.all' })}</option>
          {types.map((type) => (
            <option key={type.value} value={type.value}>
              {type.label}
            </option>
          ))}
        </SelectField>
      ) : null}
      {dateField('from', 'records.from', { max: draft.to || undefined }, formatOptional(intl, error ?? undefined))}
      {dateField('to', 'records.to', { min: draft.from || undefined })}
      <div className={styles.actions}>
        <Button type="submit" variant="primary">
          {intl.formatMessage({ id: 'records.apply' })}
        </Button>
        <Button
          onClick={() => {
            const cleared = { from: '', to: '', type: '' };
            setDraft(cleared);
            setError(null);
            onApply(cleared);
          }}
        >
          {intl.formatMessage({ id: 'records.clear' })}
        </Button>
      </div>
    </form>
  );
}
