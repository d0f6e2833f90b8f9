import { useId } from 'react';
import { useIntl } from 'react-intl';
import { CustomerServiceLink } from './CustomerServiceLink';
import styles from './SiteStatusView.module.css';

/** Spec 001 §8: the platform's domain check failed for the address the site was reached on. */
export function InvalidDomainView() {
  const intl = useIntl();
  const titleId = useId();
  return (
    <section data-testid="invalid-domain-view" aria-labelledby={titleId} className={styles.view}>
      <h1 id={titleId} className={styles.title}>
        {intl.formatMessage({ id: 'siteStatus.invalidDomain.title' })}
      </h1>
      <p className={styles.text}>{intl.formatMessage({ id: 'siteStatus.invalidDomain.text' })}</p>
      <div className={styles.actions}>
        <CustomerServiceLink />
      </div>
    </section>
  );
}
