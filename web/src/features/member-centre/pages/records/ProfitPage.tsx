import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { graphql } from '../../../../gql';
import type { ProfitPeriod } from '../../../../gql/graphql';
import { Tabs } from '../../../../components/Tabs';
import { formatLocalDate } from '../../../../lib/date/local-date-time';
import { formatMoney } from '../../../../lib/money/format-money';
import { RecordTable } from '../../../../components/records/RecordTable';
import { SignedAmount } from '../../../../components/records/SignedAmount';
import styles from '../page-styles';

export const ProfitPageViewerFragment = graphql(`
  fragment ProfitPage_viewer on Viewer {
    profitAndLoss(period: $period) {
      period
      from
      to
      betCount
      betAmount
      validBet
      winLoss
      depositAmount
      withdrawAmount
      bonusAmount
      rebateAmount
      profit
      byGameType {
        gameType
        betCount
        betAmount
        validBet
        winLoss
      }
    }
  }
`);

/** The presets the page offers (spec brief: today, yesterday, 7 days, 30 days). */
export const profitPeriods = ['TODAY', 'YESTERDAY', 'LAST_7_DAYS', 'LAST_30_DAYS'] as const satisfies readonly ProfitPeriod[];
export type ProfitPagePeriod = (typeof profitPeriods)[number];

export function asProfitPagePeriod(value: string | null | undefined): ProfitPagePeriod {
  return profitPeriods.find((period) => period === value) ?? 'TODAY';
}

export interface ProfitPageProps {
  viewer: FragmentType<typeof ProfitPageViewerFragment>;
  period: ProfitPagePeriod;
  onPeriod: (period: ProfitPagePeriod) => void;
}

/** personalProfit: results, money in and out, bonuses and rebates over a period, and by game type. */
export function ProfitPage({ viewer, period, onPeriod }: ProfitPageProps) {
  const intl = useIntl();
  const { data, complete } = useFragment({ fragment: ProfitPageViewerFragment, fragmentName: 'ProfitPage_viewer', from: viewer, variables: { period } });
  if (!complete) return null;
  const profit = data.profitAndLoss;
  const money = (amount: string) => formatMoney(amount, intl.locale);
  const figures: Array<[string, string, ReactNode]> = [
    ['profit', intl.formatMessage({ id: 'profit.profit' }), <SignedAmount key="profit" amount={profit.profit} />],
    ['winLoss', intl.formatMessage({ id: 'records.winLoss' }), <SignedAmount key="winLoss" amount={profit.winLoss} />],
    ['validBet', intl.formatMessage({ id: 'records.validBet' }), money(profit.validBet)],
    ['betCount', intl.formatMessage({ id: 'records.betCount' }), profit.betCount],
    ['deposit', intl.formatMessage({ id: 'records.accountType.DEPOSIT' }), money(profit.depositAmount)],
    ['withdraw', intl.formatMessage({ id: 'records.accountType.WITHDRAW' }), money(profit.withdrawAmount)],
    ['bonus', intl.formatMessage({ id: 'records.accountType.BONUS' }), money(profit.bonusAmount)],
    ['rebate', intl.formatMessage({ id: 'records.accountType.REBATE' }), money(profit.rebateAmount)],
  ];
  return (
    <div className={styles.page}>
      <Tabs
        label={intl.formatMessage({ id: 'profit.periods' })}
        options={profitPeriods.map((value) => ({ value, label: intl.formatMessage({ id: `profit.period.${value}` }) }))}
        value={period}
        onChange={onPeriod}
      >
        <div className={styles.section}>
          {profit.from && profit.to ? (
            <p className={styles.note} data-testid="profit-range">
              {intl.formatMessage({ id: 'profit.range' }, { from: formatLocalDate(profit.from), to: formatLocalDate(profit.to) })}
            </p>
          ) : null}
          <dl className={styles.figures} data-testid="profit-figures">
            {figures.map(([key, label, value]) => (
              <div key={key} className={styles.figure} data-testid={`profit-${key}`}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <RecordTable
            caption={intl.formatMessage({ id: 'profit.byGameType' })}
            rows={profit.byGameType}
            rowKey={(row) => row.gameType}
            columns={[
              { key: 'type', label: intl.formatMessage({ id: 'records.gameType' }), cell: (row) => intl.formatMessage({ id: `navigation.category.${row.gameType}` }) },
              { key: 'count', label: intl.formatMessage({ id: 'records.betCount' }), numeric: true, cell: (row) => row.betCount },
              { key: 'bet', label: intl.formatMessage({ id: 'records.betAmount' }), numeric: true, cell: (row) => money(row.betAmount) },
              { key: 'valid', label: intl.formatMessage({ id: 'records.validBet' }), numeric: true, cell: (row) => money(row.validBet) },
              { key: 'result', label: intl.formatMessage({ id: 'records.winLoss' }), numeric: true, cell: (row) => <SignedAmount amount={row.winLoss} /> },
            ]}
          />
        </div>
      </Tabs>
    </div>
  );
}
