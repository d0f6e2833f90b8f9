/**
 * The query a page's route sends first, by path, as the web's route loaders send it: the gateway runs it while it
 * serves the page and puts the answer into the HTML, so the page's data does not wait for its JavaScript.
 * Only routes whose first query depends on nothing but the path belong here; the web client compares the
 * operation, its variables and the language before it uses an answer, so a mismatch costs a request, not a wrong page.
 */
export interface RouteQuery {
  operationName: string;
  variables: Readonly<Record<string, unknown>>;
  /** The picture the page paints largest first, preloaded from the HTML so it loads beside the scripts. */
  leadImage?: (data: Record<string, unknown>) => string | undefined;
}

/** The first banner's picture (web/src/features/content/components/BannerSliderView.tsx shows it first). */
function firstBannerImage(data: Record<string, unknown>): string | undefined {
  const banners = Array.isArray(data.banners) ? (data.banners as unknown[]) : [];
  const first = banners[0] as { imageUrl?: unknown } | undefined;
  return typeof first?.imageUrl === 'string' ? first.imageUrl : undefined;
}

export const ROUTE_QUERIES: ReadonlyMap<string, RouteQuery> = new Map([
  // web/src/app/routes/HomeRoute.tsx, homeLoader without an invitation code (noticePageSize notices).
  ['/', { operationName: 'HomeRoute', variables: { noticeCount: 9 }, leadImage: firstBannerImage }],
  // web/src/app/routes/lobby/CategoryRoute.tsx, categoryLoader for the slots page without filters in its URL.
  ['/rng', { operationName: 'CategoryRoute', variables: { category: 'RNG', first: 20, games: true, withBanners: true, bannerGroup: 'RNG', withVendor: false }, leadImage: firstBannerImage }],
  // web/src/app/routes/site/PromotionsRoute.tsx, promotionsLoader without a type filter (Apollo sends the null).
  ['/promotions', { operationName: 'PromotionsRoute', variables: { type: null }, leadImage: firstBannerImage }],
  // web/src/app/routes/lobby/LotteryRoute.tsx, lotteryLoader for every area without a game: no banners.
  ['/lottery', { operationName: 'LotteryRoute', variables: { vn: true, sea: true, withResults: true, resultsCount: 100 } }],
  // The same loader for one area: the Vietnamese page shows its first draw, the South-East Asian one waits for a game.
  ['/vnlottery', { operationName: 'LotteryRoute', variables: { vn: true, sea: false, withResults: true, resultsCount: 100 } }],
  ['/seaLottery', { operationName: 'LotteryRoute', variables: { vn: false, sea: true, withResults: false, resultsCount: 100 } }],
]);
