/** Value shapes of the platform's lobby calls (upstream-protocol.md section 4, sandbox/docs/games.md). */

/** The platform sends flags as 1/0 or as booleans, depending on the field and the build. */
export type PlatformFlag = number | boolean | null | undefined;

export interface VendorCardValue {
  vassalage?: string;
  displayName?: string;
  name?: string;
  accountTypeId?: number | null;
  isHot?: PlatformFlag;
  gameType?: string;
  nodeId?: number | string;
  page?: string | null;
  smallIcon?: string | null;
  h5Icon?: string | null;
  /** newGameVendor only. */
  maintenance?: PlatformFlag;
  /** newGameVendor only: GAME, or VASSALAGE for a vendor whose card opens a list of its games. */
  isGame?: string;
}

export interface LaneValue {
  title?: string;
  gameClassify?: string[];
  cards?: VendorCardValue[];
}

export interface VendorLanesValue {
  data?: { lanes?: LaneValue[] };
}

export interface GameValue {
  nodeId?: number | string;
  nodeName?: string;
  gameName?: string;
  vassalage?: string;
  displayName?: string;
  gameType?: string;
  gameClassify?: string | null;
  showIcon?: string | null;
  defaultIcon?: string | null;
  isHot?: PlatformFlag;
  isNew?: PlatformFlag;
  isTop?: PlatformFlag;
  supportTrail?: PlatformFlag;
  maintenance?: PlatformFlag;
  minBet?: number | string | null;
  minLineNum?: number | null;
  gameCode?: string | null;
  isGame?: string;
}

export interface GameListValue {
  games?: GameValue[];
  totalPages?: number;
  totalCount?: number;
}

export interface HotGamesValue {
  list?: { gameType?: string; games?: GameValue[] }[];
}

/** Popular-games rows (the lottery gateway call): lottery games with the node id of their game-list row. */
export interface PopularGameValue {
  nodeId?: number | string;
  gameCode?: string;
  gameName?: string;
  gameGroupCode?: string | null;
  prizeMode?: string;
  vassalage?: string;
  icon?: string | null;
  isHot?: PlatformFlag;
  isNew?: PlatformFlag;
  maintenance?: PlatformFlag;
}

export interface RankListValue {
  list?: { vo?: { winAmount?: number | string; gameName?: string; customerName?: string } }[];
}

export interface FavouriteListValue {
  content?: GameValue[];
  totalPages?: number;
  totalCount?: number;
}

export interface RecentGamesValue {
  list?: GameValue[];
  totalPages?: number;
  totalCount?: number;
}

export interface LaunchValue {
  content?: { game_url?: string };
}
