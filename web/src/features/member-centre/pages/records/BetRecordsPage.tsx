import { useIntl } from 'react-intl';
import type { FragmentType } from '@apollo/client';
import { graphql } from '../../../../gql';
import type { BetGameType } from '../../../../gql/graphql';
import { timeColumn } from '../../../../components/records/time-column';
import { formatMoney } from '../../../../lib/money/format-money';
import { RecordsView, statusColumn, type RecordsPageProps } from './RecordsView';
import { SignedAmount } from '../../../../components/records/SignedAmount';
import { betTotalFigures } from '../../../../components/records/bet-total-figures';
import { useFragmentData } from '../../../../lib/apollo/useFragmentData';

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
        ...RecordList_pageInfo @unmask
      }
      totalCount
      totals {
        ...BetTotalFigures @unmask
      }
    }
  }
`);

export const betGameTypes: readonly BetGameType[] = ['LIVE', 'RNG', 'FISH', 'PVP', 'SPORTS', 'LOTT', 'ELOTT'];

/** personalHistoryCopy: the member's bets by game type and days, with totals over the whole selection. */
export function BetRecordsPage({ viewer, variables, ...view }: RecordsPageProps & { viewer: FragmentType<typeof BetRecordsPageViewerFragment> }) {
  const intl = useIntl();
  const data = useFragmentData(BetRecordsPageViewerFragment, viewer, variables);
  if (!data) return null;
  const records = data.betRecords;
  const money = (amount: string) => formatMoney(amount, intl.locale);
  const gameTypeName = (type: BetGameType) => intl.formatMessage({ id: `navigation.category.${type}` });

  return (
    <RecordsView
      {...view}
      page="personalHistoryCopy"
      types={{ labelId: 'records.gameType', values: betGameTypes, name: gameTypeName }}
      totals={betTotalFigures(intl, records.totals)}
      testId="bet-records"
      connection={records}
      columns={[
        timeColumn(intl, 'placedAt'),
        {
          key: 'game',
          label: intl.formatMessage({ id: 'records.game' }),
          cell: (row) => `${gameTypeName(row.gameType)} · ${row.vendorName} · ${row.gameName}`,
        },
        { key: 'bet', label: intl.formatMessage({ id: 'records.betAmount' }), numeric: true, cell: (row) => money(row.betAmount) },
        { key: 'valid', label: intl.formatMessage({ id: 'records.validBet' }), numeric: true, cell: (row) => money(row.validBet) },
        { key: 'result', label: intl.formatMessage({ id: 'records.winLoss' }), numeric: true, cell: (row) => <SignedAmount amount={row.winLoss} /> },
        statusColumn(intl),
      ]}
    />
  );
}
