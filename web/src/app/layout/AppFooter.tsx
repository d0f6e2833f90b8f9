import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { SiteFooter } from '../../features/content/components/SiteFooter';
import styles from './AppShell.module.css';

// The copyright year only changes on a reload, which is fine for a footer.
const year = new Date().getFullYear();

export function AppFooter() {
  return (
    <footer className={styles.footer}>
      <SiteFooter />
      <p>
        <Link to={paths.feedback} className={styles.footerLink}>
          <FormattedMessage id="feedback.title" />
        </Link>
      </p>
      <p>
        <FormattedMessage id="footer.copyright" values={{ year }} />
      </p>
    </footer>
  );
}
