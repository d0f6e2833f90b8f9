import { useIntl } from 'react-intl';
import type { FragmentType } from '@apollo/client';
import { graphql } from '../../../gql';
import { RecordList } from '../../../components/records/RecordList';
import { SignedAmount } from '../../../components/records/SignedAmount';
import { formatMoney } from '../../../lib/money/format-money';
import type { ReportControls } from '../report-controls';
import { accountColumn, betColumns } from './report-columns';
import { ReportView } from './ReportView';
import { useFragmentData } from '../../../lib/apollo/useFragmentData';

export const UserLossPageAgentCentreFragment = graphql(`
  fragment UserLossPage_agentCentre on AgentCentre {
    userLoss(filter: $filter, first: $first, after: $after) {
      edges {
        cursor
        node {
          ...TeamBetRow_memberFigures @unmask
        }
      }
      pageInfo {
        ...RecordList_pageInfo @unmask
      }
      totalCount
      totals {
        betCount
        validBet
        winLoss
      }
    }
  }
`);

/** palStatementsAgentCopy (user loss): each team account's profit and loss over the chosen days. */
export function UserLossPage({ agentCentre, variables, ...controls }: ReportControls & { agentCentre: FragmentType<typeof UserLossPageAgentCentreFragment> }) {
  const intl = useIntl();
  const data = useFragmentData(UserLossPageAgentCentreFragment, agentCentre, variables);
  if (!data) return null;
  const { totals } = data.userLoss;
  const money = (amount: string) => formatMoney(amount, intl.locale);
  return (
    <ReportView
      {...controls}
      totalsTestId="user-loss-totals"
      totals={[
        { key: 'betCount', label: intl.formatMessage({ id: 'records.betCount' }), value: totals.betCount },
        { key: 'validBet', label: intl.formatMessage({ id: 'records.validBet' }), value: money(totals.validBet) },
        { key: 'winLoss', label: intl.formatMessage({ id: 'userLoss.result' }), value: <SignedAmount amount={totals.winLoss} /> },
      ]}
    >
      <RecordList
        caption={intl.formatMessage({ id: 'agentCentre.page.palStatementsAgentCopy' })}
        rows={data.userLoss.edges.map((edge) => edge.node)}
        rowKey={(row) => row.downlineId ?? row.account ?? ''}
        testId="user-loss"
        emptyTestId="user-loss-empty"
        connection={data.userLoss}
        onLoadMore={controls.onLoadMore}
        columns={[
          accountColumn(intl, controls.onDownline),
          { key: 'level', label: intl.formatMessage({ id: 'team.level' }), numeric: true, cell: (row) => row.level },
          ...betColumns(intl, 'userLoss.result'),
        ]}
      />
    </ReportView>
  );
}
