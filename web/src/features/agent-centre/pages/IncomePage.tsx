import { useIntl } from 'react-intl';
import type { FragmentType } from '@apollo/client';
import { graphql } from '../../../gql';
import { EmptyState } from '../../../components/EmptyState';
import { RecordFilters } from '../../../components/records/RecordFilters';
import { RecordTable } from '../../../components/records/RecordTable';
import type { RangeReportProps } from '../report-controls';
import { formatMoney } from '../../../lib/money/format-money';
import { Figures } from '../../../components/centre/Figures';
import { teamTransactionTypeLabel } from '../labels';
import styles from './agent-page-styles';
import { useFragmentData } from '../../../lib/apollo/useFragmentData';

export const IncomePageAgentCentreFragment = graphql(`
  fragment IncomePage_agentCentre on AgentCentre {
    income(range: $range) {
      total
      sources {
        type
        amount
        count
      }
    }
  }
`);

export type IncomePageProps = RangeReportProps<FragmentType<typeof IncomePageAgentCentreFragment>>;

/** agentRevenueReport (my income): what the agent itself earned over the chosen days, by source. */
export function IncomePage({ agentCentre, variables, filters, onFilter }: IncomePageProps) {
  const intl = useIntl();
  const data = useFragmentData(IncomePageAgentCentreFragment, agentCentre, variables);
  if (!data) return null;
  const { total, sources } = data.income;
  const money = (amount: string) => formatMoney(amount, intl.locale);
  return (
    <div className={styles.page}>
      <RecordFilters values={filters} onApply={onFilter} />
      <Figures testId="income-total" figures={[{ key: 'total', label: intl.formatMessage({ id: 'income.total' }), value: money(total) }]} />
      {sources.length === 0 ? (
        <EmptyState message={intl.formatMessage({ id: 'records.none' })} testId="income-empty" />
      ) : (
        <RecordTable
          caption={intl.formatMessage({ id: 'agentCentre.page.agentRevenueReport' })}
          rows={sources}
          rowKey={(row) => row.type}
          testId="income-sources"
          columns={[
            { key: 'type', label: intl.formatMessage({ id: 'income.source' }), cell: (row) => teamTransactionTypeLabel(intl, row.type) },
            { key: 'count', label: intl.formatMessage({ id: 'income.count' }), numeric: true, cell: (row) => row.count },
            { key: 'amount', label: intl.formatMessage({ id: 'money.amount' }), numeric: true, cell: (row) => money(row.amount) },
          ]}
        />
      )}
    </div>
  );
}
