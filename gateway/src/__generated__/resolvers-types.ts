import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { SiteModel, FeatureSwitchesModel, JackpotModel, CustomerServiceModel } from '../graphql/modules/site/site-models.js';
import type { NoticeModel, BannerModel } from '../graphql/modules/notices/notice-models.js';
import type { ViewerModel, MemberModel, WalletModel } from '../graphql/modules/account/account-models.js';
import type { GameLaneModel, VendorModel, GameModel, WinnerModel, LaunchPayloadModel, FavouritePayloadModel } from '../graphql/modules/lobby/lobby-models.js';
import type { LotteryMenuModel, LotteryGameModel, LotteryResultModel } from '../graphql/modules/lottery/lottery-models.js';
import type { HelpTopicModel } from '../graphql/modules/content/content-models.js';
import type { PromotionModel } from '../graphql/modules/promotions/promotion-models.js';
import type { GatewayContext } from '../graphql/context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
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

export type AccountType =
  | 'AGENT'
  | 'MEMBER'
  | 'TRIAL';

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

export type AppPlatform =
  | 'ANDROID'
  | 'IOS'
  | 'LITE';

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
export type BannerGroup =
  | 'DOWNLOAD'
  | 'ELOTT'
  | 'ESPORTS'
  | 'FISH'
  | 'HELP'
  | 'HOME'
  | 'LIVE'
  | 'POINT_MALL'
  | 'PROMOTIONS'
  | 'PVP'
  | 'REGISTER'
  | 'RNG'
  | 'SPORTS';

export type BannerLinkType =
  | 'NONE'
  | 'PROMOTION'
  | 'URL';

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

export type CustomerServiceKind =
  | 'LIVE_CHAT'
  | 'OTHER'
  | 'TELEGRAM'
  | 'VIP';

/** The values of `extensions.code` on a GraphQL error: what went wrong, for clients to act on and localise. */
export type ErrorCode =
  /** An argument is malformed or out of range; the message names it. */
  | 'BAD_USER_INPUT'
  | 'FORBIDDEN'
  | 'INTERNAL'
  | 'MAINTENANCE'
  /** A trial (free-play) account asked for what needs a real account. */
  | 'NEED_REAL_ACCOUNT'
  /** The session must change its password first (default or expired password): only the viewer, changePassword and logout answer. */
  | 'PASSWORD_CHANGE_REQUIRED'
  /** Too many requests; `extensions.retryAfterSeconds` says when to try again when known. */
  | 'RATE_LIMITED'
  | 'REGION_BLOCKED'
  /** Not logged in, or the session ended. */
  | 'UNAUTHENTICATED'
  /** The platform did not answer; retrying later may work. */
  | 'UPSTREAM_UNAVAILABLE';

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
export type GameCategory =
  | 'COCKFIGHT'
  | 'ELOTT'
  | 'ESPORTS'
  | 'FISH'
  | 'LIVE'
  | 'LOTT'
  | 'PVP'
  | 'RNG'
  | 'SPORTS';

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

export type IdentityProvider =
  | 'FACEBOOK'
  /** SMS verified by a third party; the id token proves the number. */
  | 'FIREBASE_SMS'
  | 'GOOGLE';

/** The home jackpot ticker: value = baseValue + growthPerSecond × seconds since startedAt. */
export type Jackpot = {
  __typename?: 'Jackpot';
  baseValue: Scalars['Decimal']['output'];
  currencySymbol: Scalars['String']['output'];
  growthPerSecond: Scalars['Decimal']['output'];
  startedAt: Scalars['DateTime']['output'];
};

/** The languages the site speaks. The gateway maps them to the platform's codes. */
export type Language =
  | 'EN'
  | 'ID'
  | 'JA'
  | 'TH'
  | 'TL'
  | 'VI'
  | 'ZH';

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
export type LoginEntry =
  | 'AGENT'
  | 'PLAYER';

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

export type LotteryArea =
  | 'SEA'
  | 'VN';

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

export type LotteryPrizeMode =
  | 'ELOTT'
  | 'LOTT'
  | 'SEA'
  | 'ZY';

export type LotteryResult = {
  __typename?: 'LotteryResult';
  drawNumber: Scalars['String']['output'];
  drawnAt?: Maybe<Scalars['DateTime']['output']>;
  gameCode: Scalars['String']['output'];
  gameName: Scalars['String']['output'];
  /** Winning numbers, grouped by prize where the game has prizes (special prize first). */
  numbers: Array<Scalars['String']['output']>;
};

export type LotteryView =
  | 'BETTING'
  | 'LOBBY';

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

export type PromotionState =
  | 'ACTIVE'
  | 'ENDED'
  | 'UPCOMING';

/** A promotion's category, in the order of the promotions page's filters (spec 001 section 2). */
export type PromotionType =
  | 'APP_DOWNLOAD'
  | 'DEPOSIT'
  | 'FISH'
  | 'LIVE'
  | 'LOTT'
  | 'NEWBIE'
  /** Everything the platform files under no other category. */
  | 'OTHERS'
  | 'POINT_MALL'
  | 'PVP'
  | 'RANKING'
  | 'REBATE'
  | 'RNG'
  | 'SPORTS';

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

export type RegistrationFieldName =
  | 'AFFILIATE_CODE'
  | 'CAPTCHA'
  | 'CONFIRM_PASSWORD'
  | 'EMAIL'
  | 'FACEBOOK'
  | 'ID_NUMBER'
  | 'LINE'
  | 'MOBILE'
  | 'PASSWORD'
  | 'PAYEE_NAME'
  | 'PAYMENT_PASSWORD'
  | 'QQ'
  | 'USERNAME'
  | 'VERIFICATION_CODE'
  | 'WECHAT'
  | 'WHATSAPP';

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

export type RegistrationMethod =
  | 'MOBILE'
  | 'USERNAME';

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

export type Role =
  /** A logged-in agent (account types 1, 2, 41, 42). */
  | 'AGENT'
  /** Any logged-in account, trial (free-play) accounts included. */
  | 'MEMBER'
  /** A logged-in account that is not a trial (free-play) account. */
  | 'REAL_ACCOUNT';

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

export type SiteStatus =
  | 'MAINTENANCE'
  | 'NORMAL'
  | 'REGION_BLOCKED';

export type SmsPurpose =
  | 'LOGIN'
  | 'REGISTER'
  | 'RESET_PASSWORD';

export type SocialLink = {
  __typename?: 'SocialLink';
  network: SocialNetwork;
  url: Scalars['String']['output'];
};

export type SocialNetwork =
  | 'DOUYIN'
  | 'FACEBOOK'
  | 'TELEGRAM'
  | 'TWITTER';

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

export type UserErrorCode =
  /** The account may not log in (suspended or not a member account). */
  | 'ACCOUNT_LOCKED'
  | 'AGE_NOT_CONFIRMED'
  /** The username, mobile or email is already registered. */
  | 'ALREADY_EXISTS'
  | 'CAPTCHA_INVALID'
  | 'CAPTCHA_REQUIRED'
  /** The SMS verification code has expired; request a new one. */
  | 'CODE_EXPIRED'
  /** The feature is switched off for this site. */
  | 'FEATURE_DISABLED'
  /** The SMS verification code is wrong. */
  | 'INVALID_CODE'
  | 'INVALID_CREDENTIALS'
  | 'INVALID_EMAIL'
  | 'INVALID_FORMAT'
  | 'INVALID_INVITATION_CODE'
  | 'INVALID_MOBILE'
  /** A confirmation field differs from its original (password, payment password). */
  | 'MISMATCH'
  /** An agent-entry login by an account that is not an agent. */
  | 'NOT_AGENT'
  | 'NOT_ALLOWED'
  /** Too many attempts or sends; see details.retryAfterSeconds. */
  | 'RATE_LIMITED'
  | 'REJECTED'
  | 'REQUIRED'
  | 'TERMS_NOT_ACCEPTED'
  | 'TOO_LONG'
  | 'TOO_SHORT';

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

export type WinnerBoard =
  | 'BIGGEST'
  | 'LATEST';



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;




/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = {
  Node:
    | ( BannerModel )
    | ( GameModel )
    | ( LotteryMenuModel )
    | ( MemberModel )
    | ( NoticeModel )
    | ( PromotionModel )
    | ( VendorModel )
    | ( WalletModel )
  ;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AccountType: AccountType;
  AffiliateCodeCheck: ResolverTypeWrapper<AffiliateCodeCheck>;
  AppDownload: ResolverTypeWrapper<AppDownload>;
  AppPlatform: AppPlatform;
  Banner: ResolverTypeWrapper<BannerModel>;
  BannerGroup: BannerGroup;
  BannerLinkType: BannerLinkType;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ChangePasswordInput: ChangePasswordInput;
  ChangePasswordPayload: ResolverTypeWrapper<Omit<ChangePasswordPayload, 'viewer'> & { viewer?: Maybe<ResolversTypes['Viewer']> }>;
  Country: ResolverTypeWrapper<Country>;
  CustomerServiceChannel: ResolverTypeWrapper<CustomerServiceModel>;
  CustomerServiceKind: CustomerServiceKind;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Decimal: ResolverTypeWrapper<Scalars['Decimal']['output']>;
  ErrorCode: ErrorCode;
  FavouriteGameInput: FavouriteGameInput;
  FavouriteGamePayload: ResolverTypeWrapper<FavouritePayloadModel>;
  FeatureSwitches: ResolverTypeWrapper<FeatureSwitchesModel>;
  Game: ResolverTypeWrapper<GameModel>;
  GameCategory: GameCategory;
  GameConnection: ResolverTypeWrapper<Omit<GameConnection, 'edges'> & { edges: Array<ResolversTypes['GameEdge']> }>;
  GameEdge: ResolverTypeWrapper<Omit<GameEdge, 'node'> & { node: ResolversTypes['Game'] }>;
  GameLane: ResolverTypeWrapper<GameLaneModel>;
  HelpTopic: ResolverTypeWrapper<HelpTopicModel>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  IdentityProvider: IdentityProvider;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Jackpot: ResolverTypeWrapper<JackpotModel>;
  Language: Language;
  LaunchGameInput: LaunchGameInput;
  LaunchGamePayload: ResolverTypeWrapper<LaunchPayloadModel>;
  LaunchLotteryInput: LaunchLotteryInput;
  LoginEntry: LoginEntry;
  LoginInput: LoginInput;
  LoginOptions: ResolverTypeWrapper<LoginOptions>;
  LoginPayload: ResolverTypeWrapper<Omit<LoginPayload, 'viewer'> & { viewer?: Maybe<ResolversTypes['Viewer']> }>;
  LoginWithProviderInput: LoginWithProviderInput;
  LoginWithSmsInput: LoginWithSmsInput;
  LogoutPayload: ResolverTypeWrapper<Omit<LogoutPayload, 'viewer'> & { viewer?: Maybe<ResolversTypes['Viewer']> }>;
  LotteryArea: LotteryArea;
  LotteryGame: ResolverTypeWrapper<LotteryGameModel>;
  LotteryMenu: ResolverTypeWrapper<LotteryMenuModel>;
  LotteryPrizeMode: LotteryPrizeMode;
  LotteryResult: ResolverTypeWrapper<LotteryResultModel>;
  LotteryView: LotteryView;
  Member: ResolverTypeWrapper<MemberModel>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Node: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Node']>;
  Notice: ResolverTypeWrapper<NoticeModel>;
  NoticeConnection: ResolverTypeWrapper<Omit<NoticeConnection, 'edges'> & { edges: Array<ResolversTypes['NoticeEdge']> }>;
  NoticeEdge: ResolverTypeWrapper<Omit<NoticeEdge, 'node'> & { node: ResolversTypes['Notice'] }>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  Promotion: ResolverTypeWrapper<PromotionModel>;
  PromotionState: PromotionState;
  PromotionType: PromotionType;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RegisterInput: RegisterInput;
  RegisterPayload: ResolverTypeWrapper<Omit<RegisterPayload, 'viewer'> & { viewer?: Maybe<ResolversTypes['Viewer']> }>;
  RegistrationField: ResolverTypeWrapper<RegistrationField>;
  RegistrationFieldName: RegistrationFieldName;
  RegistrationForm: ResolverTypeWrapper<RegistrationForm>;
  RegistrationMethod: RegistrationMethod;
  RequestCaptchaPayload: ResolverTypeWrapper<RequestCaptchaPayload>;
  RequestPasswordResetInput: RequestPasswordResetInput;
  RequestPasswordResetPayload: ResolverTypeWrapper<RequestPasswordResetPayload>;
  RequestSmsCodeInput: RequestSmsCodeInput;
  RequestSmsCodePayload: ResolverTypeWrapper<RequestSmsCodePayload>;
  ResetPasswordByPhoneInput: ResetPasswordByPhoneInput;
  ResetPasswordByPhonePayload: ResolverTypeWrapper<Omit<ResetPasswordByPhonePayload, 'viewer'> & { viewer?: Maybe<ResolversTypes['Viewer']> }>;
  Role: Role;
  Site: ResolverTypeWrapper<SiteModel>;
  SiteStatus: SiteStatus;
  SmsPurpose: SmsPurpose;
  SocialLink: ResolverTypeWrapper<SocialLink>;
  SocialNetwork: SocialNetwork;
  StartFreePlayPayload: ResolverTypeWrapper<Omit<StartFreePlayPayload, 'viewer'> & { viewer?: Maybe<ResolversTypes['Viewer']> }>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  UserError: ResolverTypeWrapper<UserError>;
  UserErrorCode: UserErrorCode;
  UserErrorDetails: ResolverTypeWrapper<UserErrorDetails>;
  Vendor: ResolverTypeWrapper<VendorModel>;
  Viewer: ResolverTypeWrapper<ViewerModel>;
  Wallet: ResolverTypeWrapper<WalletModel>;
  Winner: ResolverTypeWrapper<WinnerModel>;
  WinnerBoard: WinnerBoard;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AffiliateCodeCheck: AffiliateCodeCheck;
  AppDownload: AppDownload;
  Banner: BannerModel;
  Boolean: Scalars['Boolean']['output'];
  ChangePasswordInput: ChangePasswordInput;
  ChangePasswordPayload: Omit<ChangePasswordPayload, 'viewer'> & { viewer?: Maybe<ResolversParentTypes['Viewer']> };
  Country: Country;
  CustomerServiceChannel: CustomerServiceModel;
  DateTime: Scalars['DateTime']['output'];
  Decimal: Scalars['Decimal']['output'];
  FavouriteGameInput: FavouriteGameInput;
  FavouriteGamePayload: FavouritePayloadModel;
  FeatureSwitches: FeatureSwitchesModel;
  Game: GameModel;
  GameConnection: Omit<GameConnection, 'edges'> & { edges: Array<ResolversParentTypes['GameEdge']> };
  GameEdge: Omit<GameEdge, 'node'> & { node: ResolversParentTypes['Game'] };
  GameLane: GameLaneModel;
  HelpTopic: HelpTopicModel;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Jackpot: JackpotModel;
  LaunchGameInput: LaunchGameInput;
  LaunchGamePayload: LaunchPayloadModel;
  LaunchLotteryInput: LaunchLotteryInput;
  LoginInput: LoginInput;
  LoginOptions: LoginOptions;
  LoginPayload: Omit<LoginPayload, 'viewer'> & { viewer?: Maybe<ResolversParentTypes['Viewer']> };
  LoginWithProviderInput: LoginWithProviderInput;
  LoginWithSmsInput: LoginWithSmsInput;
  LogoutPayload: Omit<LogoutPayload, 'viewer'> & { viewer?: Maybe<ResolversParentTypes['Viewer']> };
  LotteryGame: LotteryGameModel;
  LotteryMenu: LotteryMenuModel;
  LotteryResult: LotteryResultModel;
  Member: MemberModel;
  Mutation: Record<PropertyKey, never>;
  Node: ResolversInterfaceTypes<ResolversParentTypes>['Node'];
  Notice: NoticeModel;
  NoticeConnection: Omit<NoticeConnection, 'edges'> & { edges: Array<ResolversParentTypes['NoticeEdge']> };
  NoticeEdge: Omit<NoticeEdge, 'node'> & { node: ResolversParentTypes['Notice'] };
  PageInfo: PageInfo;
  Promotion: PromotionModel;
  Query: Record<PropertyKey, never>;
  RegisterInput: RegisterInput;
  RegisterPayload: Omit<RegisterPayload, 'viewer'> & { viewer?: Maybe<ResolversParentTypes['Viewer']> };
  RegistrationField: RegistrationField;
  RegistrationForm: RegistrationForm;
  RequestCaptchaPayload: RequestCaptchaPayload;
  RequestPasswordResetInput: RequestPasswordResetInput;
  RequestPasswordResetPayload: RequestPasswordResetPayload;
  RequestSmsCodeInput: RequestSmsCodeInput;
  RequestSmsCodePayload: RequestSmsCodePayload;
  ResetPasswordByPhoneInput: ResetPasswordByPhoneInput;
  ResetPasswordByPhonePayload: Omit<ResetPasswordByPhonePayload, 'viewer'> & { viewer?: Maybe<ResolversParentTypes['Viewer']> };
  Site: SiteModel;
  SocialLink: SocialLink;
  StartFreePlayPayload: Omit<StartFreePlayPayload, 'viewer'> & { viewer?: Maybe<ResolversParentTypes['Viewer']> };
  String: Scalars['String']['output'];
  UserError: UserError;
  UserErrorDetails: UserErrorDetails;
  Vendor: VendorModel;
  Viewer: ViewerModel;
  Wallet: WalletModel;
  Winner: WinnerModel;
};

export type AuthDirectiveArgs = {
  requires?: Role;
};

export type AuthDirectiveResolver<Result, Parent, ContextType = GatewayContext, Args = AuthDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AffiliateCodeCheckResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AffiliateCodeCheck'] = ResolversParentTypes['AffiliateCodeCheck']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  valid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AppDownloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AppDownload'] = ResolversParentTypes['AppDownload']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['AppPlatform'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BannerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Banner'] = ResolversParentTypes['Banner']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  linkType?: Resolver<ResolversTypes['BannerLinkType'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ChangePasswordPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChangePasswordPayload'] = ResolversParentTypes['ChangePasswordPayload']> = {
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
};

export type CountryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Country'] = ResolversParentTypes['Country']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dialingCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mobileLength?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type CustomerServiceChannelResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerServiceChannel'] = ResolversParentTypes['CustomerServiceChannel']> = {
  kind?: Resolver<ResolversTypes['CustomerServiceKind'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export interface DecimalScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Decimal'], any> {
  name: 'Decimal';
}

export type FavouriteGamePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FavouriteGamePayload'] = ResolversParentTypes['FavouriteGamePayload']> = {
  game?: Resolver<Maybe<ResolversTypes['Game']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type FeatureSwitchesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FeatureSwitches'] = ResolversParentTypes['FeatureSwitches']> = {
  directRegistration?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  forcePasswordChangeOnExpiry?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  freePlay?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mobileRegistration?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mobileRegistrationPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  referral?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  registrationSmsVerification?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  smsLogin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  usernameRegistration?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type GameResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Game'] = ResolversParentTypes['Game']> = {
  category?: Resolver<ResolversTypes['GameCategory'], ParentType, ContextType>;
  classification?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fallbackIconUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  iconUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isFavourite?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isHot?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isNew?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isTop?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  maintenance?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  minBet?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  minLines?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  opensGameList?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  supportsFreePlay?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  vendorCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vendorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GameConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GameConnection'] = ResolversParentTypes['GameConnection']> = {
  edges?: Resolver<Array<ResolversTypes['GameEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GameEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GameEdge'] = ResolversParentTypes['GameEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Game'], ParentType, ContextType>;
};

export type GameLaneResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GameLane'] = ResolversParentTypes['GameLane']> = {
  category?: Resolver<ResolversTypes['GameCategory'], ParentType, ContextType>;
  classifications?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  vendors?: Resolver<Array<ResolversTypes['Vendor']>, ParentType, ContextType>;
};

export type HelpTopicResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HelpTopic'] = ResolversParentTypes['HelpTopic']> = {
  children?: Resolver<Array<ResolversTypes['HelpTopic']>, ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tag?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type JackpotResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Jackpot'] = ResolversParentTypes['Jackpot']> = {
  baseValue?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  currencySymbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  growthPerSecond?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type LaunchGamePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LaunchGamePayload'] = ResolversParentTypes['LaunchGamePayload']> = {
  alternatives?: Resolver<Maybe<Array<ResolversTypes['Game']>>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  vendorGames?: Resolver<Maybe<Array<ResolversTypes['Game']>>, ParentType, ContextType>;
};

export type LoginOptionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoginOptions'] = ResolversParentTypes['LoginOptions']> = {
  countryCodePicker?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  directRegistration?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  facebook?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  freePlay?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  google?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  phonePasswordRecovery?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  smsLogin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  thirdPartySms?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type LoginPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoginPayload'] = ResolversParentTypes['LoginPayload']> = {
  captchaRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  firstTimeLogin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  passwordChangeRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
};

export type LogoutPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LogoutPayload'] = ResolversParentTypes['LogoutPayload']> = {
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
};

export type LotteryGameResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LotteryGame'] = ResolversParentTypes['LotteryGame']> = {
  gameCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prizeMode?: Resolver<ResolversTypes['LotteryPrizeMode'], ParentType, ContextType>;
  schedule?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type LotteryMenuResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LotteryMenu'] = ResolversParentTypes['LotteryMenu']> = {
  area?: Resolver<ResolversTypes['LotteryArea'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  games?: Resolver<Array<ResolversTypes['LotteryGame']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LotteryResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LotteryResult'] = ResolversParentTypes['LotteryResult']> = {
  drawNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  drawnAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  gameCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gameName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  numbers?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MemberResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Member'] = ResolversParentTypes['Member']> = {
  account?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  accountType?: Resolver<ResolversTypes['AccountType'], ParentType, ContextType>;
  clubLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isAgent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isTrial?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nickname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rankLevel?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  registeredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  vipService?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addFavouriteGame?: Resolver<ResolversTypes['FavouriteGamePayload'], ParentType, ContextType, RequireFields<MutationAddFavouriteGameArgs, 'input'>>;
  changePassword?: Resolver<ResolversTypes['ChangePasswordPayload'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  launchGame?: Resolver<ResolversTypes['LaunchGamePayload'], ParentType, ContextType, RequireFields<MutationLaunchGameArgs, 'input'>>;
  launchLottery?: Resolver<ResolversTypes['LaunchGamePayload'], ParentType, ContextType, RequireFields<MutationLaunchLotteryArgs, 'input'>>;
  login?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'input'>>;
  loginWithProvider?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationLoginWithProviderArgs, 'input'>>;
  loginWithSms?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationLoginWithSmsArgs, 'input'>>;
  logout?: Resolver<ResolversTypes['LogoutPayload'], ParentType, ContextType>;
  register?: Resolver<ResolversTypes['RegisterPayload'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  removeFavouriteGame?: Resolver<ResolversTypes['FavouriteGamePayload'], ParentType, ContextType, RequireFields<MutationRemoveFavouriteGameArgs, 'input'>>;
  requestCaptcha?: Resolver<ResolversTypes['RequestCaptchaPayload'], ParentType, ContextType>;
  requestPasswordReset?: Resolver<ResolversTypes['RequestPasswordResetPayload'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'input'>>;
  requestSmsCode?: Resolver<ResolversTypes['RequestSmsCodePayload'], ParentType, ContextType, RequireFields<MutationRequestSmsCodeArgs, 'input'>>;
  resetPasswordByPhone?: Resolver<ResolversTypes['ResetPasswordByPhonePayload'], ParentType, ContextType, RequireFields<MutationResetPasswordByPhoneArgs, 'input'>>;
  startFreePlay?: Resolver<ResolversTypes['StartFreePlayPayload'], ParentType, ContextType>;
};

export type NodeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Node'] = ResolversParentTypes['Node']> = {
  __resolveType: TypeResolveFn<'Banner' | 'Game' | 'LotteryMenu' | 'Member' | 'Notice' | 'Promotion' | 'Vendor' | 'Wallet', ParentType, ContextType>;
};

export type NoticeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Notice'] = ResolversParentTypes['Notice']> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  priority?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type NoticeConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NoticeConnection'] = ResolversParentTypes['NoticeConnection']> = {
  edges?: Resolver<Array<ResolversTypes['NoticeEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type NoticeEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NoticeEdge'] = ResolversParentTypes['NoticeEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Notice'], ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PromotionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Promotion'] = ResolversParentTypes['Promotion']> = {
  badge?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['PromotionState'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['PromotionType']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  affiliateCode?: Resolver<ResolversTypes['AffiliateCodeCheck'], ParentType, ContextType, RequireFields<QueryAffiliateCodeArgs, 'code'>>;
  banners?: Resolver<Array<ResolversTypes['Banner']>, ParentType, ContextType, RequireFields<QueryBannersArgs, 'group'>>;
  gameLanes?: Resolver<Array<ResolversTypes['GameLane']>, ParentType, ContextType>;
  games?: Resolver<ResolversTypes['GameConnection'], ParentType, ContextType, RequireFields<QueryGamesArgs, 'category' | 'first'>>;
  helpTopics?: Resolver<Array<ResolversTypes['HelpTopic']>, ParentType, ContextType>;
  hotGames?: Resolver<Array<ResolversTypes['Game']>, ParentType, ContextType, Partial<QueryHotGamesArgs>>;
  lotteryMenus?: Resolver<Array<ResolversTypes['LotteryMenu']>, ParentType, ContextType, RequireFields<QueryLotteryMenusArgs, 'area'>>;
  lotteryResults?: Resolver<Array<ResolversTypes['LotteryResult']>, ParentType, ContextType, RequireFields<QueryLotteryResultsArgs, 'first'>>;
  node?: Resolver<Maybe<ResolversTypes['Node']>, ParentType, ContextType, RequireFields<QueryNodeArgs, 'id'>>;
  nodes?: Resolver<Array<Maybe<ResolversTypes['Node']>>, ParentType, ContextType, RequireFields<QueryNodesArgs, 'ids'>>;
  notices?: Resolver<ResolversTypes['NoticeConnection'], ParentType, ContextType, RequireFields<QueryNoticesArgs, 'first'>>;
  popularGames?: Resolver<Array<ResolversTypes['Game']>, ParentType, ContextType>;
  popupNotices?: Resolver<Array<ResolversTypes['Notice']>, ParentType, ContextType>;
  promotionTypes?: Resolver<Array<ResolversTypes['PromotionType']>, ParentType, ContextType>;
  promotions?: Resolver<Array<ResolversTypes['Promotion']>, ParentType, ContextType, Partial<QueryPromotionsArgs>>;
  site?: Resolver<ResolversTypes['Site'], ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
  winners?: Resolver<Array<ResolversTypes['Winner']>, ParentType, ContextType, RequireFields<QueryWinnersArgs, 'board'>>;
};

export type RegisterPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RegisterPayload'] = ResolversParentTypes['RegisterPayload']> = {
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
};

export type RegistrationFieldResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RegistrationField'] = ResolversParentTypes['RegistrationField']> = {
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  maxLength?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minLength?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['RegistrationFieldName'], ParentType, ContextType>;
  pattern?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  patternId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type RegistrationFormResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RegistrationForm'] = ResolversParentTypes['RegistrationForm']> = {
  fields?: Resolver<Array<ResolversTypes['RegistrationField']>, ParentType, ContextType>;
  methods?: Resolver<Array<ResolversTypes['RegistrationMethod']>, ParentType, ContextType>;
  minimumAge?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mobilePassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  smsVerification?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type RequestCaptchaPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RequestCaptchaPayload'] = ResolversParentTypes['RequestCaptchaPayload']> = {
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type RequestPasswordResetPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RequestPasswordResetPayload'] = ResolversParentTypes['RequestPasswordResetPayload']> = {
  sent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type RequestSmsCodePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RequestSmsCodePayload'] = ResolversParentTypes['RequestSmsCodePayload']> = {
  resendAfterSeconds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type ResetPasswordByPhonePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ResetPasswordByPhonePayload'] = ResolversParentTypes['ResetPasswordByPhonePayload']> = {
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
};

export type SiteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Site'] = ResolversParentTypes['Site']> = {
  appDownloads?: Resolver<Array<ResolversTypes['AppDownload']>, ParentType, ContextType>;
  countries?: Resolver<Array<ResolversTypes['Country']>, ParentType, ContextType>;
  customerService?: Resolver<Maybe<ResolversTypes['CustomerServiceChannel']>, ParentType, ContextType>;
  defaultLanguage?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  features?: Resolver<ResolversTypes['FeatureSwitches'], ParentType, ContextType>;
  jackpot?: Resolver<Maybe<ResolversTypes['Jackpot']>, ParentType, ContextType>;
  languages?: Resolver<Array<ResolversTypes['Language']>, ParentType, ContextType>;
  loginOptions?: Resolver<ResolversTypes['LoginOptions'], ParentType, ContextType>;
  maintenanceEndsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  navigationGuard?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  registrationForm?: Resolver<ResolversTypes['RegistrationForm'], ParentType, ContextType>;
  socialLinks?: Resolver<Array<ResolversTypes['SocialLink']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SiteStatus'], ParentType, ContextType>;
  visitorIp?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SocialLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SocialLink'] = ResolversParentTypes['SocialLink']> = {
  network?: Resolver<ResolversTypes['SocialNetwork'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StartFreePlayPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StartFreePlayPayload'] = ResolversParentTypes['StartFreePlayPayload']> = {
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
};

export type UserErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserError'] = ResolversParentTypes['UserError']> = {
  code?: Resolver<ResolversTypes['UserErrorCode'], ParentType, ContextType>;
  details?: Resolver<Maybe<ResolversTypes['UserErrorDetails']>, ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserErrorDetailsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserErrorDetails'] = ResolversParentTypes['UserErrorDetails']> = {
  digits?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  maxLength?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minLength?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  patternId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  retryAfterSeconds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type VendorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Vendor'] = ResolversParentTypes['Vendor']> = {
  category?: Resolver<ResolversTypes['GameCategory'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  iconUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isHot?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  maintenance?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  opensGameList?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  page?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  walletId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ViewerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer']> = {
  favouriteGameIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  favouriteGames?: Resolver<ResolversTypes['GameConnection'], ParentType, ContextType, RequireFields<ViewerFavouriteGamesArgs, 'first'>>;
  member?: Resolver<ResolversTypes['Member'], ParentType, ContextType>;
  recentGames?: Resolver<ResolversTypes['GameConnection'], ParentType, ContextType, RequireFields<ViewerRecentGamesArgs, 'first'>>;
  recentLotteryGames?: Resolver<Array<ResolversTypes['LotteryGame']>, ParentType, ContextType>;
  wallet?: Resolver<ResolversTypes['Wallet'], ParentType, ContextType>;
};

export type WalletResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Wallet'] = ResolversParentTypes['Wallet']> = {
  balance?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currencySymbol?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type WinnerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Winner'] = ResolversParentTypes['Winner']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  gameName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  player?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  AffiliateCodeCheck?: AffiliateCodeCheckResolvers<ContextType>;
  AppDownload?: AppDownloadResolvers<ContextType>;
  Banner?: BannerResolvers<ContextType>;
  ChangePasswordPayload?: ChangePasswordPayloadResolvers<ContextType>;
  Country?: CountryResolvers<ContextType>;
  CustomerServiceChannel?: CustomerServiceChannelResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  Decimal?: GraphQLScalarType;
  FavouriteGamePayload?: FavouriteGamePayloadResolvers<ContextType>;
  FeatureSwitches?: FeatureSwitchesResolvers<ContextType>;
  Game?: GameResolvers<ContextType>;
  GameConnection?: GameConnectionResolvers<ContextType>;
  GameEdge?: GameEdgeResolvers<ContextType>;
  GameLane?: GameLaneResolvers<ContextType>;
  HelpTopic?: HelpTopicResolvers<ContextType>;
  Jackpot?: JackpotResolvers<ContextType>;
  LaunchGamePayload?: LaunchGamePayloadResolvers<ContextType>;
  LoginOptions?: LoginOptionsResolvers<ContextType>;
  LoginPayload?: LoginPayloadResolvers<ContextType>;
  LogoutPayload?: LogoutPayloadResolvers<ContextType>;
  LotteryGame?: LotteryGameResolvers<ContextType>;
  LotteryMenu?: LotteryMenuResolvers<ContextType>;
  LotteryResult?: LotteryResultResolvers<ContextType>;
  Member?: MemberResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Node?: NodeResolvers<ContextType>;
  Notice?: NoticeResolvers<ContextType>;
  NoticeConnection?: NoticeConnectionResolvers<ContextType>;
  NoticeEdge?: NoticeEdgeResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Promotion?: PromotionResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RegisterPayload?: RegisterPayloadResolvers<ContextType>;
  RegistrationField?: RegistrationFieldResolvers<ContextType>;
  RegistrationForm?: RegistrationFormResolvers<ContextType>;
  RequestCaptchaPayload?: RequestCaptchaPayloadResolvers<ContextType>;
  RequestPasswordResetPayload?: RequestPasswordResetPayloadResolvers<ContextType>;
  RequestSmsCodePayload?: RequestSmsCodePayloadResolvers<ContextType>;
  ResetPasswordByPhonePayload?: ResetPasswordByPhonePayloadResolvers<ContextType>;
  Site?: SiteResolvers<ContextType>;
  SocialLink?: SocialLinkResolvers<ContextType>;
  StartFreePlayPayload?: StartFreePlayPayloadResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
  UserErrorDetails?: UserErrorDetailsResolvers<ContextType>;
  Vendor?: VendorResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
  Wallet?: WalletResolvers<ContextType>;
  Winner?: WinnerResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = GatewayContext> = {
  auth?: AuthDirectiveResolver<any, any, ContextType>;
};
