import type { GatewayModule } from '../../gateway-module.js';
import { lobbyResolvers } from './lobby-resolvers.js';
import { LobbyService } from './lobby-service.js';
import { GameCatalogue } from './game-catalogue.js';
import { FavouritesService } from './favourites-service.js';
import { RecentGamesService } from './recent-games-service.js';
import { LaunchService } from './launch-service.js';
import { PvpRoomService } from './pvp-room-service.js';

/** The game lobby: lanes, vendors, games, favourites, recent games, launches and PvP rooms. */
export const lobbyModule: GatewayModule<{ lobby: LobbyService; games: GameCatalogue; favourites: FavouritesService; recentGames: RecentGamesService; launches: LaunchService; pvpRooms: PvpRoomService }> = {
  sdl: 'lobby',
  resolvers: [lobbyResolvers],
  services: {
    lobby: ({ platform, settings }) => new LobbyService(platform, settings),
    games: ({ platform, settings }, services) => new GameCatalogue(platform, settings, services.lobby),
    favourites: ({ platform, scope }, services) => new FavouritesService(platform, scope, services.games, services.lobby.mapping),
    recentGames: ({ platform }, services) => new RecentGamesService(platform, services.lobby.mapping),
    launches: ({ platform, scope, settings }, services) => new LaunchService(platform, settings, scope, services.lobby, services.games, services.lottery, () => services.content.launchGameCdns()),
    pvpRooms: ({ platform }, services) => new PvpRoomService(platform, services.games),
  },
  nodes: {
    // Public catalogue entities: anyone may refetch them.
    Vendor: (code, ctx) => ctx.lobby.vendor(code),
    Game: (nodeId, ctx) => ctx.games.game(nodeId),
  },
};

// What other modules and tests use of this one: they import it from here, never from its inner files.
export { launchUrl, type LaunchCdns } from './launch-call.js';
export { inMaintenance, launchRefusal, launched } from './launch-outcomes.js';
export type { LotteryLauncher } from './launch-service.js';
export type { GameModel, LaunchPayloadModel } from './lobby-models.js';
export type { LobbyService } from './lobby-service.js';
export { backUrlFor } from './return-path.js';
