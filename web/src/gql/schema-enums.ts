export const AccountType = {
  AGENT: 'AGENT',
  MEMBER: 'MEMBER',
  TRIAL: 'TRIAL'
} as const;

export type AccountType = typeof AccountType[keyof typeof AccountType];
export const AppPlatform = {
  ANDROID: 'ANDROID',
  IOS: 'IOS',
  LITE: 'LITE'
} as const;

export type AppPlatform = typeof AppPlatform[keyof typeof AppPlatform];
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
export const CustomerServiceKind = {
  LIVE_CHAT: 'LIVE_CHAT',
  OTHER: 'OTHER',
  TELEGRAM: 'TELEGRAM',
  VIP: 'VIP'
} as const;

export type CustomerServiceKind = typeof CustomerServiceKind[keyof typeof CustomerServiceKind];
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
export const UserErrorCode = {
  /** The account may not log in (suspended or not a member account). */
  ACCOUNT_LOCKED: 'ACCOUNT_LOCKED',
  AGE_NOT_CONFIRMED: 'AGE_NOT_CONFIRMED',
  /** The username, mobile or email is already registered. */
  ALREADY_EXISTS: 'ALREADY_EXISTS',
  CAPTCHA_INVALID: 'CAPTCHA_INVALID',
  CAPTCHA_REQUIRED: 'CAPTCHA_REQUIRED',
  /** The SMS verification code has expired; request a new one. */
  CODE_EXPIRED: 'CODE_EXPIRED',
  /** The feature is switched off for this site. */
  FEATURE_DISABLED: 'FEATURE_DISABLED',
  /** The SMS verification code is wrong. */
  INVALID_CODE: 'INVALID_CODE',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  INVALID_EMAIL: 'INVALID_EMAIL',
  INVALID_FORMAT: 'INVALID_FORMAT',
  INVALID_INVITATION_CODE: 'INVALID_INVITATION_CODE',
  INVALID_MOBILE: 'INVALID_MOBILE',
  /** A confirmation field differs from its original (password, payment password). */
  MISMATCH: 'MISMATCH',
  /** An agent-entry login by an account that is not an agent. */
  NOT_AGENT: 'NOT_AGENT',
  NOT_ALLOWED: 'NOT_ALLOWED',
  /** Too many attempts or sends; see details.retryAfterSeconds. */
  RATE_LIMITED: 'RATE_LIMITED',
  REJECTED: 'REJECTED',
  REQUIRED: 'REQUIRED',
  TERMS_NOT_ACCEPTED: 'TERMS_NOT_ACCEPTED',
  TOO_LONG: 'TOO_LONG',
  TOO_SHORT: 'TOO_SHORT'
} as const;

export type UserErrorCode = typeof UserErrorCode[keyof typeof UserErrorCode];
export const WinnerBoard = {
  BIGGEST: 'BIGGEST',
  LATEST: 'LATEST'
} as const;

export type WinnerBoard = typeof WinnerBoard[keyof typeof WinnerBoard];