import { useIntl } from 'react-intl';
import type { FragmentType } from '@apollo/client';
import { graphql } from '../../../gql';
import type { TeamBetGrouping } from '../../../gql/graphql';
import { Tabs } from '../../../components/Tabs';
import { RecordList } from '../../../components/records/RecordList';
import type { RecordColumn } from '../../../components/records/RecordTable';
import { betTotalFigures } from '../../../components/records/bet-total-figures';
import { gameTypeLabel, teamGameTypes } from '../labels';
import type { ReportControls } from '../report-controls';
import { accountColumn, betColumns } from './report-columns';
import { ReportView } from './ReportView';
import { useFragmentData } from '../../../lib/apollo/useFragmentData';

export const TeamBetsPageAgentCentreFragment = graphql(`
  fragment TeamBetsPage_agentCentre on AgentCentre {
    teamBets(filter: $filter, gameType: $gameType, groupBy: $groupBy, first: $first, after: $after) {
      edges {
        cursor
        node {
          ...TeamBetRow_memberFigures @unmask
          day
          gameType
        }
      }
      pageInfo {
        ...RecordList_pageInfo @unmask
      }
      totalCount
      totals {
        ...BetTotalFigures @unmask
      }
    }
  }
`);

export const teamBetGroupings: readonly TeamBetGrouping[] = ['MEMBER', 'DAY', 'GAME_TYPE'];

export interface TeamBetsPageProps extends ReportControls {
  agentCentre: FragmentType<typeof TeamBetsPageAgentCentreFragment>;
  groupBy: TeamBetGrouping;
  onGroupBy: (groupBy: TeamBetGrouping) => void;
}

/** personalHistoryCopy (team betting): the team's bets by member, day or game type, with totals of the selection. */
export function TeamBetsPage({ agentCentre, variables, groupBy, onGroupBy, ...controls }: TeamBetsPageProps) {
  const intl = useIntl();
  const data = useFragmentData(TeamBetsPageAgentCentreFragment, agentCentre, variables);
  if (!data) return null;
  const rows = data.teamBets.edges.map((edge) => edge.node);
  type Row = (typeof rows)[number];
  const first: Record<TeamBetGrouping, RecordColumn<Row>> = {
    MEMBER: accountColumn(intl, controls.onDownline),
    DAY: { key: 'day', label: intl.formatMessage({ id: 'agentReports.day' }), cell: (row) => row.day },
    GAME_TYPE: { key: 'gameType', label: intl.formatMessage({ id: 'records.gameType' }), cell: (row) => (row.gameType ? gameTypeLabel(intl, row.gameType) : '—') },
  };
  const columns: RecordColumn<Row>[] = [
    first[groupBy],
    ...(groupBy === 'MEMBER' ? [{ key: 'level', label: intl.formatMessage({ id: 'team.level' }), numeric: true, cell: (row: Row) => row.level }] : []),
    ...betColumns<Row>(intl, 'records.winLoss'),
  ];
  return (
    <ReportView
      {...controls}
      typeLabel={intl.formatMessage({ id: 'records.gameType' })}
      types={teamGameTypes.map((value) => ({ value, label: gameTypeLabel(intl, value) }))}
      totalsTestId="team-bet-totals"
      totals={betTotalFigures(intl, data.teamBets.totals)}
    >
      <Tabs
        label={intl.formatMessage({ id: 'agentReports.groupBy' })}
        options={teamBetGroupings.map((value) => ({ value, label: intl.formatMessage({ id: `agentReports.groupBy.${value}` }) }))}
        value={groupBy}
        onChange={onGroupBy}
      >
        <RecordList
          caption={intl.formatMessage({ id: 'agentCentre.page.personalHistoryCopy' })}
          rows={rows}
          rowKey={(row) => `${row.downlineId ?? ''}${row.day ?? ''}${row.gameType ?? ''}`}
          columns={columns}
          testId="team-bets"
          emptyTestId="team-bets-empty"
          connection={data.teamBets}
          onLoadMore={controls.onLoadMore}
        />
      </Tabs>
    </ReportView>
  );
}
