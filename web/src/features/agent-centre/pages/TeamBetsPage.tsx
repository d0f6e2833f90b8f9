import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { TeamBetGrouping } from '../../../gql/graphql';
import { EmptyState } from '../../../components/EmptyState';
import { Tabs } from '../../../components/Tabs';
import { LoadMore } from '../../../components/records/LoadMore';
import { RecordFilters } from '../../../components/records/RecordFilters';
import { RecordTable, type RecordColumn } from '../../../components/records/RecordTable';
import { SignedAmount } from '../../../components/records/SignedAmount';
import { formatMoney } from '../../../lib/money/format-money';
import { DownlineChip } from '../components/DownlineChip';
import { Figures } from '../components/Figures';
import { gameTypeLabel, teamGameTypes } from '../labels';
import type { ReportControls } from '../report-controls';
import styles from './agent-page-styles';

export const TeamBetsPageAgentCentreFragment = graphql(`
  fragment TeamBetsPage_agentCentre on AgentCentre {
    teamBets(filter: $filter, gameType: $gameType, groupBy: $groupBy, first: $first, after: $after) {
      edges {
        cursor
        node {
          downlineId
          account
          level
          day
          gameType
          betCount
          betAmount
          validBet
          winLoss
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      totalCount
      totals {
        betCount
        betAmount
        validBet
        winLoss
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
export function TeamBetsPage({ agentCentre, variables, filters, downline, onFilter, onDownline, onLoadMore, groupBy, onGroupBy }: TeamBetsPageProps) {
  const intl = useIntl();
  const { data, complete } = useFragment({ fragment: TeamBetsPageAgentCentreFragment, fragmentName: 'TeamBetsPage_agentCentre', from: agentCentre, variables });
  if (!complete) return null;
  const { edges, pageInfo, totalCount, totals } = data.teamBets;
  const rows = edges.map((edge) => edge.node);
  type Row = (typeof rows)[number];
  const money = (amount: string) => formatMoney(amount, intl.locale);
  const first: Record<TeamBetGrouping, RecordColumn<Row>> = {
    MEMBER: {
      key: 'account',
      label: intl.formatMessage({ id: 'team.account' }),
      cell: (row): ReactNode =>
        row.downlineId && row.account ? (
          <button type="button" className={styles.linkButton} onClick={() => onDownline({ id: row.downlineId ?? '', account: row.account ?? '' })}>
            {row.account}
          </button>
        ) : (
          row.account
        ),
    },
    DAY: { key: 'day', label: intl.formatMessage({ id: 'agentReports.day' }), cell: (row) => row.day },
    GAME_TYPE: { key: 'gameType', label: intl.formatMessage({ id: 'records.gameType' }), cell: (row) => (row.gameType ? gameTypeLabel(intl, row.gameType) : '—') },
  };
  const columns: RecordColumn<Row>[] = [
    first[groupBy],
    ...(groupBy === 'MEMBER' ? [{ key: 'level', label: intl.formatMessage({ id: 'team.level' }), numeric: true, cell: (row: Row) => row.level }] : []),
    { key: 'betCount', label: intl.formatMessage({ id: 'records.betCount' }), numeric: true, cell: (row) => row.betCount },
    { key: 'betAmount', label: intl.formatMessage({ id: 'records.betAmount' }), numeric: true, cell: (row) => money(row.betAmount) },
    { key: 'validBet', label: intl.formatMessage({ id: 'records.validBet' }), numeric: true, cell: (row) => money(row.validBet) },
    { key: 'winLoss', label: intl.formatMessage({ id: 'records.winLoss' }), numeric: true, cell: (row) => <SignedAmount amount={row.winLoss} /> },
  ];
  return (
    <div className={styles.page}>
      <RecordFilters
        values={filters}
        typeLabel={intl.formatMessage({ id: 'records.gameType' })}
        types={teamGameTypes.map((value) => ({ value, label: gameTypeLabel(intl, value) }))}
        onApply={onFilter}
      />
      <DownlineChip downline={downline} onClear={() => onDownline(null)} />
      <Figures
        testId="team-bet-totals"
        figures={[
          { key: 'betCount', label: intl.formatMessage({ id: 'records.betCount' }), value: totals.betCount },
          { key: 'betAmount', label: intl.formatMessage({ id: 'records.betAmount' }), value: money(totals.betAmount) },
          { key: 'validBet', label: intl.formatMessage({ id: 'records.validBet' }), value: money(totals.validBet) },
          { key: 'winLoss', label: intl.formatMessage({ id: 'records.winLoss' }), value: <SignedAmount amount={totals.winLoss} /> },
        ]}
      />
      <Tabs
        label={intl.formatMessage({ id: 'agentReports.groupBy' })}
        options={teamBetGroupings.map((value) => ({ value, label: intl.formatMessage({ id: `agentReports.groupBy.${value}` }) }))}
        value={groupBy}
        onChange={onGroupBy}
      >
        {rows.length === 0 ? (
          <EmptyState message={intl.formatMessage({ id: 'records.none' })} testId="team-bets-empty" />
        ) : (
          <RecordTable caption={intl.formatMessage({ id: 'agentCentre.page.personalHistoryCopy' })} rows={rows} rowKey={(row) => `${row.downlineId ?? ''}${row.day ?? ''}${row.gameType ?? ''}`} columns={columns} testId="team-bets" />
        )}
        <LoadMore shown={rows.length} total={totalCount} endCursor={pageInfo.endCursor} hasNextPage={pageInfo.hasNextPage} onLoadMore={onLoadMore} />
      </Tabs>
    </div>
  );
}
