import { useIntl } from 'react-intl';
import type { FragmentType } from '@apollo/client';
import { graphql } from '../../../../gql';
import { formatLocalDateTime } from '../../../../lib/date/local-date-time';
import { formatMoney } from '../../../../lib/money/format-money';
import { fromCents, toCents } from '../../../../lib/money/amount';
import { BindAccountForm } from '../security/BindAccountForm';
import { WithdrawPasswordForm } from '../security/WithdrawPasswordForm';
import { StatusBadge } from '../StatusBadge';
import { WithdrawalConfirmations } from './WithdrawalConfirmations';
import { WithdrawForm } from './WithdrawForm';
import styles from '../page-styles';
import { useFragmentData } from '../../../../lib/apollo/useFragmentData';

export const WithdrawPageViewerFragment = graphql(`
  fragment WithdrawPage_viewer on Viewer {
    withdrawalRules {
      hasWithdrawPassword
      minAmount
      maxAmount
      dailyCountLimit
      dailyCountUsed
      dailyAmountLimit
      dailyAmountUsed
      remainingTurnover
      availableBalance
      heldAmount
      banks {
        code
        name
      }
    }
    receivingAccounts {
      ...ReceivingAccountFields @unmask
    }
    withdrawals(first: 5) {
      edges {
        node {
          id
          orderNo
          amount
          status
          createdAt
        }
      }
    }
    ...WithdrawalConfirmations_viewer
  }
`);

// The gateway caps a query's cost (deep selections weigh most): the recent withdrawals stay shallow.

/**
 * withdraw: the limits and what is held, then the form; a member without a withdraw password or a bound account is
 * asked for those first. The withdrawals awaiting the member's confirmation follow.
 */
export function WithdrawPage({ viewer }: { viewer: FragmentType<typeof WithdrawPageViewerFragment> }) {
  const intl = useIntl();
  const data = useFragmentData(WithdrawPageViewerFragment, viewer);
  if (!data) return null;
  const rules = data.withdrawalRules;
  const money = (amount: string) => formatMoney(amount, intl.locale);
  const left = (toCents(rules.dailyAmountLimit) ?? 0n) - (toCents(rules.dailyAmountUsed) ?? 0n);
  const remainingToday = fromCents(left > 0n ? left : 0n);
  const figures: Array<[string, string, string]> = [
    ['available', intl.formatMessage({ id: 'withdraw.available' }), money(rules.availableBalance)],
    ['held', intl.formatMessage({ id: 'withdraw.held' }), money(rules.heldAmount)],
    ['count', intl.formatMessage({ id: 'withdraw.dailyCount' }), `${rules.dailyCountUsed} / ${rules.dailyCountLimit}`],
    ['amount', intl.formatMessage({ id: 'withdraw.dailyAmount' }), `${money(rules.dailyAmountUsed)} / ${money(rules.dailyAmountLimit)}`],
    ['turnover', intl.formatMessage({ id: 'withdraw.turnover' }), money(rules.remainingTurnover)],
  ];

  let step;
  if (!rules.hasWithdrawPassword) {
    step = (
      <section className={styles.section} data-testid="withdraw-needs-password">
        <h2 className={styles.sectionTitle}>{intl.formatMessage({ id: 'withdraw.needPassword' })}</h2>
        <WithdrawPasswordForm mode="first" />
      </section>
    );
  } else if (data.receivingAccounts.length === 0) {
    step = (
      <section className={styles.section} data-testid="withdraw-needs-account">
        <h2 className={styles.sectionTitle}>{intl.formatMessage({ id: 'withdraw.needAccount' })}</h2>
        <BindAccountForm banks={rules.banks} />
      </section>
    );
  } else {
    step = (
      <WithdrawForm
        accounts={data.receivingAccounts}
        minAmount={rules.minAmount}
        maxAmount={rules.maxAmount}
        remainingToday={remainingToday}
        availableBalance={rules.availableBalance}
      />
    );
  }

  return (
    <div className={styles.page}>
      <dl className={styles.figures} data-testid="withdraw-figures">
        {figures.map(([key, label, value]) => (
          <div key={key} className={styles.figure} data-testid={`withdraw-${key}`}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {toCents(rules.remainingTurnover) ? (
        <p className={styles.note}>{intl.formatMessage({ id: 'money.userError.TURNOVER_REQUIRED' }, { amount: money(rules.remainingTurnover) })}</p>
      ) : null}
      {step}
      {data.withdrawals.edges.length > 0 ? (
        <section className={styles.section} aria-labelledby="recent-withdrawals-title">
          <h2 id="recent-withdrawals-title" className={styles.sectionTitle}>
            {intl.formatMessage({ id: 'withdraw.recent' })}
          </h2>
          <ul className={styles.list}>
            {data.withdrawals.edges.map(({ node }) => (
              <li key={node.id} className={styles.cardHead} data-testid="recent-withdrawal">
                <span className={styles.mono}>{node.orderNo}</span>
                <span className={styles.mono}>{money(node.amount)}</span>
                <span className={styles.note}>{formatLocalDateTime(node.createdAt)}</span>
                <StatusBadge status={node.status} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <WithdrawalConfirmations viewer={data} />
    </div>
  );
}
