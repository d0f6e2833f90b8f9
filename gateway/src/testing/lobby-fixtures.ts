import type { GatewayStack } from './gateway-stack.js';

/** Queries and helpers the lobby, lottery, content and promotions tests share. */

export const GAME_FIELDS = /* GraphQL */ `
  fragment GameTile on Game {
    id name vendorCode vendorName category classification iconUrl fallbackIconUrl isHot isNew isTop
    supportsFreePlay maintenance minBet minLines opensGameList isFavourite
  }
`;

export const GAMES = /* GraphQL */ `
  query Games($category: GameCategory!, $vendor: String, $classification: String, $search: String,
              $maxMinBet: Decimal, $minLines: Int, $first: Int, $after: String) {
    games(category: $category, vendor: $vendor, classification: $classification, search: $search,
          maxMinBet: $maxMinBet, minLines: $minLines, first: $first, after: $after) {
      totalCount
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      edges { cursor node { ...GameTile } }
    }
  }
  ${GAME_FIELDS}
`;

export const HOME = /* GraphQL */ `
  query Home {
    site { status features { freePlay } jackpot { currencySymbol baseValue growthPerSecond startedAt } }
    notices(first: 9) { totalCount edges { node { id title } } }
    banners(group: HOME) { id title imageUrl linkType link }
    gameLanes { category classifications vendors { id code name isHot iconUrl opensGameList } }
    hotGames { ...GameTile }
    popularGames { ...GameTile }
    winners { player gameName amount }
    lotteryMenus { id code name area games { gameCode name prizeMode schedule { cadence time timeZone } } }
  }
  ${GAME_FIELDS}
`;

export const LAUNCH = /* GraphQL */ `
  mutation Launch($input: LaunchGameInput!) {
    launchGame(input: $input) {
      url
      vendorGames { id name vendorCode }
      alternatives { id name }
      userErrors { field code message }
    }
  }
`;

export interface GameTile {
  id: string;
  name: string;
  vendorCode: string;
  vendorName: string;
  category: string;
  classification: string | null;
  isFavourite: boolean;
  isHot: boolean;
  maintenance: boolean;
  supportsFreePlay: boolean;
  opensGameList: boolean;
  minBet: string | null;
  minLines: number | null;
}

export interface GamesData {
  games: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
    edges: { cursor: string; node: GameTile }[];
  };
}

export const gameId = (nodeId: number | string): string => Buffer.from(`Game:${nodeId}`).toString('base64url');
export const vendorId = (code: string): string => Buffer.from(`Vendor:${code}`).toString('base64url');
export const localIdOf = (globalId: string): string => Buffer.from(globalId, 'base64url').toString('utf8').split(':')[1] ?? '';

/** A new trial (type 4) account's session, through the gateway's own free play. */
export async function trialSession(stack: GatewayStack): Promise<string> {
  const reply = await stack.gql('mutation { startFreePlay { userErrors { code } } }');
  if (!reply.session) throw new Error(`free play failed: ${reply.raw}`);
  return reply.session;
}
