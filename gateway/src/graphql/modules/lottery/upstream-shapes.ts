/** Value shapes of the lottery gateway's `/lgw` calls (bare JSON; sandbox/docs/funds-lottery-points.md). */

export interface MenuGameValue {
  gameCode?: string;
  gameName?: string;
  prizeMode?: string;
  providerCode?: string;
  lottoArea?: string;
  drawType?: string;
  drawIntervalSeconds?: number | null;
  drawWeekdays?: number[] | null;
  nextOpenTime?: number | null;
  maintenance?: boolean | number;
}

export interface MenuGroupValue {
  gameGroupCode?: string;
  gameGroupName?: string;
  prizeMode?: string;
  providerCode?: string;
  gameMenus?: MenuGameValue[];
}

/** The general game menu (catalogue call `lotteryGameMenus`): groups keyed by gameGroupCode, with each game's picture. */
export type GameMenusValue = Record<string, { games?: { gameCode?: string; icon?: string | null }[] } | undefined>;

/** `/lotto/lgw/games/opened/numero`: the draw open for bets and the opened draw asked for. */
export interface OpenedNumeroValue {
  gameCode?: string;
  gameName?: string;
  current?: { numero?: string; openTime?: number | null; closeTime?: number | null } | null;
  opened?: OpenedDrawValue | null;
}

export interface OpenedDrawValue {
  gameCode?: string;
  numero?: string;
  openTime?: number | null;
  winningNumber?: string;
  prizes?: { prizeCode?: string; numbers?: string[] }[];
}
