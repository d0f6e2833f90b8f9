import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { useLoginForm } from '../hooks/useLoginForm';
import styles from './LoginForm.module.css';

/** The inline login form of the header (username mode). */
export function LoginForm() {
  const intl = useIntl();
  const { values, fieldErrors, formErrors, loading, setValue, submit } = useLoginForm();
  const usernameLabel = intl.formatMessage({ id: 'auth.login.username' });
  const passwordLabel = intl.formatMessage({ id: 'auth.login.password' });

  return (
    <form
      noValidate
      aria-label={intl.formatMessage({ id: 'auth.login.form' })}
      data-testid="login-form"
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        void submit(event.currentTarget);
      }}
    >
      <TextField
        className={styles.field}
        name="username"
        label={usernameLabel}
        hideLabel
        placeholder={usernameLabel}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={values.username}
        onChange={(event) => setValue('username', event.target.value)}
        error={fieldErrors.username && intl.formatMessage({ id: fieldErrors.username })}
      />
      <TextField
        className={styles.field}
        name="password"
        type="password"
        label={passwordLabel}
        hideLabel
        placeholder={passwordLabel}
        autoComplete="current-password"
        required
        value={values.password}
        onChange={(event) => setValue('password', event.target.value)}
        error={fieldErrors.password && intl.formatMessage({ id: fieldErrors.password })}
      />
      <Button type="submit" variant="primary" disabled={loading} aria-busy={loading || undefined}>
        {intl.formatMessage({ id: 'auth.login.submit' })}
      </Button>
      {formErrors.length > 0 ? (
        <div role="alert" className={styles.formErrors}>
          {formErrors.map((id) => (
            <p key={id}>{intl.formatMessage({ id })}</p>
          ))}
        </div>
      ) : null}
    </form>
  );
}
