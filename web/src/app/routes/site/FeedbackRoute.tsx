import { Suspense } from 'react';
import { useLoaderData } from 'react-router';
import { useReadQuery, type PreloadQueryFunction } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { FeedbackPage } from '../../../features/feedback/components/FeedbackPage';
import { SiteRouteLoading } from './SiteRouteLoading';

const FeedbackRouteQuery = graphql(`
  query FeedbackRoute {
    ...AppShell_query
    feedbackRules {
      ...FeedbackForm_rules
    }
  }
`);

export function feedbackLoader(preloadQuery: PreloadQueryFunction) {
  return () => ({ queryRef: preloadQuery(FeedbackRouteQuery) });
}

type FeedbackLoaderData = ReturnType<ReturnType<typeof feedbackLoader>>;

/** /feedback: feedback and complaints (from the footer and the member centre). */
export function FeedbackRoute() {
  const { queryRef } = useLoaderData<FeedbackLoaderData>();
  return (
    <Suspense fallback={<SiteRouteLoading />}>
      <FeedbackContent queryRef={queryRef} />
    </Suspense>
  );
}

function FeedbackContent({ queryRef }: FeedbackLoaderData) {
  const { data } = useReadQuery(queryRef);
  return <FeedbackPage rules={data.feedbackRules} />;
}
