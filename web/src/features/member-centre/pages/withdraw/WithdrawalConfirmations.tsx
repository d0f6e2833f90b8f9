import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { graphql } from '../../../../gql';
import type { WithdrawalAnswer } from '../../../../gql/graphql';
import { Button } from '../../../../components/Button';
import { EmptyState } from '../../../../components/EmptyState';
import { formatLocalDateTime } from '../../../../lib/date/local-date-time';
import { formatMoney } from '../../../../lib/money/format-money';
import { StatusBadge } from '../StatusBadge';
import { ConfirmWithdrawalDialog, type AwaitingWithdrawal } from './ConfirmWithdrawalDialog';
import styles from '../page-styles';

export const WithdrawalConfirmationsViewerFragment = graphql(`
  fragment WithdrawalConfirmations_viewer on Viewer {
    withdrawalConfirmations {
      autoReceiveMinutes
      awaiting {
        id
        orderNo
        amount
        requestedAt
        deadline
        status
        payerName
        bankName
        bankAccount
      }
      history {
        id
        orderNo
        amount
        status
        confirmedAt
        receivedAmount
        remainingAmount
      }
    }
  }
`);

const answers: readonly WithdrawalAnswer[] = ['RECEIVED', 'NOT_RECEIVED', 'PARTIAL'];

/**
 * Spec 001 §4: a paid withdrawal waits for the member's answer (received, not received with proof, partly
 * received); without one before the deadline it counts as received.
 */
export function WithdrawalConfirmations({ viewer }: { viewer: FragmentType<typeof WithdrawalConfirmationsViewerFragment> }) {
  const intl = useIntl();
  const { data, complete } = useFragment({
    fragment: WithdrawalConfirmationsViewerFragment,
    fragmentName: 'WithdrawalConfirmations_viewer',
    from: viewer,
  });
  const [answering, setAnswering] = useState<{ withdrawal: AwaitingWithdrawal; answer: WithdrawalAnswer } | null>(null);
  if (!complete) return null;
  const { awaiting, history, autoReceiveMinutes } = data.withdrawalConfirmations;
  const money = (amount: string) => formatMoney(amount, intl.locale);

  return (
    <section className={styles.section} aria-labelledby="withdrawal-confirmations-title" data-testid="withdrawal-confirmations">
      <h2 id="withdrawal-confirmations-title" className={styles.sectionTitle}>
        {intl.formatMessage({ id: 'confirmation.title' })}
      </h2>
      <p className={styles.note}>{intl.formatMessage({ id: 'confirmation.note' }, { minutes: autoReceiveMinutes })}</p>
      {awaiting.length === 0 ? (
        <EmptyState message={intl.formatMessage({ id: 'confirmation.none' })} />
      ) : (
        <ul className={styles.list}>
          {awaiting.map((withdrawal) => (
            <li key={withdrawal.id} className={styles.card} data-testid="awaiting-withdrawal" data-order={withdrawal.orderNo}>
              <div className={styles.cardHead}>
                <span className={styles.mono}>{withdrawal.orderNo}</span>
                <strong className={styles.mono}>{money(withdrawal.amount)}</strong>
                <StatusBadge status={withdrawal.status} />
              </div>
              <p className={styles.note}>
                {[withdrawal.bankName, withdrawal.bankAccount, withdrawal.payerName].filter(Boolean).join(' · ')}
              </p>
              <p className={styles.note}>
                {intl.formatMessage({ id: 'confirmation.deadline' }, { time: formatLocalDateTime(withdrawal.deadline) })}
              </p>
              <div className={styles.actions}>
                {answers.map((answer) => (
                  <Button key={answer} variant={answer === 'RECEIVED' ? 'primary' : 'secondary'} onClick={() => setAnswering({ withdrawal, answer })}>
                    {intl.formatMessage({ id: `confirmation.answer.${answer}` })}
                  </Button>
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}
      {history.length > 0 ? (
        <details>
          <summary>{intl.formatMessage({ id: 'confirmation.history' })}</summary>
          <ul className={styles.list}>
            {history.map((item) => (
              <li key={item.id} className={styles.cardHead} data-testid="confirmed-withdrawal" data-order={item.orderNo}>
                <span className={styles.mono}>{item.orderNo}</span>
                <span className={styles.mono}>{money(item.amount)}</span>
                {item.receivedAmount && item.status === 'PARTIAL' ? (
                  <span className={styles.note}>
                    {intl.formatMessage({ id: 'confirmation.partial' }, { received: money(item.receivedAmount), remaining: money(item.remainingAmount ?? '0') })}
                  </span>
                ) : null}
                <StatusBadge status={item.status} />
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {answering ? (
        <ConfirmWithdrawalDialog
          withdrawal={answering.withdrawal}
          answer={answering.answer}
          autoReceiveMinutes={autoReceiveMinutes}
          onClose={() => setAnswering(null)}
        />
      ) : null}
    </section>
  );
}
