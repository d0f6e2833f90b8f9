import { Fragment, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { RegisterModal_SiteFragment, RegistrationMethod } from '../../../gql/graphql';
import { Button } from '../../../components/Button';
import { CheckboxField } from '../../../components/CheckboxField';
import { Modal } from '../../../components/Modal';
import { Spinner } from '../../../components/Spinner';
import { Tabs } from '../../../components/Tabs';
import { paths } from '../../../config/paths';
import { formatOptional } from '../../../lib/errors/field-message';
import { useRegisterForm } from '../hooks/useRegisterForm';
import { ruleMessage } from '../validation/rules';
import type { AffiliateFromUrl } from '../validation/register-fields';
import { CaptchaField } from './CaptchaField';
import { FormErrors } from '../../../components/FormErrors';
import { MobileField } from './MobileField';
import { RegisterTextInput } from './RegisterTextInput';
import { SmsCodeField } from './SmsCodeField';
import { ProviderSignIn } from './ProviderSignIn';
import { HumanVerificationField } from '../human-verification/HumanVerificationField';
import styles from './AuthForm.module.css';

export const RegisterModalSiteFragment = graphql(`
  fragment RegisterModal_site on Site {
    ...MobileField_site @unmask
    ...HumanVerification_site @unmask
    loginOptions {
      thirdPartySms
      google
      facebook
    }
    registrationForm {
      methods
      smsVerification
      mobilePassword
      minimumAge
      fields {
        ...RegistrationFieldRule @unmask
      }
    }
  }
`);

export interface RegisterModalProps {
  site: FragmentType<typeof RegisterModalSiteFragment>;
  /** The invitation code from the URL and its check; null when the URL has none. */
  affiliate?: AffiliateFromUrl;
  referralCode?: string | null;
  onClose: () => void;
  onRegistered: () => void;
  /** "Already a member? Log in". */
  onLogin?: () => void;
  /** Above the form: the register banners (composed by the app, from the content feature). */
  banner?: ReactNode;
}

export function RegisterModal({ site, affiliate = null, referralCode = null, onClose, onRegistered, onLogin, banner }: RegisterModalProps) {
  const intl = useIntl();
  const { data, complete } = useFragment({ fragment: RegisterModalSiteFragment, fragmentName: 'RegisterModal_site', from: site });
  return (
    <Modal testId="register-modal" title={intl.formatMessage({ id: 'register.title' })} onClose={onClose}>
      {banner}
      {complete ? (
        <RegisterForm
          site={data}
          affiliate={affiliate}
          referralCode={referralCode}
          onRegistered={onRegistered}
          onLogin={onLogin}
        />
      ) : (
        <Spinner label={intl.formatMessage({ id: 'app.loading' })} />
      )}
    </Modal>
  );
}

export interface RegisterFormProps {
  site: RegisterModal_SiteFragment;
  affiliate: AffiliateFromUrl;
  referralCode: string | null;
  onRegistered: () => void;
  onLogin: (() => void) | undefined;
  /** An agent registering a downline: no terms, age or login link (see useRegisterForm). */
  downline?: { onRegistered: (account: string) => void };
}

export function RegisterForm({ site, affiliate, referralCode, onRegistered, onLogin, downline }: RegisterFormProps) {
  const intl = useIntl();
  const rules = site.registrationForm;
  const { formRef, ...form } = useRegisterForm({
    rules,
    countries: site.countries,
    affiliate,
    referralCode,
    onRegistered,
    downline,
    humanVerification: site.loginOptions.humanVerification,
    thirdPartySms: site.loginOptions.thirdPartySms,
  });
  const { values, fieldErrors } = form;
  const error = (field: keyof typeof fieldErrors) => formatOptional(intl, fieldErrors[field]);

  const methodOptions = rules.methods.map((method: RegistrationMethod) => ({
    value: method,
    label: intl.formatMessage({ id: method === 'MOBILE' ? 'register.method.MOBILE' : 'register.method.USERNAME' }),
  }));

  const fields: ReactNode[] = form.visible.map(({ field, required, rule }) => {
    switch (field) {
      case 'mobile':
        return (
          <MobileField
            key={field}
            value={values.mobile}
            onChange={(value) => form.setValue('mobile', value)}
            error={error('mobile')}
            countries={site.countries}
            countryCode={values.countryCode}
            onCountryChange={(code) => form.setValue('countryCode', code)}
            showPicker={site.loginOptions.countryCodePicker}
            required={required}
          />
        );
      case 'verificationCode':
        // The code is sent only after the challenge (spec 000 §7, sms/register), so it sits next to the send button.
        return (
          <Fragment key={field}>
            <SmsCodeField
            name="verificationCode"
            required={required}
            value={values.verificationCode}
            onChange={(value) => form.setValue('verificationCode', value)}
            error={error('verificationCode')}
            secondsLeft={form.sms.secondsLeft}
            sending={form.sms.sending}
            onSend={() => void form.sendCode()}
            warning={form.sms.warning}
            onDismissWarning={form.sms.dismissWarning}
            />
            <HumanVerificationField verification={form.verification} />
          </Fragment>
        );
      case 'captcha':
        return (
          <CaptchaField
            key={field}
            value={values.captcha}
            onChange={(value) => form.setValue('captcha', value)}
            error={error('captcha')}
            image={form.captcha.image}
            onRefresh={() => void form.captcha.refresh()}
          />
        );
      default:
        return (
          <RegisterTextInput
            key={field}
            field={field}
            required={required}
            value={values[field]}
            onChange={(value) => form.setValue(field, value)}
            error={error(field)}
            hint={field === 'username' && rule ? formatOptional(intl, ruleMessage(rule.patternId, rule.minLength, rule.maxLength)) : undefined}
          />
        );
    }
  });

  const body = (
    <form
      ref={formRef}
      noValidate
      aria-label={intl.formatMessage({ id: 'register.form' })}
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
      onReset={(event) => {
        event.preventDefault();
        form.reset();
      }}
    >
      <p className={styles.note}>
        <FormattedMessage id="form.requiredNote" />
      </p>
      {fields}
      {downline ? null : (
        <>
          <CheckboxField
            name="acceptTerms"
            required
            checked={values.acceptTerms}
            onChange={(event) => form.setValue('acceptTerms', event.target.checked)}
            error={error('acceptTerms')}
            label={
              <FormattedMessage
                id="register.terms.label"
                values={{
                  terms: (
                    <a href={paths.help} target="_blank" rel="noreferrer">
                      {intl.formatMessage({ id: 'register.terms.name' })}
                    </a>
                  ),
                }}
              />
            }
          />
          <CheckboxField
            name="confirmAge"
            required
            checked={values.confirmAge}
            onChange={(event) => form.setValue('confirmAge', event.target.checked)}
            error={error('confirmAge')}
            label={intl.formatMessage({ id: 'register.age.label' }, { age: rules.minimumAge })}
          />
        </>
      )}
      <FormErrors errors={form.formErrors} />
      <div className={styles.actions}>
        <Button type="reset">{intl.formatMessage({ id: 'form.reset' })}</Button>
        <Button type="submit" variant="primary" disabled={form.loading} aria-busy={form.loading || undefined}>
          {intl.formatMessage({ id: downline ? 'register.downline.submit' : 'register.submit' })}
        </Button>
      </div>
      {downline ? null : (
        <ProviderSignIn
          google={site.loginOptions.google}
          facebook={site.loginOptions.facebook}
          onLoggedIn={onRegistered}
          disabled={form.loading}
        />
      )}
      {onLogin ? (
        <p className={styles.note}>
          {intl.formatMessage({ id: 'register.haveAccount' })}{' '}
          <Button variant="link" onClick={onLogin}>
            {intl.formatMessage({ id: 'auth.login.submit' })}
          </Button>
        </p>
      ) : null}
    </form>
  );

  if (methodOptions.length < 2) return body;
  return (
    <Tabs label={intl.formatMessage({ id: 'register.method' })} options={methodOptions} value={form.method} onChange={form.setMethod}>
      {body}
    </Tabs>
  );
}

