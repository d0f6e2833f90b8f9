import { useIntl } from 'react-intl';
import { formatPoints } from '../../../lib/numbers/format-numbers';
import type { FragmentType } from '@apollo/client';
import { graphql } from '../../../gql';
import { formatLocalDateTime } from '../../../lib/date/local-date-time';
import { formatMoney } from '../../../lib/money/format-money';
import { redeemStatusLabel } from '../points-labels';
import styles from './PointMall.module.css';
import { useFragmentData } from '../../../lib/apollo/useFragmentData';

export const RedeemOrderRowOrderFragment = graphql(`
  fragment RedeemOrderRow_order on RedeemOrder {
    id
    orderNo
    rewardName
    imageUrl
    quantity
    points
    amount
    status
    remark
    receivingAddress
    paidAccount
    createdAt
  }
`);

/** A redemption in the history: what, how many, its points and amount, its review status and the reason of a refusal. */
export function RedeemOrderRow({ order }: { order: FragmentType<typeof RedeemOrderRowOrderFragment> }) {
  const intl = useIntl();
  const data = useFragmentData(RedeemOrderRowOrderFragment, order);
  if (!data) return null;
  return (
    <li className={styles.row} data-testid="redeem-order" data-status={data.status}>
      <div className={styles.rowMain}>
        <span className={styles.rowTitle}>
          {data.rewardName} × {data.quantity}
        </span>
        <span className={styles.meta}>
          {data.orderNo} · {formatLocalDateTime(data.createdAt)}
        </span>
        {data.receivingAddress ? <span className={styles.meta}>{data.receivingAddress}</span> : null}
        {data.remark ? <span className={styles.remark}>{data.remark}</span> : null}
      </div>
      <div className={styles.rowFigures}>
        <span>{intl.formatMessage({ id: 'points.value' }, { points: formatPoints(-data.points, intl.locale) })}</span>
        <span className={styles.meta}>{formatMoney(data.amount, intl.locale)}</span>
        <span className={styles.status} data-status={data.status}>
          {redeemStatusLabel(intl, data.status)}
        </span>
      </div>
    </li>
  );
}
