import type { ModuleId } from './modules.js';

/** One platform call as the gateway makes it. Domain services refer to calls only through `calls`. */
export interface CallSpec {
  /** Domain name, used in logs and errors. */
  readonly name: string;
  readonly path: string;
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly module: ModuleId;
  readonly auth: 'none' | 'token';
  /** Body DES-encrypted with an RSA-wrapped transport key (protocol section 3). */
  readonly encrypted?: boolean;
  /** false for `/lgw` calls, which answer bare JSON instead of `{success, message, value}`. */
  readonly envelope: boolean;
  /** Body sent as application/x-www-form-urlencoded instead of JSON. */
  readonly form?: boolean;
  /** Overrides the client's default timeout for slow calls. */
  readonly timeoutMs?: number;
  /** Fixed headers this call needs beyond the common ones (free play's `os` and `platform`). */
  readonly headers?: Readonly<Record<string, string>>;
  /** Only an `Encryption` header of a throwaway key, no body (free play, protocol section 3.6). */
  readonly keyOnly?: boolean;
  /** A token call a session that must change its password may still make (reading itself, the change, logout). */
  readonly duringPasswordChange?: boolean;
}

// Keep this a flat table, one call per entry: it is the index of everything the gateway asks the platform.
export const calls = {
  systemStatus: { name: 'systemStatus', method: 'GET', path: '/wps/system/status', module: 'COMM3', auth: 'none', envelope: true },
  whitelabel: { name: 'whitelabel', method: 'GET', path: '/wps/system/whitelabel', module: 'COMM3', auth: 'none', envelope: true },
  announcements: { name: 'announcements', method: 'GET', path: '/wps/relay/MCSFE_getListAnnouncements', module: 'AGEANNOUNCE3', auth: 'none', envelope: true },
  captcha: { name: 'captcha', method: 'GET', path: '/wps/captcha', module: 'CAPTCHA3', auth: 'none', envelope: true },
  login: { name: 'login', method: 'POST', path: '/wps/session/login', module: 'COMM3', auth: 'none', envelope: true, encrypted: true },
  memberInfo: { name: 'memberInfo', duringPasswordChange: true, method: 'GET', path: '/wps/member/info', module: 'COMM3', auth: 'token', envelope: true },
  balance: { name: 'balance', duringPasswordChange: true, method: 'GET', path: '/wps/v2/wallets/balance', module: 'FUNDTRANS3', auth: 'token', envelope: true },
  logout: { name: 'logout', duringPasswordChange: true, method: 'DELETE', path: '/wps/session/logout', module: 'COMM3', auth: 'token', envelope: true },
  freePlay: {
    name: 'freePlay',
    method: 'POST',
    path: '/wps/session/login/freeplay',
    module: 'FREEPLAY3',
    auth: 'none',
    envelope: true,
    encrypted: true,
    keyOnly: true,
    headers: { os: 'web', platform: 'W' },
  },
  smsNoLogin: { name: 'smsNoLogin', method: 'POST', path: '/wps/verification/sms/noLogin', module: 'VERIFICATION3', auth: 'none', envelope: true },
  smsRegister: { name: 'smsRegister', method: 'POST', path: '/wps/verification/sms/register', module: 'VERIFICATION3', auth: 'none', envelope: true },
  registerSettings: { name: 'registerSettings', method: 'GET', path: '/wps/system/setting/register', module: 'REG3', auth: 'none', envelope: true },
  // The site's lines and app packages (spec 000 section 7, 001 section 3: the router list).
  siteRoutes: { name: 'siteRoutes', method: 'GET', path: '/wps/system/domainRoute', module: 'COMM3', auth: 'none', envelope: true },
  countries: { name: 'countries', method: 'GET', path: '/wps/system/countries', module: 'COMM3', auth: 'none', envelope: true },
  affiliate: { name: 'affiliate', method: 'GET', path: '/wps/agent/affiliate', module: 'AFFMAN3', auth: 'none', envelope: true },
  register: { name: 'register', method: 'PUT', path: '/wps/member/register', module: 'REG3', auth: 'none', envelope: true, encrypted: true },
  registerMobile: { name: 'registerMobile', method: 'PUT', path: '/wps/member/register/mobile', module: 'REG3', auth: 'none', envelope: true, encrypted: true },
  changePassword: { name: 'changePassword', duringPasswordChange: true, method: 'POST', path: '/wps/member/password', module: 'PASS3', auth: 'token', envelope: true, encrypted: true },
  passwordResetEmail: { name: 'passwordResetEmail', method: 'POST', path: '/wps/member/password/email', module: 'PASS3', auth: 'none', envelope: true, form: true },
  passwordResetSms: {
    name: 'passwordResetSms',
    method: 'POST',
    path: '/wps/member/password/verification',
    module: 'PWRESETSMS3',
    auth: 'none',
    envelope: true,
    encrypted: true,
  },
  // Lobby (sandbox/docs/games.md). Lanes and lists are read without a token: the gateway caches them as public data.
  vendorLanes: { name: 'vendorLanes', method: 'GET', path: '/wps/relay/GCSGAME_newGameVendor', module: 'GAMELO3', auth: 'none', envelope: true },
  gameList: { name: 'gameList', method: 'GET', path: '/wps/relay/GCSGAME_gameList', module: 'GAMELO3', auth: 'none', envelope: true },
  vendorGameTypes: { name: 'vendorGameTypes', method: 'GET', path: '/wps/relay/GCSGAME_getVassGameType', module: 'GAMELO3', auth: 'none', envelope: true },
  pvpRooms: { name: 'pvpRooms', method: 'GET', path: '/wps/relay/GLS2_roomList', module: 'GAMELO3', auth: 'token', envelope: true },
  hotGames: { name: 'hotGames', method: 'GET', path: '/wps/relay/GCSGAME_hotGamesV2', module: 'GAMELOHOT3', auth: 'none', envelope: true },
  popularGames: { name: 'popularGames', method: 'GET', path: '/lgw/games/popular', module: 'GAMELOHOT3', auth: 'none', envelope: false },
  winners: { name: 'winners', method: 'GET', path: '/wps/relay/GCSGAME_getRankList', module: 'GAMELOHOT3', auth: 'none', envelope: true },
  favouriteGameIds: { name: 'favouriteGameIds', method: 'GET', path: '/wps/relay/MCSFE_getFavoriteGames', module: 'GAMELOFAV3', auth: 'token', envelope: true },
  favouriteGames: { name: 'favouriteGames', method: 'GET', path: '/wps/relay/MCSFE_getFavoriteGamesList', module: 'GAMELOFAV3', auth: 'token', envelope: true },
  addFavouriteGame: { name: 'addFavouriteGame', method: 'POST', path: '/wps/relay/MCSFE_addFavoriteGameV2', module: 'GAMELOFAV3', auth: 'token', envelope: true },
  removeFavouriteGame: { name: 'removeFavouriteGame', method: 'DELETE', path: '/wps/relay/MCSFE_removeFavoriteGameV2', module: 'GAMELOFAV3', auth: 'token', envelope: true },
  recentGames: { name: 'recentGames', method: 'GET', path: '/wps/relay/GCS_recentGame', module: 'GAMELOREC3', auth: 'token', envelope: true },
  launchGame: { name: 'launchGame', method: 'GET', path: '/wps/game/launchGame', module: 'GAMELO3', auth: 'token', envelope: true },
  launchFbSports: { name: 'launchFbSports', method: 'GET', path: '/wps/relay/GCS_gameLaunchFB', module: 'GAMELO3', auth: 'token', envelope: true },
  // Lottery gateway: bare JSON answers (protocol section 2).
  lotteryMenus: { name: 'lotteryMenus', method: 'GET', path: '/lgw/vn/games/game_menu', module: 'GAMELO3', auth: 'none', envelope: false },
  // The general game menu of every provider; the SEA area reads it (the /lgw/vn menu is the Vietnamese one).
  lotteryGameMenus: { name: 'lotteryGameMenus', method: 'GET', path: '/lgw/games/game_menus', module: 'GAMELO3', auth: 'none', envelope: false },
  openedNumbers: { name: 'openedNumbers', method: 'GET', path: '/lotto/lgw/games/opened/numero', module: 'GAMELO3', auth: 'token', envelope: false },
  lotteryResults: { name: 'lotteryResults', method: 'GET', path: '/lgw/vn/numeros/opened/game', module: 'GAMELO3', auth: 'none', envelope: false },
  recentLottery: { name: 'recentLottery', method: 'GET', path: '/lgw/vn/games/game_menu/recent', module: 'GAMELOREC3', auth: 'token', envelope: false },
  // Content.
  helpCenter: { name: 'helpCenter', method: 'GET', path: '/wps/system/helpCenter', module: 'COMM3', auth: 'none', envelope: true },
  promotionDetails: { name: 'promotionDetails', method: 'GET', path: '/wps/relay/MCSFE_getPromotionDetails', module: 'AGEANNOUNCE3', auth: 'none', envelope: true },
  // Wallet and funds (sandbox/docs/funds-lottery-points.md, funds.md, agency.md). Money calls carry the mutation's
  // idempotency key as their orderNo or requestId, so the platform de-duplicates too.
  merchantWallet: { name: 'merchantWallet', method: 'GET', path: '/wps/relay/GCS_merchantWallet', module: 'FUNDTRANS3', auth: 'token', envelope: true },
  walletTransfer: { name: 'walletTransfer', method: 'POST', path: '/wps/relay/GCS_walletTransfer', module: 'FUNDTRANS3', auth: 'token', envelope: true },
  transferToUpline: { name: 'transferToUpline', method: 'POST', path: '/wps/relay/GCS_transferToUpline', module: 'FUNDTRANS3', auth: 'token', envelope: true },
  depositChannels: { name: 'depositChannels', method: 'GET', path: '/wps/relay/FUNDS_getDepositChannels', module: 'FUNDTRANS3', auth: 'token', envelope: true },
  createDepositOrder: { name: 'createDepositOrder', method: 'POST', path: '/wps/relay/FUNDS_createDepositOrder', module: 'FUNDTRANS3', auth: 'token', envelope: true },
  depositOrder: { name: 'depositOrder', method: 'GET', path: '/wps/relay/FUNDS_getDepositOrder', module: 'FUNDTRANS3', auth: 'token', envelope: true },
  depositOrders: { name: 'depositOrders', method: 'GET', path: '/wps/relay/FUNDS_getDepositOrders', module: 'FUNDTRANS3', auth: 'token', envelope: true },
  withdrawInfo: { name: 'withdrawInfo', method: 'GET', path: '/wps/relay/FUNDS_getWithdrawInfo', module: 'FUNDTRANS3', auth: 'token', envelope: true },
  bindWithdrawAccount: {
    name: 'bindWithdrawAccount',
    method: 'POST',
    path: '/wps/relay/passwordCheck/FUNDS_bindWithdrawAccount',
    module: 'FUNDTRANS3',
    auth: 'token',
    envelope: true,
    encrypted: true,
  },
  setPaymentPassword: {
    name: 'setPaymentPassword',
    method: 'POST',
    path: '/wps/relay/passwordCheck/FUNDS_setPaymentPassword',
    module: 'PASS3',
    auth: 'token',
    envelope: true,
    encrypted: true,
  },
  withdraw: { name: 'withdraw', method: 'POST', path: '/wps/relay/passwordCheck/FUNDS_withdraw', module: 'FUNDTRANS3', auth: 'token', envelope: true, encrypted: true },
  withdrawOrders: { name: 'withdrawOrders', method: 'GET', path: '/wps/relay/FUNDS_getWithdrawOrders', module: 'FUNDTRANS3', auth: 'token', envelope: true },
  withdrawalConfirmations: { name: 'withdrawalConfirmations', method: 'GET', path: '/wps/relay/GCS_getWithdrawalConfirmList', module: 'FUNDTRANS3', auth: 'token', envelope: true },
  // Carries up to three 5 MB proof images: more time than a plain call.
  confirmWithdrawal: { name: 'confirmWithdrawal', method: 'POST', path: '/wps/relay/GCS_confirmWithdrawal', module: 'FUNDTRANS3', auth: 'token', envelope: true, timeoutMs: 30_000 },
  // Member centre records, VIP and avatars.
  betRecords: { name: 'betRecords', method: 'GET', path: '/wps/relay/ODSFE2_betRecords', module: 'MEMTRANS3', auth: 'token', envelope: true },
  accountRecords: { name: 'accountRecords', method: 'GET', path: '/wps/relay/ODSFE2_accountRecords', module: 'MEMTRANS3', auth: 'token', envelope: true },
  profitLoss: { name: 'profitLoss', method: 'GET', path: '/wps/relay/ODSFE2_profitLoss', module: 'MEMTRANS3', auth: 'token', envelope: true },
  bonusDetails: { name: 'bonusDetails', method: 'GET', path: '/wps/relay/ODSFE2_bonusDetails', module: 'MEMTRANS3', auth: 'token', envelope: true },
  vipLevels: { name: 'vipLevels', method: 'GET', path: '/wps/relay/MCSFE_getVipLevels', module: 'REWCEN3', auth: 'token', envelope: true },
  avatarList: { name: 'avatarList', method: 'GET', path: '/wps/relay/MCSFE_getAvatarList', module: 'PROFPIC3', auth: 'token', envelope: true },
  updateAvatar: { name: 'updateAvatar', method: 'POST', path: '/wps/relay/MCSFE_updatePlayerAvatar', module: 'PROFPIC3', auth: 'token', envelope: true },
  memberIcon: { name: 'memberIcon', method: 'GET', path: '/wps/member/info/icon', module: 'PROFPIC3', auth: 'token', envelope: true },
  // Rewards (sandbox/docs/funds-lottery-points.md, identity.md): points mall, promotions a member acts on, reward
  // centre, missions, inbox, invitations, feedback. Points and promotion mutations carry the idempotency key as
  // their requestId, so the platform de-duplicates too.
  pointBalance: { name: 'pointBalance', method: 'GET', path: '/wps/relay/MCS2_getPointBalance', module: 'PTSYS3', auth: 'token', envelope: true },
  pointRewards: { name: 'pointRewards', method: 'GET', path: '/wps/relay/MCS2_getPointReward', module: 'PTSYS3', auth: 'token', envelope: true },
  pointConfig: { name: 'pointConfig', method: 'GET', path: '/wps/relay/MCS2_getPointConfig', module: 'PTSYS3', auth: 'token', envelope: true },
  redeemPointReward: {
    name: 'redeemPointReward',
    method: 'POST',
    path: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
    module: 'PTSYS3',
    auth: 'token',
    envelope: true,
    encrypted: true,
  },
  redeemOrders: { name: 'redeemOrders', method: 'GET', path: '/wps/relay/MCS2_getRedeemPointList', module: 'PTSYS3', auth: 'token', envelope: true },
  convertPoints: { name: 'convertPoints', method: 'POST', path: '/wps/relay/passwordCheck/MCS2_convertPoint', module: 'PTSYS3', auth: 'token', envelope: true, encrypted: true },
  pointsDetails: { name: 'pointsDetails', method: 'GET', path: '/wps/relay/ODSFE2_MemTransDet', module: 'MEMTRANS3', auth: 'token', envelope: true },
  // The same details with the session's token: each entry then carries the member's own state.
  memberPromotionStates: { name: 'memberPromotionStates', method: 'GET', path: '/wps/relay/MCSFE_getPromotionDetails', module: 'AGEANNOUNCE3', auth: 'token', envelope: true },
  claimRafflePromotion: { name: 'claimRafflePromotion', method: 'POST', path: '/wps/relay/MCS2_claimRafflePromotion', module: 'REWCEN3', auth: 'token', envelope: true },
  // Carries up to three 5 MB images as base64: more time than a plain call.
  applyPromotion: { name: 'applyPromotion', method: 'POST', path: '/wps/relay/MCS2_applyPromotion', module: 'REWCEN3', auth: 'token', envelope: true, timeoutMs: 30_000 },
  promotionApplications: { name: 'promotionApplications', method: 'GET', path: '/wps/relay/MCS2_getPromotionApplications', module: 'REWCEN3', auth: 'token', envelope: true },
  rewardCount: { name: 'rewardCount', method: 'GET', path: '/wps/relay/MCSFE_getRewardCount', module: 'REWCEN3', auth: 'token', envelope: true },
  rewardList: { name: 'rewardList', method: 'GET', path: '/wps/relay/MCSFE_getRewardList', module: 'REWCEN3', auth: 'token', envelope: true },
  claimReward: { name: 'claimReward', method: 'POST', path: '/wps/relay/MCSFE_claimReward', module: 'REWCEN3', auth: 'token', envelope: true },
  missionSummary: { name: 'missionSummary', method: 'GET', path: '/wps/relay/MCSFE_getMissionSummaryDetails', module: 'MISSIONLB3', auth: 'token', envelope: true },
  missionLeaderboard: { name: 'missionLeaderboard', method: 'GET', path: '/wps/relay/MCSFE_getMissionLeaderboard', module: 'MISSIONLB3', auth: 'token', envelope: true },
  unreadCount: { name: 'unreadCount', method: 'GET', path: '/wps/relay/CSP_unreadCount', module: 'INBOX3', auth: 'token', envelope: true },
  inboxMessages: { name: 'inboxMessages', method: 'GET', path: '/wps/relay/CSP_getMessageList', module: 'INBOX3', auth: 'token', envelope: true },
  inboxMessage: { name: 'inboxMessage', method: 'GET', path: '/wps/relay/CSP_getMessage', module: 'INBOX3', auth: 'token', envelope: true },
  markMessagesRead: { name: 'markMessagesRead', method: 'POST', path: '/wps/relay/CSP_markMessagesRead', module: 'INBOX3', auth: 'token', envelope: true },
  referralInfo: { name: 'referralInfo', method: 'GET', path: '/wps/relay/MCSFE_getReferralInfo', module: 'AFFMAN3', auth: 'token', envelope: true },
  referralList: { name: 'referralList', method: 'GET', path: '/wps/relay/MCSFE_getReferralList', module: 'AFFMAN3', auth: 'token', envelope: true },
  // Open to visitors; a logged-in member's token ties the feedback to the member (see feedbackAsMember).
  feedback: { name: 'feedback', method: 'PUT', path: '/wps/feedback', module: 'FEEDBACK3', auth: 'none', envelope: true },
  feedbackAsMember: { name: 'feedbackAsMember', method: 'PUT', path: '/wps/feedback', module: 'FEEDBACK3', auth: 'token', envelope: true },
  // Agency (sandbox/docs/agency.md): the agent centre, money to downlines, contracts. Agents see only their own tree;
  // the platform answers anything else as unknown.
  consolidatedContracts: { name: 'consolidatedContracts', method: 'GET', path: '/wps/member/info/funds/consolidated', module: 'SIGNCONDIV3', auth: 'token', envelope: true },
  dividendContract: { name: 'dividendContract', method: 'POST', path: '/wps/relay/MCS2_processDividendReq', module: 'SIGNCONDIV3', auth: 'token', envelope: true },
  dailySalaryContract: { name: 'dailySalaryContract', method: 'POST', path: '/wps/relay/MCS2_processDailySalContract', module: 'DAILYSALCONT3', auth: 'token', envelope: true },
  hourlySalaryContract: { name: 'hourlySalaryContract', method: 'POST', path: '/wps/relay/MCS2_processContractHourSalary', module: 'HOURSAL3', auth: 'token', envelope: true },
  realTimeSalaryContract: {
    name: 'realTimeSalaryContract',
    method: 'POST',
    path: '/wps/relay/MCSFE_processRealTimeSalaryContract',
    module: 'RTSALARY3',
    auth: 'token',
    envelope: true,
  },
  downlineContracts: { name: 'downlineContracts', method: 'GET', path: '/wps/relay/MCS2_getDownlineContracts', module: 'SIGNCONDIV3', auth: 'token', envelope: true },
  realTimeSalary: { name: 'realTimeSalary', method: 'GET', path: '/wps/relay/MCSFE_getRealTimeSalary', module: 'RTSALARY3', auth: 'token', envelope: true },
  agentAnnouncements: { name: 'agentAnnouncements', method: 'GET', path: '/wps/relay/MCSFE_getAgentAnnouncements', module: 'AGEANNOUNCE3', auth: 'token', envelope: true },
  agentReferral: { name: 'agentReferral', method: 'GET', path: '/wps/relay/MCS2_getAgentReferral', module: 'AFFMAN3', auth: 'token', envelope: true },
  teamOverview: { name: 'teamOverview', method: 'GET', path: '/wps/relay/MCS2_getTeamOverview', module: 'AFFMAN3', auth: 'token', envelope: true },
  downlineList: { name: 'downlineList', method: 'GET', path: '/wps/relay/MCS2_getDownlineList', module: 'AFFMAN3', auth: 'token', envelope: true },
  teamBetReport: { name: 'teamBetReport', method: 'GET', path: '/wps/relay/ODSFE2_teamBetReport', module: 'MEMTRANS3', auth: 'token', envelope: true },
  teamTransactions: { name: 'teamTransactions', method: 'GET', path: '/wps/relay/ODSFE2_teamTransactions', module: 'MEMTRANS3', auth: 'token', envelope: true },
  transferToDownline: {
    name: 'transferToDownline',
    method: 'POST',
    path: '/wps/relay/passwordCheck/GCS_transferToDownline',
    module: 'FUNDTRANS3',
    auth: 'token',
    envelope: true,
    encrypted: true,
  },
} as const satisfies Record<string, CallSpec>;

export type CallName = keyof typeof calls;
