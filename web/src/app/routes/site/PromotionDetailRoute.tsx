import { Suspense } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery, type PreloadQueryFunction } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
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
    // Read afresh on every visit: the page carries the member's state on the promotion. A missing or malformed id
    // is refused on its field alone: the page is then "not found" with its shell, not an error.
    return {
      queryRef: preloadQuery(PromotionDetailRouteQuery, { variables: { id }, fetchPolicy: 'network-only', errorPolicy: 'all' }),
    };
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
  const { data, error } = useReadQuery(queryRef);
  // Anything but the node's own refusal (the site or the session failing) is the route's error, told apart from
  // the node's so its error state answers it by its own code.
  if (error && !CombinedGraphQLErrors.is(error)) throw error;
  const others = error ? error.errors.filter((e) => e.path?.[0] !== 'node') : [];
  if (others.length > 0) throw new CombinedGraphQLErrors({ errors: others });
  const promotion = data?.node?.__typename === 'Promotion' ? data.node : null;
  return promotion ? <PromotionDetail promotion={promotion} /> : <PromotionNotFound />;
}
