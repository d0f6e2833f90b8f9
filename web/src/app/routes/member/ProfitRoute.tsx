import { useNavigate } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { ProfitRouteQuery as ProfitRouteData, ProfitRouteQueryVariables } from '../../../gql/graphql';
import { memberPagePath } from '../../../config/paths';
import { ProfitPage, asProfitPagePeriod, type ProfitPagePeriod } from '../../../features/member-centre/pages/records/ProfitPage';
import { defineMemberPage, type MemberPageProps } from './define-member-page';

const ProfitRouteQuery = graphql(`
  query ProfitRoute($period: ProfitPeriod!) {
    ...AppShell_query
    ...MemberCentreRoute_query
    viewer {
      ...ProfitPage_viewer
    }
  }
`);

function ProfitRoute({ queryRef, variables }: MemberPageProps<ProfitRouteData, ProfitRouteQueryVariables>) {
  const { data } = useReadQuery(queryRef);
  const navigate = useNavigate();
  // The period lives in the URL (?period=LAST_7_DAYS), so a reload or a shared link keeps it.
  const choose = (period: ProfitPagePeriod) => void navigate(`${memberPagePath('personalProfit')}?period=${period}`);
  return data.viewer ? <ProfitPage viewer={data.viewer} period={asProfitPagePeriod(variables.period)} onPeriod={choose} /> : null;
}

export const profitPage = defineMemberPage({
  query: ProfitRouteQuery,
  variables: (url): ProfitRouteQueryVariables => ({ period: asProfitPagePeriod(url.searchParams.get('period')) }),
  Page: ProfitRoute,
});
