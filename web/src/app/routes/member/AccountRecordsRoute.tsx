import { graphql } from '../../../gql';
import type { AccountRecordsRouteQueryVariables } from '../../../gql/graphql';
import { AccountRecordsPage, accountRecordTypes } from '../../../features/member-centre/pages/records/AccountRecordsPage';
import { defineRecordsPage, recordsFilter, recordsPageSize } from './records-route';

const AccountRecordsRouteQuery = graphql(`
  query AccountRecordsRoute($first: Int!, $after: String, $filter: AccountRecordFilter) {
    ...AppShell_query
    ...MemberCentreRoute_query
    viewer {
      ...AccountRecordsPage_viewer
    }
  }
`);

export const accountRecordsPage = defineRecordsPage({
  query: AccountRecordsRouteQuery,
  page: 'transactionHistory',
  variables: (url): AccountRecordsRouteQueryVariables => ({ first: recordsPageSize, filter: recordsFilter(url, accountRecordTypes, 'type') }),
  Records: AccountRecordsPage,
});
