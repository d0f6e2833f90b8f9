import { graphql } from '../../../gql';
import { FeedbackPage } from '../../../features/feedback/components/FeedbackPage';
import type { FeedbackRouteQuery as FeedbackRouteQueryData } from '../../../gql/graphql';
import { defineSitePage, type SitePageProps } from './site-page';

const FeedbackRouteQuery = graphql(`
  query FeedbackRoute {
    ...AppShell_query
    feedbackRules {
      ...FeedbackForm_rules
    }
  }
`);

/** /feedback: feedback and complaints (from the footer and the member centre). */
export const feedbackRoute = defineSitePage(FeedbackRouteQuery, FeedbackRoutePage);

function FeedbackRoutePage({ data }: SitePageProps<FeedbackRouteQueryData>) {
  return <FeedbackPage rules={data.feedbackRules} />;
}
