import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import styles from './Promotions.module.css';

/** A member's two views of the page: the promotions, and their own applications (?view=applications). */
export function PromotionViews({ applications }: { applications: boolean }) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: 'promotions.views' })} className={styles.views}>
      <Link to={paths.promotions} className={styles.view} aria-current={applications ? undefined : 'page'}>
        {intl.formatMessage({ id: 'promotions.view.all' })}
      </Link>
      <Link to={`${paths.promotions}?view=applications`} className={styles.view} aria-current={applications ? 'page' : undefined}>
        {intl.formatMessage({ id: 'promotions.view.applications' })}
      </Link>
    </nav>
  );
}
