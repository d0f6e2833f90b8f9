import { useIntl } from 'react-intl';
import type { FragmentType } from '@apollo/client';
import { graphql } from '../../../../gql';
import { MemberAvatar } from '../../../../components/account/MemberAvatar';
import { Button } from '../../../../components/Button';
import { EmptyState } from '../../../../components/EmptyState';
import { formatLocalDate } from '../../../../lib/date/local-date-time';
import { AvatarPicker } from './AvatarPicker';
import { BindAccountForm } from './BindAccountForm';
import { WithdrawPasswordForm } from './WithdrawPasswordForm';
import styles from '../page-styles';
import { useFragmentData } from '../../../../lib/apollo/useFragmentData';

export const SecurityCenterPageViewerFragment = graphql(`
  fragment SecurityCenterPage_viewer on Viewer {
    member {
      id
      account
      nickname
      avatarUrl
      vipLevel
      registeredAt
    }
    avatars {
      id
      url
      selected
    }
    withdrawalRules {
      hasWithdrawPassword
      maxReceivingAccounts
      banks {
        code
        name
      }
    }
    receivingAccounts {
      ...ReceivingAccountFields @unmask
      boundAt
    }
  }
`);

export interface SecurityCenterPageProps {
  viewer: FragmentType<typeof SecurityCenterPageViewerFragment>;
  /** Opens the login password change (the identity feature's form). */
  onChangePassword: () => void;
}

/** securityCenter (my account): profile and avatar, login and withdraw passwords, bound bank accounts. */
export function SecurityCenterPage({ viewer, onChangePassword }: SecurityCenterPageProps) {
  const intl = useIntl();
  const data = useFragmentData(SecurityCenterPageViewerFragment, viewer);
  if (!data) return null;
  const { member, withdrawalRules: rules, receivingAccounts: accounts } = data;
  const canBind = rules.hasWithdrawPassword && accounts.length < rules.maxReceivingAccounts;

  return (
    <div className={styles.page}>
      <section className={styles.cardHead} aria-label={intl.formatMessage({ id: 'security.profile' })} data-testid="profile">
        <MemberAvatar nickname={member.nickname} imageUrl={member.avatarUrl} size="large" />
        <dl className={styles.figures}>
          <div className={styles.figure}>
            <dt>{intl.formatMessage({ id: 'security.account' })}</dt>
            <dd>{member.account}</dd>
          </div>
          <div className={styles.figure}>
            <dt>{intl.formatMessage({ id: 'security.nickname' })}</dt>
            <dd>{member.nickname}</dd>
          </div>
          <div className={styles.figure}>
            <dt>{intl.formatMessage({ id: 'memberCentre.page.playerRank' })}</dt>
            <dd>{intl.formatMessage({ id: 'account.vip' }, { level: member.vipLevel })}</dd>
          </div>
          {member.registeredAt ? (
            <div className={styles.figure}>
              <dt>{intl.formatMessage({ id: 'security.registeredAt' })}</dt>
              <dd>{formatLocalDate(member.registeredAt)}</dd>
            </div>
          ) : null}
        </dl>
      </section>
      <section className={styles.section} aria-labelledby="avatar-title">
        <h2 id="avatar-title" className={styles.sectionTitle}>
          {intl.formatMessage({ id: 'security.avatar' })}
        </h2>
        <AvatarPicker avatars={data.avatars} />
      </section>
      <section className={styles.section} aria-labelledby="password-title">
        <h2 id="password-title" className={styles.sectionTitle}>
          {intl.formatMessage({ id: 'security.loginPassword' })}
        </h2>
        <div className={styles.actions}>
          <Button onClick={onChangePassword}>{intl.formatMessage({ id: 'password.change.title' })}</Button>
        </div>
      </section>
      <section className={styles.section} aria-labelledby="withdraw-password-title">
        <h2 id="withdraw-password-title" className={styles.sectionTitle}>
          {intl.formatMessage({ id: 'withdrawPassword.label' })}
        </h2>
        <WithdrawPasswordForm key={rules.hasWithdrawPassword ? 'change' : 'first'} mode={rules.hasWithdrawPassword ? 'change' : 'first'} />
      </section>
      <section className={styles.section} aria-labelledby="accounts-title">
        <h2 id="accounts-title" className={styles.sectionTitle}>
          {intl.formatMessage({ id: 'security.accounts' }, { count: accounts.length, max: rules.maxReceivingAccounts })}
        </h2>
        {accounts.length === 0 ? (
          <EmptyState message={intl.formatMessage({ id: 'security.accounts.none' })} />
        ) : (
          <ul className={styles.list}>
            {accounts.map((account) => (
              <li key={account.id} className={styles.card} data-testid="receiving-account">
                <div className={styles.cardHead}>
                  <strong>{account.bankName}</strong>
                  <span className={styles.mono}>{account.accountNumber}</span>
                </div>
                <span className={styles.note}>{account.holderName}</span>
              </li>
            ))}
          </ul>
        )}
        {canBind ? <BindAccountForm banks={rules.banks} /> : null}
        {!rules.hasWithdrawPassword ? <p className={styles.note}>{intl.formatMessage({ id: 'money.userError.WITHDRAW_PASSWORD_NOT_SET' })}</p> : null}
      </section>
    </div>
  );
}
