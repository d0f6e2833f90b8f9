import { Suspense } from 'react';
import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { useFragment, useQueryRefHandlers, useReadQuery, type PreloadQueryFunction } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { MessageId } from '../../../i18n/message-id';
import { GameListSkeleton } from '../../../features/lobby/components/GameListSkeleton';
import { LotteryLobby } from '../../../features/lottery/components/LotteryLobby';
import { useHydrated } from '../../../lib/hooks/useHydrated';
import { LobbyGameActions } from './LobbyGameActions';
import { useLobbyGuards } from './useLobbyGuards';

// Spec 001 §9: the latest 100 results of a game.
const RESULTS_COUNT = 100;

// The page's public part: the menus of the page's areas and the chosen game's latest results, the same for every
// visitor (a public read: one stored answer, in the page's HTML; issue 33).
const LotteryRouteQuery = graphql(`
  query LotteryRoute($vn: Boolean!, $sea: Boolean!, $gameCode: String, $withResults: Boolean!, $resultsCount: Int!) {
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
  }
`);

// What the page shows of who is looking: the member's recent lottery games and opened numbers, read from the cache
// (as the shell reads AppShell_query) once the member part has arrived.
const LotteryMemberFragment = graphql(`
  fragment LotteryMember_query on Query {
    viewer {
      ...LotteryLobby_viewer
    }
  }
`);

// The page's member part: the shell and the viewer's lottery fields. A visitor has no viewer, so the member-only
// field is never asked for (Query.lotteryOpenedNumbers, @auth MEMBER, would fail the whole query for visitors).
// Asked beside the public part, never stored with it.
const LotteryMemberQuery = graphql(`
  query LotteryMember($gameCode: String, $withResults: Boolean!) {
    ...AppShell_query
    ...LotteryMember_query
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
    const queryRef = preloadQuery(LotteryRouteQuery, { variables });
    const memberVariables = { withResults, ...(gameCode ? { gameCode } : {}) };
    // Errors come with the data: a failed read of the member's opened numbers leaves the rest of the page.
    const memberRef = preloadQuery(LotteryMemberQuery, { variables: memberVariables, errorPolicy: 'all' });
    return { queryRef, memberRef, memberVariables, page, gameCode };
  };
}

type LotteryLoaderData = ReturnType<ReturnType<typeof lotteryLoader>>;

export function LotteryRoute() {
  const loaderData = useLoaderData<LotteryLoaderData>();
  const hydrated = useHydrated();
  return (
    <>
      {/* Keeps the member part watched while the page is open (the shell and the lobby read it from the cache), so a
          login or a language change refetches it. Not in a server-rendered page's first pass, which has none. */}
      {hydrated ? (
        <Suspense fallback={null}>
          <LotteryMemberPart memberRef={loaderData.memberRef} />
        </Suspense>
      ) : null}
      <Suspense fallback={<GameListSkeleton tiles={0} />}>
        {/* Tiles of popular games (offered when a draw is closed) launch through the lobby's actions. */}
        <LobbyGameActions>
          <LotteryContent {...loaderData} />
        </LobbyGameActions>
      </Suspense>
    </>
  );
}

function LotteryMemberPart({ memberRef }: Pick<LotteryLoaderData, 'memberRef'>) {
  useReadQuery(memberRef);
  return null;
}

/**
 * The menus and results need the public part alone (the server renders them from it, issue 33); the member's games
 * and draws show once the member part is in the cache. A server-rendered page's first pass is a visitor's on both
 * sides, even when the member part arrived before the page hydrated.
 */
function LotteryContent({ queryRef, memberRef, memberVariables, page, gameCode }: LotteryLoaderData) {
  const { data } = useReadQuery(queryRef);
  const { refetch } = useQueryRefHandlers(memberRef);
  const member = useFragment({ fragment: LotteryMemberFragment, fragmentName: 'LotteryMember_query', from: 'ROOT_QUERY', variables: memberVariables });
  const hydrated = useHydrated();
  const viewer = hydrated && member.complete ? member.data.viewer : null;
  const [, setSearchParams] = useSearchParams();
  const { requireLogin, requireRealAccount } = useLobbyGuards();
  const results = data.lotteryResults ?? null;
  return (
    <LotteryLobby
      title={titles[page]}
      menus={[...(data.vnMenus ?? []), ...(data.seaMenus ?? [])]}
      results={results}
      selectedGameCode={gameCode ?? results?.[0]?.gameCode ?? null}
      viewer={viewer ?? null}
      onSelectGame={(code) => setSearchParams({ gameCode: code })}
      requireRealAccount={requireRealAccount}
      onLogin={() => requireLogin(() => undefined)}
      openedNumbersVariables={memberVariables}
      // Shown only when the member's draws could not be read: reads the member part again.
      onRetryOpenedNumbers={() => void refetch()}
    />
  );
}
