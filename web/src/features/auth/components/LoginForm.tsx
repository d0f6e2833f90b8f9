import { useIntl } from 'react-intl';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { LoginEntry } from '../../../gql/graphql';
import { Button } from '../../../components/Button';
import { CheckboxField } from '../../../components/CheckboxField';
import { PasswordField } from '../../../components/PasswordField';
import { TextField } from '../../../components/TextField';
import { formatOptional } from '../../../lib/errors/field-message';
import { useLoginForm, type LoginOutcome } from '../hooks/useLoginForm';
import { ProviderSignIn } from './ProviderSignIn';
import type { LoginMode } from '../remembered-login';
import { CaptchaField } from './CaptchaField';
import { FormErrors } from '../../../components/FormErrors';
import { MobileField } from './MobileField';
import { SmsCodeField } from './SmsCodeField';
import { HumanVerificationField } from '../human-verification/HumanVerificationField';
import styles from './LoginForm.module.css';

export const LoginFormSiteFragment = graphql(`
  fragment LoginForm_site on Site {
    loginOptions {
      smsLogin
      google
      facebook
      freePlay
      thirdPartySms
    }
    ...MobileField_site @unmask
    ...HumanVerification_site @unmask
  }
`);

export interface LoginFormProps {
  site: FragmentType<typeof LoginFormSiteFragment>;
  /** inline: one row in the header; stacked: the login page and popup. */
  layout?: 'inline' | 'stacked';
  testId?: string;
  /** AGENT: the agent login entry (spec 000 §6): username and password only, non-agents refused. */
  entry?: LoginEntry;
  onLoggedIn: (outcome: LoginOutcome) => void;
  onForgotPassword: () => void;
}

export type { LoginOutcome };

/** Username and SMS login, captcha when asked for, remember-me, forgot password, free play and providers. */
export function LoginForm({ site, layout = 'stacked', testId = 'login-form', entry = 'PLAYER', onLoggedIn, onForgotPassword }: LoginFormProps) {
  const { data, complete } = useFragment({ fragment: LoginFormSiteFragment, fragmentName: 'LoginForm_site', from: site });
  const intl = useIntl();
  // The agent entry offers no free play, SMS or provider login: only a password login says which entry it is.
  const options = complete && entry === 'PLAYER' ? data.loginOptions : null;
  const countries = complete ? data.countries : [];
  const { formRef, ...form } = useLoginForm({
    smsLogin: options?.smsLogin ?? false,
    entry,
    countries,
    onLoggedIn,
    // The agent entry too: the platform asks every password login for it.
    humanVerification: complete ? data.loginOptions.humanVerification : null,
    thirdPartySms: options?.thirdPartySms ?? false,
  });
  const inline = layout === 'inline';
  const { values, fieldErrors } = form;
  const error = (field: keyof typeof fieldErrors) => formatOptional(intl, fieldErrors[field]);

  const usernameLabel = intl.formatMessage({ id: 'auth.login.username' });
  const passwordLabel = intl.formatMessage({ id: 'auth.login.password' });

  const fields =
    form.mode === 'username' ? (
      <>
        <TextField
          className={styles.field}
          name="username"
          label={usernameLabel}
          hideLabel={inline}
          placeholder={usernameLabel}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={values.username}
          onChange={(event) => form.setValue('username', event.target.value)}
          error={error('username')}
        />
        <PasswordField
          className={styles.field}
          name="password"
          label={passwordLabel}
          hideLabel={inline}
          placeholder={passwordLabel}
          autoComplete="current-password"
          required
          value={values.password}
          onChange={(event) => form.setValue('password', event.target.value)}
          error={error('password')}
        />
        {form.captchaShown ? (
          <CaptchaField
            className={styles.wide}
            hideLabel={inline}
            value={values.captcha}
            onChange={(value) => form.setValue('captcha', value)}
            error={error('captcha')}
            image={form.captcha.image}
            onRefresh={() => void form.captcha.refresh()}
          />
        ) : null}
      </>
    ) : (
      <>
        <MobileField
          className={styles.wide}
          hideLabel={inline}
          value={values.mobile}
          onChange={(value) => form.setValue('mobile', value)}
          error={error('mobile')}
          countries={countries}
          countryCode={values.countryCode}
          onCountryChange={(code) => form.setValue('countryCode', code)}
          showPicker={options?.countryCodePicker ?? false}
        />
        <SmsCodeField
          className={styles.wide}
          hideLabel={inline}
          value={values.smsCode}
          onChange={(value) => form.setValue('smsCode', value)}
          error={error('smsCode')}
          secondsLeft={form.sms.secondsLeft}
          sending={form.sms.sending}
          onSend={() => void form.sendCode()}
          warning={form.sms.warning}
          onDismissWarning={form.sms.dismissWarning}
        />
      </>
    );

  return (
    <form
      ref={formRef}
      noValidate
      aria-label={intl.formatMessage({ id: 'auth.login.form' })}
      data-testid={testId}
      className={inline ? styles.inline : styles.stacked}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      {options?.smsLogin ? <ModeSwitch mode={form.mode} onChange={form.setMode} /> : null}
      <div className={styles.fields}>
        {fields}
        <HumanVerificationField className={styles.wide} verification={form.verification} />
        <Button type="submit" variant="primary" disabled={form.loading} aria-busy={form.loading || undefined}>
          {intl.formatMessage({ id: 'auth.login.submit' })}
        </Button>
      </div>
      <div className={styles.extras}>
        <CheckboxField
          label={intl.formatMessage({ id: 'auth.login.remember' })}
          checked={form.remember}
          onChange={(event) => form.setRemember(event.target.checked)}
        />
        <Button variant="link" onClick={onForgotPassword}>
          {intl.formatMessage({ id: 'auth.login.forgotPassword' })}
        </Button>
        {options?.freePlay ? (
          <Button variant="ghost" disabled={form.loading} onClick={() => void form.playForFree()}>
            {intl.formatMessage({ id: 'auth.login.freePlay' })}
          </Button>
        ) : null}
      </div>
      <FormErrors errors={form.formErrors} />
      {/* The header's one-row form leaves them to the login page and popup, with their binding notice. */}
      {options && !inline ? (
        <ProviderSignIn
          google={options.google}
          facebook={options.facebook}
          onLoggedIn={onLoggedIn}
          disabled={form.loading}
        />
      ) : null}
    </form>
  );
}

function ModeSwitch({ mode, onChange }: { mode: LoginMode; onChange: (mode: LoginMode) => void }) {
  const intl = useIntl();
  const modes: ReadonlyArray<{ value: LoginMode; label: string }> = [
    { value: 'username', label: intl.formatMessage({ id: 'auth.login.mode.username' }) },
    { value: 'sms', label: intl.formatMessage({ id: 'auth.login.mode.sms' }) },
  ];
  return (
    <div role="group" aria-label={intl.formatMessage({ id: 'auth.login.mode' })} className={styles.modes}>
      {modes.map((option) => (
        <button
          key={option.value}
          type="button"
          className={styles.mode}
          aria-pressed={mode === option.value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
