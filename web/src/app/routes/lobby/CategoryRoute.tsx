import { Suspense, useTransition } from 'react';
import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { useQueryRefHandlers, useReadQuery, type PreloadQueryFunction } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { BannerGroup, GameCategory } from '../../../gql/graphql';
import { BannerCarousel } from '../../../features/content/components/BannerCarousel';
import { CategoryLobby, type CategoryFilters } from '../../../features/lobby/components/CategoryLobby';
import { GameListSkeleton } from '../../../features/lobby/components/GameListSkeleton';
import { filtersFromUrl, filtersToParams } from './category-filters';
import { LobbyGameActions } from './LobbyGameActions';
import { useLobbyGuards } from './useLobbyGuards';

export const GAME_PAGE_SIZE = 20;

// One request per page: the shell, the lanes (tabs), and the first page of the chosen list. The favourites and
// recent lists replace the category's list on the slots page. The URL names a vendor by its ?page= key (spec 001
// §2), not its code: the gateway resolves the key (games(vendorPage:), vendorByPage) from the lanes it already
// caches, so the page needs no earlier request for the code, and the chosen vendor's type tabs come along.
const CategoryRouteQuery = graphql(`
  query CategoryRoute(
    $category: GameCategory!
    $vendorPage: String
    $withVendor: Boolean!
    $classification: String
    $search: String
    $first: Int!
    $after: String
    $games: Boolean!
    $favourites: Boolean!
    $recent: Boolean!
    $bannerGroup: BannerGroup!
    $withBanners: Boolean!
  ) {
    ...AppShell_query
    banners(group: $bannerGroup) @include(if: $withBanners) {
      id
      ...BannerCarousel_banner
    }
    ...CategoryLobby_query
    ...GameActions_query
    vendorByPage(category: $category, page: $vendorPage) @include(if: $withVendor) {
      id
      ...CategoryLobby_vendor
    }
    games(
      category: $category
      vendorPage: $vendorPage
      classification: $classification
      search: $search
      first: $first
      after: $after
    ) @include(if: $games) {
      edges {
        cursor
        node {
          id
          ...GameTile_game
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      totalCount
    }
    viewer {
      favouriteGames(first: $first, after: $after) @include(if: $favourites) {
        edges {
          cursor
          node {
            id
            ...GameTile_game
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
        totalCount
      }
      recentGames(first: $first, after: $after) @include(if: $recent) {
        edges {
          cursor
          node {
            id
            ...GameTile_game
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
        totalCount
      }
    }
  }
`);

/** The banner group of each category page (spec 001 section 2); cockfight and lottery pages have none. */
const BANNER_GROUPS: Partial<Record<GameCategory, BannerGroup>> = {
  RNG: 'RNG',
  LIVE: 'LIVE',
  FISH: 'FISH',
  PVP: 'PVP',
  SPORTS: 'SPORTS',
  ESPORTS: 'ESPORTS',
  ELOTT: 'ELOTT',
};

export interface CategoryRouteOptions {
  /** The favourites and recent-games tabs (the slots page). */
  personalViews?: boolean;
}

/** A category page's loader: the URL's filters become the variables of the page's one query. */
export function categoryLoader(preloadQuery: PreloadQueryFunction, category: GameCategory, options: CategoryRouteOptions = {}) {
  const personalViews = options.personalViews ?? false;
  return ({ request }: LoaderFunctionArgs) => {
    const filters = filtersFromUrl(new URL(request.url).searchParams, personalViews);
    const variables = {
      category,
      first: GAME_PAGE_SIZE,
      games: filters.view === 'games',
      favourites: filters.view === 'favourites',
      recent: filters.view === 'recent',
      withBanners: BANNER_GROUPS[category] !== undefined,
      bannerGroup: BANNER_GROUPS[category] ?? 'HOME',
      withVendor: filters.view === 'games' && filters.vendor !== '',
      ...(filters.view === 'games' && filters.vendor ? { vendorPage: filters.vendor } : {}),
      ...(filters.classification ? { classification: filters.classification } : {}),
      ...(filters.search ? { search: filters.search } : {}),
    };
    return { queryRef: preloadQuery(CategoryRouteQuery, { variables }), category, filters, personalViews };
  };
}

type CategoryLoaderData = ReturnType<ReturnType<typeof categoryLoader>>;

export function CategoryRoute() {
  const loaderData = useLoaderData<CategoryLoaderData>();
  return (
    <Suspense fallback={<GameListSkeleton />}>
      <LobbyGameActions cardGameRooms={loaderData.category === 'PVP'}>
        <CategoryContent {...loaderData} />
      </LobbyGameActions>
    </Suspense>
  );
}

function CategoryContent({ queryRef, category, filters, personalViews }: CategoryLoaderData) {
  // The handlers first: read before them, the data misses fetchMore's pages (apollo-client#11772).
  const { fetchMore } = useQueryRefHandlers(queryRef);
  const { data } = useReadQuery(queryRef);
  const [loadingMore, startTransition] = useTransition();
  const [, setSearchParams] = useSearchParams();
  const { requireRealAccount } = useLobbyGuards();

  let connection = data.games;
  if (filters.view === 'favourites') connection = data.viewer?.favouriteGames;
  else if (filters.view === 'recent') connection = data.viewer?.recentGames;

  const loadMore = () => {
    const after = connection?.pageInfo.endCursor;
    if (!after) return;
    // In a transition the tiles shown stay on screen (no suspense fallback) while the next page arrives.
    startTransition(async () => {
      await fetchMore({ variables: { after } });
    });
  };

  const changeFilters = (next: CategoryFilters) => {
    const apply = () => setSearchParams(filtersToParams(next));
    // The player's own lists are guarded actions (spec 001 §4).
    if (next.view !== 'games' && next.view !== filters.view) requireRealAccount(apply);
    else apply();
  };

  return (
    <>
      {data.banners ? <BannerCarousel banners={data.banners} /> : null}
      <CategoryLobby
        category={category}
        query={data}
        vendor={data.vendorByPage ?? null}
        filters={filters}
        onFiltersChange={changeFilters}
        personalViews={personalViews}
        list={{
          games: connection?.edges.map((edge) => edge.node) ?? [],
          totalCount: connection?.totalCount ?? 0,
          hasNextPage: connection?.pageInfo.hasNextPage ?? false,
          loadingMore,
          onLoadMore: loadMore,
        }}
      />
    </>
  );
}
