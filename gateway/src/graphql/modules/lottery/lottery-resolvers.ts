import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { toGlobalId } from '../../relay/global-id.js';

export const lotteryResolvers: Resolvers = {
  Query: {
    lotteryMenus: (_root, args, ctx) => ctx.lottery.menus(args.area, args.prizeMode),
    lotteryResults: (_root, args, ctx) => ctx.lottery.results(args.gameCode, args.first),
    lotteryOpenedNumbers: (_root, args, ctx) => ctx.lottery.openedNumbers(args.gameCode, args.drawNumber),
  },
  Mutation: {
    launchLottery: (_root, { input }, ctx) => ctx.lottery.launch(input),
  },
  Viewer: {
    recentLotteryGames: (_viewer, _args, ctx) => ctx.lottery.recent(),
    lotteryOpenedNumbers: (_viewer, args, ctx) => ctx.lottery.openedNumbers(args.gameCode, args.drawNumber),
  },
  LotteryGame: {
    iconUrl: (game, _args, ctx) => ctx.lottery.iconUrl(game),
  },
  LotteryMenu: {
    id: (menu) => toGlobalId('LotteryMenu', menu.code),
  },
};
