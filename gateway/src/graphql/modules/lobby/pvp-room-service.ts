import { calls } from '../../../infra/upstream/index.js';
import { gatewayError } from '../../../infra/errors/gateway-error.js';
import type { Platform } from '../../platform/platform.js';
import type { GameCatalogue } from './game-catalogue.js';
import { gameNodeId } from './game-ids.js';
import { toPvpRooms, type PvpRoomModel, type RoomListValue } from './vendor-rooms.js';
import { wireNodeId } from './wire-node-id.js';

/** The card-game (PVP) room list: PRIVATE (the platform answers a member), read fresh on every request. */
export class PvpRoomService {
  constructor(
    private readonly platform: Platform,
    private readonly catalogue: GameCatalogue,
  ) {}

  async rooms(gameId: string): Promise<PvpRoomModel[]> {
    const nodeId = gameNodeId(gameId);
    // Only a card game of the lobby has rooms: anything else is refused before the platform is asked.
    const game = await this.catalogue.game(nodeId);
    // A vendor's card (its popup list) is not a game and has no rooms.
    if (game === null || game.category !== 'PVP' || game.opensGameList) throw gatewayError('BAD_USER_INPUT', '"gameId" is not a card game.');
    const value = await this.platform.read<RoomListValue>(calls.pvpRooms, { query: { nodeId: wireNodeId(game.nodeId) } });
    return toPvpRooms(value);
  }
}
