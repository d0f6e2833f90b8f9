import { useReadQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { graphql } from '../../../gql';
import { PromotionDetail, PromotionNotFound } from '../../../features/promotions/components/PromotionDetail';
import type { PromotionDetailRouteQuery as PromotionDetailRouteData, PromotionDetailRouteQueryVariables } from '../../../gql/graphql';
import { defineUrlQueryRoute, type QueryRouteProps } from '../query-route';
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

/**
 * /promoDetail?id=<Promotion node id>. Read afresh on every visit: the page carries the member's state on the
 * promotion. A missing or malformed id is refused on its field alone: the page is then "not found" with its shell,
 * not an error.
 */
export const promotionDetailRoute = defineUrlQueryRoute({
  query: PromotionDetailRouteQuery,
  view: (params) => ({ id: params.get('id')?.trim() ?? '' }),
  variables: ({ id }) => ({ id }),
  preloadOptions: { fetchPolicy: 'network-only', errorPolicy: 'all' },
  Fallback: SiteRouteLoading,
  Content: PromotionDetailContent,
});

function PromotionDetailContent({ queryRef }: QueryRouteProps<PromotionDetailRouteData, PromotionDetailRouteQueryVariables>) {
  const { data, error } = useReadQuery(queryRef);
  // Anything but the node's own refusal (the site or the session failing) is the route's error, told apart from
  // the node's so its error state answers it by its own code.
  if (error && !CombinedGraphQLErrors.is(error)) throw error;
  const others = error ? error.errors.filter((e) => e.path?.[0] !== 'node') : [];
  if (others.length > 0) throw new CombinedGraphQLErrors({ errors: others });
  const promotion = data?.node?.__typename === 'Promotion' ? data.node : null;
  return promotion ? <PromotionDetail promotion={promotion} /> : <PromotionNotFound />;
}
