import { useIntl } from 'react-intl';
import { formatLocalDate } from '../../../lib/date/local-date-time';
import { useHydrated } from '../../../lib/hooks/useHydrated';
import styles from './Promotions.module.css';

/**
 * "From – to", an open end, or nothing. The days are the browser's local ones: a server-rendered page shows them once
 * hydrated (the line keeps its place meanwhile).
 */
export function PromotionPeriod({ startsAt, endsAt }: { startsAt?: string | null; endsAt?: string | null }) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const from = formatLocalDate(startsAt);
  const to = formatLocalDate(endsAt);
  if (!from && !to) return null;
  let text: string;
  if (from && to) text = intl.formatMessage({ id: 'promotions.period' }, { from, to });
  else if (from) text = intl.formatMessage({ id: 'promotions.periodFrom' }, { from });
  else text = intl.formatMessage({ id: 'promotions.periodUntil' }, { to });
  return <p className={styles.period}>{hydrated ? text : '\u00a0'}</p>;
}
