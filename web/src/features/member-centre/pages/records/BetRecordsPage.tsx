import { useIntl } from 'react-intl';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { graphql } from '../../../../gql';
import type { BetGameType } from '../../../../gql/graphql';
import { EmptyState } from '../../../../components/EmptyState';
import { formatLocalDateTime } from '../../../../lib/date/local-date-time';
import { formatMoney } from '../../../../lib/money/format-money';
import { StatusBadge } from '../StatusBadge';
import { LoadMore } from '../../../../components/records/LoadMore';
import { RecordFilters } from '../../../../components/records/RecordFilters';
import type { RecordFilterValues } from '../../../../lib/date/record-filters';
import { RecordTable } from '../../../../components/records/RecordTable';
import { SignedAmount } from '../../../../components/records/SignedAmount';
import styles from '../Page.module.css';

export const BetRecordsPageViewerFragment = graphql(`
  fragment BetRecordsPage_viewer on Viewer {
    betRecords(first: $first, after: $after, filter: $filter) {
      edges {
        cursor
        node {
          id
          betNo
          gameType
          vendorName
          gameName
          betAmount
          validBet
          winLoss
          status
          placedAt
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

export const betGameTypes: readonly BetGameType[] = ['LIVE', 'RNG', 'FISH', 'PVP', 'SPORTS', 'LOTT', 'ELOTT'];

export interface RecordsPageProps {
  /** The route query's variables: the page's fragment reads its list by them. */
  variables: Record<string, unknown>;
  filters: RecordFilterValues;
  onFilter: (values: RecordFilterValues) => void;
  onLoadMore: (after: string) => Promise<unknown>;
}

/** personalHistoryCopy: the member's bets by game type and days, with totals over the whole selection. */
export function BetRecordsPage({ viewer, variables, filters, onFilter, onLoadMore }: RecordsPageProps & { viewer: FragmentType<typeof BetRecordsPageViewerFragment> }) {
  const intl = useIntl();
  const { data, complete } = useFragment({ fragment: BetRecordsPageViewerFragment, fragmentName: 'BetRecordsPage_viewer', from: viewer, variables });
  if (!complete) return null;
  const records = data.betRecords;
  const rows = records.edges.map((edge) => edge.node);
  const money = (amount: string) => formatMoney(amount, intl.locale);
  const gameTypeName = (type: BetGameType) => intl.formatMessage({ id: `navigation.category.${type}` });
  const totals = records.totals;

  return (
    <div className={styles.page}>
      <RecordFilters
        values={filters}
        typeLabel={intl.formatMessage({ id: 'records.gameType' })}
        types={betGameTypes.map((value) => ({ value, label: gameTypeName(value) }))}
        onApply={onFilter}
      />
      <dl className={styles.figures} data-testid="records-totals">
        <div className={styles.figure}>
          <dt>{intl.formatMessage({ id: 'records.betCount' })}</dt>
          <dd>{totals.betCount}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{intl.formatMessage({ id: 'records.betAmount' })}</dt>
          <dd>{money(totals.betAmount)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{intl.formatMessage({ id: 'records.validBet' })}</dt>
          <dd>{money(totals.validBet)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{intl.formatMessage({ id: 'records.winLoss' })}</dt>
          <dd>
            <SignedAmount amount={totals.winLoss} />
          </dd>
        </div>
      </dl>
      {rows.length === 0 ? (
        <EmptyState message={intl.formatMessage({ id: 'records.none' })} testId="records-empty" />
      ) : (
        <RecordTable
          caption={intl.formatMessage({ id: 'memberCentre.page.personalHistoryCopy' })}
          rows={rows}
          rowKey={(row) => row.id}
          testId="bet-records"
          columns={[
            { key: 'time', label: intl.formatMessage({ id: 'records.time' }), cell: (row) => formatLocalDateTime(row.placedAt) },
            {
              key: 'game',
              label: intl.formatMessage({ id: 'records.game' }),
              cell: (row) => `${gameTypeName(row.gameType)} · ${row.vendorName} · ${row.gameName}`,
            },
            { key: 'bet', label: intl.formatMessage({ id: 'records.betAmount' }), numeric: true, cell: (row) => money(row.betAmount) },
            { key: 'valid', label: intl.formatMessage({ id: 'records.validBet' }), numeric: true, cell: (row) => money(row.validBet) },
            { key: 'result', label: intl.formatMessage({ id: 'records.winLoss' }), numeric: true, cell: (row) => <SignedAmount amount={row.winLoss} /> },
            { key: 'status', label: intl.formatMessage({ id: 'records.status' }), cell: (row) => <StatusBadge status={row.status} /> },
          ]}
        />
      )}
      <LoadMore
        shown={rows.length}
        total={records.totalCount}
        endCursor={records.pageInfo.endCursor}
        hasNextPage={records.pageInfo.hasNextPage}
        onLoadMore={onLoadMore}
      />
    </div>
  );
}
