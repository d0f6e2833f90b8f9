import { useIntl } from 'react-intl';
import { formatPercent } from '../../../../lib/numbers/format-numbers';
import type { FragmentType } from '@apollo/client';
import { graphql } from '../../../../gql';
import { formatMoney } from '../../../../lib/money/format-money';
import { RecordTable } from '../../../../components/records/RecordTable';
import styles from '../page-styles';
import vipStyles from './PlayerRankPage.module.css';
import { useFragmentData } from '../../../../lib/apollo/useFragmentData';

export const PlayerRankPageViewerFragment = graphql(`
  fragment PlayerRankPage_viewer on Viewer {
    vip {
      level
      levelName
      depositTotal
      turnoverTotal
      depositToNext
      turnoverToNext
      depositProgress
      turnoverProgress
      nextLevel {
        level
        name
      }
      levels {
        level
        name
        depositRequired
        turnoverRequired
        upgradeBonus
        monthlyBonus
        rebateRate
        dailyWithdrawCount
        dailyWithdrawAmount
        maxWithdrawAmount
      }
    }
  }
`);

/** playerRank: the member's level, progress to the next, and the whole VIP table. */
export function PlayerRankPage({ viewer }: { viewer: FragmentType<typeof PlayerRankPageViewerFragment> }) {
  const intl = useIntl();
  const data = useFragmentData(PlayerRankPageViewerFragment, viewer);
  if (!data) return null;
  const vip = data.vip;
  const money = (amount: string) => formatMoney(amount, intl.locale);
  const progress = (label: string, value: number, missing: string, testId: string) => (
    <div className={vipStyles.progress} data-testid={testId}>
      <div className={styles.cardHead}>
        <span>{label}</span>
        <span className={styles.note}>{intl.formatMessage({ id: 'vip.missing' }, { amount: money(missing) })}</span>
      </div>
      <progress max={100} value={value} aria-label={label} className={vipStyles.bar}>
        {value}%
      </progress>
    </div>
  );

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-label={intl.formatMessage({ id: 'vip.mine' })} data-testid="vip-current">
        <div className={styles.cardHead}>
          <strong className={vipStyles.level}>{vip.levelName ?? intl.formatMessage({ id: 'account.vip' }, { level: vip.level })}</strong>
          <span className={styles.note}>
            {vip.nextLevel
              ? intl.formatMessage({ id: 'vip.next' }, { name: vip.nextLevel.name })
              : intl.formatMessage({ id: 'vip.top' })}
          </span>
        </div>
        <dl className={styles.figures}>
          <div className={styles.figure}>
            <dt>{intl.formatMessage({ id: 'vip.depositTotal' })}</dt>
            <dd>{money(vip.depositTotal)}</dd>
          </div>
          <div className={styles.figure}>
            <dt>{intl.formatMessage({ id: 'vip.turnoverTotal' })}</dt>
            <dd>{money(vip.turnoverTotal)}</dd>
          </div>
        </dl>
        {vip.nextLevel ? (
          <>
            {progress(intl.formatMessage({ id: 'vip.depositProgress' }), vip.depositProgress, vip.depositToNext, 'vip-deposit-progress')}
            {progress(intl.formatMessage({ id: 'vip.turnoverProgress' }), vip.turnoverProgress, vip.turnoverToNext, 'vip-turnover-progress')}
          </>
        ) : null}
      </section>
      <RecordTable
        caption={intl.formatMessage({ id: 'vip.table' })}
        rows={vip.levels}
        rowKey={(row) => String(row.level)}
        testId="vip-levels"
        columns={[
          {
            key: 'level',
            label: intl.formatMessage({ id: 'vip.level' }),
            cell: (row) => (row.level === vip.level ? <strong aria-current="true">{row.name}</strong> : row.name),
          },
          { key: 'deposit', label: intl.formatMessage({ id: 'vip.depositRequired' }), numeric: true, cell: (row) => money(row.depositRequired) },
          { key: 'turnover', label: intl.formatMessage({ id: 'vip.turnoverRequired' }), numeric: true, cell: (row) => money(row.turnoverRequired) },
          { key: 'upgrade', label: intl.formatMessage({ id: 'vip.upgradeBonus' }), numeric: true, cell: (row) => money(row.upgradeBonus) },
          { key: 'monthly', label: intl.formatMessage({ id: 'vip.monthlyBonus' }), numeric: true, cell: (row) => money(row.monthlyBonus) },
          { key: 'rebate', label: intl.formatMessage({ id: 'vip.rebate' }), numeric: true, cell: (row) => formatPercent(row.rebateRate, intl.locale) },
          {
            key: 'withdraw',
            label: intl.formatMessage({ id: 'vip.withdrawLimits' }),
            cell: (row) =>
              intl.formatMessage(
                { id: 'vip.withdrawLimits.value' },
                { count: row.dailyWithdrawCount, amount: money(row.dailyWithdrawAmount), max: money(row.maxWithdrawAmount) },
              ),
          },
        ]}
      />
    </div>
  );
}
