import { useReadQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { BetRecordsRouteQuery as BetRecordsRouteData, BetRecordsRouteQueryVariables } from '../../../gql/graphql';
import { memberPagePath } from '../../../config/paths';
import { BetRecordsPage, betGameTypes } from '../../../features/member-centre/pages/records/BetRecordsPage';
import { defineMemberPage, type MemberPageProps } from './define-member-page';
import { recordsFilter, recordsPageSize, useRecordsNavigation } from './records-route';

const BetRecordsRouteQuery = graphql(`
  query BetRecordsRoute($first: Int!, $after: String, $filter: BetRecordFilter) {
    ...AppShell_query
    ...MemberCentreRoute_query
    viewer {
      ...BetRecordsPage_viewer
    }
  }
`);

function BetRecordsRoute({ queryRef, variables }: MemberPageProps<BetRecordsRouteData, BetRecordsRouteQueryVariables>) {
  const { data } = useReadQuery(queryRef);
  const navigation = useRecordsNavigation(queryRef, memberPagePath('personalHistoryCopy'));
  return data.viewer ? <BetRecordsPage viewer={data.viewer} variables={variables} {...navigation} /> : null;
}

export const betRecordsPage = defineMemberPage({
  query: BetRecordsRouteQuery,
  variables: (url): BetRecordsRouteQueryVariables => ({ first: recordsPageSize, filter: recordsFilter(url, betGameTypes, 'gameType') }),
  Page: BetRecordsRoute,
});
