/** Whether a money line's money moved. */
export const AccountRecordStatus = {
  /** Did not happen (a failed deposit, a refused withdrawal): no money moved. */
  FAILED: 'FAILED',
  /** Waiting (a deposit not yet paid, a withdrawal not yet paid out). */
  PENDING: 'PENDING',
  /** Done: the money moved. */
  SUCCESS: 'SUCCESS'
} as const;

export type AccountRecordStatus = typeof AccountRecordStatus[keyof typeof AccountRecordStatus];
/** The kinds of money line in the account record. */
export const AccountRecordType = {
  /** A manual correction by the merchant. */
  ADJUSTMENT: 'ADJUSTMENT',
  /** A bonus credited. */
  BONUS: 'BONUS',
  /** Money deposited. */
  DEPOSIT: 'DEPOSIT',
  /** A rebate on valid bets credited. */
  REBATE: 'REBATE',
  /** A transfer between the member's wallets or with its upline or downline. */
  TRANSFER: 'TRANSFER',
  /** Money withdrawn. */
  WITHDRAW: 'WITHDRAW'
} as const;

export type AccountRecordType = typeof AccountRecordType[keyof typeof AccountRecordType];
/** The kind of account, from the platform's account type number. */
export const AccountType = {
  /** An agent (types 1, 2, 41, 42): a player with an agent centre, a downline team and contracts. */
  AGENT: 'AGENT',
  /** A player's account (type 0 or 3): plays, deposits, withdraws. */
  MEMBER: 'MEMBER',
  /**
   * A free-play (trial) account (type 4): plays with play money; everything marked `@auth(requires: REAL_ACCOUNT)`
   * answers NEED_REAL_ACCOUNT.
   */
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
/** Which kind of app a download is. */
export const AppPlatform = {
  /** The Android app (APK). */
  ANDROID: 'ANDROID',
  /** The iOS app. */
  IOS: 'IOS',
  /** The light web app (a home screen shortcut). */
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
  /** The app download page. */
  DOWNLOAD: 'DOWNLOAD',
  /** The lottery lobby. */
  ELOTT: 'ELOTT',
  /** The e-sports lobby. */
  ESPORTS: 'ESPORTS',
  /** The fishing games lobby. */
  FISH: 'FISH',
  /** The help centre. */
  HELP: 'HELP',
  /** The home page's carousel. */
  HOME: 'HOME',
  /** The live casino lobby. */
  LIVE: 'LIVE',
  /** The points mall. */
  POINT_MALL: 'POINT_MALL',
  /** The promotions page. */
  PROMOTIONS: 'PROMOTIONS',
  /** The card (player versus player) games lobby. */
  PVP: 'PVP',
  /** The registration page. */
  REGISTER: 'REGISTER',
  /** The slot (RNG) games lobby. */
  RNG: 'RNG',
  /** The sports lobby. */
  SPORTS: 'SPORTS'
} as const;

export type BannerGroup = typeof BannerGroup[keyof typeof BannerGroup];
/** What a tap on a banner opens. */
export const BannerLinkType = {
  /** Nothing: the banner is a picture only. */
  NONE: 'NONE',
  /** A promotion's page on the site (`link` is its path). */
  PROMOTION: 'PROMOTION',
  /** An external address (`link`), in a new window. */
  URL: 'URL'
} as const;

export type BannerLinkType = typeof BannerLinkType[keyof typeof BannerLinkType];
/** The game types of bet records and profit and loss (the platform's, spec 001 section 3). */
export const BetGameType = {
  /** Vendors' electronic lotteries. */
  ELOTT: 'ELOTT',
  /** Fishing games. */
  FISH: 'FISH',
  /** Live casino. */
  LIVE: 'LIVE',
  /** The platform's lotteries. */
  LOTT: 'LOTT',
  /** Card games. */
  PVP: 'PVP',
  /** Slots. */
  RNG: 'RNG',
  /** Sports and e-sports books. */
  SPORTS: 'SPORTS'
} as const;

export type BetGameType = typeof BetGameType[keyof typeof BetGameType];
/** Whether a bet has a result. */
export const BetStatus = {
  /** Voided by the vendor: the stake was returned. */
  CANCELLED: 'CANCELLED',
  /** Settled: `winLoss` is final. */
  SETTLED: 'SETTLED',
  /** Not settled yet: no payout. */
  UNSETTLED: 'UNSETTLED'
} as const;

export type BetStatus = typeof BetStatus[keyof typeof BetStatus];
/** Whether a bonus was paid. */
export const BonusStatus = {
  /** Withdrawn before it was issued. */
  CANCELLED: 'CANCELLED',
  /** Credited to the main wallet. */
  ISSUED: 'ISSUED',
  /** Waiting to be issued. */
  PENDING: 'PENDING'
} as const;

export type BonusStatus = typeof BonusStatus[keyof typeof BonusStatus];
/** Where a bonus came from. */
export const BonusType = {
  /** A bonus on a deposit. */
  DEPOSIT_BONUS: 'DEPOSIT_BONUS',
  /** A mission's reward. */
  MISSION: 'MISSION',
  /** A promotion's bonus. */
  PROMOTION: 'PROMOTION',
  /** The monthly bonus of the member's VIP level. */
  VIP_MONTHLY: 'VIP_MONTHLY',
  /** The one-off bonus for reaching a VIP level. */
  VIP_UPGRADE: 'VIP_UPGRADE'
} as const;

export type BonusType = typeof BonusType[keyof typeof BonusType];
/** Why a contract ended or an offer was withdrawn. */
export const ContractEndReason = {
  /** The downline accepted a newer contract of the same kind. */
  REPLACED: 'REPLACED',
  /** The downline ended it. */
  TERMINATED_BY_DOWNLINE: 'TERMINATED_BY_DOWNLINE',
  /** The upline ended it. */
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
  /** Daily salary: every Vietnam calendar day. */
  DAILY: 'DAILY',
  /** Real-time salary: every 5 minutes. */
  FIVE_MINUTES: 'FIVE_MINUTES',
  /** Hourly salary: every hour. */
  HOURLY: 'HOURLY',
  /** Dividend: every calendar month (Vietnam time). */
  MONTHLY: 'MONTHLY',
  /** Half-monthly. */
  SEMI_MONTHLY: 'SEMI_MONTHLY',
  /** Dividend: every week (Monday to Sunday, Vietnam time). */
  WEEKLY: 'WEEKLY'
} as const;

export type ContractPeriod = typeof ContractPeriod[keyof typeof ContractPeriod];
/** Which party of a contract the viewer is. */
export const ContractSide = {
  /** The viewer was offered it (or holds it). */
  DOWNLINE: 'DOWNLINE',
  /** The viewer offered it. */
  UPLINE: 'UPLINE'
} as const;

export type ContractSide = typeof ContractSide[keyof typeof ContractSide];
/** Where a contract stands. */
export const ContractStatus = {
  /** Accepted and in force: it settles every period. */
  ACTIVE: 'ACTIVE',
  /** Offered, waiting for the downline's answer. */
  PENDING: 'PENDING',
  /** The downline refused the offer, or the upline withdrew it. */
  REJECTED: 'REJECTED',
  /** Ended; `endReason` says why. */
  TERMINATED: 'TERMINATED'
} as const;

export type ContractStatus = typeof ContractStatus[keyof typeof ContractStatus];
/** The kind of customer service channel. */
export const CustomerServiceKind = {
  /** The live chat for members and visitors. */
  LIVE_CHAT: 'LIVE_CHAT',
  /** Any other channel the merchant configured. */
  OTHER: 'OTHER',
  /** A Telegram contact. */
  TELEGRAM: 'TELEGRAM',
  /** The VIP channel, for members of club rank above 4. */
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
/** Where a deposit order stands. */
export const DepositStatus = {
  /** Not paid or refused: nothing was credited. */
  FAILED: 'FAILED',
  /** Waiting for the payment or its check. */
  PENDING: 'PENDING',
  /** Paid: creditAmount is in the main wallet. */
  SUCCESS: 'SUCCESS'
} as const;

export type DepositStatus = typeof DepositStatus[keyof typeof DepositStatus];
/** Which accounts `downlines` lists. */
export const DownlineRole = {
  /** Agents only. */
  AGENT: 'AGENT',
  /** Agents and members. */
  ALL: 'ALL',
  /** Members (non-agents) only. */
  MEMBER: 'MEMBER'
} as const;

export type DownlineRole = typeof DownlineRole[keyof typeof DownlineRole];
/**
 * The values of `extensions.code` on a GraphQL error (`errors[].extensions.code`): what went wrong with the request
 * itself, for clients to act on and localise. GraphQL cannot type extensions, so no field returns this enum: it is
 * the list the gateway keeps to. Expected refusals of a mutation's input are not errors but `userErrors` (see
 * UserErrorCode). Besides these, a request the server could not run at all answers one of Apollo's codes
 * (GRAPHQL_PARSE_FAILED, GRAPHQL_VALIDATION_FAILED, PERSISTED_QUERY_NOT_FOUND, PERSISTED_QUERY_NOT_SUPPORTED,
 * OPERATION_RESOLUTION_FAILURE, BAD_REQUEST) or PERSISTED_QUERY_REQUIRED (where only persisted operations are
 * accepted, a free document without an integrator's API key, header x-api-key).
 */
export const ErrorCode = {
  /** An argument is malformed or out of range; the message names it. */
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  /** The account's role may not use this (e.g. a member asking for the agent centre). */
  FORBIDDEN: 'FORBIDDEN',
  /**
   * An unexpected failure in the gateway or an answer the platform should not have given; no detail is sent. Report it
   * with the request's time.
   */
  INTERNAL: 'INTERNAL',
  /** The site or this feature is under maintenance; `site.maintenanceEndsAt` says until when when known. */
  MAINTENANCE: 'MAINTENANCE',
  /** A trial (free-play) account asked for what needs a real account. */
  NEED_REAL_ACCOUNT: 'NEED_REAL_ACCOUNT',
  /** The session must change its password first (default or expired password): only the viewer, changePassword and logout answer. */
  PASSWORD_CHANGE_REQUIRED: 'PASSWORD_CHANGE_REQUIRED',
  /** Too many requests; `extensions.retryAfterSeconds` says when to try again when known. */
  RATE_LIMITED: 'RATE_LIMITED',
  /** The visitor's region (by IP) may not use the site; `site.visitorIp` shows the IP the platform saw. */
  REGION_BLOCKED: 'REGION_BLOCKED',
  /** Not logged in, or the session ended. */
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  /** The platform did not answer; retrying later may work. */
  UPSTREAM_UNAVAILABLE: 'UPSTREAM_UNAVAILABLE'
} as const;

export type ErrorCode = typeof ErrorCode[keyof typeof ErrorCode];
/** The question types of feedback and complaints (spec 001 section 3), in the form's order. */
export const FeedbackType = {
  /** About the site or the app. */
  APPLICATION: 'APPLICATION',
  /** About customer service. */
  CUSTOMER_SERVICE: 'CUSTOMER_SERVICE',
  /** About a deposit. */
  DEPOSIT: 'DEPOSIT',
  /** About a game. */
  GAME: 'GAME',
  /** Other issues. */
  OTHER: 'OTHER',
  /** About a withdrawal. */
  WITHDRAW: 'WITHDRAW'
} as const;

export type FeedbackType = typeof FeedbackType[keyof typeof FeedbackType];
/** A lobby category. ESPORTS and COCKFIGHT are split out of the platform's SPORTS lane by the gateway. */
export const GameCategory = {
  /** Cockfighting books (split out of the platform's sports lane). */
  COCKFIGHT: 'COCKFIGHT',
  /** Vendors' electronic lotteries (fast draws). */
  ELOTT: 'ELOTT',
  /** E-sports books (split out of the platform's sports lane). */
  ESPORTS: 'ESPORTS',
  /** Fishing (shooting) games. */
  FISH: 'FISH',
  /** Live casino with human dealers. */
  LIVE: 'LIVE',
  /** The platform's own Vietnamese and SEA lotteries (see lotteryMenus). */
  LOTT: 'LOTT',
  /** Card games played against other players, in rooms. */
  PVP: 'PVP',
  /** Slot and other RNG (random number) games. */
  RNG: 'RNG',
  /** Sports books. */
  SPORTS: 'SPORTS'
} as const;

export type GameCategory = typeof GameCategory[keyof typeof GameCategory];
/** The services that can stand between a visitor and a login or SMS send. */
export const HumanVerificationProvider = {
  /** ALTCHA: a proof of work the browser solves itself; challenges come from `startHumanVerification`. */
  ALTCHA: 'ALTCHA',
  /** Google reCAPTCHA; its widget takes `siteKey`. */
  RECAPTCHA: 'RECAPTCHA',
  /** Cloudflare Turnstile; its widget takes `siteKey`. */
  TURNSTILE: 'TURNSTILE'
} as const;

export type HumanVerificationProvider = typeof HumanVerificationProvider[keyof typeof HumanVerificationProvider];
/** The third-party sign-ins the merchant may switch on (`site.loginOptions`). */
export const IdentityProvider = {
  /** Facebook login; the id token is Facebook's access token. */
  FACEBOOK: 'FACEBOOK',
  /** SMS verified by a third party; the id token proves the number. */
  FIREBASE_SMS: 'FIREBASE_SMS',
  /** Google sign-in; the id token is Google's ID token (JWT). */
  GOOGLE: 'GOOGLE'
} as const;

export type IdentityProvider = typeof IdentityProvider[keyof typeof IdentityProvider];
/** The kinds of inbox message. */
export const InboxCategory = {
  /** About the member's account: deposits, withdrawals, security. */
  ACCOUNT: 'ACCOUNT',
  /** About promotions and rewards. */
  PROMOTION: 'PROMOTION',
  /** From the site: maintenance, news. */
  SYSTEM: 'SYSTEM'
} as const;

export type InboxCategory = typeof InboxCategory[keyof typeof InboxCategory];
/** The languages the site speaks. The gateway maps them to the platform's codes. */
export const Language = {
  /** English. */
  EN: 'EN',
  /** Indonesian. */
  ID: 'ID',
  /** Japanese. */
  JA: 'JA',
  /** Thai. */
  TH: 'TH',
  /** Filipino (Tagalog). */
  TL: 'TL',
  /** Vietnamese: the site's first language. */
  VI: 'VI',
  /** Chinese (simplified). */
  ZH: 'ZH'
} as const;

export type Language = typeof Language[keyof typeof Language];
/** A feed `liveFeeds` can carry: each is one of the subscriptions beside it. */
export const LiveFeed = {
  /** The viewer's wallet, as `balanceChanged` (a logged-in real account only). */
  BALANCE: 'BALANCE',
  /** The viewer's badge counts, as `countsChanged` (a logged-in real account only). */
  COUNTS: 'COUNTS',
  /** The jackpot ticker, as `jackpot`. */
  JACKPOT: 'JACKPOT',
  /** The announcements in force, as `notices`. */
  NOTICES: 'NOTICES',
  /** Whether the site is under maintenance, as `siteStatus`. */
  SITE_STATUS: 'SITE_STATUS',
  /** The winners boards, as `winners`. */
  WINNERS: 'WINNERS'
} as const;

export type LiveFeed = typeof LiveFeed[keyof typeof LiveFeed];
/** Where a login comes from: the player site, or the agent entry (refuses non-agents). */
export const LoginEntry = {
  /** The agent entry: refuses an account that is not an agent with NOT_AGENT. */
  AGENT: 'AGENT',
  /** The player site's login form: any member, agent or trial account. */
  PLAYER: 'PLAYER'
} as const;

export type LoginEntry = typeof LoginEntry[keyof typeof LoginEntry];
/** The lottery markets. */
export const LotteryArea = {
  /** South-east Asian markets. */
  SEA: 'SEA',
  /** Vietnamese lotteries (the provinces' draws and fast games). */
  VN: 'VN'
} as const;

export type LotteryArea = typeof LotteryArea[keyof typeof LotteryArea];
/** How often a lottery game draws. */
export const LotteryDrawCadence = {
  /** Every day at `time`. */
  DAILY: 'DAILY',
  /** Every intervalSeconds, around the clock. */
  INTERVAL: 'INTERVAL',
  /** Once a month. */
  MONTHLY: 'MONTHLY',
  /** On the listed weekdays. */
  WEEKLY: 'WEEKLY'
} as const;

export type LotteryDrawCadence = typeof LotteryDrawCadence[keyof typeof LotteryDrawCadence];
/** The platform's lottery products, each with its own prize rules. */
export const LotteryPrizeMode = {
  /** Electronic lottery (Elott): fast draws around the clock. */
  ELOTT: 'ELOTT',
  /** Traditional lottery (Lott): the official draws' results. */
  LOTT: 'LOTT',
  /** South-east Asian markets' lotteries. */
  SEA: 'SEA',
  /** ZY lottery: the platform's own draws. */
  ZY: 'ZY'
} as const;

export type LotteryPrizeMode = typeof LotteryPrizeMode[keyof typeof LotteryPrizeMode];
/** Which screen of the lottery to open. */
export const LotteryView = {
  /** The game's betting screen. */
  BETTING: 'BETTING',
  /** The lottery's own lobby. */
  LOBBY: 'LOBBY'
} as const;

export type LotteryView = typeof LotteryView[keyof typeof LotteryView];
/** How long a mission's progress runs before it starts again (Vietnam time). */
export const MissionPeriod = {
  /** Every day, from 00:00 Vietnam time. */
  DAILY: 'DAILY',
  /** Every calendar month, from the 1st 00:00 Vietnam time. */
  MONTHLY: 'MONTHLY',
  /** Every week, from Monday 00:00 Vietnam time. */
  WEEKLY: 'WEEKLY'
} as const;

export type MissionPeriod = typeof MissionPeriod[keyof typeof MissionPeriod];
/** Where the member stands on a mission in the current period. */
export const MissionState = {
  /** The reward was claimed. */
  CLAIMED: 'CLAIMED',
  /** Target reached: the reward waits in the reward centre. */
  COMPLETED: 'COMPLETED',
  /** The target is not reached yet. */
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
  /** Points earned by a deposit. */
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
  /** The whole previous calendar month (Vietnam time). */
  LAST_MONTH: 'LAST_MONTH',
  /** From the 1st of this month (Vietnam time) to now. */
  THIS_MONTH: 'THIS_MONTH',
  /** Today, from 00:00 Vietnam time. */
  TODAY: 'TODAY',
  /** Yesterday, 00:00 to 24:00 Vietnam time. */
  YESTERDAY: 'YESTERDAY'
} as const;

export type ProfitPeriod = typeof ProfitPeriod[keyof typeof ProfitPeriod];
/** Where an application's review stands. */
export const PromotionApplicationStatus = {
  /** Approved: the bonus is issued. */
  APPROVED: 'APPROVED',
  /** Under review. */
  PENDING: 'PENDING',
  /** Rejected; `remark` says why. The member may apply again. */
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
/** Where a promotion stands in time. */
export const PromotionState = {
  /** Running now. */
  ACTIVE: 'ACTIVE',
  /** Over (endsAt has passed); still shown for its results. */
  ENDED: 'ENDED',
  /** Not started yet (startsAt is ahead). */
  UPCOMING: 'UPCOMING'
} as const;

export type PromotionState = typeof PromotionState[keyof typeof PromotionState];
/** A promotion's category, in the order of the promotions page's filters (spec 001 section 2). */
export const PromotionType = {
  /** Rewards for installing the app. */
  APP_DOWNLOAD: 'APP_DOWNLOAD',
  /** Deposit bonuses. */
  DEPOSIT: 'DEPOSIT',
  /** Fishing game promotions. */
  FISH: 'FISH',
  /** Live casino promotions. */
  LIVE: 'LIVE',
  /** Lottery promotions. */
  LOTT: 'LOTT',
  /** Offers for new members. */
  NEWBIE: 'NEWBIE',
  /** Everything the platform files under no other category. */
  OTHERS: 'OTHERS',
  /** Points mall promotions. */
  POINT_MALL: 'POINT_MALL',
  /** Card game promotions. */
  PVP: 'PVP',
  /** Leaderboards and rankings. */
  RANKING: 'RANKING',
  /** Rebates on valid bets. */
  REBATE: 'REBATE',
  /** Slot game promotions. */
  RNG: 'RNG',
  /** Sports betting promotions. */
  SPORTS: 'SPORTS'
} as const;

export type PromotionType = typeof PromotionType[keyof typeof PromotionType];
/** Whether a room takes players. */
export const PvpRoomStatus = {
  /** Every seat is taken. */
  FULL: 'FULL',
  /** The room is closed for maintenance. */
  MAINTENANCE: 'MAINTENANCE',
  /** Seats are free. */
  OPEN: 'OPEN'
} as const;

export type PvpRoomStatus = typeof PvpRoomStatus[keyof typeof PvpRoomStatus];
/** Where a redemption was paid. */
export const RedeemPaidAccount = {
  /** Paid into the main wallet (CASH). */
  MAIN_WALLET: 'MAIN_WALLET',
  /** Put into the reward centre, to claim there (BONUS). */
  REWARD_CENTRE: 'REWARD_CENTRE'
} as const;

export type RedeemPaidAccount = typeof RedeemPaidAccount[keyof typeof RedeemPaidAccount];
/** A redemption's review (spec 001 section 4: in process, then approved or rejected). */
export const RedeemStatus = {
  /** Approved: CASH and BONUS are paid, PHYSICAL goods are on their way. */
  APPROVED: 'APPROVED',
  /** Physical goods handed over (after approval). */
  DELIVERED: 'DELIVERED',
  /** In process: waiting for review; its points are already taken. */
  IN_PROCESS: 'IN_PROCESS',
  /** Refused: the points came back; `remark` says why. */
  REJECTED: 'REJECTED'
} as const;

export type RedeemStatus = typeof RedeemStatus[keyof typeof RedeemStatus];
/** The registration form's fields; each maps to one RegisterInput field. */
export const RegistrationFieldName = {
  /** The invitation code (`RegisterInput.affiliateCode`). */
  AFFILIATE_CODE: 'AFFILIATE_CODE',
  /** A captcha answer (`RegisterInput.captcha`). */
  CAPTCHA: 'CAPTCHA',
  /** The password again (`RegisterInput.confirmPassword`). */
  CONFIRM_PASSWORD: 'CONFIRM_PASSWORD',
  /** An email address (`RegisterInput.email`). */
  EMAIL: 'EMAIL',
  /** A Facebook account (`RegisterInput.facebook`). */
  FACEBOOK: 'FACEBOOK',
  /** A national id number (`RegisterInput.idNumber`). */
  ID_NUMBER: 'ID_NUMBER',
  /** A LINE id (`RegisterInput.line`). */
  LINE: 'LINE',
  /** The mobile number (`RegisterInput.mobile`). */
  MOBILE: 'MOBILE',
  /** The password (`RegisterInput.password`). */
  PASSWORD: 'PASSWORD',
  /** The real name withdrawals are paid to (`RegisterInput.payeeName`). */
  PAYEE_NAME: 'PAYEE_NAME',
  /** The withdraw password (`RegisterInput.paymentPassword`). */
  PAYMENT_PASSWORD: 'PAYMENT_PASSWORD',
  /** A QQ number (`RegisterInput.qq`). */
  QQ: 'QQ',
  /** The login name (`RegisterInput.username`). */
  USERNAME: 'USERNAME',
  /** The SMS code (`RegisterInput.verificationCode`). */
  VERIFICATION_CODE: 'VERIFICATION_CODE',
  /** A WeChat id (`RegisterInput.wechat`). */
  WECHAT: 'WECHAT',
  /** A WhatsApp number (`RegisterInput.whatsapp`). */
  WHATSAPP: 'WHATSAPP'
} as const;

export type RegistrationFieldName = typeof RegistrationFieldName[keyof typeof RegistrationFieldName];
/** How a new account is identified. */
export const RegistrationMethod = {
  /** By mobile number, with an SMS code when REGMOBVERF3 is on (MOBILENUMREG3). */
  MOBILE: 'MOBILE',
  /** By a chosen username and password (USERNAMEREG3). */
  USERNAME: 'USERNAME'
} as const;

export type RegistrationMethod = typeof RegistrationMethod[keyof typeof RegistrationMethod];
/** Whether an item was claimed. */
export const RewardItemStatus = {
  /** Claimed and paid. */
  CLAIMED: 'CLAIMED',
  /** Waiting: `claimReward` pays it. */
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
  /** A completed mission. */
  MISSION: 'MISSION',
  /** A BONUS reward redeemed in the points mall. */
  POINTS_MALL: 'POINTS_MALL',
  /** A promotion: a raffle prize or an approved application. */
  PROMOTION: 'PROMOTION',
  /** A rebate on valid bets. */
  REBATE: 'REBATE',
  /** A VIP upgrade or monthly bonus. */
  VIP: 'VIP'
} as const;

export type RewardSource = typeof RewardSource[keyof typeof RewardSource];
/** The roles of `@auth`, from the least: every AGENT is also a REAL_ACCOUNT, and every REAL_ACCOUNT a MEMBER. */
export const Role = {
  /** A logged-in agent (account types 1, 2, 41, 42). */
  AGENT: 'AGENT',
  /** Any logged-in account, trial (free-play) accounts included. */
  MEMBER: 'MEMBER',
  /** A logged-in account that is not a trial (free-play) account. */
  REAL_ACCOUNT: 'REAL_ACCOUNT'
} as const;

export type Role = typeof Role[keyof typeof Role];
/** The site's state for this visitor. */
export const SiteStatus = {
  /** The platform's domain check failed: the site was reached on an address the merchant does not serve. */
  INVALID_DOMAIN: 'INVALID_DOMAIN',
  /** Under maintenance: most operations answer MAINTENANCE; see `maintenanceEndsAt`. */
  MAINTENANCE: 'MAINTENANCE',
  /** Open. */
  NORMAL: 'NORMAL',
  /** The visitor's region may not use the site; operations answer REGION_BLOCKED. */
  REGION_BLOCKED: 'REGION_BLOCKED'
} as const;

export type SiteStatus = typeof SiteStatus[keyof typeof SiteStatus];
/** What an SMS code is for; a code answers only the purpose it was sent for. */
export const SmsPurpose = {
  /** Login by SMS code (`loginWithSms`). */
  LOGIN: 'LOGIN',
  /** Verifying the mobile number while registering (`register`'s verificationCode). */
  REGISTER: 'REGISTER',
  /** Forgot password by phone (`resetPasswordByPhone`). */
  RESET_PASSWORD: 'RESET_PASSWORD'
} as const;

export type SmsPurpose = typeof SmsPurpose[keyof typeof SmsPurpose];
/** The social networks the merchant may link to. */
export const SocialNetwork = {
  /** Douyin (TikTok China). */
  DOUYIN: 'DOUYIN',
  /** Facebook. */
  FACEBOOK: 'FACEBOOK',
  /** Telegram. */
  TELEGRAM: 'TELEGRAM',
  /** X (Twitter). */
  TWITTER: 'TWITTER'
} as const;

export type SocialNetwork = typeof SocialNetwork[keyof typeof SocialNetwork];
/** How `teamBets` sums the team's bets into rows. */
export const TeamBetGrouping = {
  /** One row per Vietnam calendar day, newest first. */
  DAY: 'DAY',
  /** One row per game type, largest valid bet first. */
  GAME_TYPE: 'GAME_TYPE',
  /** One row per team account (the agent included), largest valid bet first. */
  MEMBER: 'MEMBER'
} as const;

export type TeamBetGrouping = typeof TeamBetGrouping[keyof typeof TeamBetGrouping];
/** Where a money line stands. */
export const TeamTransactionStatus = {
  /** Refused or cancelled: no money moved. */
  FAILED: 'FAILED',
  /** Waiting (a deposit or withdrawal under review). */
  PENDING: 'PENDING',
  /** Done: the money moved. */
  SUCCESS: 'SUCCESS'
} as const;

export type TeamTransactionStatus = typeof TeamTransactionStatus[keyof typeof TeamTransactionStatus];
/** Kinds of money line of the team (page agentDownlineTransactionDetailsCopy). */
export const TeamTransactionType = {
  /** A promotion or VIP bonus. */
  BONUS: 'BONUS',
  /** A deposit into the account. */
  DEPOSIT: 'DEPOSIT',
  /** A dividend paid by a contract. */
  DIVIDEND: 'DIVIDEND',
  /** A rebate on valid bets. */
  REBATE: 'REBATE',
  /** A daily, hourly or real-time salary paid by a contract. */
  SALARY: 'SALARY',
  /** Money received from an upline or downline. */
  TRANSFER_IN: 'TRANSFER_IN',
  /** Money sent to an upline or downline. */
  TRANSFER_OUT: 'TRANSFER_OUT',
  /** A withdrawal from the account. */
  WITHDRAW: 'WITHDRAW'
} as const;

export type TeamTransactionType = typeof TeamTransactionType[keyof typeof TeamTransactionType];
/** The raffle ticket kinds of spec 001 section 2. */
export const TicketKind = {
  /** A golden egg to crack. */
  GOLDEN_EGG: 'GOLDEN_EGG',
  /** A prize wheel to spin. */
  PRIZE_WHEEL: 'PRIZE_WHEEL',
  /** A red envelope (lì xì) to open. */
  RED_ENVELOPE: 'RED_ENVELOPE'
} as const;

export type TicketKind = typeof TicketKind[keyof typeof TicketKind];
/**
 * Why a mutation refused its input, in `userErrors[].code`: an expected outcome the user can correct, not a GraphQL
 * error. Mutations list the codes they may answer.
 */
export const UserErrorCode = {
  /** The account may not log in (suspended or not a member account). */
  ACCOUNT_LOCKED: 'ACCOUNT_LOCKED',
  /** Registration needs the member to confirm being of legal age. */
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
  /** The captcha answer is wrong or the captcha expired; read a new one. */
  CAPTCHA_INVALID: 'CAPTCHA_INVALID',
  /** The platform wants a captcha with this attempt (after failed logins): read a captcha and send its answer. */
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
  /** The login name and password (or SMS code) do not match an account. Deliberately does not say which was wrong. */
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  /** Not an email address. */
  INVALID_EMAIL: 'INVALID_EMAIL',
  /**
   * The field's value has the wrong form (characters, pattern, or a value not among the offered ones);
   * details.patternId names the pattern when there is one.
   */
  INVALID_FORMAT: 'INVALID_FORMAT',
  /** The invitation (referral) code names no agent or member of the merchant. */
  INVALID_INVITATION_CODE: 'INVALID_INVITATION_CODE',
  /** Not a mobile number of the chosen country; details.digits says how many digits it needs. */
  INVALID_MOBILE: 'INVALID_MOBILE',
  /** A real name (account holder, payee): letters without diacritics, its words separated by spaces (spec 000 section 5). */
  INVALID_REAL_NAME: 'INVALID_REAL_NAME',
  /** A confirmation field differs from its original (password, payment password). */
  MISMATCH: 'MISMATCH',
  /** An agent-entry login by an account that is not an agent. */
  NOT_AGENT: 'NOT_AGENT',
  /**
   * The platform does not allow this action for this account now (e.g. a setting that may be set only once); the
   * message says which.
   */
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
  /** The platform refused for a business reason it gave no code for; `message` carries its words, in English. */
  REJECTED: 'REJECTED',
  /** The field is empty and must be filled. */
  REQUIRED: 'REQUIRED',
  /** The merchant runs a single wallet: there is nothing to transfer between wallets. */
  SINGLE_WALLET_MODE: 'SINGLE_WALLET_MODE',
  /** Registration needs the terms accepted. */
  TERMS_NOT_ACCEPTED: 'TERMS_NOT_ACCEPTED',
  /** A number (points, quantity) above its upper bound; details say which (maxPoints, limit). */
  TOO_LARGE: 'TOO_LARGE',
  /** More characters than allowed; see details.maxLength. */
  TOO_LONG: 'TOO_LONG',
  /** More files than allowed; see details.maxFiles. */
  TOO_MANY_FILES: 'TOO_MANY_FILES',
  /** Too many deposit orders are still waiting; see details.limit. */
  TOO_MANY_PENDING: 'TOO_MANY_PENDING',
  /** Fewer characters than allowed; see details.minLength. */
  TOO_SHORT: 'TOO_SHORT',
  /** A number (points, quantity) below its lower bound; details say which (minPoints, limit). */
  TOO_SMALL: 'TOO_SMALL',
  /** Turnover is still required before withdrawing; see details.remainingTurnover. */
  TURNOVER_REQUIRED: 'TURNOVER_REQUIRED',
  /** A file is not of an accepted type (png or jpg, judged by its bytes). */
  UNSUPPORTED_FILE_TYPE: 'UNSUPPORTED_FILE_TYPE',
  /**
   * The human-verification challenge (site.loginOptions.humanVerification) is missing, wrong, expired or was already
   * used: solve a new one.
   */
  VERIFICATION_REQUIRED: 'VERIFICATION_REQUIRED',
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
/** Which winners board. */
export const WinnerBoard = {
  /** The biggest wins lately. */
  BIGGEST: 'BIGGEST',
  /** The latest wins. */
  LATEST: 'LATEST'
} as const;

export type WinnerBoard = typeof WinnerBoard[keyof typeof WinnerBoard];
/** The member's answer to a paid withdrawal (spec 001 section 4). */
export const WithdrawalAnswer = {
  /** Needs at least one proof image. */
  NOT_RECEIVED: 'NOT_RECEIVED',
  /** Needs receivedAmount, below the withdrawal's amount; proof images optional. */
  PARTIAL: 'PARTIAL',
  /** All of it arrived. */
  RECEIVED: 'RECEIVED'
} as const;

export type WithdrawalAnswer = typeof WithdrawalAnswer[keyof typeof WithdrawalAnswer];
/** Where a paid withdrawal's confirmation stands. */
export const WithdrawalConfirmationStatus = {
  /** No answer before the deadline: counted as received. */
  AUTO_RECEIVED: 'AUTO_RECEIVED',
  /** Paid by the payer; waiting for the member's answer until the deadline. */
  AWAITING: 'AWAITING',
  /** The member said nothing arrived (with proof); the merchant investigates. */
  NOT_RECEIVED: 'NOT_RECEIVED',
  /** The member said only part arrived; see receivedAmount and remainingAmount. */
  PARTIAL: 'PARTIAL',
  /** The member confirmed receipt. */
  RECEIVED: 'RECEIVED'
} as const;

export type WithdrawalConfirmationStatus = typeof WithdrawalConfirmationStatus[keyof typeof WithdrawalConfirmationStatus];
/** Where a withdrawal stands. */
export const WithdrawalStatus = {
  /** Paid out to the receiving account (the member then confirms it). */
  PAID: 'PAID',
  /** Asked; the amount is held until the order is paid or refused. */
  PENDING: 'PENDING',
  /** Refused: the held amount went back to the main wallet. */
  REFUSED: 'REFUSED'
} as const;

export type WithdrawalStatus = typeof WithdrawalStatus[keyof typeof WithdrawalStatus];