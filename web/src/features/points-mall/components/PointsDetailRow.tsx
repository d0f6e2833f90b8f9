import { useIntl } from 'react-intl';
import { formatPoints } from '../../../lib/numbers/format-numbers';
import type { FragmentType } from '@apollo/client';
import { graphql } from '../../../gql';
import { formatLocalDateTime } from '../../../lib/date/local-date-time';
import { pointTypeLabel } from '../points-labels';
import styles from './PointMall.module.css';
import { useFragmentData } from '../../../lib/apollo/useFragmentData';

export const PointsDetailRowDetailFragment = graphql(`
  fragment PointsDetailRow_detail on PointsDetail {
    id
    pointType
    points
    balanceAfter
    remark
    orderNo
    createdAt
  }
`);

/** A line of the points ledger: its type, the points in (+) or out (−), and the balance after it. */
export function PointsDetailRow({ detail }: { detail: FragmentType<typeof PointsDetailRowDetailFragment> }) {
  const intl = useIntl();
  const data = useFragmentData(PointsDetailRowDetailFragment, detail);
  if (!data) return null;
  return (
    <li className={styles.row} data-testid="points-detail">
      <div className={styles.rowMain}>
        <span className={styles.rowTitle}>{pointTypeLabel(intl, data.pointType)}</span>
        <span className={styles.meta}>
          {formatLocalDateTime(data.createdAt)}
          {data.orderNo ? ` · ${data.orderNo}` : null}
        </span>
        {data.remark ? <span className={styles.meta}>{data.remark}</span> : null}
      </div>
      <div className={styles.rowFigures}>
        <span className={data.points < 0 ? styles.negative : styles.positive}>
          {formatPoints(data.points, intl.locale, { signed: true })}
        </span>
        <span className={styles.meta}>{intl.formatMessage({ id: 'pointMall.balanceAfter' }, { points: formatPoints(data.balanceAfter, intl.locale) })}</span>
      </div>
    </li>
  );
}
