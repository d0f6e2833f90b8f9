import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { toGlobalId } from '../../relay/global-id.js';
import { codeArgument } from '../../values/arguments.js';

export const lobbyResolvers: Resolvers = {
  Query: {
    gameLanes: (_root, _args, ctx) => ctx.lobby.lanes(),
    games: (_root, args, ctx) => ctx.games.games(args),
    vendorByPage: (_root, args, ctx) => {
      const page = codeArgument('page', args.page);
      return page === undefined ? null : ctx.lobby.vendorByPage(args.category, page);
    },
    hotGames: (_root, args, ctx) => ctx.lobby.hotGames(args.category),
    popularGames: (_root, _args, ctx) => ctx.lobby.popularGames(),
    winners: (_root, args, ctx) => ctx.lobby.winners(args.board),
    pvpRooms: (_root, args, ctx) => ctx.pvpRooms.rooms(args.gameId),
  },
  PvpRoom: {
    id: (room) => toGlobalId('PvpRoom', room.roomId),
  },
  Mutation: {
    launchGame: (_root, { input }, ctx) => ctx.launches.launch(input),
    addFavouriteGame: (_root, { input }, ctx) => ctx.favourites.add(input.gameId),
    removeFavouriteGame: (_root, { input }, ctx) => ctx.favourites.remove(input.gameId),
  },
  Viewer: {
    favouriteGameIds: async (_viewer, _args, ctx) => (await ctx.favourites.favouriteIds()).map((id) => toGlobalId('Game', id)),
    favouriteGames: (_viewer, args, ctx) => ctx.favourites.list(args),
    recentGames: (_viewer, args, ctx) => ctx.recentGames.list(args),
  },
  Vendor: {
    id: (vendor) => toGlobalId('Vendor', vendor.code),
    gameTypes: (vendor, _args, ctx) => ctx.lobby.vendorGameTypes(vendor),
  },
  Game: {
    id: (game) => toGlobalId('Game', game.nodeId),
    vendorName: (game, _args, ctx) => game.vendorName ?? ctx.lobby.vendorName(game.vendorCode),
    // PRIVATE: batched per request (one favourites call however many tiles), false when logged out.
    isFavourite: (game, _args, ctx) => ctx.favourites.isFavourite(game.nodeId),
  },
};
