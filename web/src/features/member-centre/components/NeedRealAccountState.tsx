import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import styles from './MemberPageStates.module.css';

export interface NeedRealAccountStateProps {
  onClose: () => void;
  /** What closing does, said on its button (the member centre's close by default). */
  closeLabel?: string;
  /** The way out: registering a real account. */
  onRegister?: () => void;
}

/**
 * What a trial account sees instead of a page (spec 001 §4: the panel opens only for those allowed): what a trial
 * can do, and registering.
 */
export function NeedRealAccountState({ onClose, closeLabel, onRegister }: NeedRealAccountStateProps) {
  const intl = useIntl();
  return (
    <div className={styles.state} data-testid="member-need-real-account">
      <p className={styles.stateTitle}>{intl.formatMessage({ id: 'needRealAccount.title' })}</p>
      <p className={styles.stateText}>{intl.formatMessage({ id: 'in_need_true_account' })}</p>
      <p className={styles.stateText}>{intl.formatMessage({ id: 'needRealAccount.trialCan' })}</p>
      {onRegister ? (
        <Button variant="primary" onClick={onRegister}>
          {intl.formatMessage({ id: 'needRealAccount.register' })}
        </Button>
      ) : null}
      <Button variant={onRegister ? 'secondary' : 'primary'} onClick={onClose}>
        {closeLabel ?? intl.formatMessage({ id: 'memberCentre.close' })}
      </Button>
    </div>
  );
}
