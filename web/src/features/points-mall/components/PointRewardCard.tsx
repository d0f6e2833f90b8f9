import { useState } from 'react';
import { useIntl } from 'react-intl';
import { formatPoints } from '../../../lib/numbers/format-numbers';
import type { FragmentType } from '@apollo/client';
import { graphql } from '../../../gql';
import { Button } from '../../../components/Button';
import { LazyImage } from '../../../components/LazyImage';
import { formatFieldMessage } from '../../../lib/errors/field-message';
import { formatMoney } from '../../../lib/money/format-money';
import { payoutNote, rewardTypeLabel } from '../points-labels';
import { rewardLock } from '../reward-lock';
import { RedeemDialog } from './RedeemDialog';
import styles from './PointMall.module.css';
import { useFragmentData } from '../../../lib/apollo/useFragmentData';

export const PointRewardCardRewardFragment = graphql(`
  fragment PointRewardCard_reward on PointReward {
    id
    name
    description
    imageUrl
    type
    pointsRequired
    amount
    stock
    minVipLevel
    soldOut
  }
`);

export interface PointRewardCardProps {
  reward: FragmentType<typeof PointRewardCardRewardFragment>;
  balance: number;
  /** The member's VIP level: a reward above it is shown locked. */
  vipLevel: number;
  maxQuantity: number;
  onRedeemed: () => void;
}

/**
 * The design card of a reward: picture, points and amount, stock, VIP level, how it is paid out, and redeem, or why
 * the member cannot redeem it (the button then opens nothing).
 */
export function PointRewardCard({ reward, balance, vipLevel, maxQuantity, onRedeemed }: PointRewardCardProps) {
  const intl = useIntl();
  const [redeeming, setRedeeming] = useState(false);
  const data = useFragmentData(PointRewardCardRewardFragment, reward);
  if (!data) return null;
  const lock = rewardLock({ ...data, balance, vipLevel });
  return (
    <li className={styles.card} data-testid="point-reward" data-sold-out={data.soldOut || undefined}>
      {data.imageUrl ? (
        <LazyImage src={data.imageUrl} alt="" className={styles.picture} fallback={<div className={styles.picture} aria-hidden="true" />} />
      ) : (
        <div className={styles.picture} aria-hidden="true" />
      )}
      <div className={styles.cardBody}>
        <span className={styles.type}>{rewardTypeLabel(intl, data.type)}</span>
        <h3 className={styles.cardTitle}>{data.name}</h3>
        {data.description ? <p className={styles.description}>{data.description}</p> : null}
        <p className={styles.price}>{intl.formatMessage({ id: 'points.value' }, { points: formatPoints(data.pointsRequired, intl.locale) })}</p>
        <p className={styles.meta}>
          {intl.formatMessage({ id: 'pointMall.amount' }, { amount: formatMoney(data.amount, intl.locale) })}
          {' · '}
          {intl.formatMessage({ id: 'pointMall.stock' }, { stock: data.stock })}
          {data.minVipLevel > 0 ? ` · ${intl.formatMessage({ id: 'pointMall.vip' }, { level: data.minVipLevel })}` : null}
        </p>
        <p className={styles.note} data-testid="reward-payout">
          {payoutNote(intl, data.type)}
        </p>
        {lock ? (
          <p className={styles.locked} data-testid="reward-locked">
            {formatFieldMessage(intl, lock)}
          </p>
        ) : null}
        <Button
          variant="primary"
          disabled={data.soldOut || lock !== null}
          onClick={() => setRedeeming(true)}
          // The name starts with the button's visible text (what a voice user says), then the reward's.
          aria-label={intl.formatMessage({ id: data.soldOut ? 'pointMall.soldOut.named' : 'pointMall.redeem.open' }, { name: data.name })}
        >
          {intl.formatMessage({ id: data.soldOut ? 'pointMall.soldOut' : 'pointMall.redeem.submit' })}
        </Button>
      </div>
      {redeeming && !lock ? (
        <RedeemDialog
          reward={data}
          balance={balance}
          maxQuantity={maxQuantity}
          onClose={(redeemed) => {
            setRedeeming(false);
            if (redeemed) onRedeemed();
          }}
        />
      ) : null}
    </li>
  );
}
