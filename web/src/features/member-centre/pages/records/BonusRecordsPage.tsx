import { useIntl } from 'react-intl';
import type { FragmentType } from '@apollo/client';
import { graphql } from '../../../../gql';
import type { BonusType } from '../../../../gql/graphql';
import { timeColumn } from '../../../../components/records/time-column';
import { formatMoney } from '../../../../lib/money/format-money';
import { RecordsView, statusColumn, type RecordsPageProps } from './RecordsView';
import { useFragmentData } from '../../../../lib/apollo/useFragmentData';

export const BonusRecordsPageViewerFragment = graphql(`
  fragment BonusRecordsPage_viewer on Viewer {
    bonusRecords(first: $first, after: $after, filter: $filter) {
      edges {
        cursor
        node {
          id
          orderNo
          title
          type
          amount
          status
          remark
          createdAt
        }
      }
      pageInfo {
        ...RecordList_pageInfo @unmask
      }
      totalCount
      totalAmount
    }
  }
`);

export const bonusTypes: readonly BonusType[] = ['PROMOTION', 'VIP_UPGRADE', 'VIP_MONTHLY', 'MISSION', 'DEPOSIT_BONUS'];

/** bonusDetails: the member's bonuses by type and days, with the sum of those issued. */
export function BonusRecordsPage({ viewer, variables, ...view }: RecordsPageProps & { viewer: FragmentType<typeof BonusRecordsPageViewerFragment> }) {
  const intl = useIntl();
  const data = useFragmentData(BonusRecordsPageViewerFragment, viewer, variables);
  if (!data) return null;
  const records = data.bonusRecords;
  const money = (amount: string) => formatMoney(amount, intl.locale);
  const typeName = (type: BonusType) => intl.formatMessage({ id: `records.bonusType.${type}` });

  return (
    <RecordsView
      {...view}
      page="bonusDetails"
      types={{ labelId: 'records.type', values: bonusTypes, name: typeName }}
      totals={[{ key: 'totalAmount', label: intl.formatMessage({ id: 'records.bonusTotal' }), value: money(records.totalAmount) }]}
      testId="bonus-records"
      connection={records}
      columns={[
        timeColumn(intl, 'createdAt'),
        { key: 'title', label: intl.formatMessage({ id: 'records.bonus' }), cell: (row) => row.title },
        { key: 'type', label: intl.formatMessage({ id: 'records.type' }), cell: (row) => typeName(row.type) },
        { key: 'amount', label: intl.formatMessage({ id: 'money.amount' }), numeric: true, cell: (row) => money(row.amount) },
        statusColumn(intl),
      ]}
    />
  );
}
