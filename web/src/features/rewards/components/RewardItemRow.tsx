import { useState } from 'react';
import { useIntl } from 'react-intl';
import { formatPoints } from '../../../lib/numbers/format-numbers';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { Button } from '../../../components/Button';
import { isAnsweredByApp } from '../../../lib/errors/app-answered-codes';
import { errorMessage } from '../../../lib/errors/error-message';
import { formatFieldMessage, type FieldMessage } from '../../../lib/errors/field-message';
import { userErrorMessage } from '../../../lib/errors/user-error-message';
import { formatLocalDateTime } from '../../../lib/date/local-date-time';
import { useSubmissionKey } from '../../../lib/hooks/useSubmissionKey';
import { formatMoney } from '../../../lib/money/format-money';
import { useClaimReward } from '../mutations/useClaimReward';
import { rewardSourceLabel } from '../reward-labels';
import styles from './RewardCentre.module.css';

export const RewardItemRowItemFragment = graphql(`
  fragment RewardItemRow_item on RewardItem {
    id
    source
    title
    kind
    amount
    points
    status
    createdAt
    claimedAt
  }
`);

/** One reward: where it comes from, what it pays, and a claim button while it waits. */
export function RewardItemRow({ item }: { item: FragmentType<typeof RewardItemRowItemFragment> }) {
  const intl = useIntl();
  const { data, complete } = useFragment({ fragment: RewardItemRowItemFragment, fragmentName: 'RewardItemRow_item', from: item });
  const claimReward = useClaimReward();
  const key = useSubmissionKey();
  const [claiming, setClaiming] = useState(false);
  const [message, setMessage] = useState<FieldMessage | null>(null);
  if (!complete) return null;

  const claim = async () => {
    setClaiming(true);
    setMessage(null);
    try {
      const payload = await claimReward({ rewardId: data.id, idempotencyKey: key.current() });
      key.renew();
      const refusal = payload.userErrors[0];
      if (refusal) setMessage(userErrorMessage(refusal));
    } catch (error) {
      // No answer: a retry keeps the key, so a claim that did go through is not paid twice.
      if (!isAnsweredByApp(error)) setMessage(errorMessage(error));
    } finally {
      setClaiming(false);
    }
  };

  const value =
    data.kind === 'CASH'
      ? formatMoney(data.amount, intl.locale)
      : intl.formatMessage({ id: 'points.value' }, { points: formatPoints(data.points, intl.locale) });
  return (
    <li className={styles.item} data-testid="reward-item" data-status={data.status}>
      <div className={styles.itemMain}>
        <span className={styles.source}>{rewardSourceLabel(intl, data.source)}</span>
        <span className={styles.title}>{data.title}</span>
        <span className={styles.date}>{formatLocalDateTime(data.claimedAt ?? data.createdAt)}</span>
      </div>
      <span className={styles.value} data-kind={data.kind}>
        {value}
      </span>
      {data.status === 'UNCLAIMED' ? (
        <Button variant="primary" onClick={() => void claim()} disabled={claiming} aria-busy={claiming || undefined}>
          {intl.formatMessage({ id: 'rewards.claim' })}
        </Button>
      ) : (
        <span className={styles.claimed}>{intl.formatMessage({ id: 'rewards.status.CLAIMED' })}</span>
      )}
      {message ? (
        <p role="alert" className={styles.error}>
          {formatFieldMessage(intl, message)}
        </p>
      ) : null}
    </li>
  );
}
