import { print } from 'graphql';
import { CategoryRouteDocument, HomeRouteDocument } from '../../../web/src/gql/graphql.js';

export interface BenchOperation {
  name: string;
  body: string;
  /** Sent with the member's session cookie. */
  loggedIn: boolean;
}

const post = (query: string, operationName: string, variables: Record<string, unknown>) => JSON.stringify({ query, operationName, variables });

/** The web's own route queries, as its router preloads them (defaults spelled out: graphql-jit 0.8 does not apply
 * a non-null variable's default). */
export const OPERATIONS: BenchOperation[] = [
  { name: 'home (public)', body: post(print(HomeRouteDocument), 'HomeRoute', { noticeCount: 9, affiliateCode: '', withAffiliate: false }), loggedIn: false },
  {
    name: 'lobby list (public)',
    body: post(print(CategoryRouteDocument), 'CategoryRoute', {
      category: 'RNG', first: 24, games: true, bannerGroup: 'RNG', withBanners: true, withVendor: false,
    }),
    loggedIn: false,
  },
  { name: 'home (logged in)', body: post(print(HomeRouteDocument), 'HomeRoute', { noticeCount: 9, affiliateCode: '', withAffiliate: false }), loggedIn: true },
];

/** One platform read per request (the wallet balance) for the added-latency figure. */
export const BALANCE = post('query Balance { viewer { wallet { balance } } }', 'Balance', {});
