import type { FastifyRequest } from 'fastify';
import type { GameType } from './categories.js';

/** Pictures and demo games are served by the sandbox itself, at the address the caller used. */
export function sandboxOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

export const GAME_ASSETS_PATH = '/__sandbox/assets/games';

export function gameIconUrl(origin: string, nodeId: number): string {
  return `${origin}${GAME_ASSETS_PATH}/icons/${nodeId}.svg`;
}

/** The picture a client shows when a game's own icon fails to load. */
export function defaultIconUrl(origin: string, gameType: GameType): string {
  return `${origin}${GAME_ASSETS_PATH}/icons/default-${gameType.toLowerCase()}.svg`;
}

/** Square logo (smallIcon) or the wide mobile banner (h5Icon). */
export function vendorLogoUrl(origin: string, vassalage: string, wide = false): string {
  return `${origin}${GAME_ASSETS_PATH}/vendors/${vassalage}${wide ? '-h5' : ''}.svg`;
}

export function lotteryIconUrl(origin: string, gameCode: string): string {
  return `${origin}${GAME_ASSETS_PATH}/lottery/${gameCode}.svg`;
}
