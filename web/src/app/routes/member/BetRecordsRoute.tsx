import { graphql } from '../../../gql';
import type { BetRecordsRouteQueryVariables } from '../../../gql/graphql';
import { BetRecordsPage, betGameTypes } from '../../../features/member-centre/pages/records/BetRecordsPage';
import { defineRecordsPage, recordsFilter, recordsPageSize } from './records-route';

const BetRecordsRouteQuery = graphql(`
  query BetRecordsRoute($first: Int!, $after: String, $filter: BetRecordFilter) {
    ...AppShell_query
    ...MemberCentreRoute_query
    viewer {
      ...BetRecordsPage_viewer
    }
  }
`);

export const betRecordsPage = defineRecordsPage({
  query: BetRecordsRouteQuery,
  page: 'personalHistoryCopy',
  variables: (url): BetRecordsRouteQueryVariables => ({ first: recordsPageSize, filter: recordsFilter(url, betGameTypes, 'gameType') }),
  Records: BetRecordsPage,
});
