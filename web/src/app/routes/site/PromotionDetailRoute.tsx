import { Suspense } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery, type PreloadQueryFunction } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { PromotionDetail, PromotionNotFound } from '../../../features/promotions/components/PromotionDetail';
import { SiteRouteLoading } from './SiteRouteLoading';

const PromotionDetailRouteQuery = graphql(`
  query PromotionDetailRoute($id: ID!) {
    ...AppShell_query
    node(id: $id) {
      __typename
      id
      ... on Promotion {
        ...PromotionDetail_promotion
      }
    }
  }
`);

/** /promoDetail?id=<Promotion node id>. */
export function promotionDetailLoader(preloadQuery: PreloadQueryFunction) {
  return ({ request }: LoaderFunctionArgs) => {
    const id = new URL(request.url).searchParams.get('id')?.trim() ?? '';
    // Read afresh on every visit: the page carries the member's state on the promotion.
    return { queryRef: preloadQuery(PromotionDetailRouteQuery, { variables: { id }, fetchPolicy: 'network-only' }) };
  };
}

type PromotionDetailLoaderData = ReturnType<ReturnType<typeof promotionDetailLoader>>;

export function PromotionDetailRoute() {
  const { queryRef } = useLoaderData<PromotionDetailLoaderData>();
  return (
    <Suspense fallback={<SiteRouteLoading />}>
      <PromotionDetailContent queryRef={queryRef} />
    </Suspense>
  );
}

function PromotionDetailContent({ queryRef }: PromotionDetailLoaderData) {
  const { data } = useReadQuery(queryRef);
  const promotion = data.node?.__typename === 'Promotion' ? data.node : null;
  return promotion ? <PromotionDetail promotion={promotion} /> : <PromotionNotFound />;
}
