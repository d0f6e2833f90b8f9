import { useId } from 'react';
import { useIntl } from 'react-intl';
import { CustomerServiceLink } from './CustomerServiceLink';
import styles from './SiteStatusView.module.css';

/** Spec 000 §2: access from this address is refused; the visitor sees the IP the platform saw. */
export function RegionBlockedView({ ip }: { ip: string | null }) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <section data-testid="region-blocked-view" aria-labelledby={titleId} className={styles.view}>
      <h1 id={titleId} className={styles.title}>
        {intl.formatMessage({ id: 'blockip' })}
      </h1>
      <p className={styles.text}>{intl.formatMessage({ id: 'info_ip_block' })}</p>
      {ip ? (
        <p className={styles.ip}>
          {intl.formatMessage({ id: 'siteStatus.yourIp' }, { ip })}
        </p>
      ) : null}
      <div className={styles.actions}>
        <CustomerServiceLink />
      </div>
    </section>
  );
}
