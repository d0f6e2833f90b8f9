import { useIntl } from 'react-intl';
import { formatMoney } from '../../lib/money/format-money';
import styles from './Records.module.css';

/** A result or money line: green when the member gained, red when money left. */
export function SignedAmount({ amount }: { amount: string }) {
  const intl = useIntl();
  const negative = amount.trim().startsWith('-');
  const zero = /^-?0+(\.0+)?$/.test(amount.trim());
  const className = zero ? undefined : negative ? styles.negative : styles.positive;
  return (
    <span className={className}>
      {!negative && !zero ? '+' : ''}
      {formatMoney(amount, intl.locale)}
    </span>
  );
}
