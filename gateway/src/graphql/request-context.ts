import type { FastifyReply, FastifyRequest } from 'fastify';
import { exposureOf } from './platform/request-exposure.js';
import { RequestSession, type CookiePolicy } from '../infra/session/request-session.js';
import type { SessionSealer } from '../infra/session/sealer.js';
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
import { PaymentPasswordLock } from './modules/wallet/payment-password-lock.js';
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
import type { Idempotency } from '../infra/idempotency/index.js';
import type { GatewayDeps, RequestScope, ServiceSettings } from './platform/request-scope.js';

/**
 * The one place that builds a request's scope, its platform access and its services (and so their DataLoaders,
 * which live exactly one request). Services get the platform and the settings, never the client or the cache.
 */
export function createContextFactory(deps: GatewayDeps, sealer: SessionSealer, cookies: CookiePolicy) {
  const { upstream: _upstream, cache: _cache, memberCache: _memberCache, logger: _logger, idempotency, platformCallsPerRequest: _calls, ...settings } = deps;
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
    return new RequestContext(new Platform(deps, scope), scope, shared, idempotency);
  };
}

/**
 * A request's services, each built when a resolver first asks for it: a query touches a few of the forty, and
 * building them all cost every request its allocations (and their DataLoaders) for nothing.
 */
class RequestContext implements GatewayContext {
  readonly requestId: string;
  readonly language: RequestScope['language'];
  readonly upstreamLanguage: RequestScope['upstreamLanguage'];
  readonly clientIp: string;
  readonly visitorHost: string;
  readonly visitorOrigin: string;
  readonly session: RequestScope['session'];
  readonly logger: RequestScope['logger'];
  readonly exposure: RequestScope['exposure'];
  /** Services built so far. An own property, not private fields: Apollo hands resolvers a shallow clone of the context. */
  private readonly built: Partial<GatewayContext> = {};

  constructor(
    private readonly platform: Platform,
    private readonly scope: RequestScope,
    private readonly shared: ServiceSettings,
    readonly idempotency: Idempotency,
  ) {
    this.requestId = scope.requestId;
    this.language = scope.language;
    this.upstreamLanguage = scope.upstreamLanguage;
    this.clientIp = scope.clientIp;
    this.visitorHost = scope.visitorHost;
    this.visitorOrigin = scope.visitorOrigin;
    this.session = scope.session;
    this.logger = scope.logger;
    this.exposure = scope.exposure;
  }

  get site() { return (this.built.site ??= new SiteService(this.platform, this.scope, this.shared.navigationGuard)); }
  get account() { return (this.built.account ??= new AccountService(this.platform, this.scope)); }
  get notices() { return (this.built.notices ??= new NoticesService(this.platform)); }
  get lobby() { return (this.built.lobby ??= new LobbyService(this.platform, this.shared)); }
  get games() { return (this.built.games ??= new GameCatalogue(this.platform, this.shared, this.lobby)); }
  get lottery() { return (this.built.lottery ??= new LotteryService(this.platform, this.scope, this.lobby)); }
  get content() { return (this.built.content ??= new ContentService(this.platform, this.shared, this.scope, this.site, this.notices, this.account)); }
  get wallets() { return (this.built.wallets ??= new WalletService(this.platform, this.account)); }
  get promotions() { return (this.built.promotions ??= new PromotionsService(this.platform, this.notices, this.content)); }
  get points() { return (this.built.points ??= new PointsService(this.platform, this.shared, this.scope)); }
  get contracts() { return (this.built.contracts ??= new ContractsService(this.platform, this.scope)); }
  get headerDeadline() { return (this.built.headerDeadline ??= new HeaderDeadline(this.shared.headerFiguresDeadlineMs, this.logger)); }
  get auth() { return (this.built.auth ??= new AuthService(this.platform, this.shared, this.scope, this.site, this.account)); }
  get registration() { return (this.built.registration ??= new RegistrationService(this.platform, this.scope, this.site, this.account)); }
  get passwords() { return (this.built.passwords ??= new PasswordService(this.platform, this.shared, this.scope, this.site, this.account)); }
  get favourites() { return (this.built.favourites ??= new FavouritesService(this.platform, this.scope, this.games, this.lobby.mapping)); }
  get recentGames() { return (this.built.recentGames ??= new RecentGamesService(this.platform, this.lobby.mapping)); }
  get launches() { return (this.built.launches ??= new LaunchService(this.platform, this.shared, this.scope, this.lobby, this.games, this.lottery)); }
  get pvpRooms() { return (this.built.pvpRooms ??= new PvpRoomService(this.platform, this.games)); }
  get transfers() { return (this.built.transfers ??= new TransferService(this.platform, this.wallets)); }
  get deposits() { return (this.built.deposits ??= new DepositService(this.platform, this.wallets)); }
  get withdrawals() { return (this.built.withdrawals ??= new WithdrawService(this.platform, this.wallets, this.paymentPasswordLock())); }
  get withdrawalConfirmations() { return (this.built.withdrawalConfirmations ??= new WithdrawalConfirmationService(this.platform, this.wallets)); }
  get records() { return (this.built.records ??= new RecordsService(this.platform)); }
  get vip() { return (this.built.vip ??= new VipService(this.platform)); }
  get avatars() { return (this.built.avatars ??= new AvatarService(this.platform)); }
  get pointsExchange() { return (this.built.pointsExchange ??= new PointsExchangeService(this.platform, this.shared, this.scope, this.points, this.paymentPasswordLock())); }
  get promotionMembership() { return (this.built.promotionMembership ??= new PromotionMembershipService(this.platform, this.scope, this.promotions)); }
  get rewardCentre() { return (this.built.rewardCentre ??= new RewardCentreService(this.platform)); }
  get missions() { return (this.built.missions ??= new MissionsService(this.platform)); }
  get inbox() { return (this.built.inbox ??= new InboxService(this.platform)); }
  get referral() { return (this.built.referral ??= new ReferralService(this.platform, this.scope)); }
  get feedback() { return (this.built.feedback ??= new FeedbackService(this.platform, this.shared, this.scope)); }
  get agentCentre() { return (this.built.agentCentre ??= new AgentCentreService(this.platform, this.scope, this.account, this.contracts)); }
  get team() { return (this.built.team ??= new TeamService(this.platform, this.scope, this.site)); }
  get teamReports() { return (this.built.teamReports ??= new TeamReportsService(this.platform)); }
  get downlineTransfers() { return (this.built.downlineTransfers ??= new DownlineTransferService(this.platform, this.wallets, this.paymentPasswordLock())); }
  get contractActions() { return (this.built.contractActions ??= new ContractActionsService(this.platform, this.contracts)); }
  get ownTree() { return (this.built.ownTree ??= new OwnTree(this.platform, this.scope, this.contracts)); }

  /** One count of wrong withdraw passwords for every service that checks one (it lives in the throttles' store). */
  private paymentPasswordLock(): PaymentPasswordLock {
    return new PaymentPasswordLock(this.shared.throttles.wrongPaymentPasswordPerAccount);
  }
}
