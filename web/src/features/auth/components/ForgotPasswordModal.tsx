import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { Modal } from '../../../components/Modal';
import { Spinner } from '../../../components/Spinner';
import { Tabs } from '../../../components/Tabs';
import { EmailResetForm } from './EmailResetForm';
import { PhoneResetForm } from './PhoneResetForm';

export const ForgotPasswordModalSiteFragment = graphql(`
  fragment ForgotPasswordModal_site on Site {
    loginOptions {
      phonePasswordRecovery
      thirdPartySms
    }
    ...MobileField_site @unmask
    ...HumanVerification_site @unmask
    registrationForm {
      fields {
        ...RegistrationFieldRule @unmask
      }
    }
  }
`);

type ResetMode = 'email' | 'phone';

export interface ForgotPasswordModalProps {
  site: FragmentType<typeof ForgotPasswordModalSiteFragment>;
  onClose: () => void;
  /** A reset by phone logs the member in. */
  onLoggedIn: () => void;
}

/** Forgot password: by email (a link is mailed) or, where enabled, by phone (SMS code and new password). */
export function ForgotPasswordModal({ site, onClose, onLoggedIn }: ForgotPasswordModalProps) {
  const intl = useIntl();
  const { data, complete } = useFragment({
    fragment: ForgotPasswordModalSiteFragment,
    fragmentName: 'ForgotPasswordModal_site',
    from: site,
  });
  const [mode, setMode] = useState<ResetMode>('email');

  let body;
  if (!complete) body = <Spinner label={intl.formatMessage({ id: 'app.loading' })} />;
  else {
    const email = <EmailResetForm rules={data.registrationForm} onDone={onClose} />;
    body = data.loginOptions.phonePasswordRecovery ? (
      <Tabs
        label={intl.formatMessage({ id: 'password.forgot.mode' })}
        options={[
          { value: 'email', label: intl.formatMessage({ id: 'password.forgot.mode.email' }) },
          { value: 'phone', label: intl.formatMessage({ id: 'password.forgot.mode.phone' }) },
        ]}
        value={mode}
        onChange={setMode}
      >
        {mode === 'email' ? (
          email
        ) : (
          <PhoneResetForm
            rules={data.registrationForm}
            countries={data.countries}
            showPicker={data.loginOptions.countryCodePicker}
            onLoggedIn={onLoggedIn}
            humanVerification={data.loginOptions.humanVerification}
            thirdPartySms={data.loginOptions.thirdPartySms}
          />
        )}
      </Tabs>
    ) : (
      email
    );
  }

  return (
    <Modal testId="forgot-password-modal" title={intl.formatMessage({ id: 'password.forgot.title' })} onClose={onClose}>
      {body}
    </Modal>
  );
}
