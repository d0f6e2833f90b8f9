import type { LotteryArea, LotteryPrizeMode } from '../../../__generated__/schema-types.js';

export interface LotteryGameModel {
  gameCode: string;
  name: string;
  prizeMode: LotteryPrizeMode;
  schedule: string | null;
  /** Not in the schema: a launch of a game in maintenance offers alternatives instead. */
  maintenance: boolean;
}

export interface LotteryMenuModel {
  /** The platform's gameGroupCode, also the menu's local id. */
  code: string;
  name: string;
  area: LotteryArea;
  games: LotteryGameModel[];
}

export interface LotteryResultModel {
  gameCode: string;
  gameName: string;
  drawNumber: string;
  numbers: string[];
  drawnAt: string | null;
}
