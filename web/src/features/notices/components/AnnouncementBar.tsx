import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { MegaphoneIcon } from '../../../components/icons/MegaphoneIcon';
import styles from './AnnouncementBar.module.css';

/** The home announcement strip; holds the marquee, or its loading, empty or error state. */
export function AnnouncementBar({ children, busy = false }: { children: ReactNode; busy?: boolean }) {
  const intl = useIntl();
  return (
    <section
      aria-label={intl.formatMessage({ id: 'notices.label' })}
      aria-busy={busy || undefined}
      data-testid="notice-marquee"
      className={styles.bar}
    >
      <span className={styles.icon}>
        <MegaphoneIcon />
      </span>
      {children}
    </section>
  );
}

export function AnnouncementBarMessage({ children }: { children: ReactNode }) {
  return <p className={styles.message}>{children}</p>;
}
