export const AccountRecordStatus = {
  /** Did not happen (a failed deposit, a refused withdrawal): no money moved. */
  FAILED: 'FAILED',
  /** Waiting (a deposit not yet paid, a withdrawal not yet paid out). */
  PENDING: 'PENDING',
  SUCCESS: 'SUCCESS'
} as const;

export type AccountRecordStatus = typeof AccountRecordStatus[keyof typeof AccountRecordStatus];
/** The kinds of money line in the account record. */
export const AccountRecordType = {
  ADJUSTMENT: 'ADJUSTMENT',
  BONUS: 'BONUS',
  DEPOSIT: 'DEPOSIT',
  REBATE: 'REBATE',
  TRANSFER: 'TRANSFER',
  WITHDRAW: 'WITHDRAW'
} as const;

export type AccountRecordType = typeof AccountRecordType[keyof typeof AccountRecordType];
export const AccountType = {
  AGENT: 'AGENT',
  MEMBER: 'MEMBER',
  TRIAL: 'TRIAL'
} as const;

export type AccountType = typeof AccountType[keyof typeof AccountType];
/**
 * The pages of the agent centre (spec 001 section 2), in menu order. The web maps each to its page key under
 * `/agent/<pageKey>`; the first eight are always there, the last four only while the viewer holds that contract.
 */
export const AgentCentrePage = {
  /** agentDownlineTransactionDetailsCopy */
  ACCOUNT_DETAILS: 'ACCOUNT_DETAILS',
  /** agentAnnouncement */
  ANNOUNCEMENTS: 'ANNOUNCEMENTS',
  /** Daily wages: while the viewer holds an active daily salary contract. */
  DAILY_WAGES: 'DAILY_WAGES',
  /** Bonus / dividend record: while the viewer holds an active dividend contract. */
  DIVIDEND_RECORD: 'DIVIDEND_RECORD',
  /** Hourly salary: while the viewer holds an active hourly salary contract. */
  HOURLY_SALARY: 'HOURLY_SALARY',
  /** agentRevenueReport */
  MY_INCOME: 'MY_INCOME',
  /** Real-time salary: while the viewer holds an active real-time salary contract. */
  REAL_TIME_SALARY: 'REAL_TIME_SALARY',
  /** registerCenter */
  REGISTER_ACCOUNT: 'REGISTER_ACCOUNT',
  /** personalHistoryCopy */
  TEAM_BETTING: 'TEAM_BETTING',
  /** downlineManagmentView */
  TEAM_MANAGEMENT: 'TEAM_MANAGEMENT',
  /** agentTeamOverview, the default page */
  TEAM_OVERVIEW: 'TEAM_OVERVIEW',
  /** palStatementsAgentCopy */
  USER_LOSS: 'USER_LOSS'
} as const;

export type AgentCentrePage = typeof AgentCentrePage[keyof typeof AgentCentrePage];
export const AppPlatform = {
  ANDROID: 'ANDROID',
  IOS: 'IOS',
  LITE: 'LITE'
} as const;

export type AppPlatform = typeof AppPlatform[keyof typeof AppPlatform];
/** What a field guarded by @auth answers to an account its role refuses. */
export const AuthRefusal = {
  /** The refusal's error code (UNAUTHENTICATED, NEED_REAL_ACCOUNT or FORBIDDEN). */
  ERROR: 'ERROR',
  /** Null, without an error. */
  NULL: 'NULL'
} as const;

export type AuthRefusal = typeof AuthRefusal[keyof typeof AuthRefusal];
/** Where a banner shows: one group per route of spec 001 section 2. */
export const BannerGroup = {
  DOWNLOAD: 'DOWNLOAD',
  ELOTT: 'ELOTT',
  ESPORTS: 'ESPORTS',
  FISH: 'FISH',
  HELP: 'HELP',
  HOME: 'HOME',
  LIVE: 'LIVE',
  POINT_MALL: 'POINT_MALL',
  PROMOTIONS: 'PROMOTIONS',
  PVP: 'PVP',
  REGISTER: 'REGISTER',
  RNG: 'RNG',
  SPORTS: 'SPORTS'
} as const;

export type BannerGroup = typeof BannerGroup[keyof typeof BannerGroup];
export const BannerLinkType = {
  NONE: 'NONE',
  PROMOTION: 'PROMOTION',
  URL: 'URL'
} as const;

export type BannerLinkType = typeof BannerLinkType[keyof typeof BannerLinkType];
/** The game types of bet records and profit and loss (the platform's, spec 001 section 3). */
export const BetGameType = {
  ELOTT: 'ELOTT',
  FISH: 'FISH',
  LIVE: 'LIVE',
  LOTT: 'LOTT',
  /** Card games. */
  PVP: 'PVP',
  /** Slots. */
  RNG: 'RNG',
  SPORTS: 'SPORTS'
} as const;

export type BetGameType = typeof BetGameType[keyof typeof BetGameType];
export const BetStatus = {
  /** Voided by the vendor: the stake was returned. */
  CANCELLED: 'CANCELLED',
  SETTLED: 'SETTLED',
  /** Not settled yet: no payout. */
  UNSETTLED: 'UNSETTLED'
} as const;

export type BetStatus = typeof BetStatus[keyof typeof BetStatus];
export const BonusStatus = {
  /** Withdrawn before it was issued. */
  CANCELLED: 'CANCELLED',
  /** Credited to the main wallet. */
  ISSUED: 'ISSUED',
  /** Waiting to be issued. */
  PENDING: 'PENDING'
} as const;

export type BonusStatus = typeof BonusStatus[keyof typeof BonusStatus];
export const BonusType = {
  DEPOSIT_BONUS: 'DEPOSIT_BONUS',
  MISSION: 'MISSION',
  PROMOTION: 'PROMOTION',
  VIP_MONTHLY: 'VIP_MONTHLY',
  VIP_UPGRADE: 'VIP_UPGRADE'
} as const;

export type BonusType = typeof BonusType[keyof typeof BonusType];
export const ContractEndReason = {
  /** The downline accepted a newer contract of the same kind. */
  REPLACED: 'REPLACED',
  TERMINATED_BY_DOWNLINE: 'TERMINATED_BY_DOWNLINE',
  TERMINATED_BY_UPLINE: 'TERMINATED_BY_UPLINE',
  /** The contract its upline held of the same kind ended, so it ended too. */
  UPLINE_CONTRACT_ENDED: 'UPLINE_CONTRACT_ENDED',
  /** The downline's own upline lowered its rate below this one (the downline-rate rule). */
  UPLINE_RATE_LOWERED: 'UPLINE_RATE_LOWERED',
  /** The upline took back its offer before an answer. */
  WITHDRAWN_BY_UPLINE: 'WITHDRAWN_BY_UPLINE'
} as const;

export type ContractEndReason = typeof ContractEndReason[keyof typeof ContractEndReason];
/** The four contracts an upline offers a direct downline (spec 001 sections 4, 7). */
export const ContractKind = {
  /** A rate of the team's daily valid bet. */
  DAILY_SALARY: 'DAILY_SALARY',
  /** A rate of the team's net loss over the period (bonus / dividend). */
  DIVIDEND: 'DIVIDEND',
  /** A rate of the team's hourly valid bet. */
  HOURLY_SALARY: 'HOURLY_SALARY',
  /** Every 5 minutes: the loss or profit salary rate of the team's valid bet (bets of at least the single bet). */
  REAL_TIME_SALARY: 'REAL_TIME_SALARY'
} as const;

export type ContractKind = typeof ContractKind[keyof typeof ContractKind];
/** How often a contract settles (spec 001 section 3: Daily, Weekly, Semimonthly, Monthly). */
export const ContractPeriod = {
  DAILY: 'DAILY',
  /** Real-time salary: every 5 minutes. */
  FIVE_MINUTES: 'FIVE_MINUTES',
  HOURLY: 'HOURLY',
  MONTHLY: 'MONTHLY',
  /** Half-monthly. */
  SEMI_MONTHLY: 'SEMI_MONTHLY',
  WEEKLY: 'WEEKLY'
} as const;

export type ContractPeriod = typeof ContractPeriod[keyof typeof ContractPeriod];
export const ContractSide = {
  /** The viewer was offered it (or holds it). */
  DOWNLINE: 'DOWNLINE',
  /** The viewer offered it. */
  UPLINE: 'UPLINE'
} as const;

export type ContractSide = typeof ContractSide[keyof typeof ContractSide];
export const ContractStatus = {
  ACTIVE: 'ACTIVE',
  /** Offered, waiting for the downline's answer. */
  PENDING: 'PENDING',
  REJECTED: 'REJECTED',
  TERMINATED: 'TERMINATED'
} as const;

export type ContractStatus = typeof ContractStatus[keyof typeof ContractStatus];
export const CustomerServiceKind = {
  LIVE_CHAT: 'LIVE_CHAT',
  OTHER: 'OTHER',
  TELEGRAM: 'TELEGRAM',
  VIP: 'VIP'
} as const;

export type CustomerServiceKind = typeof CustomerServiceKind[keyof typeof CustomerServiceKind];
/** The kinds of deposit channel a merchant offers (spec 001 section 7). */
export const DepositChannelKind = {
  /** A bank transfer to one of the merchant's receiving accounts, quoting the order's reference. */
  BANK_TRANSFER: 'BANK_TRANSFER',
  /** An e-wallet payment (MoMo, ZaloPay, ViettelPay) through the provider's page or QR code. */
  E_WALLET: 'E_WALLET',
  /** A prepaid phone scratch card: telco, serial and PIN; the amount is the card's face value. */
  SCRATCH_CARD: 'SCRATCH_CARD'
} as const;

export type DepositChannelKind = typeof DepositChannelKind[keyof typeof DepositChannelKind];
export const DepositStatus = {
  /** Not paid or refused: nothing was credited. */
  FAILED: 'FAILED',
  /** Waiting for the payment or its check. */
  PENDING: 'PENDING',
  /** Paid: creditAmount is in the main wallet. */
  SUCCESS: 'SUCCESS'
} as const;

export type DepositStatus = typeof DepositStatus[keyof typeof DepositStatus];
export const DownlineRole = {
  AGENT: 'AGENT',
  ALL: 'ALL',
  MEMBER: 'MEMBER'
} as const;

export type DownlineRole = typeof DownlineRole[keyof typeof DownlineRole];
/** The values of `extensions.code` on a GraphQL error: what went wrong, for clients to act on and localise. */
export const ErrorCode = {
  /** An argument is malformed or out of range; the message names it. */
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  FORBIDDEN: 'FORBIDDEN',
  INTERNAL: 'INTERNAL',
  MAINTENANCE: 'MAINTENANCE',
  /** A trial (free-play) account asked for what needs a real account. */
  NEED_REAL_ACCOUNT: 'NEED_REAL_ACCOUNT',
  /** The session must change its password first (default or expired password): only the viewer, changePassword and logout answer. */
  PASSWORD_CHANGE_REQUIRED: 'PASSWORD_CHANGE_REQUIRED',
  /** Too many requests; `extensions.retryAfterSeconds` says when to try again when known. */
  RATE_LIMITED: 'RATE_LIMITED',
  REGION_BLOCKED: 'REGION_BLOCKED',
  /** Not logged in, or the session ended. */
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  /** The platform did not answer; retrying later may work. */
  UPSTREAM_UNAVAILABLE: 'UPSTREAM_UNAVAILABLE'
} as const;

export type ErrorCode = typeof ErrorCode[keyof typeof ErrorCode];
/** The question types of feedback and complaints (spec 001 section 3), in the form's order. */
export const FeedbackType = {
  APPLICATION: 'APPLICATION',
  CUSTOMER_SERVICE: 'CUSTOMER_SERVICE',
  DEPOSIT: 'DEPOSIT',
  GAME: 'GAME',
  /** Other issues. */
  OTHER: 'OTHER',
  WITHDRAW: 'WITHDRAW'
} as const;

export type FeedbackType = typeof FeedbackType[keyof typeof FeedbackType];
/** A lobby category. ESPORTS and COCKFIGHT are split out of the platform's SPORTS lane by the gateway. */
export const GameCategory = {
  COCKFIGHT: 'COCKFIGHT',
  ELOTT: 'ELOTT',
  ESPORTS: 'ESPORTS',
  FISH: 'FISH',
  LIVE: 'LIVE',
  LOTT: 'LOTT',
  PVP: 'PVP',
  RNG: 'RNG',
  SPORTS: 'SPORTS'
} as const;

export type GameCategory = typeof GameCategory[keyof typeof GameCategory];
export const IdentityProvider = {
  FACEBOOK: 'FACEBOOK',
  /** SMS verified by a third party; the id token proves the number. */
  FIREBASE_SMS: 'FIREBASE_SMS',
  GOOGLE: 'GOOGLE'
} as const;

export type IdentityProvider = typeof IdentityProvider[keyof typeof IdentityProvider];
export const InboxCategory = {
  ACCOUNT: 'ACCOUNT',
  PROMOTION: 'PROMOTION',
  SYSTEM: 'SYSTEM'
} as const;

export type InboxCategory = typeof InboxCategory[keyof typeof InboxCategory];
/** The languages the site speaks. The gateway maps them to the platform's codes. */
export const Language = {
  EN: 'EN',
  ID: 'ID',
  JA: 'JA',
  TH: 'TH',
  TL: 'TL',
  VI: 'VI',
  ZH: 'ZH'
} as const;

export type Language = typeof Language[keyof typeof Language];
/** Where a login comes from: the player site, or the agent entry (refuses non-agents). */
export const LoginEntry = {
  AGENT: 'AGENT',
  PLAYER: 'PLAYER'
} as const;

export type LoginEntry = typeof LoginEntry[keyof typeof LoginEntry];
export const LotteryArea = {
  SEA: 'SEA',
  VN: 'VN'
} as const;

export type LotteryArea = typeof LotteryArea[keyof typeof LotteryArea];
export const LotteryDrawCadence = {
  DAILY: 'DAILY',
  /** Every intervalSeconds, around the clock. */
  INTERVAL: 'INTERVAL',
  MONTHLY: 'MONTHLY',
  /** On the listed weekdays. */
  WEEKLY: 'WEEKLY'
} as const;

export type LotteryDrawCadence = typeof LotteryDrawCadence[keyof typeof LotteryDrawCadence];
export const LotteryPrizeMode = {
  ELOTT: 'ELOTT',
  LOTT: 'LOTT',
  SEA: 'SEA',
  ZY: 'ZY'
} as const;

export type LotteryPrizeMode = typeof LotteryPrizeMode[keyof typeof LotteryPrizeMode];
export const LotteryView = {
  BETTING: 'BETTING',
  LOBBY: 'LOBBY'
} as const;

export type LotteryView = typeof LotteryView[keyof typeof LotteryView];
export const MissionPeriod = {
  DAILY: 'DAILY',
  MONTHLY: 'MONTHLY',
  WEEKLY: 'WEEKLY'
} as const;

export type MissionPeriod = typeof MissionPeriod[keyof typeof MissionPeriod];
export const MissionState = {
  /** The reward was claimed. */
  CLAIMED: 'CLAIMED',
  /** Target reached: the reward waits in the reward centre. */
  COMPLETED: 'COMPLETED',
  IN_PROGRESS: 'IN_PROGRESS'
} as const;

export type MissionState = typeof MissionState[keyof typeof MissionState];
/** What a mission's progress counts. */
export const MissionUnit = {
  /** Money bet. */
  BET_AMOUNT: 'BET_AMOUNT',
  /** Times something was done (logins, tickets). */
  COUNT: 'COUNT'
} as const;

export type MissionUnit = typeof MissionUnit[keyof typeof MissionUnit];
/** What a points-mall reward pays out. */
export const PointRewardType = {
  /** A bonus put into the reward centre once the redemption is approved. */
  BONUS: 'BONUS',
  /** Money paid into the main wallet once the redemption is approved. */
  CASH: 'CASH',
  /** Goods sent to the member's receiving address. */
  PHYSICAL: 'PHYSICAL'
} as const;

export type PointRewardType = typeof PointRewardType[keyof typeof PointRewardType];
/** The kinds of line in the points details (spec 001 section 3: the point types, then the ledger's own movements). */
export const PointType = {
  /** The new-member bonus and other gifts. */
  BONUS: 'BONUS',
  /** Points converted into money. */
  CONVERT: 'CONVERT',
  DEPOSIT: 'DEPOSIT',
  /** Live casino. */
  LIVE: 'LIVE',
  /** Lottery tickets. */
  LOTT: 'LOTT',
  /** Card games. */
  PVP: 'PVP',
  /** Points spent on a redemption. */
  REDEEM: 'REDEEM',
  /** Points returned by a rejected redemption. */
  REFUND: 'REFUND',
  /** Points claimed in the reward centre. */
  REWARD: 'REWARD',
  /** Slot games. */
  RNG: 'RNG',
  /** Sports betting. */
  SPORTS: 'SPORTS'
} as const;

export type PointType = typeof PointType[keyof typeof PointType];
/** Periods of the profit and loss page, in Vietnam calendar days. */
export const ProfitPeriod = {
  /** Today and the 6 days before. */
  LAST_7_DAYS: 'LAST_7_DAYS',
  /** Today and the 29 days before. */
  LAST_30_DAYS: 'LAST_30_DAYS',
  LAST_MONTH: 'LAST_MONTH',
  THIS_MONTH: 'THIS_MONTH',
  TODAY: 'TODAY',
  YESTERDAY: 'YESTERDAY'
} as const;

export type ProfitPeriod = typeof ProfitPeriod[keyof typeof ProfitPeriod];
export const PromotionApplicationStatus = {
  APPROVED: 'APPROVED',
  /** Under review. */
  PENDING: 'PENDING',
  REJECTED: 'REJECTED'
} as const;

export type PromotionApplicationStatus = typeof PromotionApplicationStatus[keyof typeof PromotionApplicationStatus];
/** How a member takes part in a promotion. */
export const PromotionClaimMode = {
  /** Members apply with a comment and proof images; the platform reviews the application. */
  APPLY: 'APPLY',
  /** Members take part by playing; nothing to claim. */
  AUTO: 'AUTO',
  /** Members claim one ticket (golden egg, red envelope, prize wheel) and win a prize. */
  RAFFLE: 'RAFFLE'
} as const;

export type PromotionClaimMode = typeof PromotionClaimMode[keyof typeof PromotionClaimMode];
/** The member's state on a promotion: the labels of the promotions page (spec 001 section 2), each with its action. */
export const PromotionMemberState = {
  /** APPLY: the application is under review. */
  APPLYING: 'APPLYING',
  /** RAFFLE: the member may claim the ticket (action: claim). */
  CLAIM: 'CLAIM',
  /** RAFFLE: the ticket was claimed. */
  CLAIMED: 'CLAIMED',
  /** The promotion has ended. */
  CLOSED: 'CLOSED',
  /** The promotion has not started yet. */
  COMING_SOON: 'COMING_SOON',
  /** APPLY: the application was approved and its bonus issued. */
  ISSUED: 'ISSUED',
  /** APPLY: the member may apply (action: apply). */
  JOIN: 'JOIN',
  /** AUTO: the member takes part by playing. */
  JOINED: 'JOINED',
  /** The member's VIP level is outside the promotion's range. */
  NOT_ELIGIBLE: 'NOT_ELIGIBLE',
  /** The platform is still processing the member's entry. */
  PROCESS: 'PROCESS',
  /** APPLY: the last application was rejected; the member may apply again. */
  REJECTED: 'REJECTED'
} as const;

export type PromotionMemberState = typeof PromotionMemberState[keyof typeof PromotionMemberState];
export const PromotionState = {
  ACTIVE: 'ACTIVE',
  ENDED: 'ENDED',
  UPCOMING: 'UPCOMING'
} as const;

export type PromotionState = typeof PromotionState[keyof typeof PromotionState];
/** A promotion's category, in the order of the promotions page's filters (spec 001 section 2). */
export const PromotionType = {
  APP_DOWNLOAD: 'APP_DOWNLOAD',
  DEPOSIT: 'DEPOSIT',
  FISH: 'FISH',
  LIVE: 'LIVE',
  LOTT: 'LOTT',
  NEWBIE: 'NEWBIE',
  /** Everything the platform files under no other category. */
  OTHERS: 'OTHERS',
  POINT_MALL: 'POINT_MALL',
  PVP: 'PVP',
  RANKING: 'RANKING',
  REBATE: 'REBATE',
  RNG: 'RNG',
  SPORTS: 'SPORTS'
} as const;

export type PromotionType = typeof PromotionType[keyof typeof PromotionType];
export const PvpRoomStatus = {
  FULL: 'FULL',
  MAINTENANCE: 'MAINTENANCE',
  OPEN: 'OPEN'
} as const;

export type PvpRoomStatus = typeof PvpRoomStatus[keyof typeof PvpRoomStatus];
/** Where a redemption was paid. */
export const RedeemPaidAccount = {
  MAIN_WALLET: 'MAIN_WALLET',
  REWARD_CENTRE: 'REWARD_CENTRE'
} as const;

export type RedeemPaidAccount = typeof RedeemPaidAccount[keyof typeof RedeemPaidAccount];
/** A redemption's review (spec 001 section 4: in process, then approved or rejected). */
export const RedeemStatus = {
  APPROVED: 'APPROVED',
  /** Physical goods handed over (after approval). */
  DELIVERED: 'DELIVERED',
  /** In process: waiting for review; its points are already taken. */
  IN_PROCESS: 'IN_PROCESS',
  /** Refused: the points came back; `remark` says why. */
  REJECTED: 'REJECTED'
} as const;

export type RedeemStatus = typeof RedeemStatus[keyof typeof RedeemStatus];
export const RegistrationFieldName = {
  AFFILIATE_CODE: 'AFFILIATE_CODE',
  CAPTCHA: 'CAPTCHA',
  CONFIRM_PASSWORD: 'CONFIRM_PASSWORD',
  EMAIL: 'EMAIL',
  FACEBOOK: 'FACEBOOK',
  ID_NUMBER: 'ID_NUMBER',
  LINE: 'LINE',
  MOBILE: 'MOBILE',
  PASSWORD: 'PASSWORD',
  PAYEE_NAME: 'PAYEE_NAME',
  PAYMENT_PASSWORD: 'PAYMENT_PASSWORD',
  QQ: 'QQ',
  USERNAME: 'USERNAME',
  VERIFICATION_CODE: 'VERIFICATION_CODE',
  WECHAT: 'WECHAT',
  WHATSAPP: 'WHATSAPP'
} as const;

export type RegistrationFieldName = typeof RegistrationFieldName[keyof typeof RegistrationFieldName];
export const RegistrationMethod = {
  MOBILE: 'MOBILE',
  USERNAME: 'USERNAME'
} as const;

export type RegistrationMethod = typeof RegistrationMethod[keyof typeof RegistrationMethod];
export const RewardItemStatus = {
  CLAIMED: 'CLAIMED',
  UNCLAIMED: 'UNCLAIMED'
} as const;

export type RewardItemStatus = typeof RewardItemStatus[keyof typeof RewardItemStatus];
/** What a reward pays. */
export const RewardKind = {
  /** Money into the main wallet. */
  CASH: 'CASH',
  /** Points into the points balance. */
  POINTS: 'POINTS'
} as const;

export type RewardKind = typeof RewardKind[keyof typeof RewardKind];
/** Where a reward centre item comes from. */
export const RewardSource = {
  MISSION: 'MISSION',
  POINTS_MALL: 'POINTS_MALL',
  PROMOTION: 'PROMOTION',
  REBATE: 'REBATE',
  VIP: 'VIP'
} as const;

export type RewardSource = typeof RewardSource[keyof typeof RewardSource];
export const Role = {
  /** A logged-in agent (account types 1, 2, 41, 42). */
  AGENT: 'AGENT',
  /** Any logged-in account, trial (free-play) accounts included. */
  MEMBER: 'MEMBER',
  /** A logged-in account that is not a trial (free-play) account. */
  REAL_ACCOUNT: 'REAL_ACCOUNT'
} as const;

export type Role = typeof Role[keyof typeof Role];
export const SiteStatus = {
  /** The platform's domain check failed: the site was reached on an address the merchant does not serve. */
  INVALID_DOMAIN: 'INVALID_DOMAIN',
  MAINTENANCE: 'MAINTENANCE',
  NORMAL: 'NORMAL',
  REGION_BLOCKED: 'REGION_BLOCKED'
} as const;

export type SiteStatus = typeof SiteStatus[keyof typeof SiteStatus];
export const SmsPurpose = {
  LOGIN: 'LOGIN',
  REGISTER: 'REGISTER',
  RESET_PASSWORD: 'RESET_PASSWORD'
} as const;

export type SmsPurpose = typeof SmsPurpose[keyof typeof SmsPurpose];
export const SocialNetwork = {
  DOUYIN: 'DOUYIN',
  FACEBOOK: 'FACEBOOK',
  TELEGRAM: 'TELEGRAM',
  TWITTER: 'TWITTER'
} as const;

export type SocialNetwork = typeof SocialNetwork[keyof typeof SocialNetwork];
export const TeamBetGrouping = {
  /** One row per Vietnam calendar day, newest first. */
  DAY: 'DAY',
  /** One row per game type, largest valid bet first. */
  GAME_TYPE: 'GAME_TYPE',
  /** One row per team account (the agent included), largest valid bet first. */
  MEMBER: 'MEMBER'
} as const;

export type TeamBetGrouping = typeof TeamBetGrouping[keyof typeof TeamBetGrouping];
export const TeamTransactionStatus = {
  FAILED: 'FAILED',
  PENDING: 'PENDING',
  SUCCESS: 'SUCCESS'
} as const;

export type TeamTransactionStatus = typeof TeamTransactionStatus[keyof typeof TeamTransactionStatus];
/** Kinds of money line of the team (page agentDownlineTransactionDetailsCopy). */
export const TeamTransactionType = {
  BONUS: 'BONUS',
  DEPOSIT: 'DEPOSIT',
  DIVIDEND: 'DIVIDEND',
  REBATE: 'REBATE',
  SALARY: 'SALARY',
  TRANSFER_IN: 'TRANSFER_IN',
  TRANSFER_OUT: 'TRANSFER_OUT',
  WITHDRAW: 'WITHDRAW'
} as const;

export type TeamTransactionType = typeof TeamTransactionType[keyof typeof TeamTransactionType];
/** The raffle ticket kinds of spec 001 section 2. */
export const TicketKind = {
  GOLDEN_EGG: 'GOLDEN_EGG',
  PRIZE_WHEEL: 'PRIZE_WHEEL',
  RED_ENVELOPE: 'RED_ENVELOPE'
} as const;

export type TicketKind = typeof TicketKind[keyof typeof TicketKind];
export const UserErrorCode = {
  /** The account may not log in (suspended or not a member account). */
  ACCOUNT_LOCKED: 'ACCOUNT_LOCKED',
  AGE_NOT_CONFIRMED: 'AGE_NOT_CONFIRMED',
  /** An application for this promotion is still under review, or was already approved (today's, for daily ones). */
  ALREADY_APPLIED: 'ALREADY_APPLIED',
  /** This raffle ticket or reward was already claimed. */
  ALREADY_CLAIMED: 'ALREADY_CLAIMED',
  /** This withdrawal was already confirmed with another answer. */
  ALREADY_CONFIRMED: 'ALREADY_CONFIRMED',
  /** The username, mobile or email is already registered. */
  ALREADY_EXISTS: 'ALREADY_EXISTS',
  /** Money: the amount is above the channel's or the withdrawal's maximum; see details.maxAmount. */
  AMOUNT_TOO_LARGE: 'AMOUNT_TOO_LARGE',
  /** Money: the amount is below the channel's or the withdrawal's minimum; see details.minAmount. */
  AMOUNT_TOO_SMALL: 'AMOUNT_TOO_SMALL',
  CAPTCHA_INVALID: 'CAPTCHA_INVALID',
  CAPTCHA_REQUIRED: 'CAPTCHA_REQUIRED',
  /** This scratch card was already used. */
  CARD_ALREADY_USED: 'CARD_ALREADY_USED',
  /** The deposit channel is closed or unknown. */
  CHANNEL_UNAVAILABLE: 'CHANNEL_UNAVAILABLE',
  /** The SMS verification code has expired; request a new one. */
  CODE_EXPIRED: 'CODE_EXPIRED',
  /** The confirmation window passed: the withdrawal counts as received. */
  CONFIRMATION_EXPIRED: 'CONFIRMATION_EXPIRED',
  /** The downline already has an offer of this kind waiting for its answer. */
  CONTRACT_PENDING_EXISTS: 'CONTRACT_PENDING_EXISTS',
  /** The contract's status does not allow this answer (e.g. accepting a rejected one). */
  CONTRACT_STATUS_INVALID: 'CONTRACT_STATUS_INVALID',
  /** Today's withdrawals would exceed the daily amount; see details.maxAmount for what is left. */
  DAILY_AMOUNT_LIMIT: 'DAILY_AMOUNT_LIMIT',
  /** No more withdrawals today; see details.dailyCount. */
  DAILY_COUNT_LIMIT: 'DAILY_COUNT_LIMIT',
  /**
   * The downline-rate rule (spec 001 sections 4, 8): going ahead would end higher-rate contracts given further down
   * (listed in the payload's `affectedContracts`). Send the input again with `confirmDownlineRateRule: true` (an
   * offer: with a new idempotencyKey, since it is a new submission) to go ahead. An offer then goes to the downline,
   * who is warned in turn when it accepts; the listed contracts end when it does.
   */
  DOWNLINE_RATE_HIGHER: 'DOWNLINE_RATE_HIGHER',
  /** The promotion has ended. */
  ENDED: 'ENDED',
  /** The feature is switched off for this site. */
  FEATURE_DISABLED: 'FEATURE_DISABLED',
  /** A file is larger than allowed; see details.maxBytes. */
  FILE_TOO_LARGE: 'FILE_TOO_LARGE',
  /** Money: the source wallet holds less than the amount; see details.maxAmount. */
  INSUFFICIENT_BALANCE: 'INSUFFICIENT_BALANCE',
  /** Points: the member holds fewer points than the redemption or conversion costs; see details.maxPoints. */
  INSUFFICIENT_POINTS: 'INSUFFICIENT_POINTS',
  /** The SMS verification code is wrong. */
  INVALID_CODE: 'INVALID_CODE',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  INVALID_EMAIL: 'INVALID_EMAIL',
  INVALID_FORMAT: 'INVALID_FORMAT',
  INVALID_INVITATION_CODE: 'INVALID_INVITATION_CODE',
  INVALID_MOBILE: 'INVALID_MOBILE',
  /** A real name (account holder, payee): letters without diacritics, its words separated by spaces (spec 000 section 5). */
  INVALID_REAL_NAME: 'INVALID_REAL_NAME',
  /** A confirmation field differs from its original (password, payment password). */
  MISMATCH: 'MISMATCH',
  /** An agent-entry login by an account that is not an agent. */
  NOT_AGENT: 'NOT_AGENT',
  NOT_ALLOWED: 'NOT_ALLOWED',
  /** Contracts are offered to direct downlines only. */
  NOT_DIRECT_DOWNLINE: 'NOT_DIRECT_DOWNLINE',
  /** The member's VIP level is outside the promotion's range. */
  NOT_ELIGIBLE: 'NOT_ELIGIBLE',
  /** The id names nothing the member can act on (an unknown reward, message or promotion). */
  NOT_FOUND: 'NOT_FOUND',
  /** The promotion has not started yet. */
  NOT_STARTED: 'NOT_STARTED',
  /** The agent holds no contract of this kind to pass on. */
  NO_CONTRACT_TO_PASS_ON: 'NO_CONTRACT_TO_PASS_ON',
  /** The account has no upline to transfer to. */
  NO_UPLINE: 'NO_UPLINE',
  /** Points mall: the reward's stock is below the quantity asked; see details.limit (what is left). */
  OUT_OF_STOCK: 'OUT_OF_STOCK',
  /** A proof image is needed for this answer. */
  PROOF_REQUIRED: 'PROOF_REQUIRED',
  /** Too many attempts or sends; see details.retryAfterSeconds. */
  RATE_LIMITED: 'RATE_LIMITED',
  /** The rate is above what the agent may pass on (its own contract's rate, or the platform's ceiling); see details.maxRate. */
  RATE_TOO_HIGH: 'RATE_TOO_HIGH',
  /** The receiving account is unknown (or not the member's). */
  RECEIVING_ACCOUNT_INVALID: 'RECEIVING_ACCOUNT_INVALID',
  /** The member already has as many receiving accounts as allowed; see details.limit. */
  RECEIVING_ACCOUNT_LIMIT: 'RECEIVING_ACCOUNT_LIMIT',
  REJECTED: 'REJECTED',
  REQUIRED: 'REQUIRED',
  /** The merchant runs a single wallet: there is nothing to transfer between wallets. */
  SINGLE_WALLET_MODE: 'SINGLE_WALLET_MODE',
  TERMS_NOT_ACCEPTED: 'TERMS_NOT_ACCEPTED',
  /** A number (points, quantity) above its upper bound; details say which (maxPoints, limit). */
  TOO_LARGE: 'TOO_LARGE',
  TOO_LONG: 'TOO_LONG',
  /** More files than allowed; see details.maxFiles. */
  TOO_MANY_FILES: 'TOO_MANY_FILES',
  /** Too many deposit orders are still waiting; see details.limit. */
  TOO_MANY_PENDING: 'TOO_MANY_PENDING',
  TOO_SHORT: 'TOO_SHORT',
  /** A number (points, quantity) below its lower bound; details say which (minPoints, limit). */
  TOO_SMALL: 'TOO_SMALL',
  /** Turnover is still required before withdrawing; see details.remainingTurnover. */
  TURNOVER_REQUIRED: 'TURNOVER_REQUIRED',
  /** A file is not of an accepted type (png or jpg, judged by its bytes). */
  UNSUPPORTED_FILE_TYPE: 'UNSUPPORTED_FILE_TYPE',
  /** The member's VIP level is below what the reward or promotion needs; see details.minVipLevel. */
  VIP_LEVEL_TOO_LOW: 'VIP_LEVEL_TOO_LOW',
  /**
   * Too many wrong passwords (withdraw password, or the login password setting the first one) for this account
   * lately: every call that checks one is refused, without asking the platform, until details.retryAfterSeconds.
   */
  WITHDRAW_PASSWORD_LOCKED: 'WITHDRAW_PASSWORD_LOCKED',
  /** A withdrawal or a receiving-account change needs a withdraw password, and none is set yet. */
  WITHDRAW_PASSWORD_NOT_SET: 'WITHDRAW_PASSWORD_NOT_SET',
  /** The withdraw password given is not the member's. */
  WITHDRAW_PASSWORD_WRONG: 'WITHDRAW_PASSWORD_WRONG',
  /** The promotion is not taken this way (a claim of a promotion that needs an application, or the other way round). */
  WRONG_CLAIM_MODE: 'WRONG_CLAIM_MODE'
} as const;

export type UserErrorCode = typeof UserErrorCode[keyof typeof UserErrorCode];
/** How the merchant keeps a member's money. */
export const WalletMode = {
  /** A main wallet plus one wallet per game vendor; money moves between the main wallet and a vendor wallet. */
  MULTI: 'MULTI',
  /** One wallet for every game: nothing to transfer (the transfer controls are hidden). */
  SINGLE: 'SINGLE'
} as const;

export type WalletMode = typeof WalletMode[keyof typeof WalletMode];
export const WinnerBoard = {
  BIGGEST: 'BIGGEST',
  LATEST: 'LATEST'
} as const;

export type WinnerBoard = typeof WinnerBoard[keyof typeof WinnerBoard];
/** The member's answer to a paid withdrawal (spec 001 section 4). */
export const WithdrawalAnswer = {
  /** Needs at least one proof image. */
  NOT_RECEIVED: 'NOT_RECEIVED',
  /** Needs receivedAmount, below the withdrawal's amount; proof images optional. */
  PARTIAL: 'PARTIAL',
  RECEIVED: 'RECEIVED'
} as const;

export type WithdrawalAnswer = typeof WithdrawalAnswer[keyof typeof WithdrawalAnswer];
export const WithdrawalConfirmationStatus = {
  /** No answer before the deadline: counted as received. */
  AUTO_RECEIVED: 'AUTO_RECEIVED',
  /** Paid by the payer; waiting for the member's answer until the deadline. */
  AWAITING: 'AWAITING',
  NOT_RECEIVED: 'NOT_RECEIVED',
  PARTIAL: 'PARTIAL',
  RECEIVED: 'RECEIVED'
} as const;

export type WithdrawalConfirmationStatus = typeof WithdrawalConfirmationStatus[keyof typeof WithdrawalConfirmationStatus];
export const WithdrawalStatus = {
  /** Paid out to the receiving account (the member then confirms it). */
  PAID: 'PAID',
  /** Asked; the amount is held until the order is paid or refused. */
  PENDING: 'PENDING',
  /** Refused: the held amount went back to the main wallet. */
  REFUSED: 'REFUSED'
} as const;

export type WithdrawalStatus = typeof WithdrawalStatus[keyof typeof WithdrawalStatus];