import { useIntl } from 'react-intl';
import type { FragmentType } from '@apollo/client';
import { graphql } from '../../../gql';
import { EmptyState } from '../../../components/EmptyState';
import { LoadMore } from '../../../components/records/LoadMore';
import { RecordTable } from '../../../components/records/RecordTable';
import { SignedAmount } from '../../../components/records/SignedAmount';
import { formatLocalDateTime } from '../../../lib/date/local-date-time';
import { formatMoney } from '../../../lib/money/format-money';
import { Figures } from '../../../components/centre/Figures';
import { formatRate } from '../labels';
import { CentreSection } from '../../../components/centre/CentreSection';
import styles from './agent-page-styles';
import type { PagedListProps } from '../report-controls';
import { useFragmentData } from '../../../lib/apollo/useFragmentData';

export const RealTimeSalarySectionAgentCentreFragment = graphql(`
  fragment RealTimeSalarySection_agentCentre on AgentCentre {
    realTimeSalary {
      periodMinutes
      lastSettledAt
      nextSettlementAt
      totalSalary
      todaySalary
      periods(first: $first, after: $after) {
        edges {
          cursor
          node {
            periodStart
            periodEnd
            validBet
            winLoss
            rate
            salary
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
        totalCount
      }
    }
  }
`);

export type RealTimeSalarySectionProps = PagedListProps<FragmentType<typeof RealTimeSalarySectionAgentCentreFragment>>;

/** What real-time salary paid the agent: settled and paid every 5 minutes (spec 001 §4), period by period. */
export function RealTimeSalarySection({ agentCentre, variables, onLoadMore }: RealTimeSalarySectionProps) {
  const intl = useIntl();
  const data = useFragmentData(RealTimeSalarySectionAgentCentreFragment, agentCentre, variables);
  if (!data) return null;
  const salary = data.realTimeSalary;
  const rows = salary.periods.edges.map((edge) => edge.node);
  const money = (amount: string) => formatMoney(amount, intl.locale);
  return (
    <CentreSection id="real-time-salary" title={intl.formatMessage({ id: 'realTimeSalary.title' })}>
      <p className={styles.note}>{intl.formatMessage({ id: 'realTimeSalary.rule' }, { minutes: salary.periodMinutes })}</p>
      <Figures
        testId="real-time-salary"
        figures={[
          { key: 'today', label: intl.formatMessage({ id: 'realTimeSalary.today' }), value: money(salary.todaySalary) },
          { key: 'total', label: intl.formatMessage({ id: 'realTimeSalary.total' }), value: money(salary.totalSalary) },
          { key: 'last', label: intl.formatMessage({ id: 'realTimeSalary.last' }), value: formatLocalDateTime(salary.lastSettledAt) || '—' },
          { key: 'next', label: intl.formatMessage({ id: 'realTimeSalary.next' }), value: formatLocalDateTime(salary.nextSettlementAt) || '—' },
        ]}
      />
      {rows.length === 0 ? (
        <EmptyState message={intl.formatMessage({ id: 'realTimeSalary.none' })} testId="real-time-periods-empty" />
      ) : (
        <RecordTable
          caption={intl.formatMessage({ id: 'realTimeSalary.title' })}
          rows={rows}
          rowKey={(row) => row.periodStart}
          testId="real-time-periods"
          columns={[
            {
              key: 'period',
              label: intl.formatMessage({ id: 'realTimeSalary.period' }),
              cell: (row) => `${formatLocalDateTime(row.periodStart)} – ${formatLocalDateTime(row.periodEnd).slice(11)}`,
            },
            { key: 'validBet', label: intl.formatMessage({ id: 'records.validBet' }), numeric: true, cell: (row) => money(row.validBet) },
            { key: 'winLoss', label: intl.formatMessage({ id: 'teamOverview.winLoss' }), numeric: true, cell: (row) => <SignedAmount amount={row.winLoss} /> },
            { key: 'rate', label: intl.formatMessage({ id: 'contracts.field.rate' }), numeric: true, cell: (row) => formatRate(intl, row.rate) },
            { key: 'salary', label: intl.formatMessage({ id: 'realTimeSalary.salary' }), numeric: true, cell: (row) => money(row.salary) },
          ]}
        />
      )}
      <LoadMore shown={rows.length} total={salary.periods.totalCount} endCursor={salary.periods.pageInfo.endCursor} hasNextPage={salary.periods.pageInfo.hasNextPage} onLoadMore={onLoadMore} />
    </CentreSection>
  );
}
