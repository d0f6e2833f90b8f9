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

export interface OpenedDrawValue {
  gameCode?: string;
  numero?: string;
  openTime?: number | null;
  winningNumber?: string;
  prizes?: { prizeCode?: string; numbers?: string[] }[];
}
