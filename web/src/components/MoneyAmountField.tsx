import { useIntl } from 'react-intl';
import type { FieldMessage } from '../lib/errors/field-message';
import { NumberField } from './NumberField';

export interface MoneyAmountFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: FieldMessage | undefined;
}

/** The amount of a money form (withdraw, transfers): decimal keyboard, required, never autofilled. */
export function MoneyAmountField({ value, onChange, error }: MoneyAmountFieldProps) {
  const intl = useIntl();
  return <NumberField name="amount" label={intl.formatMessage({ id: 'money.amount' })} keyboard="decimal" value={value} onChange={onChange} error={error} />;
}
