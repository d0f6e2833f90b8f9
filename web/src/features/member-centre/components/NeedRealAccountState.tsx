import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import styles from './MemberPageStates.module.css';

/** What a trial account sees instead of a page (spec 001 §4: the panel opens only for those allowed). */
export function NeedRealAccountState({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  return (
    <div className={styles.state} data-testid="member-need-real-account">
      <p className={styles.stateTitle}>{intl.formatMessage({ id: 'needRealAccount.title' })}</p>
      <p className={styles.stateText}>{intl.formatMessage({ id: 'in_need_true_account' })}</p>
      <Button variant="primary" onClick={onClose}>
        {intl.formatMessage({ id: 'memberCentre.close' })}
      </Button>
    </div>
  );
}
