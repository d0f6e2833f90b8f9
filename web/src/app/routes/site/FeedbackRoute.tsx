import { useReadQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { FeedbackPage } from '../../../features/feedback/components/FeedbackPage';
import { SiteRouteLoading } from './SiteRouteLoading';
import type { FeedbackRouteQuery as FeedbackRouteQueryData, FeedbackRouteQueryVariables } from '../../../gql/graphql';
import { defineQueryRoute, type QueryRouteProps } from '../query-route';

const FeedbackRouteQuery = graphql(`
  query FeedbackRoute {
    ...AppShell_query
    feedbackRules {
      ...FeedbackForm_rules
    }
  }
`);

/** /feedback: feedback and complaints (from the footer and the member centre). */
export const { loader: feedbackLoader, Component: FeedbackRoute } = defineQueryRoute({
  query: FeedbackRouteQuery,
  Fallback: SiteRouteLoading,
  Content: FeedbackContent,
});

function FeedbackContent({ queryRef }: QueryRouteProps<FeedbackRouteQueryData, FeedbackRouteQueryVariables>) {
  const { data } = useReadQuery(queryRef);
  return <FeedbackPage rules={data.feedbackRules} />;
}
