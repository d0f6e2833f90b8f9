import type { FastifyReply, FastifyRequest } from 'fastify';
import { exposureOf } from '../fast-path/request-exposure.js';
import { RequestSession, type CookiePolicy } from '../session/request-session.js';
import type { SessionSealer } from '../session/sealer.js';
import type { GatewayContext } from './context.js';
import { AccountService } from './modules/account/account-service.js';
import { AuthService } from './modules/auth/auth-service.js';
import { ContentService } from './modules/content/content-service.js';
import { FavouritesService } from './modules/lobby/favourites-service.js';
import { GameCatalogue } from './modules/lobby/game-catalogue.js';
import { LaunchService } from './modules/lobby/launch-service.js';
import { LobbyService } from './modules/lobby/lobby-service.js';
import { PvpRoomService } from './modules/lobby/pvp-room-service.js';
import { RecentGamesService } from './modules/lobby/recent-games-service.js';
import { LotteryService } from './modules/lottery/lottery-service.js';
import { NoticesService } from './modules/notices/notices-service.js';
import { PasswordService } from './modules/password/password-service.js';
import { PromotionsService } from './modules/promotions/promotions-service.js';
import { RegistrationService } from './modules/registration/registration-service.js';
import { AvatarService } from './modules/member/avatar-service.js';
import { VipService } from './modules/member/vip-service.js';
import { RecordsService } from './modules/records/records-service.js';
import { SiteService } from './modules/site/site-service.js';
import { DepositService } from './modules/wallet/deposit-service.js';
import { TransferService } from './modules/wallet/transfer-service.js';
import { WalletService } from './modules/wallet/wallet-service.js';
import { WithdrawService } from './modules/wallet/withdraw-service.js';
import { WithdrawalConfirmationService } from './modules/wallet/withdrawal-confirmation-service.js';
import { FeedbackService } from './modules/feedback/feedback-service.js';
import { InboxService } from './modules/inbox/inbox-service.js';
import { PointsExchangeService } from './modules/points/points-exchange-service.js';
import { PointsService } from './modules/points/points-service.js';
import { PromotionMembershipService } from './modules/promotions/promotion-membership-service.js';
import { ReferralService } from './modules/referral/referral-service.js';
import { MissionsService } from './modules/rewards/missions-service.js';
import { RewardCentreService } from './modules/rewards/reward-centre-service.js';
import { AgentCentreService } from './modules/agency/agent-centre-service.js';
import { DownlineTransferService } from './modules/agency/downline-transfer-service.js';
import { OwnTree } from './modules/agency/own-tree.js';
import { TeamReportsService } from './modules/agency/team-reports-service.js';
import { TeamService } from './modules/agency/team-service.js';
import { ContractActionsService } from './modules/contracts/contract-actions-service.js';
import { ContractsService } from './modules/contracts/contracts-service.js';
import { HeaderDeadline } from './modules/account/header-deadline.js';
import { languageFromHeader, toUpstreamLanguage } from './platform/language.js';
import { Platform } from './platform/platform.js';
import type { GatewayDeps, RequestScope, ServiceSettings } from './platform/request-scope.js';

/**
 * The one place that builds a request's scope, its platform access and its services (and so their DataLoaders,
 * which live exactly one request). Services get the platform and the settings, never the client or the cache.
 */
export function createContextFactory(deps: GatewayDeps, sealer: SessionSealer, cookies: CookiePolicy) {
  const { upstream: _upstream, cache: _cache, memberCache: _memberCache, logger: _logger, idempotency, ...settings } = deps;
  const shared: ServiceSettings = settings;
  return async (request: FastifyRequest, reply: FastifyReply): Promise<GatewayContext> => {
    const language = languageFromHeader(request.headers['accept-language']);
    const exposure = exposureOf(request);
    const scope: RequestScope = {
      requestId: request.id,
      language,
      upstreamLanguage: toUpstreamLanguage(language),
      clientIp: request.ip,
      visitorHost: request.hostname,
      visitorOrigin: `${request.protocol}://${request.host}`,
      session: new RequestSession(request, reply, sealer, cookies, exposure.sessionRead),
      logger: request.log,
      exposure,
    };
    const platform = new Platform(deps, scope);
    const site = new SiteService(platform, scope, shared.navigationGuard);
    const account = new AccountService(platform, scope);
    const notices = new NoticesService(platform);
    const lobby = new LobbyService(platform, shared);
    const games = new GameCatalogue(platform, shared, lobby);
    const lottery = new LotteryService(platform, scope, lobby);
    const content = new ContentService(platform, shared, scope, site, notices, account);
    const wallets = new WalletService(platform, account);
    const promotions = new PromotionsService(platform, notices, content);
    const points = new PointsService(platform, shared, scope);
    const contracts = new ContractsService(platform, scope);
    return {
      ...scope,
      idempotency,
      site,
      notices,
      account,
      headerDeadline: new HeaderDeadline(shared.headerFiguresDeadlineMs, scope.logger),
      auth: new AuthService(platform, shared, scope, site, account),
      registration: new RegistrationService(platform, scope, site, account),
      passwords: new PasswordService(platform, shared, scope, site, account),
      lobby,
      games,
      favourites: new FavouritesService(platform, scope, games, lobby.mapping),
      recentGames: new RecentGamesService(platform, lobby.mapping),
      launches: new LaunchService(platform, shared, scope, lobby, games, lottery),
      pvpRooms: new PvpRoomService(platform, games),
      lottery,
      content,
      promotions,
      wallets,
      transfers: new TransferService(platform, wallets),
      deposits: new DepositService(platform, wallets),
      withdrawals: new WithdrawService(platform, wallets),
      withdrawalConfirmations: new WithdrawalConfirmationService(platform, wallets),
      records: new RecordsService(platform),
      vip: new VipService(platform),
      avatars: new AvatarService(platform),
      points,
      pointsExchange: new PointsExchangeService(platform, shared, scope, points),
      promotionMembership: new PromotionMembershipService(platform, scope, promotions),
      rewardCentre: new RewardCentreService(platform),
      missions: new MissionsService(platform),
      inbox: new InboxService(platform),
      referral: new ReferralService(platform, scope),
      feedback: new FeedbackService(platform, shared, scope),
      agentCentre: new AgentCentreService(platform, scope, account, contracts),
      team: new TeamService(platform, scope, site),
      teamReports: new TeamReportsService(platform),
      downlineTransfers: new DownlineTransferService(platform, wallets),
      contracts,
      contractActions: new ContractActionsService(platform, contracts),
      ownTree: new OwnTree(platform, scope, contracts),
    };
  };
}
