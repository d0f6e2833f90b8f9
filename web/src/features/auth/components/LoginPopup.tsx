import { useIntl } from 'react-intl';
import type { FragmentType } from '@apollo/client';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { LoginForm, type LoginFormSiteFragment, type LoginOutcome } from './LoginForm';
import styles from './AuthForm.module.css';

export interface LoginPopupProps {
  site: FragmentType<typeof LoginFormSiteFragment>;
  onClose: () => void;
  onLoggedIn: (outcome: LoginOutcome) => void;
  onForgotPassword: () => void;
  /** Shown when the site lets visitors register directly. */
  onRegister?: (() => void) | undefined;
}

/** The login form in a dialog: what a guarded action opens for a visitor who is not logged in. */
export function LoginPopup({ site, onClose, onLoggedIn, onForgotPassword, onRegister }: LoginPopupProps) {
  const intl = useIntl();
  return (
    <Modal testId="login-popup" title={intl.formatMessage({ id: 'auth.login.title' })} onClose={onClose}>
      <p className={styles.note}>{intl.formatMessage({ id: 'auth.login.popupNote' })}</p>
      <LoginForm site={site} testId="login-popup-form" onLoggedIn={onLoggedIn} onForgotPassword={onForgotPassword} />
      {onRegister ? (
        <p className={styles.note}>
          {intl.formatMessage({ id: 'auth.login.noAccount' })}{' '}
          <Button variant="link" onClick={onRegister}>
            {intl.formatMessage({ id: 'auth.register' })}
          </Button>
        </p>
      ) : null}
    </Modal>
  );
}
