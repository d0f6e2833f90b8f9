import { useIntl } from 'react-intl';
import type { FragmentType } from '@apollo/client';
import { graphql } from '../../../gql';
import { RecordFilters } from '../../../components/records/RecordFilters';
import { SignedAmount } from '../../../components/records/SignedAmount';
import type { RangeReportProps } from '../report-controls';
import type { MessageId } from '../../../i18n/message-id';
import { formatMoney } from '../../../lib/money/format-money';
import { Figures } from '../../../components/centre/Figures';
import { CentreSection } from '../../../components/centre/CentreSection';
import styles from './agent-page-styles';
import { useFragmentData } from '../../../lib/apollo/useFragmentData';

export const TeamOverviewPageAgentCentreFragment = graphql(`
  fragment TeamOverviewPage_agentCentre on AgentCentre {
    teamOverview(range: $range) {
      teamSize
      directDownlines
      subAgents
      members
      newMembers
      activeMembers
      teamBalance
      betCount
      betAmount
      validBet
      winLoss
      depositCount
      depositAmount
      withdrawCount
      withdrawAmount
    }
  }
`);

export type TeamOverviewPageProps = RangeReportProps<FragmentType<typeof TeamOverviewPageAgentCentreFragment>>;

/** agentTeamOverview: the team's structure now, and its members, bets and money over the chosen days. */
export function TeamOverviewPage({ agentCentre, variables, filters, onFilter }: TeamOverviewPageProps) {
  const intl = useIntl();
  const data = useFragmentData(TeamOverviewPageAgentCentreFragment, agentCentre, variables);
  if (!data) return null;
  const overview = data.teamOverview;
  const money = (amount: string) => formatMoney(amount, intl.locale);
  const label = (id: MessageId) => intl.formatMessage({ id });
  return (
    <div className={styles.page}>
      <RecordFilters values={filters} onApply={onFilter} />
      <p className={styles.note}>{label(filters.from && filters.to ? 'agentReports.range.chosen' : 'agentReports.range.all')}</p>
      <CentreSection id="team-structure" title={label('teamOverview.structure')}>
        <Figures
          testId="team-structure"
          figures={[
            { key: 'teamSize', label: label('teamOverview.teamSize'), value: overview.teamSize },
            { key: 'directDownlines', label: label('teamOverview.directDownlines'), value: overview.directDownlines },
            { key: 'subAgents', label: label('teamOverview.subAgents'), value: overview.subAgents },
            { key: 'members', label: label('teamOverview.members'), value: overview.members },
            { key: 'teamBalance', label: label('teamOverview.teamBalance'), value: money(overview.teamBalance) },
          ]}
        />
      </CentreSection>
      <CentreSection id="team-activity" title={label('teamOverview.activity')}>
        <Figures
          testId="team-activity"
          figures={[
            { key: 'newMembers', label: label('teamOverview.newMembers'), value: overview.newMembers },
            { key: 'activeMembers', label: label('teamOverview.activeMembers'), value: overview.activeMembers },
            { key: 'betCount', label: label('records.betCount'), value: overview.betCount },
            { key: 'betAmount', label: label('records.betAmount'), value: money(overview.betAmount) },
            { key: 'validBet', label: label('records.validBet'), value: money(overview.validBet) },
            { key: 'winLoss', label: label('teamOverview.winLoss'), value: <SignedAmount amount={overview.winLoss} /> },
            { key: 'deposits', label: label('teamOverview.deposits'), value: `${money(overview.depositAmount)} (${overview.depositCount})` },
            { key: 'withdrawals', label: label('teamOverview.withdrawals'), value: `${money(overview.withdrawAmount)} (${overview.withdrawCount})` },
          ]}
        />
      </CentreSection>
    </div>
  );
}
