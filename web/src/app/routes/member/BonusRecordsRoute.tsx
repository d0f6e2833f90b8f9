import { useReadQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { BonusRecordsRouteQuery as BonusRecordsRouteData, BonusRecordsRouteQueryVariables } from '../../../gql/graphql';
import { memberPagePath } from '../../../config/paths';
import { BonusRecordsPage, bonusTypes } from '../../../features/member-centre/pages/records/BonusRecordsPage';
import { defineMemberPage, type MemberPageProps } from './define-member-page';
import { recordsFilter, recordsPageSize, useRecordsNavigation } from './records-route';

const BonusRecordsRouteQuery = graphql(`
  query BonusRecordsRoute($first: Int!, $after: String, $filter: BonusRecordFilter) {
    ...AppShell_query
    ...MemberCentreRoute_query
    viewer {
      ...BonusRecordsPage_viewer
    }
  }
`);

function BonusRecordsRoute({ queryRef, variables }: MemberPageProps<BonusRecordsRouteData, BonusRecordsRouteQueryVariables>) {
  const { data } = useReadQuery(queryRef);
  const navigation = useRecordsNavigation(queryRef, memberPagePath('bonusDetails'));
  return data.viewer ? <BonusRecordsPage viewer={data.viewer} variables={variables} {...navigation} /> : null;
}

export const bonusRecordsPage = defineMemberPage({
  query: BonusRecordsRouteQuery,
  variables: (url): BonusRecordsRouteQueryVariables => ({ first: recordsPageSize, filter: recordsFilter(url, bonusTypes, 'type') }),
  Page: BonusRecordsRoute,
});
