import { Suspense, useTransition } from 'react';
import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { useQueryRefHandlers, useReadQuery, type PreloadQueryFunction } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { BannerGroup, GameCategory } from '../../../gql/graphql';
import { BannerCarousel } from '../../../features/content/components/BannerCarousel';
import { CategoryLobby, type CategoryFilters } from '../../../features/lobby/components/CategoryLobby';
import { GameListSkeleton } from '../../../features/lobby/components/GameListSkeleton';
import { useHydrated } from '../../../lib/hooks/useHydrated';
import { filtersFromUrl, filtersToParams } from './category-filters';
import { LobbyGameActions } from './LobbyGameActions';
import { useLobbyGuards } from './useLobbyGuards';

export const GAME_PAGE_SIZE = 20;

// A page of game tiles, as the category's list and the player's own lists (favourites, recent) show it.
graphql(`
  fragment CategoryGames_connection on GameConnection {
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
`);

// The page's public part: the lanes (tabs), the banners and the first page of the chosen list, the same for every
// visitor (a public read: one stored answer, in the page's HTML; issue 33). The URL names a vendor by its ?page=
// key (spec 001 §2), not its code: the gateway resolves the key (games(vendorPage:), vendorByPage) from the lanes
// it already caches, so the page needs no earlier request for the code, and the chosen vendor's type tabs come along.
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
    $bannerGroup: BannerGroup!
    $withBanners: Boolean!
  ) {
    banners(group: $bannerGroup) @include(if: $withBanners) {
      id
      ...BannerCarousel_banner
    }
    # The unit amounts are written in, for a server-rendered page's first pass (HomeRoute has it too).
    site {
      currency {
        symbol
      }
    }
    ...CategoryLobby_query
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
      ...CategoryGames_connection @unmask
    }
  }
`);

// The part that depends on who is looking: the shell, the tiles' hearts, and the player's own lists, which replace
// the category's list on the slots page. Asked beside the public part, never stored with it.
const CategoryMemberQuery = graphql(`
  query CategoryMember($first: Int!, $after: String, $favourites: Boolean!, $recent: Boolean!) {
    ...AppShell_query
    ...GameActions_query
    viewer {
      favouriteGames(first: $first, after: $after) @include(if: $favourites) {
        ...CategoryGames_connection @unmask
      }
      recentGames(first: $first, after: $after) @include(if: $recent) {
        ...CategoryGames_connection @unmask
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
      withBanners: BANNER_GROUPS[category] !== undefined,
      bannerGroup: BANNER_GROUPS[category] ?? 'HOME',
      withVendor: filters.view === 'games' && filters.vendor !== '',
      ...(filters.view === 'games' && filters.vendor ? { vendorPage: filters.vendor } : {}),
      ...(filters.classification ? { classification: filters.classification } : {}),
      ...(filters.search ? { search: filters.search } : {}),
    };
    const queryRef = preloadQuery(CategoryRouteQuery, { variables });
    const memberVariables = { first: GAME_PAGE_SIZE, favourites: filters.view === 'favourites', recent: filters.view === 'recent' };
    const memberRef = preloadQuery(CategoryMemberQuery, { variables: memberVariables });
    return { queryRef, memberRef, category, filters, personalViews };
  };
}

type CategoryLoaderData = ReturnType<ReturnType<typeof categoryLoader>>;

export function CategoryRoute() {
  const loaderData = useLoaderData<CategoryLoaderData>();
  const hydrated = useHydrated();
  return (
    <>
      {/* Keeps the member part watched while the page is open (the shell reads it from the cache), so a login or a
          language change refetches it. Not in a server-rendered page's first pass, which has no member part. */}
      {hydrated ? (
        <Suspense fallback={null}>
          <CategoryMemberPart memberRef={loaderData.memberRef} />
        </Suspense>
      ) : null}
      <Suspense fallback={<GameListSkeleton />}>
        <LobbyGameActions cardGameRooms={loaderData.category === 'PVP'}>
          <CategoryContent {...loaderData} />
        </LobbyGameActions>
      </Suspense>
    </>
  );
}

function CategoryMemberPart({ memberRef }: Pick<CategoryLoaderData, 'memberRef'>) {
  useReadQuery(memberRef);
  return null;
}

/**
 * The category's own list needs the public part alone (the server renders it from that, issue 33); the player's own
 * lists wait for the member part.
 */
function CategoryContent(props: CategoryLoaderData) {
  return props.filters.view === 'games' ? <CategoryView {...props} member={undefined} /> : <OwnListsView {...props} />;
}

function OwnListsView(props: CategoryLoaderData) {
  return <CategoryView {...props} member={useMemberPart(props.memberRef)} />;
}

function useMemberPart(memberRef: CategoryLoaderData['memberRef']) {
  return useReadQuery(memberRef).data;
}

type MemberData = ReturnType<typeof useMemberPart>;

function CategoryView({ queryRef, memberRef, category, filters, personalViews, member }: CategoryLoaderData & { member: MemberData | undefined }) {
  // The handlers first: read before them, the data misses fetchMore's pages (apollo-client#11772).
  const { fetchMore } = useQueryRefHandlers(queryRef);
  const { fetchMore: fetchMoreOwn } = useQueryRefHandlers(memberRef);
  const { data } = useReadQuery(queryRef);
  const [loadingMore, startTransition] = useTransition();
  const [, setSearchParams] = useSearchParams();
  const { requireRealAccount } = useLobbyGuards();

  const own = filters.view !== 'games';
  let connection = data.games;
  if (filters.view === 'favourites') connection = member?.viewer?.favouriteGames;
  else if (filters.view === 'recent') connection = member?.viewer?.recentGames;

  const loadMore = () => {
    const after = connection?.pageInfo.endCursor;
    if (!after) return;
    // In a transition the tiles shown stay on screen (no suspense fallback) while the next page arrives.
    startTransition(async () => {
      await (own ? fetchMoreOwn({ variables: { after } }) : fetchMore({ variables: { after } }));
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
