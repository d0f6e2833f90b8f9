export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An instant in ISO 8601 with offset, e.g. 2026-11-21T13:00:00.000Z. */
  DateTime: { input: string; output: string; }
  /** A decimal number carried as a string ("1234.50"): money and points are never floats. */
  Decimal: { input: string; output: string; }
};

export const AccountType = {
  AGENT: 'AGENT',
  MEMBER: 'MEMBER',
  TRIAL: 'TRIAL'
} as const;

export type AccountType = typeof AccountType[keyof typeof AccountType];
export type AffiliateCodeCheck = {
  __typename?: 'AffiliateCodeCheck';
  code: Scalars['String']['output'];
  valid: Scalars['Boolean']['output'];
};

export type AppDownload = {
  __typename?: 'AppDownload';
  label: Scalars['String']['output'];
  platform: AppPlatform;
  url: Scalars['String']['output'];
};

export const AppPlatform = {
  ANDROID: 'ANDROID',
  IOS: 'IOS',
  LITE: 'LITE'
} as const;

export type AppPlatform = typeof AppPlatform[keyof typeof AppPlatform];
export type Banner = Node & {
  __typename?: 'Banner';
  id: Scalars['ID']['output'];
  imageUrl: Scalars['String']['output'];
  /** An absolute URL (linkType URL) or a site path such as /promoDetail?id=… (linkType PROMOTION). */
  link?: Maybe<Scalars['String']['output']>;
  linkType: BannerLinkType;
  title: Scalars['String']['output'];
};

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
export type ChangePasswordInput = {
  confirmPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
  oldPassword: Scalars['String']['input'];
};

export type ChangePasswordPayload = {
  __typename?: 'ChangePasswordPayload';
  userErrors: Array<UserError>;
  viewer?: Maybe<Viewer>;
};

export type Country = {
  __typename?: 'Country';
  /** ISO code, e.g. VN. */
  code: Scalars['String']['output'];
  /** E.g. "84". */
  dialingCode: Scalars['String']['output'];
  /** Digits of a mobile number in this country, when fixed. */
  mobileLength?: Maybe<Scalars['Int']['output']>;
};

export type CustomerServiceChannel = {
  __typename?: 'CustomerServiceChannel';
  kind: CustomerServiceKind;
  title: Scalars['String']['output'];
  /** Opened in a popup window; the platform's encrypted links arrive decrypted. */
  url: Scalars['String']['output'];
};

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
export type FavouriteGameInput = {
  gameId: Scalars['ID']['input'];
};

export type FavouriteGamePayload = {
  __typename?: 'FavouriteGamePayload';
  game?: Maybe<Game>;
  userErrors: Array<UserError>;
};

/** The merchant's whitelabel switches, as named booleans. */
export type FeatureSwitches = {
  __typename?: 'FeatureSwitches';
  /** DIRECTREG3: the register button in the header. */
  directRegistration: Scalars['Boolean']['output'];
  /** PWDEXPFORCECHANGE3: an expired password must be changed at login. */
  forcePasswordChangeOnExpiry: Scalars['Boolean']['output'];
  /** FREEPLAY3: trial accounts by free play. */
  freePlay: Scalars['Boolean']['output'];
  /** MOBILENUMREG3: registration by mobile number. */
  mobileRegistration: Scalars['Boolean']['output'];
  /** MOBILENUMPASSREG3: password fields in mobile registration. */
  mobileRegistrationPassword: Scalars['Boolean']['output'];
  /** REFERRAL: invitations (invite friends). */
  referral: Scalars['Boolean']['output'];
  /** REGMOBVERF3: SMS verification during registration. */
  registrationSmsVerification: Scalars['Boolean']['output'];
  /** MOBILEVERCODELOGIN3: login by SMS code. */
  smsLogin: Scalars['Boolean']['output'];
  /** USERNAMEREG3: registration by username. */
  usernameRegistration: Scalars['Boolean']['output'];
};

export type Game = Node & {
  __typename?: 'Game';
  category: GameCategory;
  classification?: Maybe<Scalars['String']['output']>;
  /** Shown when iconUrl fails to load. */
  fallbackIconUrl?: Maybe<Scalars['String']['output']>;
  iconUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Whether the logged-in member has it among favourites (false when logged out). */
  isFavourite: Scalars['Boolean']['output'];
  isHot: Scalars['Boolean']['output'];
  isNew: Scalars['Boolean']['output'];
  isTop: Scalars['Boolean']['output'];
  maintenance: Scalars['Boolean']['output'];
  minBet?: Maybe<Scalars['Decimal']['output']>;
  minLines?: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  /** The card stands for a vendor whose games open in a popup list. */
  opensGameList: Scalars['Boolean']['output'];
  /** Playable with free (demo) money. */
  supportsFreePlay: Scalars['Boolean']['output'];
  /** Vendor code. */
  vendorCode: Scalars['String']['output'];
  vendorName: Scalars['String']['output'];
};

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
export type GameConnection = {
  __typename?: 'GameConnection';
  edges: Array<GameEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type GameEdge = {
  __typename?: 'GameEdge';
  cursor: Scalars['String']['output'];
  node: Game;
};

/** One category of the lobby with its vendors (only categories that have vendors are listed). */
export type GameLane = {
  __typename?: 'GameLane';
  category: GameCategory;
  /** Classification tabs found in this lane (e.g. SLOT, JP, TG, AC for RNG; BACCARAT, ROULETTE, … for LIVE). */
  classifications: Array<Scalars['String']['output']>;
  vendors: Array<Vendor>;
};

export type HelpTopic = {
  __typename?: 'HelpTopic';
  children: Array<HelpTopic>;
  /** Sanitised HTML. */
  content: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  tag?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

export const IdentityProvider = {
  FACEBOOK: 'FACEBOOK',
  /** SMS verified by a third party; the id token proves the number. */
  FIREBASE_SMS: 'FIREBASE_SMS',
  GOOGLE: 'GOOGLE'
} as const;

export type IdentityProvider = typeof IdentityProvider[keyof typeof IdentityProvider];
/** The home jackpot ticker: value = baseValue + growthPerSecond × seconds since startedAt. */
export type Jackpot = {
  __typename?: 'Jackpot';
  baseValue: Scalars['Decimal']['output'];
  currencySymbol: Scalars['String']['output'];
  growthPerSecond: Scalars['Decimal']['output'];
  startedAt: Scalars['DateTime']['output'];
};

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
export type LaunchGameInput = {
  /** Play with demo money (trial accounts always do). */
  freePlay?: InputMaybe<Scalars['Boolean']['input']>;
  /** A Game id, or a Vendor id for vendor-level launches (sports books). */
  gameId: Scalars['ID']['input'];
  /** Where the game's Back button returns (a path of this site). */
  returnPath?: InputMaybe<Scalars['String']['input']>;
};

export type LaunchGamePayload = {
  __typename?: 'LaunchGamePayload';
  /** For a game in maintenance: popular games to play instead. */
  alternatives?: Maybe<Array<Game>>;
  /** Open this URL (in the /game frame). */
  url?: Maybe<Scalars['String']['output']>;
  userErrors: Array<UserError>;
  /** For a vendor whose card opens a game list: its games. */
  vendorGames?: Maybe<Array<Game>>;
};

export type LaunchLotteryInput = {
  gameCode: Scalars['String']['input'];
  prizeMode: LotteryPrizeMode;
  returnPath?: InputMaybe<Scalars['String']['input']>;
  view?: InputMaybe<LotteryView>;
};

/** Where a login comes from: the player site, or the agent entry (refuses non-agents). */
export const LoginEntry = {
  AGENT: 'AGENT',
  PLAYER: 'PLAYER'
} as const;

export type LoginEntry = typeof LoginEntry[keyof typeof LoginEntry];
export type LoginInput = {
  /** The text of the captcha image, when a previous attempt demanded it (see requestCaptcha). */
  captcha?: InputMaybe<Scalars['String']['input']>;
  entry?: InputMaybe<LoginEntry>;
  password: Scalars['String']['input'];
  username: Scalars['String']['input'];
};

/** How visitors may log in here, from the merchant's switches. */
export type LoginOptions = {
  __typename?: 'LoginOptions';
  /** Show a country-code picker next to mobile fields. */
  countryCodePicker: Scalars['Boolean']['output'];
  /** The register button in the header. */
  directRegistration: Scalars['Boolean']['output'];
  facebook: Scalars['Boolean']['output'];
  freePlay: Scalars['Boolean']['output'];
  google: Scalars['Boolean']['output'];
  /** Forgot password by phone (in addition to email). */
  phonePasswordRecovery: Scalars['Boolean']['output'];
  smsLogin: Scalars['Boolean']['output'];
  thirdPartySms: Scalars['Boolean']['output'];
};

export type LoginPayload = {
  __typename?: 'LoginPayload';
  /** True when the platform wants a captcha on the next attempt (call requestCaptcha for the image). */
  captchaRequired: Scalars['Boolean']['output'];
  firstTimeLogin: Scalars['Boolean']['output'];
  /** The password must be changed before using the site (123456, or expired with the force-change switch); never for SMS or provider logins. */
  passwordChangeRequired: Scalars['Boolean']['output'];
  userErrors: Array<UserError>;
  /** The new viewer on success. */
  viewer?: Maybe<Viewer>;
};

/** Sign-in with an identity provider: the gateway passes the provider's id token to the platform. */
export type LoginWithProviderInput = {
  idToken: Scalars['String']['input'];
  provider: IdentityProvider;
};

/** Login by mobile number and SMS code (site.loginOptions.smsLogin). */
export type LoginWithSmsInput = {
  /** E.g. "84"; from site.countries. */
  countryDialingCode: Scalars['String']['input'];
  mobile: Scalars['String']['input'];
  smsCode: Scalars['String']['input'];
};

export type LogoutPayload = {
  __typename?: 'LogoutPayload';
  userErrors: Array<UserError>;
  /** Always null after logout; lets clients update their cache in one step. */
  viewer?: Maybe<Viewer>;
};

export const LotteryArea = {
  SEA: 'SEA',
  VN: 'VN'
} as const;

export type LotteryArea = typeof LotteryArea[keyof typeof LotteryArea];
export type LotteryGame = {
  __typename?: 'LotteryGame';
  gameCode: Scalars['String']['output'];
  name: Scalars['String']['output'];
  prizeMode: LotteryPrizeMode;
  /** Draw times or cadence in words, when the platform says. */
  schedule?: Maybe<Scalars['String']['output']>;
};

/** A group of lottery games (a region's provinces, fast games, a SEA market). */
export type LotteryMenu = Node & {
  __typename?: 'LotteryMenu';
  area: LotteryArea;
  code: Scalars['String']['output'];
  games: Array<LotteryGame>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export const LotteryPrizeMode = {
  ELOTT: 'ELOTT',
  LOTT: 'LOTT',
  SEA: 'SEA',
  ZY: 'ZY'
} as const;

export type LotteryPrizeMode = typeof LotteryPrizeMode[keyof typeof LotteryPrizeMode];
export type LotteryResult = {
  __typename?: 'LotteryResult';
  drawNumber: Scalars['String']['output'];
  drawnAt?: Maybe<Scalars['DateTime']['output']>;
  gameCode: Scalars['String']['output'];
  gameName: Scalars['String']['output'];
  /** Winning numbers, grouped by prize where the game has prizes (special prize first). */
  numbers: Array<Scalars['String']['output']>;
};

export const LotteryView = {
  BETTING: 'BETTING',
  LOBBY: 'LOBBY'
} as const;

export type LotteryView = typeof LotteryView[keyof typeof LotteryView];
export type Member = Node & {
  __typename?: 'Member';
  account: Scalars['String']['output'];
  accountType: AccountType;
  clubLabel?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Agent types 1, 2, 41 and 42. */
  isAgent: Scalars['Boolean']['output'];
  /** Free-play (type 4) accounts: refused by guarded operations. */
  isTrial: Scalars['Boolean']['output'];
  nickname: Scalars['String']['output'];
  rankLevel?: Maybe<Scalars['Int']['output']>;
  registeredAt?: Maybe<Scalars['DateTime']['output']>;
  /** Club rank above 4: customer service goes to the VIP channel instead of live chat. */
  vipService: Scalars['Boolean']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  addFavouriteGame: FavouriteGamePayload;
  /** Trial accounts are refused with NEED_REAL_ACCOUNT. After a few wrong current passwords the account gets RATE_LIMITED for a while. */
  changePassword: ChangePasswordPayload;
  /** Needs a login. Trial accounts get NEED_REAL_ACCOUNT unless the merchant allows them demo play (demo money only). */
  launchGame: LaunchGamePayload;
  launchLottery: LaunchGamePayload;
  login: LoginPayload;
  loginWithProvider: LoginPayload;
  loginWithSms: LoginPayload;
  logout: LogoutPayload;
  register: RegisterPayload;
  removeFavouriteGame: FavouriteGamePayload;
  /** A fresh captcha image (at most one a second per client). */
  requestCaptcha: RequestCaptchaPayload;
  /** Forgot password by email. Limited per client and per username (RATE_LIMITED). */
  requestPasswordReset: RequestPasswordResetPayload;
  /** Sends an SMS code. At most one send a second per client; the platform locks a number for 5 minutes after too many. */
  requestSmsCode: RequestSmsCodePayload;
  /** Forgot password by phone; success logs the member in. */
  resetPasswordByPhone: ResetPasswordByPhonePayload;
  /** Logs in as a trial account (site.loginOptions.freePlay). Limited per client (RATE_LIMITED). */
  startFreePlay: StartFreePlayPayload;
};


export type MutationAddFavouriteGameArgs = {
  input: FavouriteGameInput;
};


export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


export type MutationLaunchGameArgs = {
  input: LaunchGameInput;
};


export type MutationLaunchLotteryArgs = {
  input: LaunchLotteryInput;
};


export type MutationLoginArgs = {
  input: LoginInput;
};


export type MutationLoginWithProviderArgs = {
  input: LoginWithProviderInput;
};


export type MutationLoginWithSmsArgs = {
  input: LoginWithSmsInput;
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationRemoveFavouriteGameArgs = {
  input: FavouriteGameInput;
};


export type MutationRequestPasswordResetArgs = {
  input: RequestPasswordResetInput;
};


export type MutationRequestSmsCodeArgs = {
  input: RequestSmsCodeInput;
};


export type MutationResetPasswordByPhoneArgs = {
  input: ResetPasswordByPhoneInput;
};

/** Anything a client may refetch by its opaque global id. */
export type Node = {
  id: Scalars['ID']['output'];
};

/** A site announcement (the marquee and the notice dialog). */
export type Notice = Node & {
  __typename?: 'Notice';
  /** HTML from the platform, sanitised by the gateway. */
  content: Scalars['String']['output'];
  endsAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  priority: Scalars['Int']['output'];
  startsAt?: Maybe<Scalars['DateTime']['output']>;
  title: Scalars['String']['output'];
};

export type NoticeConnection = {
  __typename?: 'NoticeConnection';
  edges: Array<NoticeEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type NoticeEdge = {
  __typename?: 'NoticeEdge';
  cursor: Scalars['String']['output'];
  node: Notice;
};

/** Relay connection paging state. */
export type PageInfo = {
  __typename?: 'PageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type Promotion = Node & {
  __typename?: 'Promotion';
  /** HOT, NEW, LIMITED… */
  badge?: Maybe<Scalars['String']['output']>;
  /** Sanitised HTML. */
  content: Scalars['String']['output'];
  endsAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  imageUrl?: Maybe<Scalars['String']['output']>;
  startsAt?: Maybe<Scalars['DateTime']['output']>;
  state: PromotionState;
  title: Scalars['String']['output'];
  type?: Maybe<PromotionType>;
};

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
export type Query = {
  __typename?: 'Query';
  /** Checks an invitation (affiliate) code before the form is shown or sent. */
  affiliateCode: AffiliateCodeCheck;
  banners: Array<Banner>;
  gameLanes: Array<GameLane>;
  games: GameConnection;
  helpTopics: Array<HelpTopic>;
  hotGames: Array<Game>;
  lotteryMenus: Array<LotteryMenu>;
  /** Latest opened results (at most 100), newest first. */
  lotteryResults: Array<LotteryResult>;
  /** Refetch any entity by global id, with the same authorisation as its fields. */
  node?: Maybe<Node>;
  /** Refetch several entities; unknown or forbidden ids answer null in place. */
  nodes: Array<Maybe<Node>>;
  /** Player notices, newest first by the platform's order. */
  notices: NoticeConnection;
  /** The 20 most popular games. */
  popularGames: Array<Game>;
  /** Notices to pop up on arrival. */
  popupNotices: Array<Notice>;
  /** Types that have at least one promotion, in the page's filter order. */
  promotionTypes: Array<PromotionType>;
  /** Promotions, optionally of one type. */
  promotions: Array<Promotion>;
  site: Site;
  viewer?: Maybe<Viewer>;
  winners: Array<Winner>;
};


export type QueryAffiliateCodeArgs = {
  code: Scalars['String']['input'];
};


export type QueryBannersArgs = {
  group: BannerGroup;
};


export type QueryGamesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  category: GameCategory;
  classification?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  maxMinBet?: InputMaybe<Scalars['Decimal']['input']>;
  minLines?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  vendor?: InputMaybe<Scalars['String']['input']>;
};


export type QueryHotGamesArgs = {
  category?: InputMaybe<GameCategory>;
};


export type QueryLotteryMenusArgs = {
  area?: InputMaybe<LotteryArea>;
  prizeMode?: InputMaybe<LotteryPrizeMode>;
};


export type QueryLotteryResultsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  gameCode?: InputMaybe<Scalars['String']['input']>;
};


export type QueryNodeArgs = {
  id: Scalars['ID']['input'];
};


export type QueryNodesArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type QueryNoticesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPromotionsArgs = {
  type?: InputMaybe<PromotionType>;
};


export type QueryWinnersArgs = {
  board?: InputMaybe<WinnerBoard>;
};

export type RegisterInput = {
  acceptTerms: Scalars['Boolean']['input'];
  /** The invitation code (from the URL or typed). */
  affiliateCode?: InputMaybe<Scalars['String']['input']>;
  captcha?: InputMaybe<Scalars['String']['input']>;
  confirmAge: Scalars['Boolean']['input'];
  confirmPassword?: InputMaybe<Scalars['String']['input']>;
  countryDialingCode?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  facebook?: InputMaybe<Scalars['String']['input']>;
  idNumber?: InputMaybe<Scalars['String']['input']>;
  line?: InputMaybe<Scalars['String']['input']>;
  method: RegistrationMethod;
  mobile?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  payeeName?: InputMaybe<Scalars['String']['input']>;
  paymentPassword?: InputMaybe<Scalars['String']['input']>;
  qq?: InputMaybe<Scalars['String']['input']>;
  referralCode?: InputMaybe<Scalars['String']['input']>;
  username?: InputMaybe<Scalars['String']['input']>;
  verificationCode?: InputMaybe<Scalars['String']['input']>;
  wechat?: InputMaybe<Scalars['String']['input']>;
  whatsapp?: InputMaybe<Scalars['String']['input']>;
};

export type RegisterPayload = {
  __typename?: 'RegisterPayload';
  userErrors: Array<UserError>;
  /** The new member, logged in. */
  viewer?: Maybe<Viewer>;
};

/** One field's rule, from the platform's register settings. The gateway enforces the same rule. */
export type RegistrationField = {
  __typename?: 'RegistrationField';
  enabled: Scalars['Boolean']['output'];
  maxLength?: Maybe<Scalars['Int']['output']>;
  minLength?: Maybe<Scalars['Int']['output']>;
  name: RegistrationFieldName;
  /** A regular expression the whole value must match; null means any characters. */
  pattern?: Maybe<Scalars['String']['output']>;
  patternId?: Maybe<Scalars['Int']['output']>;
  required: Scalars['Boolean']['output'];
};

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
export type RegistrationForm = {
  __typename?: 'RegistrationForm';
  fields: Array<RegistrationField>;
  /** USERNAMEREG3 and MOBILENUMREG3. */
  methods: Array<RegistrationMethod>;
  minimumAge: Scalars['Int']['output'];
  /** MOBILENUMPASSREG3: mobile registration asks for a password pair too. */
  mobilePassword: Scalars['Boolean']['output'];
  /** REGMOBVERF3: an SMS code is needed. */
  smsVerification: Scalars['Boolean']['output'];
};

export const RegistrationMethod = {
  MOBILE: 'MOBILE',
  USERNAME: 'USERNAME'
} as const;

export type RegistrationMethod = typeof RegistrationMethod[keyof typeof RegistrationMethod];
export type RequestCaptchaPayload = {
  __typename?: 'RequestCaptchaPayload';
  /** The captcha as a data: URL (PNG). Bound to this browser's session; each image answers once. */
  image?: Maybe<Scalars['String']['output']>;
  userErrors: Array<UserError>;
};

export type RequestPasswordResetInput = {
  email: Scalars['String']['input'];
  username: Scalars['String']['input'];
};

export type RequestPasswordResetPayload = {
  __typename?: 'RequestPasswordResetPayload';
  /**
   * True once the request is taken; the platform emails the member when the username and email belong together.
   * The same answer when they do not, so that the form cannot tell which accounts exist.
   */
  sent: Scalars['Boolean']['output'];
  userErrors: Array<UserError>;
};

export type RequestSmsCodeInput = {
  countryDialingCode: Scalars['String']['input'];
  mobile: Scalars['String']['input'];
  purpose: SmsPurpose;
  /** For REGISTER: which registration form asks (the platform has two variants). */
  registrationMethod?: InputMaybe<RegistrationMethod>;
};

export type RequestSmsCodePayload = {
  __typename?: 'RequestSmsCodePayload';
  /**
   * Seconds before another code may be requested: the code's lifetime (expiredMinutes × 60), 60 with third-party SMS.
   * For RESET_PASSWORD always 300 (60 with third-party SMS), and the same answer for a number with no account, so
   * that the form cannot tell which numbers exist.
   */
  resendAfterSeconds?: Maybe<Scalars['Int']['output']>;
  userErrors: Array<UserError>;
};

export type ResetPasswordByPhoneInput = {
  confirmPassword: Scalars['String']['input'];
  countryDialingCode: Scalars['String']['input'];
  mobile: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
  smsCode: Scalars['String']['input'];
};

export type ResetPasswordByPhonePayload = {
  __typename?: 'ResetPasswordByPhonePayload';
  userErrors: Array<UserError>;
  /** The member, logged in with the new password. */
  viewer?: Maybe<Viewer>;
};

export const Role = {
  /** A logged-in agent (account types 1, 2, 41, 42). */
  AGENT: 'AGENT',
  /** Any logged-in account, trial (free-play) accounts included. */
  MEMBER: 'MEMBER',
  /** A logged-in account that is not a trial (free-play) account. */
  REAL_ACCOUNT: 'REAL_ACCOUNT'
} as const;

export type Role = typeof Role[keyof typeof Role];
/** The whole site's state: what the visitor may see and which features are switched on. */
export type Site = {
  __typename?: 'Site';
  appDownloads: Array<AppDownload>;
  countries: Array<Country>;
  /** Live chat for most members; the VIP channel when the logged-in member's rank is above 4. */
  customerService?: Maybe<CustomerServiceChannel>;
  defaultLanguage: Language;
  features: FeatureSwitches;
  jackpot?: Maybe<Jackpot>;
  languages: Array<Language>;
  loginOptions: LoginOptions;
  /** When status is MAINTENANCE and the platform gives an end time. */
  maintenanceEndsAt?: Maybe<Scalars['DateTime']['output']>;
  /** loginedToHomePage: without a session only /login, /register, /helpmc and /download are reachable. */
  navigationGuard: Scalars['Boolean']['output'];
  registrationForm: RegistrationForm;
  socialLinks: Array<SocialLink>;
  status: SiteStatus;
  /** The visitor's IP as the platform sees it (shown on the region-blocked page). */
  visitorIp?: Maybe<Scalars['String']['output']>;
};

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
export type SocialLink = {
  __typename?: 'SocialLink';
  network: SocialNetwork;
  url: Scalars['String']['output'];
};

export const SocialNetwork = {
  DOUYIN: 'DOUYIN',
  FACEBOOK: 'FACEBOOK',
  TELEGRAM: 'TELEGRAM',
  TWITTER: 'TWITTER'
} as const;

export type SocialNetwork = typeof SocialNetwork[keyof typeof SocialNetwork];
export type StartFreePlayPayload = {
  __typename?: 'StartFreePlayPayload';
  userErrors: Array<UserError>;
  /** The trial viewer (accountType TRIAL). */
  viewer?: Maybe<Viewer>;
};

/** An expected outcome of a mutation that the user can correct (wrong password, invalid field, captcha needed). */
export type UserError = {
  __typename?: 'UserError';
  code: UserErrorCode;
  /** Values a localised message needs (length bounds, pattern, wait time). */
  details?: Maybe<UserErrorDetails>;
  /** The input field the error is about (e.g. `password`), or null when it concerns the whole form. */
  field?: Maybe<Scalars['String']['output']>;
  /** A short English message; clients localise by `code` and `details`. */
  message: Scalars['String']['output'];
};

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
export type UserErrorDetails = {
  __typename?: 'UserErrorDetails';
  /** Digits a mobile number must have in the chosen country. */
  digits?: Maybe<Scalars['Int']['output']>;
  maxLength?: Maybe<Scalars['Int']['output']>;
  minLength?: Maybe<Scalars['Int']['output']>;
  /** The platform's pattern id; clients show the message `reg_pattern_<patternId>`. */
  patternId?: Maybe<Scalars['Int']['output']>;
  retryAfterSeconds?: Maybe<Scalars['Int']['output']>;
};

/** A game provider in a category. */
export type Vendor = Node & {
  __typename?: 'Vendor';
  category: GameCategory;
  /** The platform's vendor code (vassalage), e.g. PG. */
  code: Scalars['String']['output'];
  iconUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isHot: Scalars['Boolean']['output'];
  maintenance: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** Its card opens a popup list of the vendor's games (VASSALAGE) instead of one game. */
  opensGameList: Scalars['Boolean']['output'];
  /** The /rng?page= key for the vendor tab. */
  page?: Maybe<Scalars['String']['output']>;
  /** The wallet this vendor plays from. */
  walletId?: Maybe<Scalars['Int']['output']>;
};

/** The logged-in visitor. Null when logged out. */
export type Viewer = {
  __typename?: 'Viewer';
  /** Global ids of favourite games (cheap: for hearts on tiles). */
  favouriteGameIds: Array<Scalars['ID']['output']>;
  favouriteGames: GameConnection;
  member: Member;
  recentGames: GameConnection;
  recentLotteryGames: Array<LotteryGame>;
  wallet: Wallet;
};


/** The logged-in visitor. Null when logged out. */
export type ViewerFavouriteGamesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** The logged-in visitor. Null when logged out. */
export type ViewerRecentGamesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

export type Wallet = Node & {
  __typename?: 'Wallet';
  /** Sum over all wallets. */
  balance: Scalars['Decimal']['output'];
  currency?: Maybe<Scalars['String']['output']>;
  currencySymbol?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
};

/** A recent big win (winners board); names arrive masked. */
export type Winner = {
  __typename?: 'Winner';
  amount: Scalars['Decimal']['output'];
  gameName: Scalars['String']['output'];
  player: Scalars['String']['output'];
};

export const WinnerBoard = {
  BIGGEST: 'BIGGEST',
  LATEST: 'LATEST'
} as const;

export type WinnerBoard = typeof WinnerBoard[keyof typeof WinnerBoard];