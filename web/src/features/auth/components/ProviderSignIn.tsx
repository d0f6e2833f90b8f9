import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import { FormErrors } from '../../../components/FormErrors';
import { useProviderLogin, type LoginOutcome } from '../hooks/useProviderLogin';
import styles from './ProviderSignIn.module.css';

export interface ProviderSignInProps {
  google: boolean;
  facebook: boolean;
  onLoggedIn: (outcome: LoginOutcome) => void;
  disabled?: boolean;
}

/**
 * The Google and Facebook buttons of the login and register forms (spec 000 §2), with the notice that signing in
 * binds the external login to an existing or new account for good (§4).
 */
export function ProviderSignIn({ google, facebook, onLoggedIn, disabled = false }: ProviderSignInProps) {
  const intl = useIntl();
  const { loginWith, loading, errors } = useProviderLogin(onLoggedIn);
  if (!google && !facebook) return null;
  const names = [google ? 'Google' : null, facebook ? 'Facebook' : null].filter(Boolean).join(' / ');
  return (
    <div className={styles.providers} data-testid="provider-sign-in">
      <div className={styles.buttons}>
        {google ? (
          <Button variant="ghost" disabled={disabled || loading} aria-busy={loading || undefined} onClick={() => void loginWith('GOOGLE')}>
            {intl.formatMessage({ id: 'auth.login.google' })}
          </Button>
        ) : null}
        {facebook ? (
          <Button variant="ghost" disabled={disabled || loading} aria-busy={loading || undefined} onClick={() => void loginWith('FACEBOOK')}>
            {intl.formatMessage({ id: 'auth.login.facebook' })}
          </Button>
        ) : null}
      </div>
      <p className={styles.notice}>{intl.formatMessage({ id: 'auth.firebase.bindNotice' }, { provider: names })}</p>
      <FormErrors errors={errors} />
    </div>
  );
}
