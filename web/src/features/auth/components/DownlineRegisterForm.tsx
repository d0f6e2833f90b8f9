import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { RegisterForm, RegisterModalSiteFragment } from './RegisterModal';
import styles from './AuthForm.module.css';

/**
 * The registration form as an agent uses it for a new account under itself (agent centre page registerCenter):
 * the site's register rules, the agent's own invitation code, and the agent stays logged in.
 */
export function DownlineRegisterForm({ site }: { site: FragmentType<typeof RegisterModalSiteFragment> }) {
  const intl = useIntl();
  const { data, complete } = useFragment({ fragment: RegisterModalSiteFragment, fragmentName: 'RegisterModal_site', from: site });
  const [registered, setRegistered] = useState<string | null>(null);
  if (!complete) return null;
  return (
    <div data-testid="downline-register">
      {registered ? (
        <p role="status" className={styles.note} data-testid="downline-registered">
          {intl.formatMessage({ id: 'register.downline.done' }, { account: registered })}
        </p>
      ) : null}
      <RegisterForm
        site={data}
        affiliate={null}
        referralCode={null}
        onRegistered={() => undefined}
        onLogin={undefined}
        downline={{ onRegistered: setRegistered }}
      />
    </div>
  );
}
