import { useIntl } from 'react-intl';
import styles from './DrawnNumbers.module.css';

/** A draw's opened numbers, the special prize first and marked as such. */
export function DrawnNumbers({ numbers, className }: { numbers: readonly string[]; className?: string }) {
  const intl = useIntl();
  const [special, ...others] = numbers;
  return (
    <span className={[styles.numbers, className].filter(Boolean).join(' ')}>
      {special !== undefined ? (
        <span className={styles.special}>
          <span className="visually-hidden">{intl.formatMessage({ id: 'lottery.results.special' })} </span>
          {special}
        </span>
      ) : null}
      {others.map((number, index) => (
        <span key={index} className={styles.number}>
          {number}
        </span>
      ))}
    </span>
  );
}
