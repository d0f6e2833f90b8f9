import type { Idempotency } from '../infra/idempotency/index.js';
import type { AccountService } from './modules/account/account-service.js';
import type { HeaderDeadline } from './modules/account/header-deadline.js';
import type { AuthService } from './modules/auth/auth-service.js';
import type { ContentService } from './modules/content/content-service.js';
import type { FavouritesService } from './modules/lobby/favourites-service.js';
import type { GameCatalogue } from './modules/lobby/game-catalogue.js';
import type { LaunchService } from './modules/lobby/launch-service.js';
import type { LobbyService } from './modules/lobby/lobby-service.js';
import type { PvpRoomService } from './modules/lobby/pvp-room-service.js';
import type { RecentGamesService } from './modules/lobby/recent-games-service.js';
import type { LotteryService } from './modules/lottery/lottery-service.js';
import type { NoticesService } from './modules/notices/notices-service.js';
import type { PasswordService } from './modules/password/password-service.js';
import type { PromotionsService } from './modules/promotions/promotions-service.js';
import type { RegistrationService } from './modules/registration/registration-service.js';
import type { AvatarService } from './modules/member/avatar-service.js';
import type { VipService } from './modules/member/vip-service.js';
import type { RecordsService } from './modules/records/records-service.js';
import type { SiteService } from './modules/site/site-service.js';
import type { DepositService } from './modules/wallet/deposit-service.js';
import type { TransferService } from './modules/wallet/transfer-service.js';
import type { WalletService } from './modules/wallet/wallet-service.js';
import type { WithdrawService } from './modules/wallet/withdraw-service.js';
import type { WithdrawalConfirmationService } from './modules/wallet/withdrawal-confirmation-service.js';
import type { FeedbackService } from './modules/feedback/feedback-service.js';
import type { InboxService } from './modules/inbox/inbox-service.js';
import type { PointsExchangeService } from './modules/points/points-exchange-service.js';
import type { PointsService } from './modules/points/points-service.js';
import type { PromotionMembershipService } from './modules/promotions/promotion-membership-service.js';
import type { ReferralService } from './modules/referral/referral-service.js';
import type { MissionsService } from './modules/rewards/missions-service.js';
import type { RewardCentreService } from './modules/rewards/reward-centre-service.js';
import type { AgentCentreService } from './modules/agency/agent-centre-service.js';
import type { DownlineTransferService } from './modules/agency/downline-transfer-service.js';
import type { OwnTree } from './modules/agency/own-tree.js';
import type { TeamReportsService } from './modules/agency/team-reports-service.js';
import type { TeamService } from './modules/agency/team-service.js';
import type { ContractActionsService } from './modules/contracts/contract-actions-service.js';
import type { ContractsService } from './modules/contracts/contracts-service.js';
import type { RequestScope } from './platform/request-scope.js';

export type { GatewayDeps, RequestScope } from './platform/request-scope.js';

/**
 * What resolvers see: the request's scope and its services. Only resolvers and the context factory import this
 * file; services depend on the platform layer below them, never on each other through here.
 */
export interface GatewayContext extends RequestScope {
  idempotency: Idempotency;
  site: SiteService;
  notices: NoticesService;
  account: AccountService;
  headerDeadline: HeaderDeadline;
  auth: AuthService;
  registration: RegistrationService;
  passwords: PasswordService;
  lobby: LobbyService;
  games: GameCatalogue;
  favourites: FavouritesService;
  recentGames: RecentGamesService;
  launches: LaunchService;
  pvpRooms: PvpRoomService;
  lottery: LotteryService;
  content: ContentService;
  promotions: PromotionsService;
  wallets: WalletService;
  transfers: TransferService;
  deposits: DepositService;
  withdrawals: WithdrawService;
  withdrawalConfirmations: WithdrawalConfirmationService;
  records: RecordsService;
  vip: VipService;
  avatars: AvatarService;
  points: PointsService;
  pointsExchange: PointsExchangeService;
  promotionMembership: PromotionMembershipService;
  rewardCentre: RewardCentreService;
  missions: MissionsService;
  inbox: InboxService;
  referral: ReferralService;
  feedback: FeedbackService;
  agentCentre: AgentCentreService;
  team: TeamService;
  teamReports: TeamReportsService;
  downlineTransfers: DownlineTransferService;
  contracts: ContractsService;
  contractActions: ContractActionsService;
  /** The "own downline" role's lookups (@ownTree), kept for the request so resolvers reuse them. */
  ownTree: OwnTree;
}
