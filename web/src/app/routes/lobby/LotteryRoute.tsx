import { Suspense } from 'react';
import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useQueryRefHandlers, useReadQuery, type PreloadQueryFunction } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { MessageId } from '../../../i18n/message-id';
import { GameListSkeleton } from '../../../features/lobby/components/GameListSkeleton';
import { LotteryLobby } from '../../../features/lottery/components/LotteryLobby';
import { LobbyGameActions } from './LobbyGameActions';
import { useLobbyGuards } from './useLobbyGuards';

// Spec 001 §9: the latest 100 results of a game.
const RESULTS_COUNT = 100;

// The menus of the page's areas, the chosen game's latest results, and the member's recent lottery games and
// opened numbers. Those are the viewer's (LotteryLobby_viewer): a visitor has no viewer, so the member-only
// field is never asked for and the one query serves visitors and members alike (Query.lotteryOpenedNumbers,
// @auth MEMBER, would fail the whole query for visitors).
const LotteryRouteQuery = graphql(`
  query LotteryRoute($vn: Boolean!, $sea: Boolean!, $gameCode: String, $withResults: Boolean!, $resultsCount: Int!) {
    ...AppShell_query
    vnMenus: lotteryMenus(area: VN) @include(if: $vn) {
      id
      ...LotteryMenuSection_menu
    }
    seaMenus: lotteryMenus(area: SEA) @include(if: $sea) {
      id
      ...LotteryMenuSection_menu
    }
    lotteryResults(gameCode: $gameCode, first: $resultsCount) @include(if: $withResults) {
      gameCode
      drawNumber
      ...LotteryResults_result
    }
    viewer {
      ...LotteryLobby_viewer
    }
  }
`);

export type LotteryPage = 'ALL' | 'VN' | 'SEA';

const titles: Record<LotteryPage, MessageId> = {
  ALL: 'lottery.title.all',
  VN: 'lottery.title.vn',
  SEA: 'lottery.title.sea',
};

/** /lottery (every area), /vnlottery and /seaLottery; ?gameCode= picks the game whose results show. */
export function lotteryLoader(preloadQuery: PreloadQueryFunction, page: LotteryPage) {
  return ({ request }: LoaderFunctionArgs) => {
    const gameCode = new URL(request.url).searchParams.get('gameCode')?.trim().toUpperCase() || null;
    // Without a game the API shows the first Vietnamese draw; the SEA page waits for a choice instead.
    const withResults = gameCode !== null || page !== 'SEA';
    const variables = {
      vn: page !== 'SEA',
      sea: page !== 'VN',
      withResults,
      resultsCount: RESULTS_COUNT,
      ...(gameCode ? { gameCode } : {}),
    };
    // Errors come with the data: a failed read of the member's opened numbers leaves the rest of the page.
    return { queryRef: preloadQuery(LotteryRouteQuery, { variables, errorPolicy: 'all' }), page, gameCode, withResults };
  };
}

type LotteryLoaderData = ReturnType<ReturnType<typeof lotteryLoader>>;

export function LotteryRoute() {
  const loaderData = useLoaderData<LotteryLoaderData>();
  return (
    <Suspense fallback={<GameListSkeleton tiles={0} />}>
      {/* Tiles of popular games (offered when a draw is closed) launch through the lobby's actions. */}
      <LobbyGameActions>
        <LotteryContent {...loaderData} />
      </LobbyGameActions>
    </Suspense>
  );
}

/** True when every error of the answer is the member's opened numbers (a panel of its own), not the page's. */
function onlyOpenedNumbersFailed(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.every((entry) => entry.path?.includes('lotteryOpenedNumbers') === true);
}

function LotteryContent({ queryRef, page, gameCode, withResults }: LotteryLoaderData) {
  const { data, error } = useReadQuery(queryRef);
  const { refetch } = useQueryRefHandlers(queryRef);
  const [, setSearchParams] = useSearchParams();
  const { requireLogin, requireRealAccount } = useLobbyGuards();
  // Any other failure is the page's: the route's error state, as without errorPolicy 'all'.
  if (error !== undefined && !onlyOpenedNumbersFailed(error)) throw error;
  if (data === undefined) throw new Error('The lottery page has no data.');
  const results = data.lotteryResults ?? null;
  return (
    <LotteryLobby
      title={titles[page]}
      menus={[...(data.vnMenus ?? []), ...(data.seaMenus ?? [])]}
      results={results}
      selectedGameCode={gameCode ?? results?.[0]?.gameCode ?? null}
      viewer={data.viewer ?? null}
      onSelectGame={(code) => setSearchParams({ gameCode: code })}
      requireRealAccount={requireRealAccount}
      onLogin={() => requireLogin(() => undefined)}
      openedNumbersVariables={{ withResults, ...(gameCode ? { gameCode } : {}) }}
      onRetryOpenedNumbers={error === undefined ? null : () => void refetch()}
    />
  );
}
