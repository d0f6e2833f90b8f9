import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import { formatGmtOffset, formatLocalDateTime } from '../../../lib/date/local-date-time';
import { CustomerServiceLink } from './CustomerServiceLink';
import styles from './SiteStatusView.module.css';

/** Spec 000 §2: the maintenance page, with its end time, customer service and a reload. */
export function MaintenanceView({ endsAt }: { endsAt: string | null }) {
  const intl = useIntl();
  const titleId = useId();
  const end = endsAt ? new Date(endsAt) : null;
  const endText = end && !Number.isNaN(end.getTime()) ? `${formatLocalDateTime(end)} (GMT${formatGmtOffset(end)})` : null;
  return (
    <section data-testid="maintenance-view" aria-labelledby={titleId} className={styles.view}>
      <h1 id={titleId} className={styles.title}>
        {intl.formatMessage({ id: 'game_maintenance' })}
      </h1>
      <p className={styles.text}>
        {endText
          ? intl.formatMessage({ id: 'info_maintenance' }, { endsAt: endText })
          : intl.formatMessage({ id: 'siteStatus.maintenance.noEndTime' })}
      </p>
      <div className={styles.actions}>
        <CustomerServiceLink />
        <Button onClick={() => window.location.reload()}>{intl.formatMessage({ id: 'siteStatus.reload' })}</Button>
      </div>
    </section>
  );
}
