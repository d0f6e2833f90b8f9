import type { GatewayDeps, RequestScope } from '../../context.js';
import type { AccountService } from '../account/account-service.js';
import { ContentService } from '../content/content-service.js';
import { LotteryService } from '../lottery/lottery-service.js';
import type { NoticesService } from '../notices/notices-service.js';
import { PromotionsService } from '../promotions/promotions-service.js';
import type { SiteService } from '../site/site-service.js';
import { FavouritesService } from './favourites-service.js';
import { GameCatalogue } from './game-catalogue.js';
import { LaunchService } from './launch-service.js';
import { LobbyService } from './lobby-service.js';
import { RecentGamesService } from './recent-games-service.js';

/** The request-scoped services of the lobby, lottery, content and promotions modules. */
export interface LobbyServices {
  lobby: LobbyService;
  games: GameCatalogue;
  favourites: FavouritesService;
  recentGames: RecentGamesService;
  launches: LaunchService;
  lottery: LotteryService;
  content: ContentService;
  promotions: PromotionsService;
}

/** The services the other modules already build for the request, shared rather than built twice. */
export interface SharedServices {
  site: SiteService;
  account: AccountService;
  notices: NoticesService;
}

export function createLobbyServices(deps: GatewayDeps, scope: RequestScope, shared: SharedServices): LobbyServices {
  const lobby = new LobbyService(deps, scope);
  const games = new GameCatalogue(deps, scope, lobby);
  const lottery = new LotteryService(deps, scope, lobby);
  const content = new ContentService(deps, scope, shared.site, shared.notices, shared.account);
  return {
    lobby,
    games,
    favourites: new FavouritesService(deps, scope, games, lobby.mapping),
    recentGames: new RecentGamesService(deps, scope, lobby.mapping),
    launches: new LaunchService(deps, scope, lobby, games, lottery),
    lottery,
    content,
    promotions: new PromotionsService(deps, scope, shared.notices, content),
  };
}
