import { invalidParam } from '../../core/business-error.js';
import { lotteryGame } from './lottery-games.js';
import type { LotteryGame } from './lottery-games.js';

/** `gameCode` is required and must name a game of the catalogue (case-insensitive). */
export function requiredGame(gameCode: string | undefined): LotteryGame {
  if (gameCode === undefined || gameCode.trim() === '') throw invalidParam('gameCode is required');
  const game = lotteryGame(gameCode.trim());
  if (game === undefined) throw invalidParam(`Unknown gameCode ${gameCode}`);
  return game;
}

const DEVICES = ['WEB', 'H5', 'MOBILE', 'APP'];

/** `device` defaults to WEB; the answer is the same for every device. */
export function checkDevice(device: string | undefined): void {
  if (device !== undefined && device !== '' && !DEVICES.includes(device.toUpperCase())) {
    throw invalidParam(`device must be one of ${DEVICES.join(', ')}`);
  }
}
