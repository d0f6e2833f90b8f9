import { useReadQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { AccountRecordsRouteQuery as AccountRecordsRouteData, AccountRecordsRouteQueryVariables } from '../../../gql/graphql';
import { memberPagePath } from '../../../config/paths';
import { AccountRecordsPage, accountRecordTypes } from '../../../features/member-centre/pages/records/AccountRecordsPage';
import { defineMemberPage, type MemberPageProps } from './define-member-page';
import { recordsFilter, recordsPageSize, useRecordsNavigation } from './records-route';

const AccountRecordsRouteQuery = graphql(`
  query AccountRecordsRoute($first: Int!, $after: String, $filter: AccountRecordFilter) {
    ...AppShell_query
    ...MemberCentreRoute_query
    viewer {
      ...AccountRecordsPage_viewer
    }
  }
`);

function AccountRecordsRoute({ queryRef, variables }: MemberPageProps<AccountRecordsRouteData, AccountRecordsRouteQueryVariables>) {
  const { data } = useReadQuery(queryRef);
  const navigation = useRecordsNavigation(queryRef, memberPagePath('transactionHistory'));
  return data.viewer ? <AccountRecordsPage viewer={data.viewer} variables={variables} {...navigation} /> : null;
}

export const accountRecordsPage = defineMemberPage({
  query: AccountRecordsRouteQuery,
  variables: (url): AccountRecordsRouteQueryVariables => ({ first: recordsPageSize, filter: recordsFilter(url, accountRecordTypes, 'type') }),
  Page: AccountRecordsRoute,
});
