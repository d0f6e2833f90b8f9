import type { LotteryArea, LotteryDrawCadence, LotteryPrizeMode } from '../../../__generated__/schema-types.js';

export interface LotteryDrawScheduleModel {
  cadence: LotteryDrawCadence;
  intervalSeconds: number | null;
  weekdays: number[] | null;
  time: string | null;
  timeZone: string;
}

export interface LotteryGameModel {
  gameCode: string;
  name: string;
  prizeMode: LotteryPrizeMode;
  schedule: LotteryDrawScheduleModel | null;
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

export interface LotteryOpenedNumbersModel {
  gameCode: string;
  gameName: string;
  current: { drawNumber: string; opensAt: string | null; closesAt: string | null } | null;
  opened: LotteryResultModel | null;
}
