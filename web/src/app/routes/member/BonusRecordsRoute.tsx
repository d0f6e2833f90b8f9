import { graphql } from '../../../gql';
import type { BonusRecordsRouteQueryVariables } from '../../../gql/graphql';
import { BonusRecordsPage, bonusTypes } from '../../../features/member-centre/pages/records/BonusRecordsPage';
import { defineRecordsPage, recordsFilter, recordsPageSize } from './records-route';

const BonusRecordsRouteQuery = graphql(`
  query BonusRecordsRoute($first: Int!, $after: String, $filter: BonusRecordFilter) {
    ...AppShell_query
    ...MemberCentreRoute_query
    viewer {
      ...BonusRecordsPage_viewer
    }
  }
`);

export const bonusRecordsPage = defineRecordsPage({
  query: BonusRecordsRouteQuery,
  page: 'bonusDetails',
  variables: (url): BonusRecordsRouteQueryVariables => ({ first: recordsPageSize, filter: recordsFilter(url, bonusTypes, 'type') }),
  Records: BonusRecordsPage,
});
