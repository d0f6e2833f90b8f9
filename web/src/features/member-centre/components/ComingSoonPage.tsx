import { useIntl } from 'react-intl';
import styles from './MemberPageStates.module.css';

/** A page of the centre that the next release brings (reward centre, referral, missions, inbox). */
export function ComingSoonPage() {
  const intl = useIntl();
  return (
    <div className={styles.state} data-testid="member-page-coming">
      <p className={styles.stateTitle}>{intl.formatMessage({ id: 'memberCentre.coming.title' })}</p>
      <p className={styles.stateText}>{intl.formatMessage({ id: 'memberCentre.coming.text' })}</p>
    </div>
  );
}
