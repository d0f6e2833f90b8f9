import { isUpstreamError } from '../../../infra/upstream/index.js';
import { gatewayError } from '../../../infra/errors/gateway-error.js';
import type { GameModel, LaunchPayloadModel } from './lobby-models.js';

export const launched = (url: string): LaunchPayloadModel => ({ url, vendorGames: null, alternatives: null, userErrors: [] });

export const gameList = (vendorGames: GameModel[]): LaunchPayloadModel => ({ url: null, vendorGames, alternatives: null, userErrors: [] });

/** Spec 001 section 4: a game in maintenance recommends other popular games instead. */
export function inMaintenance(alternatives: GameModel[]): LaunchPayloadModel {
  return {
    url: null,
    vendorGames: null,
    alternatives,
    userErrors: [{ field: 'gameId', code: 'NOT_ALLOWED', message: 'This game is under maintenance; try another one.' }],
  };
}

export function refused(field: string, code: 'NOT_ALLOWED' | 'REJECTED', message: string): LaunchPayloadModel {
  return { url: null, vendorGames: null, alternatives: null, userErrors: [{ field, code, message }] };
}

/** A launch the platform refused for a reason the player can act on; anything else is thrown on. */
export type LaunchRefusal = 'MAINTENANCE' | LaunchPayloadModel;

export function launchRefusal(error: unknown, trial: boolean): LaunchRefusal {
  if (!isUpstreamError(error)) throw error;
  switch (error.upstreamCode) {
    case 'GAME_MAINTENANCE':
      return 'MAINTENANCE';
    case 'TRIAL_ACCOUNT_RESTRICTED':
      throw gatewayError('NEED_REAL_ACCOUNT');
    case 'TRIAL_NOT_SUPPORTED':
      if (trial) throw gatewayError('NEED_REAL_ACCOUNT');
      return refused('freePlay', 'NOT_ALLOWED', 'This game cannot be played with demo money.');
    case '#734':
      return refused('gameId', 'REJECTED', 'Your previous game is not finished yet; finish it first.');
    default:
      throw error;
  }
}
