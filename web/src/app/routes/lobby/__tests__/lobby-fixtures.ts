import type { MockLink } from '@apollo/client/testing';
import { CategoryMemberDocument, CategoryRouteDocument } from '../../../../gql/graphql';
import { aliceViewer, siteChromeFields, siteFixture, trialViewer } from '../../../../test/fixtures';

type Category = 'RNG' | 'FISH' | 'LIVE' | 'PVP' | 'COCKFIGHT' | 'ESPORTS' | 'SPORTS' | 'ELOTT' | 'LOTT';

export function vendor(code: string, name: string, category: Category, extra: { maintenance?: boolean; opensGameList?: boolean } = {}) {
  return {
    __typename: 'Vendor' as const,
    id: `VmVuZG9yOi${code}`,
    code,
    name,
    category,
    isHot: false,
    iconUrl: null,
    // Never the code, as on a real merchant: a client that mixes the two up fails these tests.
    page: `${code.toLowerCase()}-tab`,
    opensGameList: extra.opensGameList ?? false,
    maintenance: extra.maintenance ?? false,
    walletId: null,
  };
}

/** The chosen vendor of a category page (vendorByPage), with its own game types. */
export function chosenVendor(code: string, name: string, gameTypes: Array<[classification: string, name: string, gameCount: number]>) {
  return {
    __typename: 'Vendor' as const,
    id: `VmVuZG9yOi${code}`,
    name,
    gameTypes: gameTypes.map(([classification, typeName, gameCount]) => ({ __typename: 'VendorGameType' as const, classification, name: typeName, gameCount })),
  };
}

export function lane(category: Category, vendors: ReturnType<typeof vendor>[], classifications: string[] = []) {
  return { __typename: 'GameLane' as const, category, vendors, classifications };
}

export const rngLane = lane(
  'RNG',
  [vendor('PG', 'PG Slots', 'RNG'), vendor('JILI', 'JILI Slots', 'RNG'), vendor('NETENT', 'NetEnt Slots', 'RNG', { opensGameList: true })],
  ['SLOT', 'AC', 'JP', 'TG', 'BINGO'],
);

export const liveLane = lane(
  'LIVE',
  [vendor('EVO', 'Evolution Casino', 'LIVE')],
  ['BACCARAT', 'SICBO', 'ROULETTE', 'DRAGON_TIGER', 'BLACKJACK', 'THREE_CARD_POKER', 'XOC_DIA', 'FAN_TAN', 'NIUNIU', 'FISH_PRAWN_CRAB', 'ZJH'],
);

export function game(
  id: string,
  name: string,
  extra: Partial<{ gameCode: string | null; vendorCode: string; vendorName: string; category: Category; maintenance: boolean; opensGameList: boolean; isHot: boolean; isNew: boolean }> = {},
) {
  return {
    __typename: 'Game' as const,
    id,
    name,
    gameCode: extra.gameCode ?? null,
    vendorCode: extra.vendorCode ?? 'PG',
    vendorName: extra.vendorName ?? 'PG Slots',
    category: extra.category ?? 'RNG',
    classification: 'SLOT',
    iconUrl: `https://media.example/${id}.svg`,
    fallbackIconUrl: 'https://media.example/default-rng.svg',
    isHot: extra.isHot ?? false,
    isNew: extra.isNew ?? false,
    isTop: false,
    supportsFreePlay: true,
    maintenance: extra.maintenance ?? false,
    minBet: '0.10',
    minLines: 1,
    opensGameList: extra.opensGameList ?? false,
  };
}

/** A page of a game connection, as the gateway answers it. */
export function gamePage(games: ReturnType<typeof game>[], { total = games.length, hasNextPage = false, offset = 0 } = {}) {
  const cursor = (index: number) => `cursor-${offset + index}`;
  return {
    __typename: 'GameConnection' as const,
    edges: games.map((node, index) => ({ __typename: 'GameEdge' as const, cursor: cursor(index), node })),
    pageInfo: {
      __typename: 'PageInfo' as const,
      hasNextPage,
      hasPreviousPage: offset > 0,
      startCursor: games.length ? cursor(0) : null,
      endCursor: games.length ? cursor(games.length - 1) : null,
    },
    totalCount: total,
  };
}

/** A member (or trial account) as the lobby's queries read it: the shell's viewer plus favourites. */
export function lobbyViewer(favouriteGameIds: string[] = [], { trial = false } = {}) {
  const base = trial ? trialViewer : aliceViewer;
  return {
    ...base,
    member: { ...base.member, account: trial ? 'trial000001' : 'alice' },
    favouriteGameIds,
  };
}

export type LobbyViewer = ReturnType<typeof lobbyViewer>;

/** The Query fields every route in the shell reads, with the lobby's lanes and a site that speaks `languages`. */
export function shellResult(viewer: LobbyViewer | null, lanes = [rngLane, liveLane], languages = ['VI', 'EN']) {
  return {
    ...siteChromeFields(),
    site: { ...siteFixture(), languages },
    viewer,
    gameLanes: lanes,
    banners: [],
  };
}

/** The member part's variables (CategoryMember) for a list view of a category page. */
const memberVariables = (view: 'games' | 'favourites' | 'recent' = 'games') => ({ first: 20, favourites: view === 'favourites', recent: view === 'recent' });

/**
 * A category page's two requests over one made-up answer (issue 33): its public part (CategoryRoute, with these
 * variables) and its member part (CategoryMember: the shell, the hearts, the player's own list), each taking from
 * the answer the fields it selects. The member part may be asked again (each navigation's loader preloads it).
 */
export function categoryMocks(variables: Record<string, unknown>, result: { data: Record<string, unknown> }, view: 'games' | 'favourites' | 'recent' = 'games'): MockLink.MockedResponse[] {
  return [
    { request: { query: CategoryRouteDocument, variables }, result },
    { request: { query: CategoryMemberDocument, variables: memberVariables(view) }, result, maxUsageCount: Number.POSITIVE_INFINITY },
  ];
}
