import { useState } from 'react';
import { useIntl } from 'react-intl';
import { formatMoney } from '../../../lib/money/format-money';
import { formatPoints } from '../../../lib/numbers/format-numbers';
import type { FragmentType } from '@apollo/client';
import { graphql } from '../../../gql';
import { Button } from '../../../components/Button';
import { ConvertDialog } from './ConvertDialog';
import styles from './PointMall.module.css';
import { useFragmentData } from '../../../lib/apollo/useFragmentData';

export const PointsSummaryPointsFragment = graphql(`
  fragment PointsSummary_points on PointsAccount {
    id
    ...PointsBalance_points @unmask
    rules {
      pointsRatio
      minConvertPoints
      maxConvertPoints
      neverExpire
    }
  }
`);

/** The member's points (balance, held by redemptions in process, earned, spent), the rules, and converting. */
export function PointsSummary({ points }: { points: FragmentType<typeof PointsSummaryPointsFragment> }) {
  const intl = useIntl();
  const [converting, setConverting] = useState(false);
  const data = useFragmentData(PointsSummaryPointsFragment, points);
  if (!data) return null;
  const figure = (id: 'pointMall.pending' | 'pointMall.earned' | 'pointMall.spent', value: number) => (
    <div className={styles.figure}>
      <dt>{intl.formatMessage({ id })}</dt>
      <dd>{formatPoints(value, intl.locale)}</dd>
    </div>
  );
  return (
    <section className={styles.summary} aria-label={intl.formatMessage({ id: 'pointMall.summary' })}>
      <div className={styles.balance}>
        <span className={styles.balanceLabel}>{intl.formatMessage({ id: 'pointMall.balance' })}</span>
        <output className={styles.balanceValue} data-testid="points-balance">
          {formatPoints(data.balance, intl.locale)}
        </output>
      </div>
      <dl className={styles.figures}>
        {figure('pointMall.pending', data.pendingPoints)}
        {figure('pointMall.earned', data.totalEarned)}
        {figure('pointMall.spent', data.totalSpent)}
      </dl>
      <p className={styles.note}>
        {intl.formatMessage({ id: 'pointMall.ratio' }, { ratio: formatPoints(data.rules.pointsRatio, intl.locale), amount: formatMoney('1', intl.locale) })}
        {data.rules.neverExpire ? ` · ${intl.formatMessage({ id: 'pointMall.neverExpire' })}` : null}
      </p>
      <Button variant="primary" onClick={() => setConverting(true)}>
        {intl.formatMessage({ id: 'pointMall.convert.open' })}
      </Button>
      {converting ? (
        <ConvertDialog
          balance={data.balance}
          pointsRatio={data.rules.pointsRatio}
          minPoints={data.rules.minConvertPoints}
          maxPoints={data.rules.maxConvertPoints}
          onClose={() => setConverting(false)}
        />
      ) : null}
    </section>
  );
}
