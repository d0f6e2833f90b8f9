import type { UploadedFile } from '../graphql/values/uploaded-file.js';
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ViewerModel, MemberModel, WalletModel } from '../graphql/modules/account/mappers.js';
import type { AgentCentreModel } from '../graphql/modules/agency/mappers.js';
import type { HelpTopicModel } from '../graphql/modules/content/mappers.js';
import type { ViewerContractsModel, RealTimeSalaryModel } from '../graphql/modules/contracts/mappers.js';
import type { LiveFeedEventModel } from '../graphql/modules/live/mappers.js';
import type { GameLaneModel, VendorModel, GameModel, WinnerModel, LaunchGamePayloadModel, FavouriteGamePayloadModel, PvpRoomModel } from '../graphql/modules/lobby/mappers.js';
import type { LotteryMenuModel, LotteryGameModel, LotteryResultModel } from '../graphql/modules/lottery/mappers.js';
import type { NoticeModel, BannerModel } from '../graphql/modules/notices/mappers.js';
import type { PointsAccountModel } from '../graphql/modules/points/mappers.js';
import type { PromotionModel, RaffleClaimModel, PromotionApplicationModel } from '../graphql/modules/promotions/mappers.js';
import type { ReferralModel } from '../graphql/modules/referral/mappers.js';
import type { SiteModel, LoginOptionsModel, FeatureSwitchesModel, JackpotModel, CustomerServiceChannelModel } from '../graphql/modules/site/mappers.js';
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
  /**
   * An instant in ISO 8601 with an offset, e.g. 2026-11-21T13:00:00.000Z; answers are always in UTC (Z). The site's
   * market is Vietnam (Asia/Ho_Chi_Minh, UTC+7, no daylight saving): "today", "a day" and the periods of reports,
   * missions, limits and contracts are Vietnam calendar days, so a day starts at 17:00Z of the day before.
   */
  DateTime: { input: string; output: string; }
  /**
   * A decimal number carried as a string ("1234.50", "-20", "0.8"): money, rates and points totals are never floats,
   * so no precision is lost. Money is in the merchant's one currency, named by `Wallet.currency` (from the site's
   * settings, e.g. VND); rates are percentages ("1.25" is 1.25%). Parse it with a decimal library, not a float.
   */
  Decimal: { input: string; output: string; }
  /**
   * An amount of money a client sends: a decimal string above 0 with at most 2 decimals and at most 1,000,000,000
   * ("100", "0.50"). "-5", "0", "1.234", "abc" and "1e15" are refused with BAD_USER_INPUT before any resolver runs,
   * so a bad amount never reaches the platform. Answers carry money as `Decimal`.
   */
  Money: { input: string; output: string; }
  /**
   * A file of a GraphQL multipart request (https://github.com/jaydenseric/graphql-multipart-request-spec): proof
   * images. The request must carry the `Apollo-Require-Preflight: true` header (CSRF protection). The gateway judges
   * a picture by its bytes (PNG or JPEG), not its name; at most 3 files of 5 MB each. Files are handed to the platform
   * and never stored by the gateway.
   */
  Upload: { input: UploadedFile; output: UploadedFile; }
};

/** One money line of the member's main wallet (page transactionHistory). */
export type AccountRecord = {
  __typename?: 'AccountRecord';
  /** Signed: negative when money left the main wallet. */
  amount: Scalars['Decimal']['output'];
  /** The main wallet's available balance after this line (null while a deposit is pending). */
  balanceAfter?: Maybe<Scalars['Decimal']['output']>;
  /** When the line was made. */
  createdAt: Scalars['DateTime']['output'];
  /** The line's id. */
  id: Scalars['ID']['output'];
  /** The platform's order number; null for lines without one. */
  orderNo?: Maybe<Scalars['String']['output']>;
  /** A short description in the request's language (e.g. the wallets of a transfer). */
  remark?: Maybe<Scalars['String']['output']>;
  /** Whether the money moved. */
  status: AccountRecordStatus;
  /** What kind of money line. */
  type: AccountRecordType;
};

/** A page of AccountRecord (Relay connection): ask with `first` and `after`, follow `pageInfo.endCursor`. */
export type AccountRecordConnection = {
  __typename?: 'AccountRecordConnection';
  /** The items of this page, in the list's order. */
  edges: Array<AccountRecordEdge>;
  /** Whether more items follow, and the cursor to ask for them. */
  pageInfo: PageInfo;
  /** How many items the whole list holds (every page), for the selection and filter given. */
  totalCount: Scalars['Int']['output'];
  /** Money in over the SUCCESS lines of the whole selection. */
  totalIn: Scalars['Decimal']['output'];
  /** Money out over the SUCCESS lines of the whole selection, as a positive number. */
  totalOut: Scalars['Decimal']['output'];
};

/** One item of a page of AccountRecord, with its cursor. */
export type AccountRecordEdge = {
  __typename?: 'AccountRecordEdge';
  /** Opaque position of this item: pass it as `after` to read the items after it. */
  cursor: Scalars['String']['output'];
  /** The item. */
  node: AccountRecord;
};

/** Which lines `accountRecords` lists. */
export type AccountRecordFilter = {
  /** No range: the whole history. */
  range?: InputMaybe<DateRangeInput>;
  /** Only lines in this state; omit for all. */
  status?: InputMaybe<AccountRecordStatus>;
  /** Only lines of this kind; omit for all. */
  type?: InputMaybe<AccountRecordType>;
};

/** Whether a money line's money moved. */
export type AccountRecordStatus =
  /** Did not happen (a failed deposit, a refused withdrawal): no money moved. */
  | 'FAILED'
  /** Waiting (a deposit not yet paid, a withdrawal not yet paid out). */
  | 'PENDING'
  /** Done: the money moved. */
  | 'SUCCESS';

/** The kinds of money line in the account record. */
export type AccountRecordType =
  /** A manual correction by the merchant. */
  | 'ADJUSTMENT'
  /** A bonus credited. */
  | 'BONUS'
  /** Money deposited. */
  | 'DEPOSIT'
  /** A rebate on valid bets credited. */
  | 'REBATE'
  /** A transfer between the member's wallets or with its upline or downline. */
  | 'TRANSFER'
  /** Money withdrawn. */
  | 'WITHDRAW';

/** The kind of account, from the platform's account type number. */
export type AccountType =
  /** An agent (types 1, 2, 41, 42): a player with an agent centre, a downline team and contracts. */
  | 'AGENT'
  /** A player's account (type 0 or 3): plays, deposits, withdraws. */
  | 'MEMBER'
  /**
   * A free-play (trial) account (type 4): plays with play money; everything marked `@auth(requires: REAL_ACCOUNT)`
   * answers NEED_REAL_ACCOUNT.
   */
  | 'TRIAL';

/** Whether an invitation code may be used to register. */
export type AffiliateCodeCheck = {
  __typename?: 'AffiliateCodeCheck';
  /** The code checked, as given. */
  code: Scalars['String']['output'];
  /** True when the code names an agent or member of the merchant. */
  valid: Scalars['Boolean']['output'];
};

/** A notice for agents (page agentAnnouncement). */
export type AgentAnnouncement = {
  __typename?: 'AgentAnnouncement';
  /** HTML, sanitised by the gateway. */
  content: Scalars['String']['output'];
  /** The notice's id. */
  id: Scalars['ID']['output'];
  /** Pinned notices come first. */
  pinned: Scalars['Boolean']['output'];
  /** When the merchant published the notice. */
  publishedAt: Scalars['DateTime']['output'];
  /** The notice's title, plain text. */
  title: Scalars['String']['output'];
};

/** A page of AgentAnnouncement (Relay connection): ask with `first` and `after`, follow `pageInfo.endCursor`. */
export type AgentAnnouncementConnection = {
  __typename?: 'AgentAnnouncementConnection';
  /** The items of this page, in the list's order. */
  edges: Array<AgentAnnouncementEdge>;
  /** Whether more items follow, and the cursor to ask for them. */
  pageInfo: PageInfo;
  /** How many items the whole list holds (every page), for the selection and filter given. */
  totalCount: Scalars['Int']['output'];
};

/** One item of a page of AgentAnnouncement, with its cursor. */
export type AgentAnnouncementEdge = {
  __typename?: 'AgentAnnouncementEdge';
  /** Opaque position of this item: pass it as `after` to read the items after it. */
  cursor: Scalars['String']['output'];
  /** The item. */
  node: AgentAnnouncement;
};

/**
 * The agent centre: an agent's team, reports, contracts and money to its downlines. Reachable only through
 * `Viewer.agentCentre` (agents only).
 */
export type AgentCentre = {
  __typename?: 'AgentCentre';
  /** The agent itself as a team account: its id filters reports to its own lines. */
  agent: Downline;
  /** Notices for agents (page agentAnnouncement), pinned first, then newest first. */
  announcements: AgentAnnouncementConnection;
  /** The contracts the agent offered its direct downlines, newest first; all kinds and statuses unless filtered. */
  downlineContracts: ContractConnection;
  /**
   * Team management. Without `search`, the direct downlines of `parentId` (default: the agent); with `search` (part
   * of a username, any case), matching accounts anywhere in the tree. Registration order as the platform keeps it.
   */
  downlines: DownlineConnection;
  /** My income (page agentRevenueReport). No range: the whole history. */
  income: AgentIncome;
  /** The pages to show, in menu order; the four contract pages follow the viewer's contracts (consolidated funds). */
  pages: Array<AgentCentrePage>;
  /** Real-time salary paid to the agent: totals and settled periods (page real-time salary). */
  realTimeSalary: RealTimeSalary;
  /** The agent's invitation code, links and QR code. */
  referral: AgentReferral;
  /** Team betting (page personalHistoryCopy). */
  teamBets: TeamBetRowConnection;
  /** No range: the whole history. */
  teamOverview: TeamOverview;
  /** Account details (page agentDownlineTransactionDetailsCopy): money lines of the team, newest first. */
  transactions: TeamTransactionConnection;
  /** User loss (page palStatementsAgentCopy): each team account's profit and loss, by member. */
  userLoss: TeamBetRowConnection;
};


/**
 * The agent centre: an agent's team, reports, contracts and money to its downlines. Reachable only through
 * `Viewer.agentCentre` (agents only).
 */
export type AgentCentreAnnouncementsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * The agent centre: an agent's team, reports, contracts and money to its downlines. Reachable only through
 * `Viewer.agentCentre` (agents only).
 */
export type AgentCentreDownlineContractsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  kind?: InputMaybe<ContractKind>;
  status?: InputMaybe<ContractStatus>;
};


/**
 * The agent centre: an agent's team, reports, contracts and money to its downlines. Reachable only through
 * `Viewer.agentCentre` (agents only).
 */
export type AgentCentreDownlinesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  parentId?: InputMaybe<Scalars['ID']['input']>;
  role?: InputMaybe<DownlineRole>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/**
 * The agent centre: an agent's team, reports, contracts and money to its downlines. Reachable only through
 * `Viewer.agentCentre` (agents only).
 */
export type AgentCentreIncomeArgs = {
  range?: InputMaybe<DateRangeInput>;
};


/**
 * The agent centre: an agent's team, reports, contracts and money to its downlines. Reachable only through
 * `Viewer.agentCentre` (agents only).
 */
export type AgentCentreTeamBetsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<TeamReportFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  gameType?: InputMaybe<BetGameType>;
  groupBy?: InputMaybe<TeamBetGrouping>;
};


/**
 * The agent centre: an agent's team, reports, contracts and money to its downlines. Reachable only through
 * `Viewer.agentCentre` (agents only).
 */
export type AgentCentreTeamOverviewArgs = {
  range?: InputMaybe<DateRangeInput>;
};


/**
 * The agent centre: an agent's team, reports, contracts and money to its downlines. Reachable only through
 * `Viewer.agentCentre` (agents only).
 */
export type AgentCentreTransactionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<TeamReportFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  type?: InputMaybe<TeamTransactionType>;
};


/**
 * The agent centre: an agent's team, reports, contracts and money to its downlines. Reachable only through
 * `Viewer.agentCentre` (agents only).
 */
export type AgentCentreUserLossArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<TeamReportFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * The pages of the agent centre (spec 001 section 2), in menu order. The web maps each to its page key under
 * `/agent/<pageKey>`; the first eight are always there, the last four only while the viewer holds that contract.
 */
export type AgentCentrePage =
  /** agentDownlineTransactionDetailsCopy */
  | 'ACCOUNT_DETAILS'
  /** agentAnnouncement */
  | 'ANNOUNCEMENTS'
  /** Daily wages: while the viewer holds an active daily salary contract. */
  | 'DAILY_WAGES'
  /** Bonus / dividend record: while the viewer holds an active dividend contract. */
  | 'DIVIDEND_RECORD'
  /** Hourly salary: while the viewer holds an active hourly salary contract. */
  | 'HOURLY_SALARY'
  /** agentRevenueReport */
  | 'MY_INCOME'
  /** Real-time salary: while the viewer holds an active real-time salary contract. */
  | 'REAL_TIME_SALARY'
  /** registerCenter */
  | 'REGISTER_ACCOUNT'
  /** personalHistoryCopy */
  | 'TEAM_BETTING'
  /** downlineManagmentView */
  | 'TEAM_MANAGEMENT'
  /** agentTeamOverview, the default page */
  | 'TEAM_OVERVIEW'
  /** palStatementsAgentCopy */
  | 'USER_LOSS';

/** What the agent itself earned in a range, by source (page agentRevenueReport). */
export type AgentIncome = {
  __typename?: 'AgentIncome';
  /** REBATE, BONUS, SALARY and DIVIDEND, each with its SUCCESS lines' sum and count. */
  sources: Array<AgentIncomeSource>;
  /** The sum of every source's amount, in the merchant's currency. */
  total: Scalars['Decimal']['output'];
};

/** One kind of the agent's income in the range. */
export type AgentIncomeSource = {
  __typename?: 'AgentIncomeSource';
  /** The sum of that kind's SUCCESS lines. */
  amount: Scalars['Decimal']['output'];
  /** How many SUCCESS lines of that kind. */
  count: Scalars['Int']['output'];
  /** REBATE, BONUS, SALARY or DIVIDEND. */
  type: TeamTransactionType;
};

/** The agent's referral links (referral link management): its invitation code, its bound domain and a QR code. */
export type AgentReferral = {
  __typename?: 'AgentReferral';
  /** The domain bound to the agent: visitors who register there land under it without a code. */
  boundDomain?: Maybe<Scalars['String']['output']>;
  /** The registration page on the bound domain (null without one). */
  boundDomainUrl?: Maybe<Scalars['String']['output']>;
  /** The agent's invitation (affiliate) code; a registration with it lands under the agent. */
  invitationCode: Scalars['String']['output'];
  /** A QR code of `registerUrl`: an SVG image as a data URL. */
  qrCode: Scalars['String']['output'];
  /** The registration page with the invitation code, on the address the agent uses now. */
  registerUrl: Scalars['String']['output'];
};

/** A downloadable app of the merchant. */
export type AppDownload = {
  __typename?: 'AppDownload';
  /** The platform's own (English) label; clients show their localised name of the platform. */
  label: Scalars['String']['output'];
  /** Which kind of app. */
  platform: AppPlatform;
  /** The platform's QR code picture of url, when it has one. */
  qrCodeUrl?: Maybe<Scalars['String']['output']>;
  /** Where to download or install it. */
  url: Scalars['String']['output'];
};

/** Which kind of app a download is. */
export type AppPlatform =
  /** The Android app (APK). */
  | 'ANDROID'
  /** The iOS app. */
  | 'IOS'
  /** The light web app (a home screen shortcut). */
  | 'LITE';

/** An application for an APPLY promotion. */
export type ApplyPromotionInput = {
  /** At most 140 characters (spec 001 section 5). */
  comment?: InputMaybe<Scalars['String']['input']>;
  /** A new key per submission (8–64 of A-Za-z0-9_-); a retry with the same key replays the first answer. */
  idempotencyKey: Scalars['String']['input'];
  /** A `Promotion.id` of an APPLY promotion. */
  promotionId: Scalars['ID']['input'];
  /** At most 3 png or jpg pictures of at most 5 MB each, sent as a multipart request; judged by their bytes. */
  proofImages?: InputMaybe<Array<Scalars['Upload']['input']>>;
};

/** The outcome of `applyPromotion`. */
export type ApplyPromotionPayload = {
  __typename?: 'ApplyPromotionPayload';
  /** The new application, PENDING. */
  application?: Maybe<PromotionApplication>;
  /**
   * TOO_LONG (comment, details.maxLength), TOO_MANY_FILES, FILE_TOO_LARGE, UNSUPPORTED_FILE_TYPE (proofImages),
   * NOT_STARTED, ENDED, NOT_ELIGIBLE, ALREADY_APPLIED, WRONG_CLAIM_MODE.
   */
  userErrors: Array<UserError>;
};

/** What a field guarded by @auth answers to an account its role refuses. */
export type AuthRefusal =
  /** The refusal's error code (UNAUTHENTICATED, NEED_REAL_ACCOUNT or FORBIDDEN). */
  | 'ERROR'
  /** Null, without an error. */
  | 'NULL';

/** A picture a member may choose as avatar. */
export type Avatar = {
  __typename?: 'Avatar';
  /** The avatar's id, to pass to `setAvatar`. */
  id: Scalars['ID']['output'];
  /** The member's current avatar. */
  selected: Scalars['Boolean']['output'];
  /** Absolute URL of the picture. */
  url: Scalars['String']['output'];
};

/** A bank a receiving account may be at. */
export type Bank = {
  __typename?: 'Bank';
  /** Send it as BindReceivingAccountInput.bankCode. */
  code: Scalars['String']['output'];
  /** The bank's name. */
  name: Scalars['String']['output'];
};

/** A picture of a page's banner carousel, in the merchant's order. */
export type Banner = Node & {
  __typename?: 'Banner';
  /** Opaque global id of the banner. */
  id: Scalars['ID']['output'];
  /** Absolute URL of the picture. */
  imageUrl: Scalars['String']['output'];
  /** An absolute URL (linkType URL) or a site path such as /promoDetail?id=… (linkType PROMOTION). */
  link?: Maybe<Scalars['String']['output']>;
  /** What a tap opens. */
  linkType: BannerLinkType;
  /** The banner's title, for the picture's alt text. */
  title: Scalars['String']['output'];
};

/** Where a banner shows: one group per route of spec 001 section 2. */
export type BannerGroup =
  /** The app download page. */
  | 'DOWNLOAD'
  /** The lottery lobby. */
  | 'ELOTT'
  /** The e-sports lobby. */
  | 'ESPORTS'
  /** The fishing games lobby. */
  | 'FISH'
  /** The help centre. */
  | 'HELP'
  /** The home page's carousel. */
  | 'HOME'
  /** The live casino lobby. */
  | 'LIVE'
  /** The points mall. */
  | 'POINT_MALL'
  /** The promotions page. */
  | 'PROMOTIONS'
  /** The card (player versus player) games lobby. */
  | 'PVP'
  /** The registration page. */
  | 'REGISTER'
  /** The slot (RNG) games lobby. */
  | 'RNG'
  /** The sports lobby. */
  | 'SPORTS';

/** What a tap on a banner opens. */
export type BannerLinkType =
  /** Nothing: the banner is a picture only. */
  | 'NONE'
  /** A promotion's page on the site (`link` is its path). */
  | 'PROMOTION'
  /** An external address (`link`), in a new window. */
  | 'URL';

/** The game types of bet records and profit and loss (the platform's, spec 001 section 3). */
export type BetGameType =
  /** Vendors' electronic lotteries. */
  | 'ELOTT'
  /** Fishing games. */
  | 'FISH'
  /** Live casino. */
  | 'LIVE'
  /** The platform's lotteries. */
  | 'LOTT'
  /** Card games. */
  | 'PVP'
  /** Slots. */
  | 'RNG'
  /** Sports and e-sports books. */
  | 'SPORTS';

/** One bet of the member (page personalHistoryCopy). */
export type BetRecord = {
  __typename?: 'BetRecord';
  /** The stake, in the merchant's currency. */
  betAmount: Scalars['Decimal']['output'];
  /** The platform's bet number. */
  betNo: Scalars['String']['output'];
  /** The game's name. */
  gameName: Scalars['String']['output'];
  /** The game type of the bet. */
  gameType: BetGameType;
  /** The record's id. */
  id: Scalars['ID']['output'];
  /** When the bet was placed. */
  placedAt: Scalars['DateTime']['output'];
  /** When it was settled; null until then. */
  settledAt?: Maybe<Scalars['DateTime']['output']>;
  /** Unsettled, settled or cancelled. */
  status: BetStatus;
  /** The part of the stake that counts as turnover (0 until settled, and for cancelled bets). */
  validBet: Scalars['Decimal']['output'];
  /** The vendor's code, e.g. PG. */
  vendorCode?: Maybe<Scalars['String']['output']>;
  /** The vendor's display name. */
  vendorName: Scalars['String']['output'];
  /** The member's result: negative when the member lost (0 until settled). */
  winLoss: Scalars['Decimal']['output'];
};

/** A page of BetRecord (Relay connection): ask with `first` and `after`, follow `pageInfo.endCursor`. */
export type BetRecordConnection = {
  __typename?: 'BetRecordConnection';
  /** The items of this page, in the list's order. */
  edges: Array<BetRecordEdge>;
  /** Whether more items follow, and the cursor to ask for them. */
  pageInfo: PageInfo;
  /** How many items the whole list holds (every page), for the selection and filter given. */
  totalCount: Scalars['Int']['output'];
  /** Sums over every bet the filter matches, not only the page. */
  totals: BetTotals;
};

/** One item of a page of BetRecord, with its cursor. */
export type BetRecordEdge = {
  __typename?: 'BetRecordEdge';
  /** Opaque position of this item: pass it as `after` to read the items after it. */
  cursor: Scalars['String']['output'];
  /** The item. */
  node: BetRecord;
};

/** Which bets `betRecords` lists. */
export type BetRecordFilter = {
  /** Only bets of this game type; omit for all. */
  gameType?: InputMaybe<BetGameType>;
  /** When the bets were placed; no range: the whole history. */
  range?: InputMaybe<DateRangeInput>;
  /** Only bets in this state; omit for all. */
  status?: InputMaybe<BetStatus>;
};

/** Whether a bet has a result. */
export type BetStatus =
  /** Voided by the vendor: the stake was returned. */
  | 'CANCELLED'
  /** Settled: `winLoss` is final. */
  | 'SETTLED'
  /** Not settled yet: no payout. */
  | 'UNSETTLED';

/** Sums over every record the filter matches, not only the page. */
export type BetTotals = {
  __typename?: 'BetTotals';
  /** Their stakes summed. */
  betAmount: Scalars['Decimal']['output'];
  /** Bets matched. */
  betCount: Scalars['Int']['output'];
  /** Valid bet of the settled bets. */
  validBet: Scalars['Decimal']['output'];
  /** Result of the settled bets. */
  winLoss: Scalars['Decimal']['output'];
};

/** A bank account to receive withdrawals. */
export type BindReceivingAccountInput = {
  /** 6 to 20 digits. */
  accountNumber: Scalars['String']['input'];
  /** One of WithdrawalRules.banks. */
  bankCode: Scalars['String']['input'];
  /** The name on the account, as the bank prints it: a real name without diacritics, words separated by spaces, at most 50 characters (INVALID_REAL_NAME). */
  holderName: Scalars['String']['input'];
  /** A new key per submission (8–64 of A-Za-z0-9_-); a retry with the same key replays the first answer. */
  idempotencyKey: Scalars['String']['input'];
  /** The member's withdraw password. */
  withdrawPassword: Scalars['String']['input'];
};

/** The outcome of `bindReceivingAccount`. */
export type BindReceivingAccountPayload = {
  __typename?: 'BindReceivingAccountPayload';
  /** The account bound; null when refused. */
  receivingAccount?: Maybe<ReceivingAccount>;
  /**
   * WITHDRAW_PASSWORD_NOT_SET, WITHDRAW_PASSWORD_WRONG, WITHDRAW_PASSWORD_LOCKED, RECEIVING_ACCOUNT_LIMIT,
   * ALREADY_EXISTS (bound before), INVALID_FORMAT, INVALID_REAL_NAME (holderName), REQUIRED.
   */
  userErrors: Array<UserError>;
};

/** One bonus of the member (page bonusDetails). */
export type BonusRecord = {
  __typename?: 'BonusRecord';
  /** The bonus, in the merchant's currency. */
  amount: Scalars['Decimal']['output'];
  /** When the bonus was granted. */
  createdAt: Scalars['DateTime']['output'];
  /** The bonus's id. */
  id: Scalars['ID']['output'];
  /** The platform's order number; null without one. */
  orderNo?: Maybe<Scalars['String']['output']>;
  /** The platform's remark; null without one. */
  remark?: Maybe<Scalars['String']['output']>;
  /** Issued, pending or cancelled. */
  status: BonusStatus;
  /** The promotion or reason, in the request's language. */
  title: Scalars['String']['output'];
  /** Where the bonus came from. */
  type: BonusType;
};

/** A page of BonusRecord (Relay connection): ask with `first` and `after`, follow `pageInfo.endCursor`. */
export type BonusRecordConnection = {
  __typename?: 'BonusRecordConnection';
  /** The items of this page, in the list's order. */
  edges: Array<BonusRecordEdge>;
  /** Whether more items follow, and the cursor to ask for them. */
  pageInfo: PageInfo;
  /** The sum of the ISSUED bonuses of the whole selection, not only the page. */
  totalAmount: Scalars['Decimal']['output'];
  /** How many items the whole list holds (every page), for the selection and filter given. */
  totalCount: Scalars['Int']['output'];
};

/** One item of a page of BonusRecord, with its cursor. */
export type BonusRecordEdge = {
  __typename?: 'BonusRecordEdge';
  /** Opaque position of this item: pass it as `after` to read the items after it. */
  cursor: Scalars['String']['output'];
  /** The item. */
  node: BonusRecord;
};

/** Which bonuses `bonusRecords` lists. */
export type BonusRecordFilter = {
  /** No range: the whole history. */
  range?: InputMaybe<DateRangeInput>;
  /** Only bonuses in this state; omit for all. */
  status?: InputMaybe<BonusStatus>;
  /** Only bonuses of this kind; omit for all. */
  type?: InputMaybe<BonusType>;
};

/** Whether a bonus was paid. */
export type BonusStatus =
  /** Withdrawn before it was issued. */
  | 'CANCELLED'
  /** Credited to the main wallet. */
  | 'ISSUED'
  /** Waiting to be issued. */
  | 'PENDING';

/** Where a bonus came from. */
export type BonusType =
  /** A bonus on a deposit. */
  | 'DEPOSIT_BONUS'
  /** A mission's reward. */
  | 'MISSION'
  /** A promotion's bonus. */
  | 'PROMOTION'
  /** The monthly bonus of the member's VIP level. */
  | 'VIP_MONTHLY'
  /** The one-off bonus for reaching a VIP level. */
  | 'VIP_UPGRADE';

/** The current password and the new one twice. */
export type ChangePasswordInput = {
  /** The new password again; must equal `newPassword` (else MISMATCH). */
  confirmPassword: Scalars['String']['input'];
  /** The new password; the registration form's PASSWORD rule applies (length, pattern). */
  newPassword: Scalars['String']['input'];
  /** The current password. */
  oldPassword: Scalars['String']['input'];
};

/** The outcome of `changePassword`. */
export type ChangePasswordPayload = {
  __typename?: 'ChangePasswordPayload';
  /** INVALID_CREDENTIALS (wrong current password), MISMATCH, TOO_SHORT, TOO_LONG, INVALID_FORMAT, RATE_LIMITED. */
  userErrors: Array<UserError>;
  /** The viewer after the change (still logged in, the password-change requirement lifted); null when refused. */
  viewer?: Maybe<Viewer>;
};

/** The raffle promotion whose ticket to open. */
export type ClaimRafflePromotionInput = {
  /** A new key per submission (8–64 of A-Za-z0-9_-); a retry with the same key replays the first answer. */
  idempotencyKey: Scalars['String']['input'];
  /** A `Promotion.id` of a RAFFLE promotion. */
  promotionId: Scalars['ID']['input'];
};

/** The outcome of `claimRafflePromotion`. */
export type ClaimRafflePromotionPayload = {
  __typename?: 'ClaimRafflePromotionPayload';
  /** What the ticket won; null when refused. */
  claim?: Maybe<RaffleClaim>;
  /** NOT_STARTED, ENDED, NOT_ELIGIBLE, ALREADY_CLAIMED, WRONG_CLAIM_MODE. */
  userErrors: Array<UserError>;
  /** The viewer after the claim, for re-reading counts (a new reward waits). */
  viewer?: Maybe<Viewer>;
};

/** The reward centre item to claim. */
export type ClaimRewardInput = {
  /** A new key per submission (8–64 of A-Za-z0-9_-); a retry with the same key replays the first answer. */
  idempotencyKey: Scalars['String']['input'];
  /** A `RewardItem.id` of the viewer's reward centre. */
  rewardId: Scalars['ID']['input'];
};

/** The outcome of `claimReward`. */
export type ClaimRewardPayload = {
  __typename?: 'ClaimRewardPayload';
  /** The main wallet's available balance right after. */
  mainBalance?: Maybe<Scalars['Decimal']['output']>;
  /** The points balance right after. */
  pointsBalance?: Maybe<Scalars['Int']['output']>;
  /** The item, now CLAIMED. */
  reward?: Maybe<RewardItem>;
  /** NOT_FOUND (rewardId). */
  userErrors: Array<UserError>;
  /** The viewer after the claim, for re-reading the wallet, points and counts. */
  viewer?: Maybe<Viewer>;
};

/** The member's answer to a paid withdrawal. */
export type ConfirmWithdrawalInput = {
  /** Received, not received or partly received. */
  answer: WithdrawalAnswer;
  /** A new key per submission (8–64 of A-Za-z0-9_-); a retry with the same key replays the first answer. */
  idempotencyKey: Scalars['String']['input'];
  /**
   * NOT_RECEIVED (required) and PARTIAL (optional): 1 to 3 png or jpg pictures of at most 5 MB each, sent as a
   * multipart request. Judged by their bytes.
   */
  proofImages?: InputMaybe<Array<Scalars['Upload']['input']>>;
  /** PARTIAL: what arrived (above 0, below the withdrawal's amount). */
  receivedAmount?: InputMaybe<Scalars['Money']['input']>;
  /** A `WithdrawalConfirmation.id` that is AWAITING. */
  withdrawalId: Scalars['ID']['input'];
};

/** The outcome of `confirmWithdrawal`. */
export type ConfirmWithdrawalPayload = {
  __typename?: 'ConfirmWithdrawalPayload';
  /** The confirmation with the answer; null when refused. */
  confirmation?: Maybe<WithdrawalConfirmation>;
  /**
   * ALREADY_CONFIRMED, CONFIRMATION_EXPIRED, PROOF_REQUIRED, TOO_MANY_FILES, FILE_TOO_LARGE, UNSUPPORTED_FILE_TYPE,
   * REQUIRED (receivedAmount), AMOUNT_TOO_LARGE (receivedAmount not below the amount).
   */
  userErrors: Array<UserError>;
};

/** A dividend or salary contract between an upline and its direct downline (design card Contract). */
export type Contract = Node & {
  __typename?: 'Contract';
  /** When it came into force; null unless it was accepted. */
  activatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The platform's contract number. */
  contractNo: Scalars['String']['output'];
  /** The direct downline it was offered to. */
  downline: ContractParty;
  /** Why it ended; null while PENDING or ACTIVE. */
  endReason?: Maybe<ContractEndReason>;
  /** When it ended; null while PENDING or ACTIVE. */
  endedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Opaque global id: accepted wherever an argument is marked @ownTree, and by `node(id:)`. */
  id: Scalars['ID']['output'];
  /** Dividend or one of the three salaries. */
  kind: ContractKind;
  /** When the upline made the offer. */
  offeredAt: Scalars['DateTime']['output'];
  /** How often it settles. */
  period: ContractPeriod;
  /** The rate that the downline-rate rule compares: the highest tier rate. */
  rate: Scalars['Decimal']['output'];
  /** When the downline accepted or rejected; null while PENDING. */
  respondedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Pending, active, rejected or terminated. */
  status: ContractStatus;
  /** Thresholds rise and rates never fall from one tier to the next. */
  tiers: Array<ContractTier>;
  /** The agent who offered it. */
  upline: ContractParty;
  /** Which side of it the viewer is on. */
  viewerSide: ContractSide;
};

/** The downline's answer to an offer. */
export type ContractAnswerInput = {
  /** Go ahead although accepting ends a higher-rate contract the viewer gave its own downline. */
  confirmDownlineRateRule?: InputMaybe<Scalars['Boolean']['input']>;
  /** A contract offered to the viewer (Viewer.contracts.requests). */
  contractId: Scalars['ID']['input'];
};

/** The outcome of `acceptContract` or `rejectContract`. */
export type ContractAnswerPayload = {
  __typename?: 'ContractAnswerPayload';
  /** With DOWNLINE_RATE_HIGHER: the viewer's downline contracts that going ahead would end. */
  affectedContracts: Array<Contract>;
  /** The contract after the answer. */
  contract?: Maybe<Contract>;
  /** Contracts the answer ended (the one it replaced, downline contracts ended by the rate rule). */
  terminatedContracts: Array<Contract>;
  /** DOWNLINE_RATE_HIGHER, CONTRACT_STATUS_INVALID, NOT_FOUND (contractId). */
  userErrors: Array<UserError>;
};

/** A page of Contract (Relay connection): ask with `first` and `after`, follow `pageInfo.endCursor`. */
export type ContractConnection = {
  __typename?: 'ContractConnection';
  /** The items of this page, in the list's order. */
  edges: Array<ContractEdge>;
  /** Whether more items follow, and the cursor to ask for them. */
  pageInfo: PageInfo;
  /** How many items the whole list holds (every page), for the selection and filter given. */
  totalCount: Scalars['Int']['output'];
};

/** One item of a page of Contract, with its cursor. */
export type ContractEdge = {
  __typename?: 'ContractEdge';
  /** Opaque position of this item: pass it as `after` to read the items after it. */
  cursor: Scalars['String']['output'];
  /** The item. */
  node: Contract;
};

/** Why a contract ended or an offer was withdrawn. */
export type ContractEndReason =
  /** The downline accepted a newer contract of the same kind. */
  | 'REPLACED'
  /** The downline ended it. */
  | 'TERMINATED_BY_DOWNLINE'
  /** The upline ended it. */
  | 'TERMINATED_BY_UPLINE'
  /** The contract its upline held of the same kind ended, so it ended too. */
  | 'UPLINE_CONTRACT_ENDED'
  /** The downline's own upline lowered its rate below this one (the downline-rate rule). */
  | 'UPLINE_RATE_LOWERED'
  /** The upline took back its offer before an answer. */
  | 'WITHDRAWN_BY_UPLINE';

/** The four contracts an upline offers a direct downline (spec 001 sections 4, 7). */
export type ContractKind =
  /** A rate of the team's daily valid bet. */
  | 'DAILY_SALARY'
  /** A rate of the team's net loss over the period (bonus / dividend). */
  | 'DIVIDEND'
  /** A rate of the team's hourly valid bet. */
  | 'HOURLY_SALARY'
  /** Every 5 minutes: the loss or profit salary rate of the team's valid bet (bets of at least the single bet). */
  | 'REAL_TIME_SALARY';

/** One side of a contract. */
export type ContractParty = {
  __typename?: 'ContractParty';
  /** The party's login name. */
  account: Scalars['String']['output'];
  /** The party's display name; null without one. */
  nickname?: Maybe<Scalars['String']['output']>;
};

/** How often a contract settles (spec 001 section 3: Daily, Weekly, Semimonthly, Monthly). */
export type ContractPeriod =
  /** Daily salary: every Vietnam calendar day. */
  | 'DAILY'
  /** Real-time salary: every 5 minutes. */
  | 'FIVE_MINUTES'
  /** Hourly salary: every hour. */
  | 'HOURLY'
  /** Dividend: every calendar month (Vietnam time). */
  | 'MONTHLY'
  /** Half-monthly. */
  | 'SEMI_MONTHLY'
  /** Dividend: every week (Monday to Sunday, Vietnam time). */
  | 'WEEKLY';

/** Which party of a contract the viewer is. */
export type ContractSide =
  /** The viewer was offered it (or holds it). */
  | 'DOWNLINE'
  /** The viewer offered it. */
  | 'UPLINE';

/** Where a contract stands. */
export type ContractStatus =
  /** Accepted and in force: it settles every period. */
  | 'ACTIVE'
  /** Offered, waiting for the downline's answer. */
  | 'PENDING'
  /** The downline refused the offer, or the upline withdrew it. */
  | 'REJECTED'
  /** Ended; `endReason` says why. */
  | 'TERMINATED';

/**
 * One tier of a contract (spec 001 section 3, contract fields). Which thresholds a tier has depends on the kind:
 * DIVIDEND periodValidBet, periodProfitAndLoss, activeMembers; DAILY_SALARY dailyBet, activeMembers; HOURLY_SALARY
 * hourlyBet, activeMembers; REAL_TIME_SALARY one tier with profitSalaryRate, lossSalaryRate and singleBet. Rates are
 * percentages ("1.25" is 1.25%).
 */
export type ContractTier = {
  __typename?: 'ContractTier';
  /** Active members the team needs, at least. */
  activeMembers: Scalars['Int']['output'];
  /** DAILY_SALARY: the team's valid bet in a Vietnam day, at least. */
  dailyBetAmount?: Maybe<Scalars['Decimal']['output']>;
  /** HOURLY_SALARY: the team's valid bet in an hour, at least. */
  hourlyBetAmount?: Maybe<Scalars['Decimal']['output']>;
  /** Real-time salary: the rate when the team lost the period. */
  lossSalaryRate?: Maybe<Scalars['Decimal']['output']>;
  /** The team's loss over the period, at least. */
  periodProfitAndLoss?: Maybe<Scalars['Decimal']['output']>;
  /** The team's valid bet over the period, at least. */
  periodValidBet?: Maybe<Scalars['Decimal']['output']>;
  /** Real-time salary: the rate when the team won the period. */
  profitSalaryRate?: Maybe<Scalars['Decimal']['output']>;
  /** The tier's rate (real-time salary: the larger of its two rates). */
  rate: Scalars['Decimal']['output'];
  /** Real-time salary: only bets of at least this amount count. */
  singleBet?: Maybe<Scalars['Decimal']['output']>;
};

/**
 * One tier of an offer. DIVIDEND: periodValidBet, periodProfitAndLoss (the team's loss), activeMembers, rate.
 * DAILY_SALARY: dailyBetAmount, activeMembers, rate. HOURLY_SALARY: hourlyBetAmount, activeMembers, rate. Amounts are
 * 0 or more with at most 2 decimals; rates above 0 and at most 100 with at most 2 decimals.
 */
export type ContractTierInput = {
  /** 0 to 10,000. */
  activeMembers?: InputMaybe<Scalars['Int']['input']>;
  /** DAILY_SALARY: the team's valid bet in a Vietnam day the tier needs, at least. */
  dailyBetAmount?: InputMaybe<Scalars['Decimal']['input']>;
  /** HOURLY_SALARY: the team's valid bet in an hour the tier needs, at least. */
  hourlyBetAmount?: InputMaybe<Scalars['Decimal']['input']>;
  /** DIVIDEND: the team's loss over the period the tier needs, at least (a positive amount). */
  periodProfitAndLoss?: InputMaybe<Scalars['Decimal']['input']>;
  /** DIVIDEND: the team's valid bet over the period the tier needs, at least. */
  periodValidBet?: InputMaybe<Scalars['Decimal']['input']>;
  /** The tier's rate in percent ("1.25" is 1.25%): above 0, at most 100, at most 2 decimals. */
  rate: Scalars['Decimal']['input'];
};

/** A conversion of points into money. */
export type ConvertPointsInput = {
  /** A new key per submission (8–64 of A-Za-z0-9_-); a retry with the same key replays the first answer. */
  idempotencyKey: Scalars['String']['input'];
  /** Whole points, PointsRules.minConvertPoints to maxConvertPoints. */
  points: Scalars['Int']['input'];
  /** The member's withdraw (payment) password. */
  withdrawPassword: Scalars['String']['input'];
};

/** The outcome of `convertPoints`. */
export type ConvertPointsPayload = {
  __typename?: 'ConvertPointsPayload';
  /** The conversion made; null when refused. */
  conversion?: Maybe<PointsConversion>;
  /**
   * WITHDRAW_PASSWORD_NOT_SET, WITHDRAW_PASSWORD_WRONG, WITHDRAW_PASSWORD_LOCKED, INSUFFICIENT_POINTS (details.maxPoints),
   * TOO_SMALL / TOO_LARGE (points, details.minPoints / maxPoints), REQUIRED (withdrawPassword).
   */
  userErrors: Array<UserError>;
  /** The viewer after the conversion, for re-reading points and the wallet. */
  viewer?: Maybe<Viewer>;
};

/** A country whose mobile numbers the site accepts. */
export type Country = {
  __typename?: 'Country';
  /** ISO code, e.g. VN. */
  code: Scalars['String']['output'];
  /** E.g. "84". */
  dialingCode: Scalars['String']['output'];
  /** Digits of a mobile number in this country, when fixed. */
  mobileLength?: Maybe<Scalars['Int']['output']>;
};

/** A new deposit order. */
export type CreateDepositInput = {
  /** Within the channel's bounds; for SCRATCH_CARD the card's face value. */
  amount: Scalars['Money']['input'];
  /** BANK_TRANSFER: which of the channel's bank accounts to pay into (default the first). */
  bankAccountId?: InputMaybe<Scalars['ID']['input']>;
  /** A `DepositChannel.id` from `viewer.depositChannels`. */
  channelId: Scalars['ID']['input'];
  /** A new key per submission (8–64 of A-Za-z0-9_-); a retry with the same key replays the first answer. */
  idempotencyKey: Scalars['String']['input'];
  /** BANK_TRANSFER: the name on the paying account, so the payment can be matched (at most 50 characters). */
  payerName?: InputMaybe<Scalars['String']['input']>;
  /** SCRATCH_CARD: the card (required there). */
  scratchCard?: InputMaybe<ScratchCardInput>;
};

/** The outcome of `createDeposit`. */
export type CreateDepositPayload = {
  __typename?: 'CreateDepositPayload';
  /** The new order, PENDING; refetch it with `node(id:)` to follow its status. */
  deposit?: Maybe<DepositOrder>;
  /**
   * AMOUNT_TOO_SMALL, AMOUNT_TOO_LARGE (details carry the bounds), CHANNEL_UNAVAILABLE, TOO_MANY_PENDING,
   * CARD_ALREADY_USED, REQUIRED, INVALID_FORMAT (card fields, face value not offered, payer name).
   */
  userErrors: Array<UserError>;
};

/**
 * The platform's money unit, from its public settings (the jackpot's currency): every amount the site shows is in
 * it, so the web writes it after each one.
 */
export type Currency = {
  __typename?: 'Currency';
  /** The platform's currency code, e.g. VND. */
  code: Scalars['String']['output'];
  /** What follows an amount: the platform's currency symbol (₫; K when the platform counts in thousands), else the code. */
  symbol: Scalars['String']['output'];
  /**
   * How many of the currency's own units (đồng for VND) one amount of this API counts: 1000 where the platform counts
   * in thousands (symbol K), else 1, unless the merchant configures it. A bank is asked for amount × unitValue.
   */
  unitValue: Scalars['Int']['output'];
};

/** Where to reach customer service. */
export type CustomerServiceChannel = {
  __typename?: 'CustomerServiceChannel';
  /** Which kind of channel. */
  kind: CustomerServiceKind;
  /** The channel's name as the merchant set it. */
  title: Scalars['String']['output'];
  /** Opened in a popup window; the platform's encrypted links arrive decrypted. */
  url: Scalars['String']['output'];
};

/** The kind of customer service channel. */
export type CustomerServiceKind =
  /** The live chat for members and visitors. */
  | 'LIVE_CHAT'
  /** Any other channel the merchant configured. */
  | 'OTHER'
  /** A Telegram contact. */
  | 'TELEGRAM'
  /** The VIP channel, for members of club rank above 4. */
  | 'VIP';

/**
 * An inclusive time window for records. Both ends are required; `to` must not be before `from`, and a window may
 * span at most 90 days (else BAD_USER_INPUT).
 */
export type DateRangeInput = {
  /**
   * The window's first instant (inclusive). Clients send midnight of the chosen day in Vietnam time (UTC+7), e.g.
   * 2026-11-20T17:00:00.000Z.
   */
  from: Scalars['DateTime']['input'];
  /** The window's last instant (inclusive); not before `from`, at most 90 days after it. */
  to: Scalars['DateTime']['input'];
};

/** A way to deposit, with its bounds and how-to. */
export type DepositChannel = Node & {
  __typename?: 'DepositChannel';
  /** BANK_TRANSFER: the accounts to pay into; empty for other kinds. */
  bankAccounts: Array<MerchantBankAccount>;
  /** Percent kept as a fee (scratch cards: the telco's discount); the wallet gets amount × (100 − feeRate) / 100. */
  feeRate: Scalars['Decimal']['output'];
  /** Opaque global id: pass it as `CreateDepositInput.channelId`. */
  id: Scalars['ID']['output'];
  /** Bank transfer, e-wallet or scratch card. */
  kind: DepositChannelKind;
  /** The largest deposit on the channel, in the merchant's currency. */
  maxAmount: Scalars['Decimal']['output'];
  /** The smallest deposit on the channel, in the merchant's currency. */
  minAmount: Scalars['Decimal']['output'];
  /** The name to show, in the request's language. */
  name: Scalars['String']['output'];
  /** Quick-pick amounts (for scratch cards: the accepted face values). */
  presetAmounts: Array<Scalars['Decimal']['output']>;
  /** The e-wallet provider (MOMO, ZALOPAY, VIETTELPAY); null for the other kinds. */
  provider?: Maybe<Scalars['String']['output']>;
  /** SCRATCH_CARD: the telcos taken; empty for other kinds. */
  telcos: Array<ScratchCardTelco>;
  /** The deposit tutorial in the request's language: sanitised HTML. */
  tutorial?: Maybe<Scalars['String']['output']>;
};

/** The kinds of deposit channel a merchant offers (spec 001 section 7). */
export type DepositChannelKind =
  /** A bank transfer to one of the merchant's receiving accounts, quoting the order's reference. */
  | 'BANK_TRANSFER'
  /** An e-wallet payment (MoMo, ZaloPay, ViettelPay) through the provider's page or QR code. */
  | 'E_WALLET'
  /** A prepaid phone scratch card: telco, serial and PIN; the amount is the card's face value. */
  | 'SCRATCH_CARD';

/** Which orders `deposits` lists. */
export type DepositFilter = {
  /** When the orders were made; omit for the whole history. */
  range?: InputMaybe<DateRangeInput>;
  /** Only orders in this state; omit for all. */
  status?: InputMaybe<DepositStatus>;
};

/** A deposit order: made by createDeposit, settled by the platform. */
export type DepositOrder = Node & {
  __typename?: 'DepositOrder';
  /** The amount paid (for a scratch card, its face value), in the merchant's currency. */
  amount: Scalars['Decimal']['output'];
  /** The channel's kind. */
  channelKind: DepositChannelKind;
  /** The channel's name. */
  channelName: Scalars['String']['output'];
  /** When the order was made. */
  createdAt: Scalars['DateTime']['output'];
  /** What the main wallet gets on success: amount less the fee. */
  creditAmount: Scalars['Decimal']['output'];
  /** When the payment instructions lapse (informational). */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** The fee kept: amount × feeRate / 100. */
  fee: Scalars['Decimal']['output'];
  /** Opaque global id: refetch it with `node(id:)` to follow the status. */
  id: Scalars['ID']['output'];
  /** The platform's order number (for customer service). */
  orderNo: Scalars['String']['output'];
  /** BANK_TRANSFER: the account to pay into. */
  payTo?: Maybe<MerchantBankAccount>;
  /** E_WALLET: the provider's payment page (open it in a new tab). */
  paymentUrl?: Maybe<Scalars['String']['output']>;
  /** The e-wallet provider (E_WALLET); null for other kinds. */
  provider?: Maybe<Scalars['String']['output']>;
  /** E_WALLET: the text to show as a QR code for the provider's app. */
  qrCodeText?: Maybe<Scalars['String']['output']>;
  /** The platform's note (why it failed, when it says). */
  remark?: Maybe<Scalars['String']['output']>;
  /** When it became SUCCESS or FAILED. */
  settledAt?: Maybe<Scalars['DateTime']['output']>;
  /** Pending, success or failed. */
  status: DepositStatus;
  /**
   * BANK_TRANSFER: what to send from the bank, in the currency's own units (đồng): `amount` × `Currency.unitValue`
   * (500.00 at a platform counting in thousands is 500000.00). Null for other kinds.
   */
  transferAmount?: Maybe<Scalars['Decimal']['output']>;
  /** BANK_TRANSFER: the text to write as the transfer's content so the payment is matched. */
  transferNote?: Maybe<Scalars['String']['output']>;
};

/** A page of DepositOrder (Relay connection): ask with `first` and `after`, follow `pageInfo.endCursor`. */
export type DepositOrderConnection = {
  __typename?: 'DepositOrderConnection';
  /** The items of this page, in the list's order. */
  edges: Array<DepositOrderEdge>;
  /** Whether more items follow, and the cursor to ask for them. */
  pageInfo: PageInfo;
  /** How many items the whole list holds (every page), for the selection and filter given. */
  totalCount: Scalars['Int']['output'];
};

/** One item of a page of DepositOrder, with its cursor. */
export type DepositOrderEdge = {
  __typename?: 'DepositOrderEdge';
  /** Opaque position of this item: pass it as `after` to read the items after it. */
  cursor: Scalars['String']['output'];
  /** The item. */
  node: DepositOrder;
};

/** Where a deposit order stands. */
export type DepositStatus =
  /** Not paid or refused: nothing was credited. */
  | 'FAILED'
  /** Waiting for the payment or its check. */
  | 'PENDING'
  /** Paid: creditAmount is in the main wallet. */
  | 'SUCCESS';

/** An account of the agent's tree (page downlineManagmentView): a direct downline or one further down. */
export type Downline = {
  __typename?: 'Downline';
  /** The account's login name. */
  account: Scalars['String']['output'];
  /** The account's main wallet now. */
  balance?: Maybe<Scalars['Decimal']['output']>;
  /** Accounts directly below it. */
  directDownlines: Scalars['Int']['output'];
  /** Accepted wherever an argument is marked @ownTree. */
  id: Scalars['ID']['output'];
  /** Whether the account is an agent (with a team of its own). */
  isAgent: Scalars['Boolean']['output'];
  /** The account's last login; null if it never logged in. */
  lastLoginAt?: Maybe<Scalars['DateTime']['output']>;
  /** Depth below the viewing agent: 1 for a direct downline (0 for the agent itself). */
  level: Scalars['Int']['output'];
  /** The account's display name; null without one. */
  nickname?: Maybe<Scalars['String']['output']>;
  /** When the account was created; null when the platform does not say. */
  registeredAt?: Maybe<Scalars['DateTime']['output']>;
  /** Every account below it, any depth. */
  teamSize: Scalars['Int']['output'];
  /** The account's direct upline. */
  uplineAccount?: Maybe<Scalars['String']['output']>;
};

/** A page of Downline (Relay connection): ask with `first` and `after`, follow `pageInfo.endCursor`. */
export type DownlineConnection = {
  __typename?: 'DownlineConnection';
  /** The items of this page, in the list's order. */
  edges: Array<DownlineEdge>;
  /** Whether more items follow, and the cursor to ask for them. */
  pageInfo: PageInfo;
  /** How many items the whole list holds (every page), for the selection and filter given. */
  totalCount: Scalars['Int']['output'];
};

/** One item of a page of Downline, with its cursor. */
export type DownlineEdge = {
  __typename?: 'DownlineEdge';
  /** Opaque position of this item: pass it as `after` to read the items after it. */
  cursor: Scalars['String']['output'];
  /** The item. */
  node: Downline;
};

/** Which accounts `downlines` lists. */
export type DownlineRole =
  /** Agents only. */
  | 'AGENT'
  /** Agents and members. */
  | 'ALL'
  /** Members (non-agents) only. */
  | 'MEMBER';

/**
 * Money sent from the agent's main wallet to an account of its tree (spec 001 section 4: the success message names
 * sender, recipient, amount and note).
 */
export type DownlineTransfer = {
  __typename?: 'DownlineTransfer';
  /** The amount sent, in the merchant's currency. */
  amount: Scalars['Decimal']['output'];
  /** When the platform made the transfer. */
  createdAt: Scalars['DateTime']['output'];
  /** The agent's note to the downline; null without one. */
  note?: Maybe<Scalars['String']['output']>;
  /** The platform's order number of the transfer. */
  orderNo: Scalars['String']['output'];
  /** The downline's account name. */
  recipient: Scalars['String']['output'];
  /** The downline's display name; null without one. */
  recipientNickname?: Maybe<Scalars['String']['output']>;
  /** The agent's account name. */
  sender: Scalars['String']['output'];
  /** The agent's display name; null without one. */
  senderNickname?: Maybe<Scalars['String']['output']>;
};

/**
 * The values of `extensions.code` on a GraphQL error (`errors[].extensions.code`): what went wrong with the request
 * itself, for clients to act on and localise. GraphQL cannot type extensions, so no field returns this enum: it is
 * the list the gateway keeps to. Expected refusals of a mutation's input are not errors but `userErrors` (see
 * UserErrorCode). Besides these, a request the server could not run at all answers one of Apollo's codes
 * (GRAPHQL_PARSE_FAILED, GRAPHQL_VALIDATION_FAILED, PERSISTED_QUERY_NOT_FOUND, PERSISTED_QUERY_NOT_SUPPORTED,
 * OPERATION_RESOLUTION_FAILURE, BAD_REQUEST) or PERSISTED_QUERY_REQUIRED (where only persisted operations are
 * accepted, a free document without an integrator's API key, header x-api-key).
 */
export type ErrorCode =
  /** An argument is malformed or out of range; the message names it. */
  | 'BAD_USER_INPUT'
  /** The account's role may not use this (e.g. a member asking for the agent centre). */
  | 'FORBIDDEN'
  /**
   * An unexpected failure in the gateway or an answer the platform should not have given; no detail is sent. Report it
   * with the request's time.
   */
  | 'INTERNAL'
  /** The site or this feature is under maintenance; `site.maintenanceEndsAt` says until when when known. */
  | 'MAINTENANCE'
  /** A trial (free-play) account asked for what needs a real account. */
  | 'NEED_REAL_ACCOUNT'
  /** The session must change its password first (default or expired password): only the viewer, changePassword and logout answer. */
  | 'PASSWORD_CHANGE_REQUIRED'
  /** Too many requests; `extensions.retryAfterSeconds` says when to try again when known. */
  | 'RATE_LIMITED'
  /** The visitor's region (by IP) may not use the site; `site.visitorIp` shows the IP the platform saw. */
  | 'REGION_BLOCKED'
  /** Not logged in, or the session ended. */
  | 'UNAUTHENTICATED'
  /** The platform did not answer; retrying later may work. */
  | 'UPSTREAM_UNAVAILABLE';

/** The game to add to or remove from favourites. */
export type FavouriteGameInput = {
  /** A `Game.id`. */
  gameId: Scalars['ID']['input'];
};

/** The outcome of adding or removing a favourite. */
export type FavouriteGamePayload = {
  __typename?: 'FavouriteGamePayload';
  /** The game, with `isFavourite` updated; null when refused. */
  game?: Maybe<Game>;
  /** Why the input was refused (see each UserErrorCode); empty on success. */
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

/** The feedback form's rules. */
export type FeedbackRules = {
  __typename?: 'FeedbackRules';
  /** A bound on characters as well, so that a few very long words cannot make a huge message. */
  maxLength: Scalars['Int']['output'];
  /** The most words allowed in the content. */
  maxWords: Scalars['Int']['output'];
  /** Content bounds in words (spec 001 section 5). Words are counted as a reader would, also in Chinese, Japanese and Thai. */
  minWords: Scalars['Int']['output'];
  /** The question types to offer, in the form's order. */
  types: Array<FeedbackType>;
};

/** The question types of feedback and complaints (spec 001 section 3), in the form's order. */
export type FeedbackType =
  /** About the site or the app. */
  | 'APPLICATION'
  /** About customer service. */
  | 'CUSTOMER_SERVICE'
  /** About a deposit. */
  | 'DEPOSIT'
  /** About a game. */
  | 'GAME'
  /** Other issues. */
  | 'OTHER'
  /** About a withdrawal. */
  | 'WITHDRAW';

/** The public configuration of a Firebase web app (what `initializeApp` takes); nothing in it is secret. */
export type FirebaseWebConfig = {
  __typename?: 'FirebaseWebConfig';
  /** The web API key. */
  apiKey: Scalars['String']['output'];
  /** The web app's id, when configured. */
  appId?: Maybe<Scalars['String']['output']>;
  /** The domain of the sign-in pages (popup and redirect). */
  authDomain: Scalars['String']['output'];
  /** Development and tests only: the Auth emulator the SDK is pointed at (`connectAuthEmulator`). */
  emulatorUrl?: Maybe<Scalars['String']['output']>;
  /** The Firebase project. */
  projectId: Scalars['String']['output'];
};

/** A game of a vendor, as a lobby tile. */
export type Game = Node & {
  __typename?: 'Game';
  /** The lane the game is in. */
  category: GameCategory;
  /** The game type (a VendorGameType classification, e.g. SLOT); null without one. */
  classification?: Maybe<Scalars['String']['output']>;
  /** Shown when iconUrl fails to load. */
  fallbackIconUrl?: Maybe<Scalars['String']['output']>;
  /** The vendor's own game code (spec 001 section 3), when it has one. */
  gameCode?: Maybe<Scalars['String']['output']>;
  /** The game's picture; null without one (use fallbackIconUrl). */
  iconUrl?: Maybe<Scalars['String']['output']>;
  /** Opaque global id: pass it to `launchGame` or the favourite mutations. */
  id: Scalars['ID']['output'];
  /** Whether the logged-in member has it among favourites (false when logged out). */
  isFavourite: Scalars['Boolean']['output'];
  /** Marked hot by the merchant. */
  isHot: Scalars['Boolean']['output'];
  /** Marked new by the merchant. */
  isNew: Scalars['Boolean']['output'];
  /** Marked top by the merchant. */
  isTop: Scalars['Boolean']['output'];
  /** The game is under maintenance: launching it answers alternatives instead of a URL. */
  maintenance: Scalars['Boolean']['output'];
  /** The smallest stake; null when the platform does not say. */
  minBet?: Maybe<Scalars['Decimal']['output']>;
  /** Pay lines of a slot; null when not a slot or not said. */
  minLines?: Maybe<Scalars['Int']['output']>;
  /** The game's name in the requested language, when the platform has it. */
  name: Scalars['String']['output'];
  /** The card stands for a vendor whose games open in a popup list. */
  opensGameList: Scalars['Boolean']['output'];
  /** Playable with free (demo) money. */
  supportsFreePlay: Scalars['Boolean']['output'];
  /** Vendor code. */
  vendorCode: Scalars['String']['output'];
  /** The vendor's display name. */
  vendorName: Scalars['String']['output'];
};

/** A lobby category. ESPORTS and COCKFIGHT are split out of the platform's SPORTS lane by the gateway. */
export type GameCategory =
  /** Cockfighting books (split out of the platform's sports lane). */
  | 'COCKFIGHT'
  /** Vendors' electronic lotteries (fast draws). */
  | 'ELOTT'
  /** E-sports books (split out of the platform's sports lane). */
  | 'ESPORTS'
  /** Fishing (shooting) games. */
  | 'FISH'
  /** Live casino with human dealers. */
  | 'LIVE'
  /** The platform's own Vietnamese and SEA lotteries (see lotteryMenus). */
  | 'LOTT'
  /** Card games played against other players, in rooms. */
  | 'PVP'
  /** Slot and other RNG (random number) games. */
  | 'RNG'
  /** Sports books. */
  | 'SPORTS';

/** A page of Game (Relay connection): ask with `first` and `after`, follow `pageInfo.endCursor`. */
export type GameConnection = {
  __typename?: 'GameConnection';
  /** The items of this page, in the list's order. */
  edges: Array<GameEdge>;
  /** Whether more items follow, and the cursor to ask for them. */
  pageInfo: PageInfo;
  /** How many items the whole list holds (every page), for the selection and filter given. */
  totalCount: Scalars['Int']['output'];
};

/** One item of a page of Game, with its cursor. */
export type GameEdge = {
  __typename?: 'GameEdge';
  /** Opaque position of this item: pass it as `after` to read the items after it. */
  cursor: Scalars['String']['output'];
  /** The item. */
  node: Game;
};

/** One category of the lobby with its vendors (only categories that have vendors are listed). */
export type GameLane = {
  __typename?: 'GameLane';
  /** The lane's category. */
  category: GameCategory;
  /** Classification tabs found in this lane (e.g. SLOT, JP, TG, AC for RNG; BACCARAT, ROULETTE, … for LIVE). */
  classifications: Array<Scalars['String']['output']>;
  /** The category's vendors, in the merchant's order. */
  vendors: Array<Vendor>;
};

/** The member's results of one game type in a period (settled bets). */
export type GameTypeProfit = {
  __typename?: 'GameTypeProfit';
  /** Their stakes summed. */
  betAmount: Scalars['Decimal']['output'];
  /** Settled bets of the type in the period. */
  betCount: Scalars['Int']['output'];
  /** The game type. */
  gameType: BetGameType;
  /** Their valid bets (turnover) summed. */
  validBet: Scalars['Decimal']['output'];
  /** Their result: negative when the member lost. */
  winLoss: Scalars['Decimal']['output'];
};

/** The outcome of `gameWindowClosed`. */
export type GameWindowClosedPayload = {
  __typename?: 'GameWindowClosedPayload';
  /** Always empty: the signal cannot be refused. */
  userErrors: Array<UserError>;
  /** The viewer, for a client that reads its figures again in the same request. */
  viewer?: Maybe<Viewer>;
};

/** A topic of the help centre; topics nest (a category and its articles). */
export type HelpTopic = {
  __typename?: 'HelpTopic';
  /** The topics under this one, in the merchant's order; empty for an article. */
  children: Array<HelpTopic>;
  /** Sanitised HTML. */
  content: Scalars['String']['output'];
  /** The topic's id (the help page's `?id=`). */
  id: Scalars['ID']['output'];
  /** The merchant's tag for the topic, e.g. "deposit"; null without one. */
  tag?: Maybe<Scalars['String']['output']>;
  /** The topic's title, plain text. */
  title: Scalars['String']['output'];
};

/** How to show the human-verification step. */
export type HumanVerification = {
  __typename?: 'HumanVerification';
  /** Which service's widget to show. */
  provider: HumanVerificationProvider;
  /** The service's public site key (TURNSTILE, RECAPTCHA); null for ALTCHA. */
  siteKey?: Maybe<Scalars['String']['output']>;
};

/** The services that can stand between a visitor and a login or SMS send. */
export type HumanVerificationProvider =
  /** ALTCHA: a proof of work the browser solves itself; challenges come from `startHumanVerification`. */
  | 'ALTCHA'
  /** Google reCAPTCHA; its widget takes `siteKey`. */
  | 'RECAPTCHA'
  /** Cloudflare Turnstile; its widget takes `siteKey`. */
  | 'TURNSTILE';

/** The third-party sign-ins the merchant may switch on (`site.loginOptions`). */
export type IdentityProvider =
  /** Facebook login; the id token is Facebook's access token. */
  | 'FACEBOOK'
  /** SMS verified by a third party; the id token proves the number. */
  | 'FIREBASE_SMS'
  /** Google sign-in; the id token is Google's ID token (JWT). */
  | 'GOOGLE';

/** The kinds of inbox message. */
export type InboxCategory =
  /** About the member's account: deposits, withdrawals, security. */
  | 'ACCOUNT'
  /** About promotions and rewards. */
  | 'PROMOTION'
  /** From the site: maintenance, news. */
  | 'SYSTEM';

/** Which messages `inbox` lists. */
export type InboxFilter = {
  /** Only messages of this kind; omit for all. */
  category?: InputMaybe<InboxCategory>;
  /** true: only unread messages. */
  unreadOnly?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A message of the member's inbox (page messageV2). */
export type InboxMessage = Node & {
  __typename?: 'InboxMessage';
  /** The message's kind. */
  category: InboxCategory;
  /** Sanitised HTML. */
  content: Scalars['String']['output'];
  /** When the message was sent. */
  createdAt: Scalars['DateTime']['output'];
  /** Opaque global id: pass it to `readInboxMessage` or `node(id:)`. */
  id: Scalars['ID']['output'];
  /** Whether the member has opened (or marked) it. */
  read: Scalars['Boolean']['output'];
  /** The message's title, plain text. */
  title: Scalars['String']['output'];
};

/** A page of InboxMessage (Relay connection): ask with `first` and `after`, follow `pageInfo.endCursor`. */
export type InboxMessageConnection = {
  __typename?: 'InboxMessageConnection';
  /** The items of this page, in the list's order. */
  edges: Array<InboxMessageEdge>;
  /** Whether more items follow, and the cursor to ask for them. */
  pageInfo: PageInfo;
  /** How many items the whole list holds (every page), for the selection and filter given. */
  totalCount: Scalars['Int']['output'];
  /** Unread messages in the whole inbox. */
  unreadCount: Scalars['Int']['output'];
};

/** One item of a page of InboxMessage, with its cursor. */
export type InboxMessageEdge = {
  __typename?: 'InboxMessageEdge';
  /** Opaque position of this item: pass it as `after` to read the items after it. */
  cursor: Scalars['String']['output'];
  /** The item. */
  node: InboxMessage;
};

/** The home jackpot ticker: value = baseValue + growthPerSecond × seconds since startedAt. */
export type Jackpot = {
  __typename?: 'Jackpot';
  /** The ticker's value at `startedAt`. */
  baseValue: Scalars['Decimal']['output'];
  /** The symbol shown before the figure (e.g. "₫"). */
  currencySymbol: Scalars['String']['output'];
  /** How much the value grows each second. */
  growthPerSecond: Scalars['Decimal']['output'];
  /** The instant `baseValue` applies to. */
  startedAt: Scalars['DateTime']['output'];
};

/** The languages the site speaks. The gateway maps them to the platform's codes. */
export type Language =
  /** English. */
  | 'EN'
  /** Indonesian. */
  | 'ID'
  /** Japanese. */
  | 'JA'
  /** Thai. */
  | 'TH'
  /** Filipino (Tagalog). */
  | 'TL'
  /** Vietnamese: the site's first language. */
  | 'VI'
  /** Chinese (simplified). */
  | 'ZH';

/** The game to open and how. */
export type LaunchGameInput = {
  /** Play with demo money (trial accounts always do). */
  freePlay?: InputMaybe<Scalars['Boolean']['input']>;
  /** A Game id, or a Vendor id for vendor-level launches (sports books). */
  gameId: Scalars['ID']['input'];
  /** Where the game's Back button returns (a path of this site). */
  returnPath?: InputMaybe<Scalars['String']['input']>;
};

/** The outcome of a launch: a URL to open, or a list to choose from. */
export type LaunchGamePayload = {
  __typename?: 'LaunchGamePayload';
  /** For a game in maintenance: popular games to play instead. */
  alternatives?: Maybe<Array<Game>>;
  /** Open this URL (in the /game frame). */
  url?: Maybe<Scalars['String']['output']>;
  /** Why the input was refused (see each UserErrorCode); empty on success. */
  userErrors: Array<UserError>;
  /** For a vendor whose card opens a game list: its games. */
  vendorGames?: Maybe<Array<Game>>;
};

/** The lottery game to open. */
export type LaunchLotteryInput = {
  /** A `LotteryGame.gameCode`. */
  gameCode: Scalars['String']['input'];
  /** The game's product. */
  prizeMode: LotteryPrizeMode;
  /** Where the lottery's Back button returns (a path of this site). */
  returnPath?: InputMaybe<Scalars['String']['input']>;
  /** Betting screen (default) or lobby. */
  view?: InputMaybe<LotteryView>;
};

/** A feed `liveFeeds` can carry: each is one of the subscriptions beside it. */
export type LiveFeed =
  /** The viewer's wallet, as `balanceChanged` (a logged-in real account only). */
  | 'BALANCE'
  /** The viewer's badge counts, as `countsChanged` (a logged-in real account only). */
  | 'COUNTS'
  /** The jackpot ticker, as `jackpot`. */
  | 'JACKPOT'
  /** The announcements in force, as `notices`. */
  | 'NOTICES'
  /** Whether the site is under maintenance, as `siteStatus`. */
  | 'SITE_STATUS'
  /** The winners boards, as `winners`. */
  | 'WINNERS';

/** One value of one feed of a `liveFeeds` stream: `feed` names it, and only that feed's field is set (the others are null). */
export type LiveFeedEvent = {
  __typename?: 'LiveFeedEvent';
  /** The viewer's wallet, when `feed` is BALANCE. */
  balance?: Maybe<Wallet>;
  /** The viewer's badge counts, when `feed` is COUNTS. */
  counts?: Maybe<ViewerCounts>;
  /** The feed this value belongs to. */
  feed: LiveFeed;
  /** The jackpot ticker, when `feed` is JACKPOT. */
  jackpot?: Maybe<LiveJackpot>;
  /** The announcements in force, when `feed` is NOTICES. */
  notices?: Maybe<LiveNotices>;
  /** The site's maintenance state, when `feed` is SITE_STATUS. */
  siteStatus?: Maybe<LiveSiteStatus>;
  /** The winners boards, when `feed` is WINNERS. */
  winners?: Maybe<LiveWinners>;
};

/** The jackpot ticker as the platform last gave it. */
export type LiveJackpot = {
  __typename?: 'LiveJackpot';
  /** The ticker; null when the merchant shows none. */
  jackpot?: Maybe<Jackpot>;
};

/** The announcements in force, in the visitor's language. */
export type LiveNotices = {
  __typename?: 'LiveNotices';
  /** The announcements, in the merchant's order (the first page of `notices`). */
  notices: Array<Notice>;
};

/** The site's state as every visitor shares it (a region refusal stays per visitor: read `site.status`). */
export type LiveSiteStatus = {
  __typename?: 'LiveSiteStatus';
  /** True while the site is under maintenance. */
  maintenance: Scalars['Boolean']['output'];
  /** When the maintenance should end, when the platform says. */
  maintenanceEndsAt?: Maybe<Scalars['DateTime']['output']>;
};

/** Both winners boards as the platform last listed them, in the visitor's language (game names). */
export type LiveWinners = {
  __typename?: 'LiveWinners';
  /** The biggest wins lately, biggest first. */
  biggest: Array<Winner>;
  /** The latest wins, newest first. */
  latest: Array<Winner>;
};

/** Where a login comes from: the player site, or the agent entry (refuses non-agents). */
export type LoginEntry =
  /** The agent entry: refuses an account that is not an agent with NOT_AGENT. */
  | 'AGENT'
  /** The player site's login form: any member, agent or trial account. */
  | 'PLAYER';

/** Login by username and password. */
export type LoginInput = {
  /** The text of the captcha image, when a previous attempt demanded it (see requestCaptcha). */
  captcha?: InputMaybe<Scalars['String']['input']>;
  /**
   * The solved human-verification challenge (site.loginOptions.humanVerification): the ALTCHA widget's payload, or the
   * Turnstile or reCAPTCHA token. Each answers one request.
   */
  challenge?: InputMaybe<Scalars['String']['input']>;
  /** Which login form asks; AGENT refuses non-agents. */
  entry?: InputMaybe<LoginEntry>;
  /** The account's password, sent as typed (TLS protects it; the gateway neither logs nor keeps it). */
  password: Scalars['String']['input'];
  /** The account's login name. */
  username: Scalars['String']['input'];
};

/** How visitors may log in here, from the merchant's switches. */
export type LoginOptions = {
  __typename?: 'LoginOptions';
  /** Show a country-code picker next to mobile fields. */
  countryCodePicker: Scalars['Boolean']['output'];
  /** The register button in the header. */
  directRegistration: Scalars['Boolean']['output'];
  /** Facebook login is offered. */
  facebook: Scalars['Boolean']['output'];
  /**
   * The merchant's Firebase web app, for the Google, Facebook and third-party SMS sign-ins; null while none of them
   * is on or the merchant has not configured Firebase.
   */
  firebase?: Maybe<FirebaseWebConfig>;
  /** Trial accounts are offered (`startFreePlay`). */
  freePlay: Scalars['Boolean']['output'];
  /** Google sign-in is offered. */
  google: Scalars['Boolean']['output'];
  /**
   * The challenge visitors solve before logging in or asking for an SMS code; null while the platform does not
   * require one.
   */
  humanVerification?: Maybe<HumanVerification>;
  /** Forgot password by phone (in addition to email). */
  phonePasswordRecovery: Scalars['Boolean']['output'];
  /** Login by SMS code is offered (`loginWithSms`). */
  smsLogin: Scalars['Boolean']['output'];
  /** SMS codes come from a third party (FIREBASE_SMS provider login) rather than the platform. */
  thirdPartySms: Scalars['Boolean']['output'];
};

/**
 * The outcome of a login. On success the gateway sets the session cookie and `viewer` is the account; on refusal
 * `viewer` is null and userErrors say why.
 */
export type LoginPayload = {
  __typename?: 'LoginPayload';
  /** True when the platform wants a captcha on the next attempt (call requestCaptcha for the image). */
  captchaRequired: Scalars['Boolean']['output'];
  /** True on the account's first login ever (clients may show a welcome). */
  firstTimeLogin: Scalars['Boolean']['output'];
  /** The password must be changed before using the site (123456, or expired with the force-change switch); never for SMS or provider logins. */
  passwordChangeRequired: Scalars['Boolean']['output'];
  /**
   * INVALID_CREDENTIALS, CAPTCHA_REQUIRED, CAPTCHA_INVALID, NOT_AGENT, ACCOUNT_LOCKED, INVALID_CODE, CODE_EXPIRED,
   * RATE_LIMITED, FEATURE_DISABLED, VERIFICATION_REQUIRED; empty on success.
   */
  userErrors: Array<UserError>;
  /** The new viewer on success. */
  viewer?: Maybe<Viewer>;
};

/** Sign-in with an identity provider: the gateway passes the provider's id token to the platform. */
export type LoginWithProviderInput = {
  /** The token the provider's own sign-in handed the browser; the platform verifies it. */
  idToken: Scalars['String']['input'];
  /** Which provider issued the token. */
  provider: IdentityProvider;
};

/** Login by mobile number and SMS code (site.loginOptions.smsLogin). */
export type LoginWithSmsInput = {
  /**
   * The solved human-verification challenge (site.loginOptions.humanVerification): the ALTCHA widget's payload, or the
   * Turnstile or reCAPTCHA token. Each answers one request.
   */
  challenge?: InputMaybe<Scalars['String']['input']>;
  /** E.g. "84"; from site.countries. */
  countryDialingCode: Scalars['String']['input'];
  /** The mobile number without the country code, digits only. */
  mobile: Scalars['String']['input'];
  /** The code sent by `requestSmsCode(purpose: LOGIN)`. */
  smsCode: Scalars['String']['input'];
};

/** The outcome of `logout`: the session cookie is cleared. */
export type LogoutPayload = {
  __typename?: 'LogoutPayload';
  /** Always empty: logout cannot be refused, and logging out without a session is not an error. */
  userErrors: Array<UserError>;
  /** Always null after logout; lets clients update their cache in one step. */
  viewer?: Maybe<Viewer>;
};

/** The lottery markets. */
export type LotteryArea =
  /** South-east Asian markets. */
  | 'SEA'
  /** Vietnamese lotteries (the provinces' draws and fast games). */
  | 'VN';

/** The draw now open for bets. */
export type LotteryCurrentDraw = {
  __typename?: 'LotteryCurrentDraw';
  /** When betting closes (the countdown's end); null when not said. */
  closesAt?: Maybe<Scalars['DateTime']['output']>;
  /** The draw's number. */
  drawNumber: Scalars['String']['output'];
  /** When betting opened; null when the platform does not say. */
  opensAt?: Maybe<Scalars['DateTime']['output']>;
};

/** How often a lottery game draws. */
export type LotteryDrawCadence =
  /** Every day at `time`. */
  | 'DAILY'
  /** Every intervalSeconds, around the clock. */
  | 'INTERVAL'
  /** Once a month. */
  | 'MONTHLY'
  /** On the listed weekdays. */
  | 'WEEKLY';

/** When a game draws, as data: clients word it in their own language. Times are Vietnam time. */
export type LotteryDrawSchedule = {
  __typename?: 'LotteryDrawSchedule';
  /** How often it draws. */
  cadence: LotteryDrawCadence;
  /** Seconds between draws (INTERVAL only). */
  intervalSeconds?: Maybe<Scalars['Int']['output']>;
  /** HH:mm in timeZone. */
  time?: Maybe<Scalars['String']['output']>;
  /** Always Asia/Ho_Chi_Minh: the site's market. */
  timeZone: Scalars['String']['output'];
  /** ISO weekdays, 1 Monday … 7 Sunday (WEEKLY only). */
  weekdays?: Maybe<Array<Scalars['Int']['output']>>;
};

/** A lottery game. */
export type LotteryGame = {
  __typename?: 'LotteryGame';
  /** The platform's game code, e.g. "MB" (for launchLottery and results). */
  gameCode: Scalars['String']['output'];
  /** The game's picture, from the platform's general game menu. */
  iconUrl?: Maybe<Scalars['String']['output']>;
  /** The game's name. */
  name: Scalars['String']['output'];
  /** Which product the game belongs to. */
  prizeMode: LotteryPrizeMode;
  /** When the platform says. */
  schedule?: Maybe<LotteryDrawSchedule>;
};

/** A group of lottery games (a region's provinces, fast games, a SEA market). */
export type LotteryMenu = Node & {
  __typename?: 'LotteryMenu';
  /** The market it belongs to. */
  area: LotteryArea;
  /** The platform's menu code. */
  code: Scalars['String']['output'];
  /** The menu's games, in the platform's order. */
  games: Array<LotteryGame>;
  /** Opaque global id of the menu. */
  id: Scalars['ID']['output'];
  /** The menu's name, e.g. "Miền Bắc". */
  name: Scalars['String']['output'];
};

/** A member's view of a game's draws: the draw open for bets and the opened numbers of the draw asked for. */
export type LotteryOpenedNumbers = {
  __typename?: 'LotteryOpenedNumbers';
  /** The draw open for bets; null between draws. */
  current?: Maybe<LotteryCurrentDraw>;
  /** The game's code. */
  gameCode: Scalars['String']['output'];
  /** The game's name. */
  gameName: Scalars['String']['output'];
  /** null before the game's first draw. */
  opened?: Maybe<LotteryResult>;
};

/** The platform's lottery products, each with its own prize rules. */
export type LotteryPrizeMode =
  /** Electronic lottery (Elott): fast draws around the clock. */
  | 'ELOTT'
  /** Traditional lottery (Lott): the official draws' results. */
  | 'LOTT'
  /** South-east Asian markets' lotteries. */
  | 'SEA'
  /** ZY lottery: the platform's own draws. */
  | 'ZY';

/** One draw's opened numbers. */
export type LotteryResult = {
  __typename?: 'LotteryResult';
  /** The draw's number (issue), as the platform numbers it. */
  drawNumber: Scalars['String']['output'];
  /** When the numbers were drawn; null when the platform does not say. */
  drawnAt?: Maybe<Scalars['DateTime']['output']>;
  /** The game's code. */
  gameCode: Scalars['String']['output'];
  /** The game's name. */
  gameName: Scalars['String']['output'];
  /** Winning numbers, grouped by prize where the game has prizes (special prize first). */
  numbers: Array<Scalars['String']['output']>;
};

/** Which screen of the lottery to open. */
export type LotteryView =
  /** The game's betting screen. */
  | 'BETTING'
  /** The lottery's own lobby. */
  | 'LOBBY';

/** Which messages to mark read: `messageIds` or `all`. */
export type MarkInboxMessagesReadInput = {
  /** Marks every message read. */
  all?: InputMaybe<Scalars['Boolean']['input']>;
  /** 1 to 100 messages; leave out with `all`. */
  messageIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** The outcome of `markInboxMessagesRead`. */
export type MarkInboxMessagesReadPayload = {
  __typename?: 'MarkInboxMessagesReadPayload';
  /** The ids marked (every one named, or null for `all`). */
  messageIds?: Maybe<Array<Scalars['ID']['output']>>;
  /** Unread messages left in the whole inbox. */
  unreadCount: Scalars['Int']['output'];
  /** The messages that were unread and now are read. */
  updatedCount: Scalars['Int']['output'];
  /** NOT_FOUND (messageIds), REQUIRED (neither ids nor all), TOO_LONG (more than 100 ids). */
  userErrors: Array<UserError>;
  /** The viewer after marking, for the badge counts. */
  viewer?: Maybe<Viewer>;
};

/** A logged-in account as the site shows it (member, agent or trial). Only the viewer's own account is reachable. */
export type Member = Node & {
  __typename?: 'Member';
  /** The login name (username), unique on the merchant's site. */
  account: Scalars['String']['output'];
  /** Whether the account is a plain member, an agent or a trial (free-play) account. */
  accountType: AccountType;
  /** The member's avatar picture; clients fall back to a default picture when it fails to load. */
  avatarUrl?: Maybe<Scalars['String']['output']>;
  /** The member's club (member label) name as the merchant set it, e.g. "Gold"; null without one. */
  clubLabel?: Maybe<Scalars['String']['output']>;
  /**
   * Whether the member has a member label: the VIP badge then opens playerRank, otherwise securityCenter
   * (spec 001 section 2).
   */
  hasMemberLabel: Scalars['Boolean']['output'];
  /** Whether the member has a direct upline to transfer money to (page transferUpline). */
  hasUpline: Scalars['Boolean']['output'];
  /** Opaque global id (Relay): pass it to `node(id:)` to refetch the member. */
  id: Scalars['ID']['output'];
  /** Agent types 1, 2, 41 and 42. */
  isAgent: Scalars['Boolean']['output'];
  /** Free-play (type 4) accounts: refused by guarded operations. */
  isTrial: Scalars['Boolean']['output'];
  /** The display name the member chose; the login name when none was set. */
  nickname: Scalars['String']['output'];
  /**
   * The member's club rank (1 and up); null without a club. Above 4 the member is served by the VIP channel
   * (`vipService`).
   */
  rankLevel?: Maybe<Scalars['Int']['output']>;
  /** When the account was created; null when the platform does not say. */
  registeredAt?: Maybe<Scalars['DateTime']['output']>;
  /** The member's VIP level (0: none): the header's badge. */
  vipLevel: Scalars['Int']['output'];
  /** Club rank above 4: customer service goes to the VIP channel instead of live chat. */
  vipService: Scalars['Boolean']['output'];
};

/** One of the merchant's bank accounts a bank-transfer deposit is paid into. */
export type MerchantBankAccount = {
  __typename?: 'MerchantBankAccount';
  /** The account number to pay into, in full. */
  accountNumber: Scalars['String']['output'];
  /** The bank's code, e.g. VCB. */
  bankCode: Scalars['String']['output'];
  /** The bank's name, e.g. Vietcombank. */
  bankName: Scalars['String']['output'];
  /** The bank branch; null when not given. */
  branch?: Maybe<Scalars['String']['output']>;
  /** The account holder's name, as the bank shows it. */
  holderName: Scalars['String']['output'];
  /** Pass it as `CreateDepositInput.bankAccountId` to pay into this account. */
  id: Scalars['ID']['output'];
};

/** A task that pays a reward when its target is reached within the period. */
export type Mission = {
  __typename?: 'Mission';
  /** The game type bets must be on; null: any. */
  gameType?: Maybe<BetGameType>;
  /** The mission's id. */
  id: Scalars['ID']['output'];
  /** How often its progress starts again. */
  period: MissionPeriod;
  /** When the period (and so the progress) ends. */
  periodEndsAt: Scalars['DateTime']['output'];
  /** Progress in `unit`, at most the target. */
  progress: Scalars['Decimal']['output'];
  /** What completing it pays. */
  reward: MissionReward;
  /** In progress, completed or claimed. */
  state: MissionState;
  /** The amount or count to reach. */
  target: Scalars['Decimal']['output'];
  /** The mission's title in the requested language, e.g. "Bet 1,000,000 on slots". */
  title: Scalars['String']['output'];
  /** What `progress` and `target` count. */
  unit: MissionUnit;
};

/** Who scored the most mission points in a period. */
export type MissionLeaderboard = {
  __typename?: 'MissionLeaderboard';
  /** When the current period ends. */
  endsAt: Scalars['DateTime']['output'];
  /** The leading players, best first. */
  entries: Array<MissionLeaderboardEntry>;
  /** The member's standing; null when the platform does not say. */
  me?: Maybe<MissionStanding>;
  /** The period ranked. */
  period: MissionPeriod;
  /** The current period's first instant. */
  startsAt: Scalars['DateTime']['output'];
};

/** A row of the missions leaderboard. */
export type MissionLeaderboardEntry = {
  __typename?: 'MissionLeaderboardEntry';
  /** Masked account name, e.g. pla***01. */
  account: Scalars['String']['output'];
  /** This row is the member. */
  isMe: Scalars['Boolean']['output'];
  /** The member's own nickname on their row; null on other players' rows, whose masked account is all that is shown. */
  nickname?: Maybe<Scalars['String']['output']>;
  /** The row's place, 1 for the best. */
  rank: Scalars['Int']['output'];
  /** Mission points scored in the period. */
  score: Scalars['Int']['output'];
};

/** How long a mission's progress runs before it starts again (Vietnam time). */
export type MissionPeriod =
  /** Every day, from 00:00 Vietnam time. */
  | 'DAILY'
  /** Every calendar month, from the 1st 00:00 Vietnam time. */
  | 'MONTHLY'
  /** Every week, from Monday 00:00 Vietnam time. */
  | 'WEEKLY';

/** What completing a mission pays. */
export type MissionReward = {
  __typename?: 'MissionReward';
  /** Money it pays (CASH; 0.00 otherwise), in the merchant's currency. */
  amount: Scalars['Decimal']['output'];
  /** Money or points. */
  kind: RewardKind;
  /** Points it pays (POINTS; 0 otherwise). */
  points: Scalars['Int']['output'];
};

/** The member's own place on the leaderboard. */
export type MissionStanding = {
  __typename?: 'MissionStanding';
  /** Null when the member has no score in the period. */
  rank?: Maybe<Scalars['Int']['output']>;
  /** The member's mission points in the period (0 without any). */
  score: Scalars['Int']['output'];
};

/** Where the member stands on a mission in the current period. */
export type MissionState =
  /** The reward was claimed. */
  | 'CLAIMED'
  /** Target reached: the reward waits in the reward centre. */
  | 'COMPLETED'
  /** The target is not reached yet. */
  | 'IN_PROGRESS';

/** The member's missions (page missionLeaderboard). */
export type MissionSummary = {
  __typename?: 'MissionSummary';
  /** Missions whose target is reached (claimed or not). */
  completedCount: Scalars['Int']['output'];
  /** The missions, in the merchant's order. */
  missions: Array<Mission>;
  /** Missions listed. */
  totalCount: Scalars['Int']['output'];
  /** Completed missions whose reward is not claimed yet: the missions badge. */
  unclaimedCount: Scalars['Int']['output'];
};

/** What a mission's progress counts. */
export type MissionUnit =
  /** Money bet. */
  | 'BET_AMOUNT'
  /** Times something was done (logins, tickets). */
  | 'COUNT';

/**
 * The write entry points. Each returns a payload whose `userErrors` list the expected refusals (an empty list means
 * success); GraphQL errors (`extensions.code`, see ErrorCode) mean the request itself failed.
 */
export type Mutation = {
  __typename?: 'Mutation';
  /** The downline accepts an offer; it becomes ACTIVE and replaces the one it held of that kind. */
  acceptContract: ContractAnswerPayload;
  /** Adds a game to the member's favourites. */
  addFavouriteGame: FavouriteGamePayload;
  /** Applies for an APPLY promotion with a comment and proof images. */
  applyPromotion: ApplyPromotionPayload;
  /** Binds a bank account to receive withdrawals. */
  bindReceivingAccount: BindReceivingAccountPayload;
  /** Trial accounts are refused with NEED_REAL_ACCOUNT. After a few wrong current passwords the account gets RATE_LIMITED for a while. */
  changePassword: ChangePasswordPayload;
  /** Opens a RAFFLE promotion's ticket (golden egg, red envelope, prize wheel); the answer says what was won. */
  claimRafflePromotion: ClaimRafflePromotionPayload;
  /** Claims a reward centre item: CASH into the main wallet, POINTS into the points balance. Claiming twice pays once. */
  claimReward: ClaimRewardPayload;
  /** Answers a paid withdrawal: received, not received (with proof), or partly received. */
  confirmWithdrawal: ConfirmWithdrawalPayload;
  /** Converts points into money in the main wallet (PointsRules.pointsRatio points = 1.00). */
  convertPoints: ConvertPointsPayload;
  /** Opens a deposit order on a channel; the money arrives when the platform settles it. */
  createDeposit: CreateDepositPayload;
  /**
   * Tells the gateway a game window of the viewer closed: play may have moved the balance and the badges, so they
   * are read again and pushed to every open page of the viewer. Costs no platform call when no page listens.
   */
  gameWindowClosed: GameWindowClosedPayload;
  /** Needs a login. Trial accounts get NEED_REAL_ACCOUNT unless the merchant allows them demo play (demo money only). */
  launchGame: LaunchGamePayload;
  /** Opens a lottery game: answers the URL to open in the /game frame. */
  launchLottery: LaunchGamePayload;
  /** Logs in by username and password; sets the HttpOnly session cookie. */
  login: LoginPayload;
  /**
   * Logs in with a Google, Facebook or Firebase SMS token; sets the session cookie. Registers the account on first use
   * when the platform does.
   */
  loginWithProvider: LoginPayload;
  /** Logs in by mobile number and SMS code (`site.loginOptions.smsLogin`); sets the session cookie. */
  loginWithSms: LoginPayload;
  /** Ends the session (at the platform too) and clears the session cookie. */
  logout: LogoutPayload;
  /** Marks messages, or all of them, read. */
  markInboxMessagesRead: MarkInboxMessagesReadPayload;
  /** An agent offers a contract to a direct downline. */
  offerContract: OfferContractPayload;
  /** Opens one message: marks it read and answers it. */
  readInboxMessage: ReadInboxMessagePayload;
  /** Redeems a points-mall reward; its points are taken at once, the reward follows the review. */
  redeemPointReward: RedeemPointRewardPayload;
  /** Creates a member account and logs it in (sets the session cookie). */
  register: RegisterPayload;
  /**
   * Registers a new account under the agent with the agent's invitation code (page registerCenter). The agent stays
   * logged in; the form follows the site's register rules (Site.registrationForm).
   */
  registerDownline: RegisterDownlinePayload;
  /** The downline rejects an offer. */
  rejectContract: ContractAnswerPayload;
  /** Removes a game from the member's favourites. */
  removeFavouriteGame: FavouriteGamePayload;
  /** A fresh captcha image (at most one a second per client). */
  requestCaptcha: RequestCaptchaPayload;
  /** Forgot password by email. Limited per client and per username (RATE_LIMITED). */
  requestPasswordReset: RequestPasswordResetPayload;
  /** Sends an SMS code. At most one send a second per client; the platform locks a number for 5 minutes after too many. */
  requestSmsCode: RequestSmsCodePayload;
  /** Forgot password by phone; success logs the member in. */
  resetPasswordByPhone: ResetPasswordByPhonePayload;
  /** Sets the member's avatar to one of the offered pictures (`viewer.avatars`). */
  setAvatar: SetAvatarPayload;
  /** Sets the first withdraw password (with the login password), or changes it (with the current one). */
  setWithdrawPassword: SetWithdrawPasswordPayload;
  /** Logs in as a trial account (site.loginOptions.freePlay). Limited per client (RATE_LIMITED). */
  startFreePlay: StartFreePlayPayload;
  /** A fresh human-verification challenge (ALTCHA), valid for five minutes and for one request. */
  startHumanVerification: StartHumanVerificationPayload;
  /** Sends feedback or a complaint; visitors may too (the platform ties it to the member when logged in). */
  submitFeedback: SubmitFeedbackPayload;
  /** Either party ends an active contract; the upline may also withdraw a pending offer. */
  terminateContract: TerminateContractPayload;
  /** Moves every vendor wallet's money back to the main wallet. */
  transferAllToMain: TransferAllToMainPayload;
  /** Moves money between the main wallet and a vendor wallet (multi-wallet mode). */
  transferBetweenWallets: TransferBetweenWalletsPayload;
  /** Sends money from the agent's main wallet to an account of its tree. */
  transferToDownline: TransferToDownlinePayload;
  /** Sends money from the main wallet to the member's direct upline. */
  transferToUpline: TransferToUplinePayload;
  /** Asks for a withdrawal; the amount is held from the main wallet until it is paid or refused. */
  withdraw: WithdrawPayload;
};


/**
 * The write entry points. Each returns a payload whose `userErrors` list the expected refusals (an empty list means
 * success); GraphQL errors (`extensions.code`, see ErrorCode) mean the request itself failed.
 */
export type MutationAcceptContractArgs = {
  input: ContractAnswerInput;
};


/**
 * The write entry points. Each returns a payload whose `userErrors` list the expected refusals (an empty list means
 * success); GraphQL errors (`extensions.code`, see ErrorCode) mean the request itself failed.
 */
export type MutationAddFavouriteGameArgs = {
  input: FavouriteGameInput;
};


/**
 * The write entry points. Each returns a payload whose `userErrors` list the expected refusals (an empty list means
 * success); GraphQL errors (`extensions.code`, see ErrorCode) mean the request itself failed.
 */
export type MutationApplyPromotionArgs = {
  input: ApplyPromotionInput;
};


/**
 * The write entry points. Each returns a payload whose `userErrors` list the expected refusals (an empty list means
 * success); GraphQL errors (`extensions.code`, see ErrorCode) mean the request itself failed.
 */
export type MutationBindReceivingAccountArgs = {
  input: BindReceivingAccountInput;
};


/**
 * The write entry points. Each returns a payload whose `userErrors` list the expected refusals (an empty list means
 * success); GraphQL errors (`extensions.code`, see ErrorCode) mean the request itself failed.
 */
export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


/**
 * The write entry points. Each returns a payload whose `userErrors` list the expected refusals (an empty list means
 * success); GraphQL errors (`extensions.code`, see ErrorCode) mean the request itself failed.
 */
export type MutationClaimRafflePromotionArgs = {
  input: ClaimRafflePromotionInput;
};


/**
 * The write entry points. Each returns a payload whose `userErrors` list the expected refusals (an empty list means
 * success); GraphQL errors (`extensions.code`, see ErrorCode) mean the request itself failed.
 */
export type MutationClaimRewardArgs = {
  input: ClaimRewardInput;
};


/**
 * The write entry points. Each returns a payload whose `userErrors` list the expected refusals (an empty list means
 * success); GraphQL errors (`extensions.code`, see ErrorCode) mean the request itself failed.
 */
export type MutationConfirmWithdrawalArgs = {
  input: ConfirmWithdrawalInput;
};


/**
 * The write entry points. Each returns a payload whose `userErrors` list the expected refusals (an empty list means
 * success); GraphQL errors (`extensions.code`, see ErrorCode) mean the request itself failed.
 */
export type MutationConvertPointsArgs = {
  input: ConvertPointsInput;
};


/**
 * The write entry points. Each returns a payload whose `userErrors` list the expected refusals (an empty list means
 * success); GraphQL errors (`extensions.code`, see ErrorCode) mean the request itself failed.
 */
export type MutationCreateDepositArgs = {
  input: CreateDepositInput;
};


/**
 * The write entry points. Each returns a payload whose `userErrors` list the expected refusals (an empty list means
 * success); GraphQL errors (`extensions.code`, see ErrorCode) mean the request itself failed.
 */
export type MutationLaunchGameArgs = {
  input: LaunchGameInput;
};


/**
 * The write entry points. Each returns a payload whose `userErrors` list the expected refusals (an empty list means
 * success); GraphQL errors (`extensions.code`, see ErrorCode) mean the request itself failed.
 */
export type MutationLaunchLotteryArgs = {
  input: LaunchLotteryInput;
};


/**
 * The write entry points. Each returns a payload whose `userErrors` list the expected refusals (an empty list means
 * success); GraphQL errors (`extensions.code`, see ErrorCode) mean the request itself failed.
 */
export type MutationLoginArgs = {
  input: LoginInput;
};


/**
 * The write entry points. Each returns a payload whose `userErrors` list the expected refusals (an empty list means
 * success); GraphQL errors (`extensions.code`, see ErrorCode) mean the request itself failed.
 */
export type MutationLoginWithProviderArgs = {
  input: LoginWithProviderInput;
};


/**
 * The write entry points. Each returns a payload whose `userErrors` list the expected refusals (an empty list means
 * success); GraphQL errors (`extensions.code`, see ErrorCode) mean the request itself failed.
 */
export type MutationLoginWithSmsArgs = {
  input: LoginWithSmsInput;
};


/**
 * The write entry points. Each returns a payload whose `userErrors` list the expected refusals (an empty list means
 * success); GraphQL errors (`extensions.code`, see ErrorCode) mean the request itself failed.
 */
export type MutationMarkInboxMessagesReadArgs = {
  input: MarkInboxMessagesReadInput;
};


/**
 * The write entry points. Each returns a payload whose `userErrors` list the expected refusals (an empty list means
 * success); GraphQL errors (`extensions.code`, see ErrorCode) mean the request itself failed.
 */
export type MutationOfferContractArgs = {
  input: OfferContractInput;
};


/**
 * The write entry points. Each returns a payload whose `userErrors` list the expected refusals (an empty list means
 * success); GraphQL errors (`extensions.code`, see ErrorCode) mean the request itself failed.
 */
export type MutationReadInboxMessageArgs = {
  input: ReadInboxMessageInput;
};


/**
 * The write entry points. Each returns a payload whose `userErrors` list the expected refusals (an empty list means
 * success); GraphQL errors (`extensions.code`, see ErrorCode) mean the request itself failed.
 */
export type MutationRedeemPointRewardArgs = {
  input: RedeemPointRewardInput;
};


/**
 * The write entry points. Each returns a payload whose `userErrors` list the expected refusals (an empty list means
 * success); GraphQL errors (`extensions.code`, see ErrorCode) mean the request itself failed.
 */
export type MutationRegisterArgs = {
  input: RegisterInput;
};


/**
 * The write entry points. Each returns a payload whose `userErrors` list the expected refusals (an empty list means
 * success); GraphQL errors (`extensions.code`, see ErrorCode) mean the request itself failed.
 */
export type MutationRegisterDownlineArgs = {
  input: RegisterDownlineInput;
};


/**
 * The write entry points. Each returns a payload whose `userErrors` list the expected refusals (an empty list means
 * success); GraphQL errors (`extensions.code`, see ErrorCode) mean the request itself failed.
 */
export type MutationRejectContractArgs = {
  input: ContractAnswerInput;
};


/**
 * The write entry points. Each returns a payload whose `userErrors` list the expected refusals (an empty list means
 * success); GraphQL errors (`extensions.code`, see ErrorCode) mean the request itself failed.
 */
export type MutationRemoveFavouriteGameArgs = {
  input: FavouriteGameInput;
};


/**
 * The write entry points. Each returns a payload whose `userErrors` list the expected refusals (an empty list means
 * success); GraphQL errors (`extensions.code`, see ErrorCode) mean the request itself failed.
 */
export type MutationRequestPasswordResetArgs = {
  input: RequestPasswordResetInput;
};


/**
 * The write entry points. Each returns a payload whose `userErrors` list the expected refusals (an empty list means
 * success); GraphQL errors (`extensions.code`, see ErrorCode) mean the request itself failed.
 */
export type MutationRequestSmsCodeArgs = {
  input: RequestSmsCodeInput;
};


/**
 * The write entry points. Each returns a payload whose `userErrors` list the expected refusals (an empty list means
 * success); GraphQL errors (`extensions.code`, see ErrorCode) mean the request itself failed.
 */
export type MutationResetPasswordByPhoneArgs = {
  input: ResetPasswordByPhoneInput;
};


/**
 * The write entry points. Each returns a payload whose `userErrors` list the expected refusals (an empty list means
 * success); GraphQL errors (`extensions.code`, see ErrorCode) mean the request itself failed.
 */
export type MutationSetAvatarArgs = {
  input: SetAvatarInput;
};


/**
 * The write entry points. Each returns a payload whose `userErrors` list the expected refusals (an empty list means
 * success); GraphQL errors (`extensions.code`, see ErrorCode) mean the request itself failed.
 */
export type MutationSetWithdrawPasswordArgs = {
  input: SetWithdrawPasswordInput;
};


/**
 * The write entry points. Each returns a payload whose `userErrors` list the expected refusals (an empty list means
 * success); GraphQL errors (`extensions.code`, see ErrorCode) mean the request itself failed.
 */
export type MutationSubmitFeedbackArgs = {
  input: SubmitFeedbackInput;
};


/**
 * The write entry points. Each returns a payload whose `userErrors` list the expected refusals (an empty list means
 * success); GraphQL errors (`extensions.code`, see ErrorCode) mean the request itself failed.
 */
export type MutationTerminateContractArgs = {
  input: TerminateContractInput;
};


/**
 * The write entry points. Each returns a payload whose `userErrors` list the expected refusals (an empty list means
 * success); GraphQL errors (`extensions.code`, see ErrorCode) mean the request itself failed.
 */
export type MutationTransferAllToMainArgs = {
  input: TransferAllToMainInput;
};


/**
 * The write entry points. Each returns a payload whose `userErrors` list the expected refusals (an empty list means
 * success); GraphQL errors (`extensions.code`, see ErrorCode) mean the request itself failed.
 */
export type MutationTransferBetweenWalletsArgs = {
  input: TransferBetweenWalletsInput;
};


/**
 * The write entry points. Each returns a payload whose `userErrors` list the expected refusals (an empty list means
 * success); GraphQL errors (`extensions.code`, see ErrorCode) mean the request itself failed.
 */
export type MutationTransferToDownlineArgs = {
  input: TransferToDownlineInput;
};


/**
 * The write entry points. Each returns a payload whose `userErrors` list the expected refusals (an empty list means
 * success); GraphQL errors (`extensions.code`, see ErrorCode) mean the request itself failed.
 */
export type MutationTransferToUplineArgs = {
  input: TransferToUplineInput;
};


/**
 * The write entry points. Each returns a payload whose `userErrors` list the expected refusals (an empty list means
 * success); GraphQL errors (`extensions.code`, see ErrorCode) mean the request itself failed.
 */
export type MutationWithdrawArgs = {
  input: WithdrawInput;
};

/** Anything a client may refetch by its opaque global id. */
export type Node = {
  /** An opaque global id: the type's name and its key, encoded. Stable across sessions; do not parse it. */
  id: Scalars['ID']['output'];
};

/** A site announcement (the marquee and the notice dialog). */
export type Notice = Node & {
  __typename?: 'Notice';
  /** HTML from the platform, sanitised by the gateway. */
  content: Scalars['String']['output'];
  /** When it stops showing; null: until withdrawn. */
  endsAt?: Maybe<Scalars['DateTime']['output']>;
  /** Opaque global id of the notice. */
  id: Scalars['ID']['output'];
  /** The merchant's order: higher shows first. */
  priority: Scalars['Int']['output'];
  /** When the notice starts to show; null: already showing. */
  startsAt?: Maybe<Scalars['DateTime']['output']>;
  /** The notice's title, plain text. */
  title: Scalars['String']['output'];
};

/** A page of Notice (Relay connection): ask with `first` and `after`, follow `pageInfo.endCursor`. */
export type NoticeConnection = {
  __typename?: 'NoticeConnection';
  /** The items of this page, in the list's order. */
  edges: Array<NoticeEdge>;
  /** Whether more items follow, and the cursor to ask for them. */
  pageInfo: PageInfo;
  /** How many items the whole list holds (every page), for the selection and filter given. */
  totalCount: Scalars['Int']['output'];
};

/** One item of a page of Notice, with its cursor. */
export type NoticeEdge = {
  __typename?: 'NoticeEdge';
  /** Opaque position of this item: pass it as `after` to read the items after it. */
  cursor: Scalars['String']['output'];
  /** The item. */
  node: Notice;
};

/** A contract offer from an agent to a direct downline. */
export type OfferContractInput = {
  /** Go ahead although the offer would end a higher-rate contract the downline gave further down. */
  confirmDownlineRateRule?: InputMaybe<Scalars['Boolean']['input']>;
  /** A direct downline of the agent. */
  downlineId: Scalars['ID']['input'];
  /** A new key per submission (8–64 of A-Za-z0-9_-); a retry with the same key replays the first answer. */
  idempotencyKey: Scalars['String']['input'];
  /** Which of the four contracts to offer. */
  kind: ContractKind;
  /** DIVIDEND: WEEKLY, SEMI_MONTHLY or MONTHLY. Other kinds have a fixed period and ignore it. */
  period?: InputMaybe<ContractPeriod>;
  /** REAL_TIME_SALARY only. */
  realTime?: InputMaybe<RealTimeSalaryTermsInput>;
  /** DIVIDEND, DAILY_SALARY, HOURLY_SALARY: 1 to 5 tiers, thresholds rising strictly and rates never falling. */
  tiers?: InputMaybe<Array<ContractTierInput>>;
};

/** The outcome of `offerContract`. */
export type OfferContractPayload = {
  __typename?: 'OfferContractPayload';
  /** With DOWNLINE_RATE_HIGHER: the downline's contracts that going ahead would end. */
  affectedContracts: Array<Contract>;
  /** The new offer, PENDING until the downline answers. */
  contract?: Maybe<Contract>;
  /**
   * DOWNLINE_RATE_HIGHER, RATE_TOO_HIGH, NO_CONTRACT_TO_PASS_ON, CONTRACT_PENDING_EXISTS, NOT_DIRECT_DOWNLINE,
   * NOT_FOUND (downlineId), REQUIRED / INVALID_FORMAT / TOO_SMALL / TOO_LARGE (terms; field names the input path).
   */
  userErrors: Array<UserError>;
};

/**
 * Where a page of a Relay connection stands. Lists page forwards: ask with `first` (0 to 100, each field's default
 * otherwise) and, for the next page, `after: pageInfo.endCursor` while `hasNextPage` is true. Cursors are opaque;
 * one from another list is refused with BAD_USER_INPUT.
 */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** The cursor of the page's last item, to pass as `after` for the next page; null on an empty page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** Whether more items follow this page: ask again with `after: endCursor`. */
  hasNextPage: Scalars['Boolean']['output'];
  /**
   * Whether items come before this page (true on any page after the first). Our lists page forwards only
   * (`first`/`after`).
   */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The cursor of the page's first item; null on an empty page. */
  startCursor?: Maybe<Scalars['String']['output']>;
};

/** A reward of the points mall (the design card). */
export type PointReward = Node & {
  __typename?: 'PointReward';
  /** Money per unit: what CASH and BONUS pay, the shop price of PHYSICAL goods (the amount requirement). */
  amount: Scalars['Decimal']['output'];
  /** The merchant's description of the reward, plain text; null without one. */
  description?: Maybe<Scalars['String']['output']>;
  /** Opaque global id: pass it to `redeemPointReward`. */
  id: Scalars['ID']['output'];
  /** The reward's picture, served through the site's own media paths. */
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** The VIP level a member needs to redeem it (0: everyone). */
  minVipLevel: Scalars['Int']['output'];
  /** The reward's name in the requested language. */
  name: Scalars['String']['output'];
  /** Points per unit (the points requirement). */
  pointsRequired: Scalars['Int']['output'];
  /** No units left (stock 0): redeeming answers OUT_OF_STOCK. */
  soldOut: Scalars['Boolean']['output'];
  /** Units left. */
  stock: Scalars['Int']['output'];
  /** What the reward pays out. */
  type: PointRewardType;
};

/** What a points-mall reward pays out. */
export type PointRewardType =
  /** A bonus put into the reward centre once the redemption is approved. */
  | 'BONUS'
  /** Money paid into the main wallet once the redemption is approved. */
  | 'CASH'
  /** Goods sent to the member's receiving address. */
  | 'PHYSICAL';

/** The kinds of line in the points details (spec 001 section 3: the point types, then the ledger's own movements). */
export type PointType =
  /** The new-member bonus and other gifts. */
  | 'BONUS'
  /** Points converted into money. */
  | 'CONVERT'
  /** Points earned by a deposit. */
  | 'DEPOSIT'
  /** Live casino. */
  | 'LIVE'
  /** Lottery tickets. */
  | 'LOTT'
  /** Card games. */
  | 'PVP'
  /** Points spent on a redemption. */
  | 'REDEEM'
  /** Points returned by a rejected redemption. */
  | 'REFUND'
  /** Points claimed in the reward centre. */
  | 'REWARD'
  /** Slot games. */
  | 'RNG'
  /** Sports betting. */
  | 'SPORTS';

/** The member's points: balance, the mall's catalogue and rules, redeem history and points details. */
export type PointsAccount = {
  __typename?: 'PointsAccount';
  /** Points the member can spend now. */
  balance: Scalars['Int']['output'];
  /** The points ledger (points details), newest first. */
  details: PointsDetailConnection;
  /** Stable per member, for client caches. */
  id: Scalars['ID']['output'];
  /** Points held by redemptions in process (already taken from the balance). */
  pendingPoints: Scalars['Int']['output'];
  /** The member's redemptions (redeem history), newest first. */
  redeemOrders: RedeemOrderConnection;
  /** The catalogue, optionally of one type. */
  rewards: Array<PointReward>;
  /** Conversion ratio, bounds and earn rates. */
  rules: PointsRules;
  /** Points earned in total since the account opened. */
  totalEarned: Scalars['Int']['output'];
  /** Points spent in total (redemptions and conversions, refunds deducted). */
  totalSpent: Scalars['Int']['output'];
};


/** The member's points: balance, the mall's catalogue and rules, redeem history and points details. */
export type PointsAccountDetailsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<PointsDetailFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** The member's points: balance, the mall's catalogue and rules, redeem history and points details. */
export type PointsAccountRedeemOrdersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<RedeemOrderFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** The member's points: balance, the mall's catalogue and rules, redeem history and points details. */
export type PointsAccountRewardsArgs = {
  type?: InputMaybe<PointRewardType>;
};

/** Points turned into money in the main wallet, at once. */
export type PointsConversion = {
  __typename?: 'PointsConversion';
  /** Money paid into the main wallet. */
  amount: Scalars['Decimal']['output'];
  /** When the conversion was made. */
  createdAt: Scalars['DateTime']['output'];
  /** The main wallet's available balance right after. */
  mainBalance: Scalars['Decimal']['output'];
  /** The platform's order number. */
  orderNo: Scalars['String']['output'];
  /** Points converted. */
  points: Scalars['Int']['output'];
  /** The points balance right after. */
  pointsBalance: Scalars['Int']['output'];
};

/** One line of the points ledger (points details). */
export type PointsDetail = {
  __typename?: 'PointsDetail';
  /** The member's points right after the line. */
  balanceAfter: Scalars['Int']['output'];
  /** When the points moved. */
  createdAt: Scalars['DateTime']['output'];
  /** The ledger line's id. */
  id: Scalars['ID']['output'];
  /** The redemption or conversion the line belongs to. */
  orderNo?: Maybe<Scalars['String']['output']>;
  /** Why the points moved. */
  pointType: PointType;
  /** Signed: negative when points left. */
  points: Scalars['Int']['output'];
  /** The platform's remark; null without one. */
  remark?: Maybe<Scalars['String']['output']>;
};

/** A page of PointsDetail (Relay connection): ask with `first` and `after`, follow `pageInfo.endCursor`. */
export type PointsDetailConnection = {
  __typename?: 'PointsDetailConnection';
  /** The items of this page, in the list's order. */
  edges: Array<PointsDetailEdge>;
  /** Whether more items follow, and the cursor to ask for them. */
  pageInfo: PageInfo;
  /** How many items the whole list holds (every page), for the selection and filter given. */
  totalCount: Scalars['Int']['output'];
  /** Points in over the whole selection, not only the page. */
  totalIn: Scalars['Int']['output'];
  /** Points out over the whole selection, as a positive number. */
  totalOut: Scalars['Int']['output'];
};

/** One item of a page of PointsDetail, with its cursor. */
export type PointsDetailEdge = {
  __typename?: 'PointsDetailEdge';
  /** Opaque position of this item: pass it as `after` to read the items after it. */
  cursor: Scalars['String']['output'];
  /** The item. */
  node: PointsDetail;
};

/** Which ledger lines `details` lists. */
export type PointsDetailFilter = {
  /** Only lines of this kind; omit for all. */
  pointType?: InputMaybe<PointType>;
  /** No range: the whole history. */
  range?: InputMaybe<DateRangeInput>;
};

/** How one game type's bets earn points. */
export type PointsEarnRate = {
  __typename?: 'PointsEarnRate';
  /** Bet amount that earns one point. */
  betAmountPerPoint: Scalars['Decimal']['output'];
  /** The game type (LIVE, LOTT, PVP, RNG, SPORTS). */
  pointType: PointType;
};

/** The platform's points rules. */
export type PointsRules = {
  __typename?: 'PointsRules';
  /** How bets earn points, per game type. */
  earnRates: Array<PointsEarnRate>;
  /** The most points one conversion may take. */
  maxConvertPoints: Scalars['Int']['output'];
  /** The most units of one reward per redemption. */
  maxRedeemQuantity: Scalars['Int']['output'];
  /** Bounds of one conversion, in points. */
  minConvertPoints: Scalars['Int']['output'];
  /** Points never expire (spec 001 section 9). */
  neverExpire: Scalars['Boolean']['output'];
  /** Points a brand-new member gets. */
  newMemberBonusPoints: Scalars['Int']['output'];
  /** Points worth 1.00 of money when converted (10 points = 1.00). */
  pointsRatio: Scalars['Int']['output'];
};

/** Profit and loss over a period (page personalProfit). */
export type ProfitAndLoss = {
  __typename?: 'ProfitAndLoss';
  /** Their stakes summed. */
  betAmount: Scalars['Decimal']['output'];
  /** Settled bets in the period. */
  betCount: Scalars['Int']['output'];
  /** Bonuses issued in the period. */
  bonusAmount: Scalars['Decimal']['output'];
  /** Every game type, zeros included. */
  byGameType: Array<GameTypeProfit>;
  /** Successful deposits in the period. */
  depositAmount: Scalars['Decimal']['output'];
  /** The period's first instant (Vietnam day start); null when the platform does not say. */
  from?: Maybe<Scalars['DateTime']['output']>;
  /** The period reported. */
  period: ProfitPeriod;
  /** winLoss + bonus + rebate: what the period left the member with. */
  profit: Scalars['Decimal']['output'];
  /** Rebates credited in the period. */
  rebateAmount: Scalars['Decimal']['output'];
  /** The period's last instant; null when the platform does not say. */
  to?: Maybe<Scalars['DateTime']['output']>;
  /** Their valid bets (turnover) summed. */
  validBet: Scalars['Decimal']['output'];
  /** The settled bets' result: negative when the member lost. */
  winLoss: Scalars['Decimal']['output'];
  /** Paid withdrawals in the period. */
  withdrawAmount: Scalars['Decimal']['output'];
};

/** Periods of the profit and loss page, in Vietnam calendar days. */
export type ProfitPeriod =
  /** Today and the 6 days before. */
  | 'LAST_7_DAYS'
  /** Today and the 29 days before. */
  | 'LAST_30_DAYS'
  /** The whole previous calendar month (Vietnam time). */
  | 'LAST_MONTH'
  /** From the 1st of this month (Vietnam time) to now. */
  | 'THIS_MONTH'
  /** Today, from 00:00 Vietnam time. */
  | 'TODAY'
  /** Yesterday, 00:00 to 24:00 Vietnam time. */
  | 'YESTERDAY';

/**
 * A promotion of the merchant, as a card of the promotions page and its detail page. Public; the member's own state
 * (`memberState`) needs a login.
 */
export type Promotion = Node & {
  __typename?: 'Promotion';
  /** HOT, NEW, LIMITED… */
  badge?: Maybe<Scalars['String']['output']>;
  /** How members take part; null when the platform does not say (treat as AUTO). */
  claimMode?: Maybe<PromotionClaimMode>;
  /** Sanitised HTML. */
  content: Scalars['String']['output'];
  /** When it ends; null when open-ended. */
  endsAt?: Maybe<Scalars['DateTime']['output']>;
  /** Opaque global id: the detail page's `?id=`, and the input of the promotion mutations. */
  id: Scalars['ID']['output'];
  /** The card's picture; null without one. */
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** The highest VIP level the promotion is open to; null: no upper bound. */
  maxVipLevel?: Maybe<Scalars['Int']['output']>;
  /**
   * The logged-in member's state and so the card's action; null for visitors and trial accounts, who see the
   * promotion without one.
   */
  memberState?: Maybe<PromotionMemberState>;
  /** VIP levels the promotion is open to (inclusive); null: no bound. */
  minVipLevel?: Maybe<Scalars['Int']['output']>;
  /** The rules in the request's language (plain text). */
  rules?: Maybe<Scalars['String']['output']>;
  /** When the promotion starts; null when it always ran. */
  startsAt?: Maybe<Scalars['DateTime']['output']>;
  /** Upcoming, active or ended. */
  state: PromotionState;
  /** RAFFLE promotions: the ticket the member opens. */
  ticketKind?: Maybe<TicketKind>;
  /** The promotion's title in the requested language. */
  title: Scalars['String']['output'];
  /** The promotions page's category; null when the platform gives none. */
  type?: Maybe<PromotionType>;
};

/** An application of the member for an APPLY promotion. */
export type PromotionApplication = {
  __typename?: 'PromotionApplication';
  /** The member's comment; null without one. */
  comment?: Maybe<Scalars['String']['output']>;
  /** When the member applied. */
  createdAt: Scalars['DateTime']['output'];
  /** The application's id. */
  id: Scalars['ID']['output'];
  /** How many proof images came with it (the pictures are not kept by the gateway). */
  imageCount: Scalars['Int']['output'];
  /** The promotion applied for; null when it is no longer listed. */
  promotion?: Maybe<Promotion>;
  /** The promotion's title when the application was made. */
  promotionTitle: Scalars['String']['output'];
  /** The reviewer's reason on rejection. */
  remark?: Maybe<Scalars['String']['output']>;
  /** When it was approved or rejected; null while PENDING. */
  reviewedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Where the review stands. */
  status: PromotionApplicationStatus;
};

/** A page of PromotionApplication (Relay connection): ask with `first` and `after`, follow `pageInfo.endCursor`. */
export type PromotionApplicationConnection = {
  __typename?: 'PromotionApplicationConnection';
  /** The items of this page, in the list's order. */
  edges: Array<PromotionApplicationEdge>;
  /** Whether more items follow, and the cursor to ask for them. */
  pageInfo: PageInfo;
  /** How many items the whole list holds (every page), for the selection and filter given. */
  totalCount: Scalars['Int']['output'];
};

/** One item of a page of PromotionApplication, with its cursor. */
export type PromotionApplicationEdge = {
  __typename?: 'PromotionApplicationEdge';
  /** Opaque position of this item: pass it as `after` to read the items after it. */
  cursor: Scalars['String']['output'];
  /** The item. */
  node: PromotionApplication;
};

/** Which applications `promotionApplications` lists. */
export type PromotionApplicationFilter = {
  /** Only applications for this promotion (a `Promotion.id`); omit for all. */
  promotionId?: InputMaybe<Scalars['ID']['input']>;
  /** Only applications in this state; omit for all. */
  status?: InputMaybe<PromotionApplicationStatus>;
};

/** Where an application's review stands. */
export type PromotionApplicationStatus =
  /** Approved: the bonus is issued. */
  | 'APPROVED'
  /** Under review. */
  | 'PENDING'
  /** Rejected; `remark` says why. The member may apply again. */
  | 'REJECTED';

/** How a member takes part in a promotion. */
export type PromotionClaimMode =
  /** Members apply with a comment and proof images; the platform reviews the application. */
  | 'APPLY'
  /** Members take part by playing; nothing to claim. */
  | 'AUTO'
  /** Members claim one ticket (golden egg, red envelope, prize wheel) and win a prize. */
  | 'RAFFLE';

/** The member's state on a promotion: the labels of the promotions page (spec 001 section 2), each with its action. */
export type PromotionMemberState =
  /** APPLY: the application is under review. */
  | 'APPLYING'
  /** RAFFLE: the member may claim the ticket (action: claim). */
  | 'CLAIM'
  /** RAFFLE: the ticket was claimed. */
  | 'CLAIMED'
  /** The promotion has ended. */
  | 'CLOSED'
  /** The promotion has not started yet. */
  | 'COMING_SOON'
  /** APPLY: the application was approved and its bonus issued. */
  | 'ISSUED'
  /** APPLY: the member may apply (action: apply). */
  | 'JOIN'
  /** AUTO: the member takes part by playing. */
  | 'JOINED'
  /** The member's VIP level is outside the promotion's range. */
  | 'NOT_ELIGIBLE'
  /** The platform is still processing the member's entry. */
  | 'PROCESS'
  /** APPLY: the last application was rejected; the member may apply again. */
  | 'REJECTED';

/** Where a promotion stands in time. */
export type PromotionState =
  /** Running now. */
  | 'ACTIVE'
  /** Over (endsAt has passed); still shown for its results. */
  | 'ENDED'
  /** Not started yet (startsAt is ahead). */
  | 'UPCOMING';

/** A promotion's category, in the order of the promotions page's filters (spec 001 section 2). */
export type PromotionType =
  /** Rewards for installing the app. */
  | 'APP_DOWNLOAD'
  /** Deposit bonuses. */
  | 'DEPOSIT'
  /** Fishing game promotions. */
  | 'FISH'
  /** Live casino promotions. */
  | 'LIVE'
  /** Lottery promotions. */
  | 'LOTT'
  /** Offers for new members. */
  | 'NEWBIE'
  /** Everything the platform files under no other category. */
  | 'OTHERS'
  /** Points mall promotions. */
  | 'POINT_MALL'
  /** Card game promotions. */
  | 'PVP'
  /** Leaderboards and rankings. */
  | 'RANKING'
  /** Rebates on valid bets. */
  | 'REBATE'
  /** Slot game promotions. */
  | 'RNG'
  /** Sports betting promotions. */
  | 'SPORTS';

/** A room of a card game (PVP): a stake tier with its tables. */
export type PvpRoom = {
  __typename?: 'PvpRoom';
  /** The room's id, as the card game names it. */
  id: Scalars['ID']['output'];
  /** The largest stake in the room. */
  maxBet: Scalars['Decimal']['output'];
  /** Players the room holds at most. */
  maxPlayers: Scalars['Int']['output'];
  /** The smallest stake in the room. */
  minBet: Scalars['Decimal']['output'];
  /** The room's name (its stake tier). */
  name: Scalars['String']['output'];
  /** Players seated now. */
  players: Scalars['Int']['output'];
  /** Seats per table. */
  seats: Scalars['Int']['output'];
  /** Whether the room takes players. */
  status: PvpRoomStatus;
  /** Tables in the room. */
  tables: Scalars['Int']['output'];
};

/** Whether a room takes players. */
export type PvpRoomStatus =
  /** Every seat is taken. */
  | 'FULL'
  /** The room is closed for maintenance. */
  | 'MAINTENANCE'
  /** Seats are free. */
  | 'OPEN';

/**
 * The read entry points. Visitors may read the site, lobby, lottery, content and promotions; `viewer` and everything
 * under it needs a login (see @auth on each field).
 */
export type Query = {
  __typename?: 'Query';
  /** Checks an invitation (affiliate) code before the form is shown or sent. */
  affiliateCode: AffiliateCodeCheck;
  /** The banners of one page's carousel, in the merchant's order. Public. */
  banners: Array<Banner>;
  /** The feedback form's question types and content bounds. Public. */
  feedbackRules: FeedbackRules;
  /** The lobby's categories that have vendors, with their vendors and tabs. Public, cached. */
  gameLanes: Array<GameLane>;
  /** Games of a category, filtered; the lobby's order (hot and top first). Public, cached per filter. */
  games: GameConnection;
  /** The help centre's topics, top level first with their children. Public. */
  helpTopics: Array<HelpTopic>;
  /** Games the merchant marks hot, across categories or in one. Public. */
  hotGames: Array<Game>;
  /** The lottery menus of a market with their games and draw schedules. Public, cached. */
  lotteryMenus: Array<LotteryMenu>;
  /** The opened numbers of a draw (the latest without drawNumber), as the member's lottery account sees them. */
  lotteryOpenedNumbers: LotteryOpenedNumbers;
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
  /** The rooms of a card game (a PVP Game id). */
  pvpRooms: Array<PvpRoom>;
  /** The site's state and feature switches; for visitors and members alike (public, cacheable per language). */
  site: Site;
  /**
   * The vendor behind a category page's /rng?page= key (Vendor.page; a card without a page key goes by its code),
   * or null when the category has no such vendor. page may be null (a page without the key) so that a page's one
   * query passes the same variable here and to games(vendorPage:).
   */
  vendorByPage?: Maybe<Vendor>;
  /**
   * The logged-in account (member and wallet); null for a visitor who is not logged in. Never an UNAUTHENTICATED
   * error: check for null.
   */
  viewer?: Maybe<Viewer>;
  /** A board of recent wins (at most 20), masked names. Public. */
  winners: Array<Winner>;
};


/**
 * The read entry points. Visitors may read the site, lobby, lottery, content and promotions; `viewer` and everything
 * under it needs a login (see @auth on each field).
 */
export type QueryAffiliateCodeArgs = {
  code: Scalars['String']['input'];
};


/**
 * The read entry points. Visitors may read the site, lobby, lottery, content and promotions; `viewer` and everything
 * under it needs a login (see @auth on each field).
 */
export type QueryBannersArgs = {
  group: BannerGroup;
};


/**
 * The read entry points. Visitors may read the site, lobby, lottery, content and promotions; `viewer` and everything
 * under it needs a login (see @auth on each field).
 */
export type QueryGamesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  category: GameCategory;
  classification?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  maxMinBet?: InputMaybe<Scalars['Decimal']['input']>;
  minLines?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  vendor?: InputMaybe<Scalars['String']['input']>;
  vendorPage?: InputMaybe<Scalars['String']['input']>;
};


/**
 * The read entry points. Visitors may read the site, lobby, lottery, content and promotions; `viewer` and everything
 * under it needs a login (see @auth on each field).
 */
export type QueryHotGamesArgs = {
  category?: InputMaybe<GameCategory>;
};


/**
 * The read entry points. Visitors may read the site, lobby, lottery, content and promotions; `viewer` and everything
 * under it needs a login (see @auth on each field).
 */
export type QueryLotteryMenusArgs = {
  area?: InputMaybe<LotteryArea>;
  prizeMode?: InputMaybe<LotteryPrizeMode>;
};


/**
 * The read entry points. Visitors may read the site, lobby, lottery, content and promotions; `viewer` and everything
 * under it needs a login (see @auth on each field).
 */
export type QueryLotteryOpenedNumbersArgs = {
  drawNumber?: InputMaybe<Scalars['String']['input']>;
  gameCode: Scalars['String']['input'];
};


/**
 * The read entry points. Visitors may read the site, lobby, lottery, content and promotions; `viewer` and everything
 * under it needs a login (see @auth on each field).
 */
export type QueryLotteryResultsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  gameCode?: InputMaybe<Scalars['String']['input']>;
};


/**
 * The read entry points. Visitors may read the site, lobby, lottery, content and promotions; `viewer` and everything
 * under it needs a login (see @auth on each field).
 */
export type QueryNodeArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The read entry points. Visitors may read the site, lobby, lottery, content and promotions; `viewer` and everything
 * under it needs a login (see @auth on each field).
 */
export type QueryNodesArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/**
 * The read entry points. Visitors may read the site, lobby, lottery, content and promotions; `viewer` and everything
 * under it needs a login (see @auth on each field).
 */
export type QueryNoticesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * The read entry points. Visitors may read the site, lobby, lottery, content and promotions; `viewer` and everything
 * under it needs a login (see @auth on each field).
 */
export type QueryPromotionsArgs = {
  type?: InputMaybe<PromotionType>;
};


/**
 * The read entry points. Visitors may read the site, lobby, lottery, content and promotions; `viewer` and everything
 * under it needs a login (see @auth on each field).
 */
export type QueryPvpRoomsArgs = {
  gameId: Scalars['ID']['input'];
};


/**
 * The read entry points. Visitors may read the site, lobby, lottery, content and promotions; `viewer` and everything
 * under it needs a login (see @auth on each field).
 */
export type QueryVendorByPageArgs = {
  category: GameCategory;
  page?: InputMaybe<Scalars['String']['input']>;
};


/**
 * The read entry points. Visitors may read the site, lobby, lottery, content and promotions; `viewer` and everything
 * under it needs a login (see @auth on each field).
 */
export type QueryWinnersArgs = {
  board?: InputMaybe<WinnerBoard>;
};

/** What a raffle ticket won. */
export type RaffleClaim = {
  __typename?: 'RaffleClaim';
  /** When the ticket was opened. */
  claimedAt: Scalars['DateTime']['output'];
  /** The claim's id. */
  id: Scalars['ID']['output'];
  /** The money won: it waits in the reward centre as an unclaimed item. */
  prize: Scalars['Decimal']['output'];
  /** The promotion claimed; null when it is no longer listed. */
  promotion?: Maybe<Promotion>;
  /** The reward centre item holding the prize. */
  rewardId?: Maybe<Scalars['ID']['output']>;
  /** The ticket opened. */
  ticketKind: TicketKind;
};

/** The message to open. */
export type ReadInboxMessageInput = {
  /** An `InboxMessage.id` of the viewer's inbox. */
  messageId: Scalars['ID']['input'];
};

/** The outcome of `readInboxMessage`. */
export type ReadInboxMessagePayload = {
  __typename?: 'ReadInboxMessagePayload';
  /** The message, now read. */
  message?: Maybe<InboxMessage>;
  /** NOT_FOUND (messageId). */
  userErrors: Array<UserError>;
  /** The viewer after reading, for the badge counts. */
  viewer?: Maybe<Viewer>;
};

/** What real-time salary has paid the viewer (page real-time salary): settled and paid every 5 minutes. */
export type RealTimeSalary = {
  __typename?: 'RealTimeSalary';
  /** The active real-time salary contract; null without one (past periods stay listed). */
  contract?: Maybe<Contract>;
  /** When the last period was settled; null before the first. */
  lastSettledAt?: Maybe<Scalars['DateTime']['output']>;
  /** When the next period will be settled; null without an active contract. */
  nextSettlementAt?: Maybe<Scalars['DateTime']['output']>;
  /** Minutes per settlement period (5). */
  periodMinutes: Scalars['Int']['output'];
  /** Settled periods, newest first. */
  periods: RealTimeSalaryPeriodConnection;
  /** What it paid today (the Vietnam calendar day). */
  todaySalary: Scalars['Decimal']['output'];
  /** Everything real-time salary has paid the viewer. */
  totalSalary: Scalars['Decimal']['output'];
};


/** What real-time salary has paid the viewer (page real-time salary): settled and paid every 5 minutes. */
export type RealTimeSalaryPeriodsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** One settled 5-minute period of real-time salary. */
export type RealTimeSalaryPeriod = {
  __typename?: 'RealTimeSalaryPeriod';
  /** The period's end (periodStart plus `periodMinutes`). */
  periodEnd: Scalars['DateTime']['output'];
  /** The period's first instant. */
  periodStart: Scalars['DateTime']['output'];
  /** The rate applied in percent: the profit or the loss salary rate. */
  rate: Scalars['Decimal']['output'];
  /** What the period paid the viewer: validBet × rate / 100. */
  salary: Scalars['Decimal']['output'];
  /** The team's valid bet in the period (bets of at least the contract's single bet). */
  validBet: Scalars['Decimal']['output'];
  /** The team's result in the period: negative when it lost (then the loss rate applied). */
  winLoss: Scalars['Decimal']['output'];
};

/** A page of RealTimeSalaryPeriod (Relay connection): ask with `first` and `after`, follow `pageInfo.endCursor`. */
export type RealTimeSalaryPeriodConnection = {
  __typename?: 'RealTimeSalaryPeriodConnection';
  /** The items of this page, in the list's order. */
  edges: Array<RealTimeSalaryPeriodEdge>;
  /** Whether more items follow, and the cursor to ask for them. */
  pageInfo: PageInfo;
  /** How many items the whole list holds (every page), for the selection and filter given. */
  totalCount: Scalars['Int']['output'];
};

/** One item of a page of RealTimeSalaryPeriod, with its cursor. */
export type RealTimeSalaryPeriodEdge = {
  __typename?: 'RealTimeSalaryPeriodEdge';
  /** Opaque position of this item: pass it as `after` to read the items after it. */
  cursor: Scalars['String']['output'];
  /** The item. */
  node: RealTimeSalaryPeriod;
};

/** The terms of a real-time salary offer. */
export type RealTimeSalaryTermsInput = {
  /** The rate in percent paid on the valid bet of a period the team lost. */
  lossSalaryRate: Scalars['Decimal']['input'];
  /** The rate in percent paid on the valid bet of a period the team won. */
  profitSalaryRate: Scalars['Decimal']['input'];
  /** Only bets of at least this amount count toward the valid bet. */
  singleBet: Scalars['Decimal']['input'];
};

/** A bank account of the member's that withdrawals are paid into. */
export type ReceivingAccount = Node & {
  __typename?: 'ReceivingAccount';
  /** Masked except the last 4 digits. */
  accountNumber: Scalars['String']['output'];
  /** The bank's code; null when the platform does not say. */
  bankCode?: Maybe<Scalars['String']['output']>;
  /** The bank's name. */
  bankName: Scalars['String']['output'];
  /** When the member bound it; null when the platform does not say. */
  boundAt?: Maybe<Scalars['DateTime']['output']>;
  /** The account holder's name. */
  holderName: Scalars['String']['output'];
  /** Opaque global id: pass it as `WithdrawInput.receivingAccountId`. */
  id: Scalars['ID']['output'];
};

/** One redemption of the member (redeem history). */
export type RedeemOrder = {
  __typename?: 'RedeemOrder';
  /** Money it pays (CASH, BONUS) or is worth (PHYSICAL), all units. */
  amount: Scalars['Decimal']['output'];
  /** When the member redeemed. */
  createdAt: Scalars['DateTime']['output'];
  /** The redemption's id. */
  id: Scalars['ID']['output'];
  /** The reward's picture; null without one. */
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** The platform's order number. */
  orderNo: Scalars['String']['output'];
  /** The paid account: null for physical goods. */
  paidAccount?: Maybe<RedeemPaidAccount>;
  /** Points spent. */
  points: Scalars['Int']['output'];
  /** Units redeemed. */
  quantity: Scalars['Int']['output'];
  /** Where PHYSICAL goods go; null for other types. */
  receivingAddress?: Maybe<Scalars['String']['output']>;
  /** The reviewer's reason on rejection. */
  remark?: Maybe<Scalars['String']['output']>;
  /** The reward's name at the time of the redemption. */
  rewardName: Scalars['String']['output'];
  /** What the reward pays out. */
  rewardType: PointRewardType;
  /** Where the review stands. */
  status: RedeemStatus;
  /** When the review last changed it; null while untouched. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** A page of RedeemOrder (Relay connection): ask with `first` and `after`, follow `pageInfo.endCursor`. */
export type RedeemOrderConnection = {
  __typename?: 'RedeemOrderConnection';
  /** The items of this page, in the list's order. */
  edges: Array<RedeemOrderEdge>;
  /** Whether more items follow, and the cursor to ask for them. */
  pageInfo: PageInfo;
  /** How many items the whole list holds (every page), for the selection and filter given. */
  totalCount: Scalars['Int']['output'];
};

/** One item of a page of RedeemOrder, with its cursor. */
export type RedeemOrderEdge = {
  __typename?: 'RedeemOrderEdge';
  /** Opaque position of this item: pass it as `after` to read the items after it. */
  cursor: Scalars['String']['output'];
  /** The item. */
  node: RedeemOrder;
};

/** Which redemptions `redeemOrders` lists. */
export type RedeemOrderFilter = {
  /** When the redemptions were made; no range: the whole history. */
  range?: InputMaybe<DateRangeInput>;
  /** Only redemptions in this state; omit for all. */
  status?: InputMaybe<RedeemStatus>;
};

/** Where a redemption was paid. */
export type RedeemPaidAccount =
  /** Paid into the main wallet (CASH). */
  | 'MAIN_WALLET'
  /** Put into the reward centre, to claim there (BONUS). */
  | 'REWARD_CENTRE';

/** A redemption of a points-mall reward. */
export type RedeemPointRewardInput = {
  /** A new key per submission (8–64 of A-Za-z0-9_-); a retry with the same key replays the first answer. */
  idempotencyKey: Scalars['String']['input'];
  /** 1 to PointsRules.maxRedeemQuantity. */
  quantity?: Scalars['Int']['input'];
  /** Where PHYSICAL goods go (required for them, at most 200 characters); ignored otherwise. */
  receivingAddress?: InputMaybe<Scalars['String']['input']>;
  /** A `PointReward.id`. */
  rewardId: Scalars['ID']['input'];
  /** The member's withdraw (payment) password: redemptions go through the platform's password check. */
  withdrawPassword: Scalars['String']['input'];
};

/** The outcome of `redeemPointReward`. */
export type RedeemPointRewardPayload = {
  __typename?: 'RedeemPointRewardPayload';
  /** The new redemption, IN_PROCESS. */
  order?: Maybe<RedeemOrder>;
  /** The points balance right after the redemption. */
  pointsBalance?: Maybe<Scalars['Int']['output']>;
  /**
   * WITHDRAW_PASSWORD_NOT_SET, WITHDRAW_PASSWORD_WRONG, WITHDRAW_PASSWORD_LOCKED, INSUFFICIENT_POINTS, OUT_OF_STOCK,
   * VIP_LEVEL_TOO_LOW, REQUIRED (receivingAddress, withdrawPassword), TOO_LONG (receivingAddress), TOO_SMALL / TOO_LARGE (quantity),
   * NOT_FOUND (rewardId).
   */
  userErrors: Array<UserError>;
  /** The viewer after the redemption, for re-reading points and counts. */
  viewer?: Maybe<Viewer>;
};

/** A redemption's review (spec 001 section 4: in process, then approved or rejected). */
export type RedeemStatus =
  /** Approved: CASH and BONUS are paid, PHYSICAL goods are on their way. */
  | 'APPROVED'
  /** Physical goods handed over (after approval). */
  | 'DELIVERED'
  /** In process: waiting for review; its points are already taken. */
  | 'IN_PROCESS'
  /** Refused: the points came back; `remark` says why. */
  | 'REJECTED';

/** The member's invitation (page referral, invite friends). */
export type Referral = {
  __typename?: 'Referral';
  /** The member's referral code. */
  code: Scalars['String']['output'];
  /** Whether the site runs invitations (REFERRAL switch); codes are accepted at registration only then. */
  enabled: Scalars['Boolean']['output'];
  /** Who joined through the invitation, newest first. */
  invitees: ReferralInviteeConnection;
  /** The registration page with the code, on the address the visitor uses. */
  link: Scalars['String']['output'];
  /** A QR code of `link`: an SVG image as a data URL. */
  qrCode: Scalars['String']['output'];
};


/** The member's invitation (page referral, invite friends). */
export type ReferralInviteesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A member who registered through the viewer's invitation. */
export type ReferralInvitee = {
  __typename?: 'ReferralInvitee';
  /** Masked account name, e.g. pla***01. */
  account: Scalars['String']['output'];
  /** When the invitee registered. */
  joinedAt: Scalars['DateTime']['output'];
  /** The invitee's display name; null without one. */
  nickname?: Maybe<Scalars['String']['output']>;
};

/** A page of ReferralInvitee (Relay connection): ask with `first` and `after`, follow `pageInfo.endCursor`. */
export type ReferralInviteeConnection = {
  __typename?: 'ReferralInviteeConnection';
  /** The items of this page, in the list's order. */
  edges: Array<ReferralInviteeEdge>;
  /** Whether more items follow, and the cursor to ask for them. */
  pageInfo: PageInfo;
  /** How many items the whole list holds (every page), for the selection and filter given. */
  totalCount: Scalars['Int']['output'];
};

/** One item of a page of ReferralInvitee, with its cursor. */
export type ReferralInviteeEdge = {
  __typename?: 'ReferralInviteeEdge';
  /** Opaque position of this item: pass it as `after` to read the items after it. */
  cursor: Scalars['String']['output'];
  /** The item. */
  node: ReferralInvitee;
};

/**
 * A new account under the agent. The fields follow `site.registrationForm` as for `register`; terms and age are the
 * agent's to confirm with the player.
 */
export type RegisterDownlineInput = {
  /** The answer to the captcha shown with the form, when the register rules ask for one. */
  captcha?: InputMaybe<Scalars['String']['input']>;
  /** The password again; must equal `password` (else MISMATCH). */
  confirmPassword?: InputMaybe<Scalars['String']['input']>;
  /** The mobile number's country dialing code, e.g. "84". */
  countryDialingCode?: InputMaybe<Scalars['String']['input']>;
  /** An email address, when the form asks for it. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** A Facebook account, when the form asks for it. */
  facebook?: InputMaybe<Scalars['String']['input']>;
  /** A national id number, when the form asks for it. */
  idNumber?: InputMaybe<Scalars['String']['input']>;
  /** A LINE id, when the form asks for it. */
  line?: InputMaybe<Scalars['String']['input']>;
  /** Register by username (default) or by mobile number. */
  method?: RegistrationMethod;
  /** The mobile number without the country code, digits only. */
  mobile?: InputMaybe<Scalars['String']['input']>;
  /** The new account's password. */
  password?: InputMaybe<Scalars['String']['input']>;
  /** The player's real name, to which withdrawals will be paid. */
  payeeName?: InputMaybe<Scalars['String']['input']>;
  /** The new account's withdraw password, when the form asks for it. */
  paymentPassword?: InputMaybe<Scalars['String']['input']>;
  /** A QQ number, when the form asks for it. */
  qq?: InputMaybe<Scalars['String']['input']>;
  /** The new account's login name. */
  username?: InputMaybe<Scalars['String']['input']>;
  /** The SMS code sent to the mobile, when the form asks for one. */
  verificationCode?: InputMaybe<Scalars['String']['input']>;
  /** A WeChat id, when the form asks for it. */
  wechat?: InputMaybe<Scalars['String']['input']>;
  /** A WhatsApp number, when the form asks for it. */
  whatsapp?: InputMaybe<Scalars['String']['input']>;
};

/** The outcome of `registerDownline`. */
export type RegisterDownlinePayload = {
  __typename?: 'RegisterDownlinePayload';
  /** The new account, a direct downline of the agent. */
  downline?: Maybe<Downline>;
  /** The registration form's codes (REQUIRED, INVALID_FORMAT, ALREADY_EXISTS, CAPTCHA_INVALID, ...). */
  userErrors: Array<UserError>;
};

/**
 * A new account. Which fields apply follows `site.registrationForm` (enabled, required, pattern, lengths); a value for
 * a disabled field is ignored.
 */
export type RegisterInput = {
  /** Must be true (else TERMS_NOT_ACCEPTED). */
  acceptTerms: Scalars['Boolean']['input'];
  /** The invitation code (from the URL or typed). */
  affiliateCode?: InputMaybe<Scalars['String']['input']>;
  /** The captcha answer, when the form asks for it (see requestCaptcha). */
  captcha?: InputMaybe<Scalars['String']['input']>;
  /** Must be true: the visitor is at least `minimumAge` (else AGE_NOT_CONFIRMED). */
  confirmAge: Scalars['Boolean']['input'];
  /** The password again; must equal `password` (else MISMATCH). */
  confirmPassword?: InputMaybe<Scalars['String']['input']>;
  /** The mobile number's country dialing code, e.g. "84". */
  countryDialingCode?: InputMaybe<Scalars['String']['input']>;
  /** An email address, when the form asks for it (used by `requestPasswordReset`). */
  email?: InputMaybe<Scalars['String']['input']>;
  /** A Facebook account, when the form asks for it. */
  facebook?: InputMaybe<Scalars['String']['input']>;
  /**
   * With third-party SMS (`site.loginOptions.thirdPartySms`): the Firebase ID token of the number's phone sign-in,
   * in place of `verificationCode`; the platform checks it names the same number.
   */
  firebaseIdToken?: InputMaybe<Scalars['String']['input']>;
  /** A national id number, when the form asks for it. */
  idNumber?: InputMaybe<Scalars['String']['input']>;
  /** A LINE id, when the form asks for it. */
  line?: InputMaybe<Scalars['String']['input']>;
  /** Register by username or by mobile number. */
  method: RegistrationMethod;
  /** The mobile number without the country code, digits only. */
  mobile?: InputMaybe<Scalars['String']['input']>;
  /** The password (USERNAME method, or MOBILE when `mobilePassword` is on). */
  password?: InputMaybe<Scalars['String']['input']>;
  /** The member's real name, to which withdrawals will be paid: letters without diacritics, words separated by spaces (INVALID_REAL_NAME), besides the platform's own rule. */
  payeeName?: InputMaybe<Scalars['String']['input']>;
  /** The withdraw password, when the form asks for it. */
  paymentPassword?: InputMaybe<Scalars['String']['input']>;
  /** A QQ number, when the form asks for it. */
  qq?: InputMaybe<Scalars['String']['input']>;
  /** A member's referral code (invite friends), when the visitor came by one. */
  referralCode?: InputMaybe<Scalars['String']['input']>;
  /** The login name (USERNAME method). */
  username?: InputMaybe<Scalars['String']['input']>;
  /** The code from `requestSmsCode(purpose: REGISTER)` when `smsVerification` is on. */
  verificationCode?: InputMaybe<Scalars['String']['input']>;
  /** A WeChat id, when the form asks for it. */
  wechat?: InputMaybe<Scalars['String']['input']>;
  /** A WhatsApp number, when the form asks for it. */
  whatsapp?: InputMaybe<Scalars['String']['input']>;
};

/** The outcome of `register`: on success the session cookie is set. */
export type RegisterPayload = {
  __typename?: 'RegisterPayload';
  /**
   * REQUIRED, INVALID_FORMAT, TOO_SHORT, TOO_LONG, MISMATCH, INVALID_EMAIL, INVALID_MOBILE, ALREADY_EXISTS,
   * INVALID_CODE, CODE_EXPIRED, INVALID_INVITATION_CODE, CAPTCHA_INVALID, TERMS_NOT_ACCEPTED, AGE_NOT_CONFIRMED,
   * FEATURE_DISABLED; `field` names the input field.
   */
  userErrors: Array<UserError>;
  /** The new member, logged in. */
  viewer?: Maybe<Viewer>;
};

/** One field's rule, from the platform's register settings. The gateway enforces the same rule. */
export type RegistrationField = {
  __typename?: 'RegistrationField';
  /** Whether the form shows the field; a disabled field's value is ignored. */
  enabled: Scalars['Boolean']['output'];
  /** The most characters (else TOO_LONG); null without a bound. */
  maxLength?: Maybe<Scalars['Int']['output']>;
  /** The fewest characters (else TOO_SHORT); null without a bound. */
  minLength?: Maybe<Scalars['Int']['output']>;
  /** Which field. */
  name: RegistrationFieldName;
  /** A regular expression the whole value must match; null means any characters. */
  pattern?: Maybe<Scalars['String']['output']>;
  /** The platform's id of the pattern, for the localised message `reg_pattern_<patternId>`; null without a pattern. */
  patternId?: Maybe<Scalars['Int']['output']>;
  /** Whether the field must be filled (else REQUIRED). */
  required: Scalars['Boolean']['output'];
};

/** The registration form's fields; each maps to one RegisterInput field. */
export type RegistrationFieldName =
  /** The invitation code (`RegisterInput.affiliateCode`). */
  | 'AFFILIATE_CODE'
  /** A captcha answer (`RegisterInput.captcha`). */
  | 'CAPTCHA'
  /** The password again (`RegisterInput.confirmPassword`). */
  | 'CONFIRM_PASSWORD'
  /** An email address (`RegisterInput.email`). */
  | 'EMAIL'
  /** A Facebook account (`RegisterInput.facebook`). */
  | 'FACEBOOK'
  /** A national id number (`RegisterInput.idNumber`). */
  | 'ID_NUMBER'
  /** A LINE id (`RegisterInput.line`). */
  | 'LINE'
  /** The mobile number (`RegisterInput.mobile`). */
  | 'MOBILE'
  /** The password (`RegisterInput.password`). */
  | 'PASSWORD'
  /** The real name withdrawals are paid to (`RegisterInput.payeeName`). */
  | 'PAYEE_NAME'
  /** The withdraw password (`RegisterInput.paymentPassword`). */
  | 'PAYMENT_PASSWORD'
  /** A QQ number (`RegisterInput.qq`). */
  | 'QQ'
  /** The login name (`RegisterInput.username`). */
  | 'USERNAME'
  /** The SMS code (`RegisterInput.verificationCode`). */
  | 'VERIFICATION_CODE'
  /** A WeChat id (`RegisterInput.wechat`). */
  | 'WECHAT'
  /** A WhatsApp number (`RegisterInput.whatsapp`). */
  | 'WHATSAPP';

/** The registration form as the merchant configured it; the gateway checks `register` against the same rules. */
export type RegistrationForm = {
  __typename?: 'RegistrationForm';
  /** Every field's rule, enabled or not. */
  fields: Array<RegistrationField>;
  /** USERNAMEREG3 and MOBILENUMREG3. */
  methods: Array<RegistrationMethod>;
  /** The legal age the member confirms (`confirmAge`), in years. */
  minimumAge: Scalars['Int']['output'];
  /** MOBILENUMPASSREG3: mobile registration asks for a password pair too. */
  mobilePassword: Scalars['Boolean']['output'];
  /** REGMOBVERF3: an SMS code is needed. */
  smsVerification: Scalars['Boolean']['output'];
};

/** How a new account is identified. */
export type RegistrationMethod =
  /** By mobile number, with an SMS code when REGMOBVERF3 is on (MOBILENUMREG3). */
  | 'MOBILE'
  /** By a chosen username and password (USERNAMEREG3). */
  | 'USERNAME';

/** The outcome of `requestCaptcha`. */
export type RequestCaptchaPayload = {
  __typename?: 'RequestCaptchaPayload';
  /** The captcha as a data: URL (PNG). Bound to this browser's session; each image answers once. */
  image?: Maybe<Scalars['String']['output']>;
  /** RATE_LIMITED when asked more than once a second. */
  userErrors: Array<UserError>;
};

/** The account whose password to reset by email. */
export type RequestPasswordResetInput = {
  /** The email address registered with the account. */
  email: Scalars['String']['input'];
  /** The account's login name. */
  username: Scalars['String']['input'];
};

/** The outcome of `requestPasswordReset`. */
export type RequestPasswordResetPayload = {
  __typename?: 'RequestPasswordResetPayload';
  /**
   * True once the request is taken; the platform emails the member when the username and email belong together.
   * The same answer when they do not, so that the form cannot tell which accounts exist.
   */
  sent: Scalars['Boolean']['output'];
  /** REQUIRED, INVALID_EMAIL, RATE_LIMITED; never a sign of whether the account exists. */
  userErrors: Array<UserError>;
};

/** Where and why to send an SMS code. */
export type RequestSmsCodeInput = {
  /**
   * The solved human-verification challenge (site.loginOptions.humanVerification): the ALTCHA widget's payload, or the
   * Turnstile or reCAPTCHA token. Each answers one request.
   */
  challenge?: InputMaybe<Scalars['String']['input']>;
  /** The country's dialing code, e.g. "84"; from `site.countries`. */
  countryDialingCode: Scalars['String']['input'];
  /** The mobile number without the country code, digits only. */
  mobile: Scalars['String']['input'];
  /** What the code is for. */
  purpose: SmsPurpose;
  /** For REGISTER: which registration form asks (the platform has two variants). */
  registrationMethod?: InputMaybe<RegistrationMethod>;
};

/** The outcome of `requestSmsCode`. */
export type RequestSmsCodePayload = {
  __typename?: 'RequestSmsCodePayload';
  /**
   * Seconds before another code may be requested: the code's lifetime (expiredMinutes × 60), 60 with third-party SMS.
   * For RESET_PASSWORD always 300 (60 with third-party SMS), and the same answer for a number with no account, so
   * that the form cannot tell which numbers exist.
   */
  resendAfterSeconds?: Maybe<Scalars['Int']['output']>;
  /**
   * INVALID_MOBILE, ALREADY_EXISTS (REGISTER for a registered number), RATE_LIMITED (see details.retryAfterSeconds),
   * FEATURE_DISABLED, VERIFICATION_REQUIRED.
   */
  userErrors: Array<UserError>;
};

/** A new password, proved by an SMS code to the account's mobile. */
export type ResetPasswordByPhoneInput = {
  /** The new password again; must equal `newPassword` (else MISMATCH). */
  confirmPassword: Scalars['String']['input'];
  /** The country's dialing code, e.g. "84". */
  countryDialingCode: Scalars['String']['input'];
  /**
   * With third-party SMS (`site.loginOptions.thirdPartySms`): the Firebase ID token of the number's phone sign-in,
   * which the platform checks instead of `smsCode`.
   */
  firebaseIdToken?: InputMaybe<Scalars['String']['input']>;
  /** The account's mobile number without the country code. */
  mobile: Scalars['String']['input'];
  /** The new password; the registration form's PASSWORD rule applies. */
  newPassword: Scalars['String']['input'];
  /** The code from `requestSmsCode(purpose: RESET_PASSWORD)` (with third-party SMS: the code Firebase sent). */
  smsCode: Scalars['String']['input'];
};

/** The outcome of `resetPasswordByPhone`. */
export type ResetPasswordByPhonePayload = {
  __typename?: 'ResetPasswordByPhonePayload';
  /** INVALID_CODE, CODE_EXPIRED, MISMATCH, TOO_SHORT, TOO_LONG, INVALID_FORMAT, RATE_LIMITED. */
  userErrors: Array<UserError>;
  /** The member, logged in with the new password. */
  viewer?: Maybe<Viewer>;
};

/** An item of the reward centre: a reward the member claims (completed missions, raffle prizes, approved applications). */
export type RewardItem = {
  __typename?: 'RewardItem';
  /** Money it pays (CASH; 0.00 otherwise). */
  amount: Scalars['Decimal']['output'];
  /** When it was claimed; null while unclaimed. */
  claimedAt?: Maybe<Scalars['DateTime']['output']>;
  /** When the item arrived in the reward centre. */
  createdAt: Scalars['DateTime']['output'];
  /** Opaque id: pass it to `claimReward`. */
  id: Scalars['ID']['output'];
  /** Money or points. */
  kind: RewardKind;
  /** Points it pays (POINTS; 0 otherwise). */
  points: Scalars['Int']['output'];
  /** Where it came from. */
  source: RewardSource;
  /** Claimed or not. */
  status: RewardItemStatus;
  /** What it is for, in the requested language. */
  title: Scalars['String']['output'];
};

/** A page of RewardItem (Relay connection): ask with `first` and `after`, follow `pageInfo.endCursor`. */
export type RewardItemConnection = {
  __typename?: 'RewardItemConnection';
  /** The items of this page, in the list's order. */
  edges: Array<RewardItemEdge>;
  /** Whether more items follow, and the cursor to ask for them. */
  pageInfo: PageInfo;
  /** How many items the whole list holds (every page), for the selection and filter given. */
  totalCount: Scalars['Int']['output'];
};

/** One item of a page of RewardItem, with its cursor. */
export type RewardItemEdge = {
  __typename?: 'RewardItemEdge';
  /** Opaque position of this item: pass it as `after` to read the items after it. */
  cursor: Scalars['String']['output'];
  /** The item. */
  node: RewardItem;
};

/** Whether an item was claimed. */
export type RewardItemStatus =
  /** Claimed and paid. */
  | 'CLAIMED'
  /** Waiting: `claimReward` pays it. */
  | 'UNCLAIMED';

/** What a reward pays. */
export type RewardKind =
  /** Money into the main wallet. */
  | 'CASH'
  /** Points into the points balance. */
  | 'POINTS';

/** Where a reward centre item comes from. */
export type RewardSource =
  /** A completed mission. */
  | 'MISSION'
  /** A BONUS reward redeemed in the points mall. */
  | 'POINTS_MALL'
  /** A promotion: a raffle prize or an approved application. */
  | 'PROMOTION'
  /** A rebate on valid bets. */
  | 'REBATE'
  /** A VIP upgrade or monthly bonus. */
  | 'VIP';

/** The roles of `@auth`, from the least: every AGENT is also a REAL_ACCOUNT, and every REAL_ACCOUNT a MEMBER. */
export type Role =
  /** A logged-in agent (account types 1, 2, 41, 42). */
  | 'AGENT'
  /** Any logged-in account, trial (free-play) accounts included. */
  | 'MEMBER'
  /** A logged-in account that is not a trial (free-play) account. */
  | 'REAL_ACCOUNT';

/** A phone scratch card paid in. */
export type ScratchCardInput = {
  /** The card's PIN (scratched off): 12 to 15 digits. */
  pin: Scalars['String']['input'];
  /** The card's serial: 10 to 15 digits. */
  serial: Scalars['String']['input'];
  /** One of the channel's telco codes. */
  telco: Scalars['String']['input'];
};

/** A telco whose scratch cards a SCRATCH_CARD channel takes. */
export type ScratchCardTelco = {
  __typename?: 'ScratchCardTelco';
  /** The telco's code to send in ScratchCardInput.telco (VIETTEL, MOBIFONE, VINAPHONE). */
  code: Scalars['String']['output'];
  /** The card values the channel takes from this telco. */
  faceValues: Array<Scalars['Decimal']['output']>;
  /** The telco's display name. */
  name: Scalars['String']['output'];
};

/** The avatar to wear. */
export type SetAvatarInput = {
  /** An `Avatar.id` from `viewer.avatars`. */
  avatarId: Scalars['ID']['input'];
};

/** The outcome of `setAvatar`. */
export type SetAvatarPayload = {
  __typename?: 'SetAvatarPayload';
  /** The member with the new avatar. */
  member?: Maybe<Member>;
  /** INVALID_FORMAT: not one of the offered avatars. */
  userErrors: Array<UserError>;
};

/** The first withdraw password (with `loginPassword`) or a new one (with `currentPassword`). */
export type SetWithdrawPasswordInput = {
  /** The new password again; must equal `newPassword` (else MISMATCH). */
  confirmPassword: Scalars['String']['input'];
  /** A change gives the withdraw password now instead. */
  currentPassword?: InputMaybe<Scalars['String']['input']>;
  /** A new key per submission (8–64 of A-Za-z0-9_-); a retry with the same key replays the first answer. */
  idempotencyKey: Scalars['String']['input'];
  /** The first withdraw password is set with the login password (and only while none is set). */
  loginPassword?: InputMaybe<Scalars['String']['input']>;
  /** Exactly 6 digits, not the current one. */
  newPassword: Scalars['String']['input'];
};

/** The outcome of `setWithdrawPassword`. */
export type SetWithdrawPasswordPayload = {
  __typename?: 'SetWithdrawPasswordPayload';
  /**
   * INVALID_CREDENTIALS (loginPassword), WITHDRAW_PASSWORD_WRONG (currentPassword), WITHDRAW_PASSWORD_LOCKED,
   * ALREADY_EXISTS (a first-time form while one is set), WITHDRAW_PASSWORD_NOT_SET (a change while none is), REQUIRED,
   * INVALID_FORMAT, MISMATCH.
   */
  userErrors: Array<UserError>;
  /** The rules after the change (hasWithdrawPassword true); null when re-reading them failed (the change stands). */
  withdrawalRules?: Maybe<WithdrawalRules>;
};

/** The whole site's state: what the visitor may see and which features are switched on. */
export type Site = {
  __typename?: 'Site';
  /** The app packages of the platform's route list (domainRoute). */
  appDownloads: Array<AppDownload>;
  /** The countries mobile numbers may come from, for the country-code picker. */
  countries: Array<Country>;
  /** Null when the platform's public settings name no currency. */
  currency?: Maybe<Currency>;
  /** Live chat for most members; the VIP channel when the logged-in member's rank is above 4. */
  customerService?: Maybe<CustomerServiceChannel>;
  /** The language to show before the visitor chooses one. */
  defaultLanguage: Language;
  /** Which of the merchant's optional features are switched on. */
  features: FeatureSwitches;
  /**
   * The platform's image CDNs this site may load pictures from. Pictures the platform sends as paths are given on the
   * first; a client spreads its visits over all of them by putting a visit's pictures on one picked at random.
   */
  imageCdns: Array<Scalars['String']['output']>;
  /** The home page's jackpot ticker; null when the merchant shows none. */
  jackpot?: Maybe<Jackpot>;
  /** The languages the visitor may choose, in the merchant's order. */
  languages: Array<Language>;
  /** The site's alternative addresses (domainRoute). */
  lines: Array<SiteLine>;
  /** Which ways to log in the merchant offers. */
  loginOptions: LoginOptions;
  /** When status is MAINTENANCE and the platform gives an end time. */
  maintenanceEndsAt?: Maybe<Scalars['DateTime']['output']>;
  /** loginedToHomePage: without a session only /login, /register, /helpmc and /download are reachable. */
  navigationGuard: Scalars['Boolean']['output'];
  /** The registration form's methods and field rules. */
  registrationForm: RegistrationForm;
  /** The merchant's social network pages, in its order. */
  socialLinks: Array<SocialLink>;
  /** Whether the site is open, under maintenance or closed to the visitor's region. Clients show the matching page. */
  status: SiteStatus;
  /** The visitor's IP as the platform sees it (shown on the region-blocked page). */
  visitorIp?: Maybe<Scalars['String']['output']>;
};

/** One address (line) the site answers on; clients measure them and let the player switch. */
export type SiteLine = {
  __typename?: 'SiteLine';
  /** The line's number, 1 and up, as the merchant numbers them. */
  lineNo: Scalars['Int']['output'];
  /** The merchant's recommended line. */
  recommended: Scalars['Boolean']['output'];
  /** Origin, e.g. https://www.example.com. */
  url: Scalars['String']['output'];
};

/** The site's state for this visitor. */
export type SiteStatus =
  /** The platform's domain check failed: the site was reached on an address the merchant does not serve. */
  | 'INVALID_DOMAIN'
  /** Under maintenance: most operations answer MAINTENANCE; see `maintenanceEndsAt`. */
  | 'MAINTENANCE'
  /** Open. */
  | 'NORMAL'
  /** The visitor's region may not use the site; operations answer REGION_BLOCKED. */
  | 'REGION_BLOCKED';

/** What an SMS code is for; a code answers only the purpose it was sent for. */
export type SmsPurpose =
  /** Login by SMS code (`loginWithSms`). */
  | 'LOGIN'
  /** Verifying the mobile number while registering (`register`'s verificationCode). */
  | 'REGISTER'
  /** Forgot password by phone (`resetPasswordByPhone`). */
  | 'RESET_PASSWORD';

/** The merchant's page on a social network, for the footer. */
export type SocialLink = {
  __typename?: 'SocialLink';
  /** Which network. */
  network: SocialNetwork;
  /** The page's address. */
  url: Scalars['String']['output'];
};

/** The social networks the merchant may link to. */
export type SocialNetwork =
  /** Douyin (TikTok China). */
  | 'DOUYIN'
  /** Facebook. */
  | 'FACEBOOK'
  /** Telegram. */
  | 'TELEGRAM'
  /** X (Twitter). */
  | 'TWITTER';

/** The outcome of `startFreePlay`: the session cookie of a new trial account. */
export type StartFreePlayPayload = {
  __typename?: 'StartFreePlayPayload';
  /** FEATURE_DISABLED when free play is switched off; RATE_LIMITED. */
  userErrors: Array<UserError>;
  /** The trial viewer (accountType TRIAL). */
  viewer?: Maybe<Viewer>;
};

/** The outcome of `startHumanVerification`. */
export type StartHumanVerificationPayload = {
  __typename?: 'StartHumanVerificationPayload';
  /** A new ALTCHA challenge as JSON, for the widget; null for providers whose widget fetches its own. */
  challenge?: Maybe<Scalars['String']['output']>;
  /** Always empty: a challenge is always given. */
  userErrors: Array<UserError>;
};

/** A feedback or complaint message. */
export type SubmitFeedbackInput = {
  /** The message, plain text, within `feedbackRules`' word and character bounds. */
  content: Scalars['String']['input'];
  /** What the message is about. */
  type: FeedbackType;
};

/** The outcome of `submitFeedback`. */
export type SubmitFeedbackPayload = {
  __typename?: 'SubmitFeedbackPayload';
  /** The platform's number for the feedback. */
  feedbackId?: Maybe<Scalars['ID']['output']>;
  /** REQUIRED (empty content), TOO_SHORT / TOO_LONG (content: details.minWords, maxWords, maxLength). */
  userErrors: Array<UserError>;
};

/**
 * What an open page is told as it happens, over GraphQL over Server-Sent Events (POST /graphql/stream, the
 * graphql-sse protocol, one operation per stream). Each subscription answers the latest value at once (so a stream
 * that reconnects misses nothing), then a new value each time it changes. The same session cookie, CSRF rule
 * (a JSON body or the `Apollo-Require-Preflight` header), roles, persisted-operation rules and query limits as
 * /graphql apply; a session or address over its open-stream limit is refused with 429 RATE_LIMITED. A stream ends
 * without a `complete` event when the gateway drains or the stream reaches its longest life: reconnect.
 */
export type Subscription = {
  __typename?: 'Subscription';
  /** The viewer's wallet (the header's balance) whenever its balances change: after a game or a money move. */
  balanceChanged: Wallet;
  /** The viewer's red badge counts (inbox, rewards, missions) whenever one of them changes. */
  countsChanged: ViewerCounts;
  /** The home jackpot ticker whenever the platform restarts it; null while the merchant shows none. */
  jackpot: LiveJackpot;
  /**
   * Several feeds over one stream: each event carries one value of one of `feeds`, as that feed's own subscription
   * answers it (the latest value of each at once, then each change). A browser on HTTP/1.1 keeps 6 connections per
   * origin for all its tabs, so a page opens this one stream rather than one per feed; like every stream it may be
   * sent to any replica. BALANCE and COUNTS need what `balanceChanged` and `countsChanged` need: asking them without
   * a logged-in real account refuses the whole stream with that field's error (ask the public feeds alone instead).
   * An empty or repeated list is refused with BAD_USER_INPUT.
   */
  liveFeeds: LiveFeedEvent;
  /** The announcements in force whenever one is added, changed or withdrawn. */
  notices: LiveNotices;
  /** Whether the site is under maintenance, whenever that changes (an open page then shows the maintenance view). */
  siteStatus: LiveSiteStatus;
  /** The winners boards whenever a new win is listed. */
  winners: LiveWinners;
};


/**
 * What an open page is told as it happens, over GraphQL over Server-Sent Events (POST /graphql/stream, the
 * graphql-sse protocol, one operation per stream). Each subscription answers the latest value at once (so a stream
 * that reconnects misses nothing), then a new value each time it changes. The same session cookie, CSRF rule
 * (a JSON body or the `Apollo-Require-Preflight` header), roles, persisted-operation rules and query limits as
 * /graphql apply; a session or address over its open-stream limit is refused with 429 RATE_LIMITED. A stream ends
 * without a `complete` event when the gateway drains or the stream reaches its longest life: reconnect.
 */
export type SubscriptionLiveFeedsArgs = {
  feeds: Array<LiveFeed>;
};

/** How `teamBets` sums the team's bets into rows. */
export type TeamBetGrouping =
  /** One row per Vietnam calendar day, newest first. */
  | 'DAY'
  /** One row per game type, largest valid bet first. */
  | 'GAME_TYPE'
  /** One row per team account (the agent included), largest valid bet first. */
  | 'MEMBER';

/** Bets of the team summed by member, day or game type. */
export type TeamBetRow = {
  __typename?: 'TeamBetRow';
  /** MEMBER rows: the account's login name; null on other rows. */
  account?: Maybe<Scalars['String']['output']>;
  /** The stake of the row's bets. */
  betAmount: Scalars['Decimal']['output'];
  /** Bets in the row. */
  betCount: Scalars['Int']['output'];
  /** DAY rows: the Vietnam calendar day, YYYY-MM-DD. */
  day?: Maybe<Scalars['String']['output']>;
  /** MEMBER rows: the account (a Downline id, usable as a filter). */
  downlineId?: Maybe<Scalars['ID']['output']>;
  /** GAME_TYPE rows. */
  gameType?: Maybe<BetGameType>;
  /** MEMBER rows: depth below the agent (0 for the agent). */
  level?: Maybe<Scalars['Int']['output']>;
  /** The row's valid bets (turnover). */
  validBet: Scalars['Decimal']['output'];
  /** The account's result: negative when it lost. */
  winLoss: Scalars['Decimal']['output'];
};

/** A page of TeamBetRow (Relay connection): ask with `first` and `after`, follow `pageInfo.endCursor`. */
export type TeamBetRowConnection = {
  __typename?: 'TeamBetRowConnection';
  /** The items of this page, in the list's order. */
  edges: Array<TeamBetRowEdge>;
  /** Whether more items follow, and the cursor to ask for them. */
  pageInfo: PageInfo;
  /** How many items the whole list holds (every page), for the selection and filter given. */
  totalCount: Scalars['Int']['output'];
  /** Sums over every row of the selection, not only the page. */
  totals: BetTotals;
};

/** One item of a page of TeamBetRow, with its cursor. */
export type TeamBetRowEdge = {
  __typename?: 'TeamBetRowEdge';
  /** Opaque position of this item: pass it as `after` to read the items after it. */
  cursor: Scalars['String']['output'];
  /** The item. */
  node: TeamBetRow;
};

/**
 * The team at a glance (page agentTeamOverview). Structure counts are of the downline tree without the agent; bets
 * and money count the team with the agent, within the range; `teamBalance` is every downline's wallets now.
 */
export type TeamOverview = {
  __typename?: 'TeamOverview';
  /** Team accounts with bets within the range. */
  activeMembers: Scalars['Int']['output'];
  /** The stake of those bets. */
  betAmount: Scalars['Decimal']['output'];
  /** Bets placed by the team (the agent included) within the range. */
  betCount: Scalars['Int']['output'];
  /** The money of those deposits. */
  depositAmount: Scalars['Decimal']['output'];
  /** Successful deposits by the team within the range. */
  depositCount: Scalars['Int']['output'];
  /** Accounts directly below the agent. */
  directDownlines: Scalars['Int']['output'];
  /** Non-agent accounts in the downline tree, any depth. */
  members: Scalars['Int']['output'];
  /** Downlines registered within the range. */
  newMembers: Scalars['Int']['output'];
  /** Agents in the downline tree, any depth. */
  subAgents: Scalars['Int']['output'];
  /** The sum of every downline's wallets now (not limited by the range). */
  teamBalance: Scalars['Decimal']['output'];
  /** Accounts in the downline tree, any depth (the agent not counted). */
  teamSize: Scalars['Int']['output'];
  /** The valid bets (turnover) of those bets: stakes that count toward rebates and turnover requirements. */
  validBet: Scalars['Decimal']['output'];
  /** The team's result: negative when the team lost. */
  winLoss: Scalars['Decimal']['output'];
  /** The money of those withdrawals. */
  withdrawAmount: Scalars['Decimal']['output'];
  /** Paid withdrawals of the team within the range. */
  withdrawCount: Scalars['Int']['output'];
};

/** Which part of the team's history a report covers. */
export type TeamReportFilter = {
  /** One account of the team (the agent or a downline at any depth). */
  downlineId?: InputMaybe<Scalars['ID']['input']>;
  /** No range: the whole history. */
  range?: InputMaybe<DateRangeInput>;
};

/** One money line of a team account. */
export type TeamTransaction = {
  __typename?: 'TeamTransaction';
  /** The account's login name. */
  account: Scalars['String']['output'];
  /** Signed: money in is positive. */
  amount: Scalars['Decimal']['output'];
  /** When the line was made. */
  createdAt: Scalars['DateTime']['output'];
  /** The account (a Downline id). */
  downlineId: Scalars['ID']['output'];
  /** The line's id. */
  id: Scalars['ID']['output'];
  /** The platform's order number; null for lines without one (rebates, salaries). */
  orderNo?: Maybe<Scalars['String']['output']>;
  /** The platform's or the operator's remark; null without one. */
  remark?: Maybe<Scalars['String']['output']>;
  /** Whether the money moved. */
  status: TeamTransactionStatus;
  /** What kind of money line. */
  type: TeamTransactionType;
};

/** A page of TeamTransaction (Relay connection): ask with `first` and `after`, follow `pageInfo.endCursor`. */
export type TeamTransactionConnection = {
  __typename?: 'TeamTransactionConnection';
  /** The items of this page, in the list's order. */
  edges: Array<TeamTransactionEdge>;
  /** Whether more items follow, and the cursor to ask for them. */
  pageInfo: PageInfo;
  /** How many items the whole list holds (every page), for the selection and filter given. */
  totalCount: Scalars['Int']['output'];
  /** Money in over the SUCCESS lines of the whole selection. */
  totalIn: Scalars['Decimal']['output'];
  /** Money out over the SUCCESS lines of the whole selection, as a positive number. */
  totalOut: Scalars['Decimal']['output'];
};

/** One item of a page of TeamTransaction, with its cursor. */
export type TeamTransactionEdge = {
  __typename?: 'TeamTransactionEdge';
  /** Opaque position of this item: pass it as `after` to read the items after it. */
  cursor: Scalars['String']['output'];
  /** The item. */
  node: TeamTransaction;
};

/** Where a money line stands. */
export type TeamTransactionStatus =
  /** Refused or cancelled: no money moved. */
  | 'FAILED'
  /** Waiting (a deposit or withdrawal under review). */
  | 'PENDING'
  /** Done: the money moved. */
  | 'SUCCESS';

/** Kinds of money line of the team (page agentDownlineTransactionDetailsCopy). */
export type TeamTransactionType =
  /** A promotion or VIP bonus. */
  | 'BONUS'
  /** A deposit into the account. */
  | 'DEPOSIT'
  /** A dividend paid by a contract. */
  | 'DIVIDEND'
  /** A rebate on valid bets. */
  | 'REBATE'
  /** A daily, hourly or real-time salary paid by a contract. */
  | 'SALARY'
  /** Money received from an upline or downline. */
  | 'TRANSFER_IN'
  /** Money sent to an upline or downline. */
  | 'TRANSFER_OUT'
  /** A withdrawal from the account. */
  | 'WITHDRAW';

/** The contract to end. */
export type TerminateContractInput = {
  /** A contract the viewer offered (pending: the offer is withdrawn) or holds. */
  contractId: Scalars['ID']['input'];
};

/** The outcome of `terminateContract`. */
export type TerminateContractPayload = {
  __typename?: 'TerminateContractPayload';
  /** The contract, now TERMINATED (or REJECTED, for a withdrawn offer); null when refused. */
  contract?: Maybe<Contract>;
  /** Contracts ended with it further down the tree (same kind). */
  terminatedContracts: Array<Contract>;
  /** CONTRACT_STATUS_INVALID (a downline ends a pending offer by rejecting it), NOT_FOUND (contractId). */
  userErrors: Array<UserError>;
};

/** The raffle ticket kinds of spec 001 section 2. */
export type TicketKind =
  /** A golden egg to crack. */
  | 'GOLDEN_EGG'
  /** A prize wheel to spin. */
  | 'PRIZE_WHEEL'
  /** A red envelope (lì xì) to open. */
  | 'RED_ENVELOPE';

/** Empties every vendor wallet into the main wallet. */
export type TransferAllToMainInput = {
  /** A new key per submission (8–64 of A-Za-z0-9_-); a retry with the same key replays the first answer. */
  idempotencyKey: Scalars['String']['input'];
};

/** The outcome of `transferAllToMain`. */
export type TransferAllToMainPayload = {
  __typename?: 'TransferAllToMainPayload';
  /** The sum moved into the main wallet. */
  movedAmount: Scalars['Decimal']['output'];
  /** One transfer per vendor wallet that held money; empty when there was nothing to move. */
  transfers: Array<WalletTransfer>;
  /** SINGLE_WALLET_MODE; INSUFFICIENT_BALANCE for a vendor wallet the platform would not empty (the others still move). */
  userErrors: Array<UserError>;
  /** The wallet after the transfers (re-read); null when that re-read failed (the transfers stand). */
  wallet?: Maybe<Wallet>;
};

/** A transfer between the main wallet and one vendor wallet. */
export type TransferBetweenWalletsInput = {
  /** The amount to move, in the merchant's currency. */
  amount: Scalars['Money']['input'];
  /** The wallet the money leaves; one of the two sides must be `Wallet.mainWalletId`. */
  fromWalletId: Scalars['Int']['input'];
  /** A new key per submission (8–64 of A-Za-z0-9_-); a retry with the same key replays the first answer. */
  idempotencyKey: Scalars['String']['input'];
  /** The wallet the money goes to: the main wallet or a `VendorWallet.walletId`. */
  toWalletId: Scalars['Int']['input'];
};

/** The outcome of `transferBetweenWallets`: the transfer, or userErrors. */
export type TransferBetweenWalletsPayload = {
  __typename?: 'TransferBetweenWalletsPayload';
  /** The transfer made; null when refused (see userErrors). */
  transfer?: Maybe<WalletTransfer>;
  /** INSUFFICIENT_BALANCE, SINGLE_WALLET_MODE, INVALID_FORMAT (same wallet twice, neither side main, unknown wallet). */
  userErrors: Array<UserError>;
  /** The wallet after the transfer (re-read); null when that re-read failed (the transfer stands). */
  wallet?: Maybe<Wallet>;
};

/** Money to send from the agent's main wallet to an account of its tree. */
export type TransferToDownlineInput = {
  /** The amount to send, in the merchant's currency: at most the main wallet's balance and 10,000,000. */
  amount: Scalars['Money']['input'];
  /** Any account of the agent's tree, any depth (not the agent itself). */
  downlineId: Scalars['ID']['input'];
  /** A new key per submission (8–64 of A-Za-z0-9_-); a retry with the same key replays the first answer. */
  idempotencyKey: Scalars['String']['input'];
  /** At most 100 characters. */
  note?: InputMaybe<Scalars['String']['input']>;
  /** The agent's withdraw (payment) password. */
  withdrawPassword: Scalars['String']['input'];
};

/** The outcome of `transferToDownline`. */
export type TransferToDownlinePayload = {
  __typename?: 'TransferToDownlinePayload';
  /** The transfer made; null when refused (see userErrors). */
  transfer?: Maybe<DownlineTransfer>;
  /**
   * NOT_FOUND (downlineId: not of the agent's tree, or the agent itself), WITHDRAW_PASSWORD_NOT_SET,
   * WITHDRAW_PASSWORD_WRONG, WITHDRAW_PASSWORD_LOCKED, INSUFFICIENT_BALANCE, AMOUNT_TOO_LARGE (above 10,000,000),
   * TOO_LONG (note), REQUIRED.
   */
  userErrors: Array<UserError>;
  /** The agent's wallet after the transfer (re-read); null when that re-read failed (the transfer stands). */
  wallet?: Maybe<Wallet>;
};

/** Money to send to the direct upline. */
export type TransferToUplineInput = {
  /** The amount to send, in the merchant's currency; at most the main wallet's balance. */
  amount: Scalars['Money']['input'];
  /** A new key per submission (8–64 of A-Za-z0-9_-); a retry with the same key replays the first answer. */
  idempotencyKey: Scalars['String']['input'];
  /** At most 100 characters. */
  note?: InputMaybe<Scalars['String']['input']>;
};

/** The outcome of `transferToUpline`. */
export type TransferToUplinePayload = {
  __typename?: 'TransferToUplinePayload';
  /** The transfer made; null when refused (see userErrors). */
  transfer?: Maybe<UplineTransfer>;
  /** NO_UPLINE, INSUFFICIENT_BALANCE, TOO_LONG (note). */
  userErrors: Array<UserError>;
  /** The wallet after the transfer (re-read); null when that re-read failed (the transfer stands). */
  wallet?: Maybe<Wallet>;
};

/** Money sent from the member's main wallet to the direct upline's (spec 001 section 4: the success message names these). */
export type UplineTransfer = {
  __typename?: 'UplineTransfer';
  /** The amount sent, in the merchant's currency. */
  amount: Scalars['Decimal']['output'];
  /** When the platform made the transfer. */
  createdAt: Scalars['DateTime']['output'];
  /** The member's note to the upline; null without one. */
  note?: Maybe<Scalars['String']['output']>;
  /** The platform's order number of the transfer. */
  orderNo: Scalars['String']['output'];
  /** The upline's account name. */
  recipient: Scalars['String']['output'];
  /** The upline's display name; null when it has none. */
  recipientNickname?: Maybe<Scalars['String']['output']>;
  /** The member's account name. */
  sender: Scalars['String']['output'];
};

/** An expected outcome of a mutation that the user can correct (wrong password, invalid field, captcha needed). */
export type UserError = {
  __typename?: 'UserError';
  /** What is wrong, as a stable code to localise; see each value's description. */
  code: UserErrorCode;
  /** Values a localised message needs (length bounds, pattern, wait time). */
  details?: Maybe<UserErrorDetails>;
  /** The input field the error is about (e.g. `password`), or null when it concerns the whole form. */
  field?: Maybe<Scalars['String']['output']>;
  /** A short English message; clients localise by `code` and `details`. */
  message: Scalars['String']['output'];
};

/**
 * Why a mutation refused its input, in `userErrors[].code`: an expected outcome the user can correct, not a GraphQL
 * error. Mutations list the codes they may answer.
 */
export type UserErrorCode =
  /** The account may not log in (suspended or not a member account). */
  | 'ACCOUNT_LOCKED'
  /** Registration needs the member to confirm being of legal age. */
  | 'AGE_NOT_CONFIRMED'
  /** An application for this promotion is still under review, or was already approved (today's, for daily ones). */
  | 'ALREADY_APPLIED'
  /** This raffle ticket or reward was already claimed. */
  | 'ALREADY_CLAIMED'
  /** This withdrawal was already confirmed with another answer. */
  | 'ALREADY_CONFIRMED'
  /** The username, mobile or email is already registered. */
  | 'ALREADY_EXISTS'
  /** Money: the amount is above the channel's or the withdrawal's maximum; see details.maxAmount. */
  | 'AMOUNT_TOO_LARGE'
  /** Money: the amount is below the channel's or the withdrawal's minimum; see details.minAmount. */
  | 'AMOUNT_TOO_SMALL'
  /** The captcha answer is wrong or the captcha expired; read a new one. */
  | 'CAPTCHA_INVALID'
  /** The platform wants a captcha with this attempt (after failed logins): read a captcha and send its answer. */
  | 'CAPTCHA_REQUIRED'
  /** This scratch card was already used. */
  | 'CARD_ALREADY_USED'
  /** The deposit channel is closed or unknown. */
  | 'CHANNEL_UNAVAILABLE'
  /** The SMS verification code has expired; request a new one. */
  | 'CODE_EXPIRED'
  /** The confirmation window passed: the withdrawal counts as received. */
  | 'CONFIRMATION_EXPIRED'
  /** The downline already has an offer of this kind waiting for its answer. */
  | 'CONTRACT_PENDING_EXISTS'
  /** The contract's status does not allow this answer (e.g. accepting a rejected one). */
  | 'CONTRACT_STATUS_INVALID'
  /** Today's withdrawals would exceed the daily amount; see details.maxAmount for what is left. */
  | 'DAILY_AMOUNT_LIMIT'
  /** No more withdrawals today; see details.dailyCount. */
  | 'DAILY_COUNT_LIMIT'
  /**
   * The downline-rate rule (spec 001 sections 4, 8): going ahead would end higher-rate contracts given further down
   * (listed in the payload's `affectedContracts`). Send the input again with `confirmDownlineRateRule: true` (an
   * offer: with a new idempotencyKey, since it is a new submission) to go ahead. An offer then goes to the downline,
   * who is warned in turn when it accepts; the listed contracts end when it does.
   */
  | 'DOWNLINE_RATE_HIGHER'
  /** The promotion has ended. */
  | 'ENDED'
  /** The feature is switched off for this site. */
  | 'FEATURE_DISABLED'
  /** A file is larger than allowed; see details.maxBytes. */
  | 'FILE_TOO_LARGE'
  /** Money: the source wallet holds less than the amount; see details.maxAmount. */
  | 'INSUFFICIENT_BALANCE'
  /** Points: the member holds fewer points than the redemption or conversion costs; see details.maxPoints. */
  | 'INSUFFICIENT_POINTS'
  /** The SMS verification code is wrong. */
  | 'INVALID_CODE'
  /** The login name and password (or SMS code) do not match an account. Deliberately does not say which was wrong. */
  | 'INVALID_CREDENTIALS'
  /** Not an email address. */
  | 'INVALID_EMAIL'
  /**
   * The field's value has the wrong form (characters, pattern, or a value not among the offered ones);
   * details.patternId names the pattern when there is one.
   */
  | 'INVALID_FORMAT'
  /** The invitation (referral) code names no agent or member of the merchant. */
  | 'INVALID_INVITATION_CODE'
  /** Not a mobile number of the chosen country; details.digits says how many digits it needs. */
  | 'INVALID_MOBILE'
  /** A real name (account holder, payee): letters without diacritics, its words separated by spaces (spec 000 section 5). */
  | 'INVALID_REAL_NAME'
  /** A confirmation field differs from its original (password, payment password). */
  | 'MISMATCH'
  /** An agent-entry login by an account that is not an agent. */
  | 'NOT_AGENT'
  /**
   * The platform does not allow this action for this account now (e.g. a setting that may be set only once); the
   * message says which.
   */
  | 'NOT_ALLOWED'
  /** Contracts are offered to direct downlines only. */
  | 'NOT_DIRECT_DOWNLINE'
  /** The member's VIP level is outside the promotion's range. */
  | 'NOT_ELIGIBLE'
  /** The id names nothing the member can act on (an unknown reward, message or promotion). */
  | 'NOT_FOUND'
  /** The promotion has not started yet. */
  | 'NOT_STARTED'
  /** The agent holds no contract of this kind to pass on. */
  | 'NO_CONTRACT_TO_PASS_ON'
  /** The account has no upline to transfer to. */
  | 'NO_UPLINE'
  /** Points mall: the reward's stock is below the quantity asked; see details.limit (what is left). */
  | 'OUT_OF_STOCK'
  /** A proof image is needed for this answer. */
  | 'PROOF_REQUIRED'
  /** Too many attempts or sends; see details.retryAfterSeconds. */
  | 'RATE_LIMITED'
  /** The rate is above what the agent may pass on (its own contract's rate, or the platform's ceiling); see details.maxRate. */
  | 'RATE_TOO_HIGH'
  /** The receiving account is unknown (or not the member's). */
  | 'RECEIVING_ACCOUNT_INVALID'
  /** The member already has as many receiving accounts as allowed; see details.limit. */
  | 'RECEIVING_ACCOUNT_LIMIT'
  /** The platform refused for a business reason it gave no code for; `message` carries its words, in English. */
  | 'REJECTED'
  /** The field is empty and must be filled. */
  | 'REQUIRED'
  /** The merchant runs a single wallet: there is nothing to transfer between wallets. */
  | 'SINGLE_WALLET_MODE'
  /** Registration needs the terms accepted. */
  | 'TERMS_NOT_ACCEPTED'
  /** A number (points, quantity) above its upper bound; details say which (maxPoints, limit). */
  | 'TOO_LARGE'
  /** More characters than allowed; see details.maxLength. */
  | 'TOO_LONG'
  /** More files than allowed; see details.maxFiles. */
  | 'TOO_MANY_FILES'
  /** Too many deposit orders are still waiting; see details.limit. */
  | 'TOO_MANY_PENDING'
  /** Fewer characters than allowed; see details.minLength. */
  | 'TOO_SHORT'
  /** A number (points, quantity) below its lower bound; details say which (minPoints, limit). */
  | 'TOO_SMALL'
  /** Turnover is still required before withdrawing; see details.remainingTurnover. */
  | 'TURNOVER_REQUIRED'
  /** A file is not of an accepted type (png or jpg, judged by its bytes). */
  | 'UNSUPPORTED_FILE_TYPE'
  /**
   * The human-verification challenge (site.loginOptions.humanVerification) is missing, wrong, expired or was already
   * used: solve a new one.
   */
  | 'VERIFICATION_REQUIRED'
  /** The member's VIP level is below what the reward or promotion needs; see details.minVipLevel. */
  | 'VIP_LEVEL_TOO_LOW'
  /**
   * Too many wrong passwords (withdraw password, or the login password setting the first one) for this account
   * lately: every call that checks one is refused, without asking the platform, until details.retryAfterSeconds.
   */
  | 'WITHDRAW_PASSWORD_LOCKED'
  /** A withdrawal or a receiving-account change needs a withdraw password, and none is set yet. */
  | 'WITHDRAW_PASSWORD_NOT_SET'
  /** The withdraw password given is not the member's. */
  | 'WITHDRAW_PASSWORD_WRONG'
  /** The promotion is not taken this way (a claim of a promotion that needs an application, or the other way round). */
  | 'WRONG_CLAIM_MODE';

/** The values a localised message of a UserError needs; only those the code uses are set, the others are null. */
export type UserErrorDetails = {
  __typename?: 'UserErrorDetails';
  /** Withdrawals allowed per day (DAILY_COUNT_LIMIT). */
  dailyCount?: Maybe<Scalars['Int']['output']>;
  /** Digits a mobile number must have in the chosen country. */
  digits?: Maybe<Scalars['Int']['output']>;
  /** The count allowed at most (TOO_MANY_PENDING deposits, RECEIVING_ACCOUNT_LIMIT). */
  limit?: Maybe<Scalars['Int']['output']>;
  /** The largest amount allowed now (AMOUNT_TOO_LARGE, INSUFFICIENT_BALANCE: the available balance; DAILY_AMOUNT_LIMIT: what is left today). */
  maxAmount?: Maybe<Scalars['Decimal']['output']>;
  /** Bytes allowed per file at most (FILE_TOO_LARGE). */
  maxBytes?: Maybe<Scalars['Int']['output']>;
  /** Files allowed at most (TOO_MANY_FILES). */
  maxFiles?: Maybe<Scalars['Int']['output']>;
  /** The most characters allowed (TOO_LONG). */
  maxLength?: Maybe<Scalars['Int']['output']>;
  /** Points the member holds (INSUFFICIENT_POINTS), or the most points allowed (TOO_LARGE). */
  maxPoints?: Maybe<Scalars['Int']['output']>;
  /** The highest rate allowed (RATE_TOO_HIGH), a percentage. */
  maxRate?: Maybe<Scalars['Decimal']['output']>;
  /** The most words allowed in feedback content (TOO_LONG). */
  maxWords?: Maybe<Scalars['Int']['output']>;
  /** The smallest amount allowed (AMOUNT_TOO_SMALL), or the limit's amount. */
  minAmount?: Maybe<Scalars['Decimal']['output']>;
  /** The fewest characters allowed (TOO_SHORT). */
  minLength?: Maybe<Scalars['Int']['output']>;
  /** The fewest points allowed (TOO_SMALL). */
  minPoints?: Maybe<Scalars['Int']['output']>;
  /** The VIP level needed (VIP_LEVEL_TOO_LOW). */
  minVipLevel?: Maybe<Scalars['Int']['output']>;
  /** Feedback content bounds in words (TOO_SHORT, TOO_LONG on feedback content). */
  minWords?: Maybe<Scalars['Int']['output']>;
  /** The platform's pattern id; clients show the message `reg_pattern_<patternId>`. */
  patternId?: Maybe<Scalars['Int']['output']>;
  /** Turnover (valid bets) still required before withdrawing (TURNOVER_REQUIRED). */
  remainingTurnover?: Maybe<Scalars['Decimal']['output']>;
  /** Seconds to wait before the next attempt (RATE_LIMITED, WITHDRAW_PASSWORD_LOCKED). */
  retryAfterSeconds?: Maybe<Scalars['Int']['output']>;
};

/** A game provider in a category. */
export type Vendor = Node & {
  __typename?: 'Vendor';
  /** The lane the vendor is in. */
  category: GameCategory;
  /** The platform's vendor code (vassalage), e.g. PG. */
  code: Scalars['String']['output'];
  /** The vendor's game types (its list's tabs), with how many games each holds. */
  gameTypes: Array<VendorGameType>;
  /** The vendor's logo; null without one. */
  iconUrl?: Maybe<Scalars['String']['output']>;
  /** Opaque global id of the vendor; a sports book launches with it (`launchGame`). */
  id: Scalars['ID']['output'];
  /** The merchant marks the vendor hot (a badge). */
  isHot: Scalars['Boolean']['output'];
  /** The vendor is under maintenance: its games cannot be launched now. */
  maintenance: Scalars['Boolean']['output'];
  /** The vendor's display name, e.g. PG Soft. */
  name: Scalars['String']['output'];
  /** Its card opens a popup list of the vendor's games (VASSALAGE) instead of one game. */
  opensGameList: Scalars['Boolean']['output'];
  /** The /rng?page= key for the vendor tab. */
  page?: Maybe<Scalars['String']['output']>;
  /** The wallet this vendor plays from. */
  walletId?: Maybe<Scalars['Int']['output']>;
};

/** A tab of a vendor's games list. */
export type VendorGameType = {
  __typename?: 'VendorGameType';
  /** The classification code the games list filters by. */
  classification: Scalars['String']['output'];
  /** Games under the tab. */
  gameCount: Scalars['Int']['output'];
  /** The merchant marks the tab hot. */
  isHot: Scalars['Boolean']['output'];
  /** The tab's label as the platform names it. */
  name: Scalars['String']['output'];
};

/** A game vendor's wallet of the member (multi-wallet mode). */
export type VendorWallet = {
  __typename?: 'VendorWallet';
  /** The vendor wallet's balance, in the merchant's currency. */
  balance: Scalars['Decimal']['output'];
  /** The vendor's name, e.g. PG Soft. */
  name: Scalars['String']['output'];
  /** The platform's wallet id (accountTypeId), as `Vendor.walletId` names it. */
  walletId: Scalars['Int']['output'];
};

/** The logged-in visitor. Null when logged out. */
export type Viewer = {
  __typename?: 'Viewer';
  /** The main wallet's money lines (page transactionHistory), newest first. */
  accountRecords: AccountRecordConnection;
  /** Null never: an account that is not an agent is refused (FORBIDDEN; trial accounts NEED_REAL_ACCOUNT). */
  agentCentre: AgentCentre;
  /** The pictures on offer (page securityCenter). */
  avatars: Array<Avatar>;
  /** The member's bets (page personalHistoryCopy), newest first, with totals over the whole selection. */
  betRecords: BetRecordConnection;
  /** The member's bonuses (page bonusDetails), newest first. */
  bonusRecords: BonusRecordConnection;
  /** The viewer's contracts from its upline: offers to answer and contracts held. */
  contracts: ViewerContracts;
  /**
   * The red badge counts, read together. Fails the query when the platform fails; the header uses `headerCounts`,
   * which never does.
   */
  counts: ViewerCounts;
  /** The merchant's deposit channels open to this member. */
  depositChannels: Array<DepositChannel>;
  /** The member's deposit orders, newest first. */
  deposits: DepositOrderConnection;
  /** Global ids of favourite games (cheap: for hearts on tiles). */
  favouriteGameIds: Array<Scalars['ID']['output']>;
  /** The member's favourite games, most recently added first. */
  favouriteGames: GameConnection;
  /**
   * The header's badge counts (spec 001 section 2), read with the page's query like headerWallet (same deadline, same
   * `wait`). Null for a trial account, which has no badges: REAL_ACCOUNT as for `counts`, but refused as null, so a
   * trial account's page query stays whole where `counts` answers NEED_REAL_ACCOUNT.
   */
  headerCounts?: Maybe<ViewerCounts>;
  /**
   * The header's balance, read with the page's query: the same wallet as `wallet`, but null (never an error) when the
   * platform's balance call fails or takes longer than the header's deadline (HEADER_FIGURES_DEADLINE_MS, 1 s by
   * default), so a slow wallet neither holds up nor fails the page (spec 000 section 4: "updating", then the sum).
   * `wait: true` is the header's own re-read: no deadline, and a failure is an error.
   */
  headerWallet?: Maybe<Wallet>;
  /** The inbox, newest first. */
  inbox: InboxMessageConnection;
  /**
   * Query.lotteryOpenedNumbers in the viewer's scope, so a lottery page's one query can carry it: visitors have no
   * viewer, so they get no error that would fail the page. Like recentLotteryGames, any logged-in account (trial
   * ones too: the MEMBER role) has it. Without gameCode, the game lotteryResults shows by default. Null only
   * beside an error.
   */
  lotteryOpenedNumbers?: Maybe<LotteryOpenedNumbers>;
  /** The logged-in account: its name, type (member, agent or trial) and profile. */
  member: Member;
  /** The leaderboard of a period: the first `first` (1 to 100) players and the member's own standing. */
  missionLeaderboard: MissionLeaderboard;
  /** The member's missions, optionally of one period. */
  missions: MissionSummary;
  /** The member's points, the mall's catalogue and rules, and points history. */
  points: PointsAccount;
  /** The member's results over a period (page personalProfit), in Vietnam calendar days. */
  profitAndLoss: ProfitAndLoss;
  /** The member's promotion applications, newest first. */
  promotionApplications: PromotionApplicationConnection;
  /** The member's bound bank accounts. */
  receivingAccounts: Array<ReceivingAccount>;
  /** Games the member launched lately, most recent first. */
  recentGames: GameConnection;
  /** Lottery games the member opened lately, most recent first. */
  recentLotteryGames: Array<LotteryGame>;
  /** The member's invitation code, link, QR code and invitees (page referral). */
  referral: Referral;
  /** The reward centre (page rewardCenter), newest first. */
  rewardCentre: RewardItemConnection;
  /** The member's VIP level, progress to the next and the whole VIP table (page playerRank). */
  vip: VipProgress;
  /**
   * The logged-in account's money. Reads the platform's balance call each time; for the page header use
   * `headerWallet`, which never fails the page.
   */
  wallet: Wallet;
  /** Paid withdrawals waiting for the member's answer, and recent answers. */
  withdrawalConfirmations: WithdrawalConfirmations;
  /** Limits, turnover and balance for the withdraw page. */
  withdrawalRules: WithdrawalRules;
  /** The member's withdrawals, newest first. */
  withdrawals: WithdrawalConnection;
};


/** The logged-in visitor. Null when logged out. */
export type ViewerAccountRecordsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<AccountRecordFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** The logged-in visitor. Null when logged out. */
export type ViewerBetRecordsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<BetRecordFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** The logged-in visitor. Null when logged out. */
export type ViewerBonusRecordsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<BonusRecordFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** The logged-in visitor. Null when logged out. */
export type ViewerDepositsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<DepositFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** The logged-in visitor. Null when logged out. */
export type ViewerFavouriteGamesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** The logged-in visitor. Null when logged out. */
export type ViewerHeaderCountsArgs = {
  wait?: Scalars['Boolean']['input'];
};


/** The logged-in visitor. Null when logged out. */
export type ViewerHeaderWalletArgs = {
  wait?: Scalars['Boolean']['input'];
};


/** The logged-in visitor. Null when logged out. */
export type ViewerInboxArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<InboxFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** The logged-in visitor. Null when logged out. */
export type ViewerLotteryOpenedNumbersArgs = {
  drawNumber?: InputMaybe<Scalars['String']['input']>;
  gameCode?: InputMaybe<Scalars['String']['input']>;
};


/** The logged-in visitor. Null when logged out. */
export type ViewerMissionLeaderboardArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  period?: MissionPeriod;
};


/** The logged-in visitor. Null when logged out. */
export type ViewerMissionsArgs = {
  period?: InputMaybe<MissionPeriod>;
};


/** The logged-in visitor. Null when logged out. */
export type ViewerProfitAndLossArgs = {
  period?: ProfitPeriod;
};


/** The logged-in visitor. Null when logged out. */
export type ViewerPromotionApplicationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<PromotionApplicationFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** The logged-in visitor. Null when logged out. */
export type ViewerRecentGamesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** The logged-in visitor. Null when logged out. */
export type ViewerRewardCentreArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<RewardItemStatus>;
};


/** The logged-in visitor. Null when logged out. */
export type ViewerWithdrawalsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<WithdrawalFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** The viewer's own contracts from its upline (consolidated funds). */
export type ViewerContracts = {
  __typename?: 'ViewerContracts';
  /** The active contract of each kind the viewer holds. */
  held: Array<Contract>;
  /** Offers waiting for the viewer's answer (the contract request screen), of every kind. */
  requests: Array<Contract>;
};

/** The header's and the member menu's red badges (spec 001 section 2), read together in one request. */
export type ViewerCounts = {
  __typename?: 'ViewerCounts';
  /** Unread inbox messages. */
  inbox: Scalars['Int']['output'];
  /** Completed missions whose reward waits. */
  missions: Scalars['Int']['output'];
  /** Unclaimed reward centre items. */
  rewards: Scalars['Int']['output'];
};

/** One level of the merchant's VIP table (page playerRank). */
export type VipLevel = {
  __typename?: 'VipLevel';
  /** The total that may be withdrawn per day (Vietnam time) at the level. */
  dailyWithdrawAmount: Scalars['Decimal']['output'];
  /** Withdrawals allowed per day (Vietnam time) at the level. */
  dailyWithdrawCount: Scalars['Int']['output'];
  /** Successful deposits in total needed to reach the level. */
  depositRequired: Scalars['Decimal']['output'];
  /** The level's number, 1 and up. */
  level: Scalars['Int']['output'];
  /** The largest amount per withdrawal. */
  maxWithdrawAmount: Scalars['Decimal']['output'];
  /** Bonus paid every month at the level. */
  monthlyBonus: Scalars['Decimal']['output'];
  /** The level's name as the merchant set it (e.g. "VIP 3"). */
  name: Scalars['String']['output'];
  /** Rebate rate in percent (0.8 = 0.8%). */
  rebateRate: Scalars['Decimal']['output'];
  /** Valid bets in total needed to reach the level. */
  turnoverRequired: Scalars['Decimal']['output'];
  /** Bonus paid once on reaching the level. */
  upgradeBonus: Scalars['Decimal']['output'];
};

/** The member's place in the VIP table. */
export type VipProgress = {
  __typename?: 'VipProgress';
  /** Progress to the next level's deposit requirement, 0 to 100 (100 at the top). */
  depositProgress: Scalars['Float']['output'];
  /** What is still missing for the next level (0 when met or at the top). */
  depositToNext: Scalars['Decimal']['output'];
  /** Successful deposits in total so far, counted toward the levels. */
  depositTotal: Scalars['Decimal']['output'];
  /** The member's level (0: none yet). */
  level: Scalars['Int']['output'];
  /** The member's level's name; null at level 0. */
  levelName?: Maybe<Scalars['String']['output']>;
  /** Every level, lowest first. */
  levels: Array<VipLevel>;
  /** The next level, null at the top. */
  nextLevel?: Maybe<VipLevel>;
  /** Progress to the next level's turnover requirement, 0 to 100 (100 at the top). */
  turnoverProgress: Scalars['Float']['output'];
  /** Valid bets still missing for the next level (0 when met or at the top). */
  turnoverToNext: Scalars['Decimal']['output'];
  /** Valid bets in total so far, counted toward the levels. */
  turnoverTotal: Scalars['Decimal']['output'];
};

/**
 * The viewer's money across the merchant's wallets. Amounts are Decimal strings in the merchant's currency
 * (`currency`), never floats.
 */
export type Wallet = Node & {
  __typename?: 'Wallet';
  /**
   * The sum over all of the member's wallets: the same figure as `sumBalance`, under its first name.
   * @deprecated Use sumBalance, the same figure. Deprecated 2026-11-27; removal after 2027-03-01.
   */
  balance: Scalars['Decimal']['output'];
  /**
   * The merchant's currency code from the site's settings (ISO 4217, e.g. "VND"); every Decimal amount of the API is
   * in it. Null when the platform does not say.
   */
  currency?: Maybe<Scalars['String']['output']>;
  /** The symbol to show beside amounts (e.g. "₫"), from the same settings; null when none is set. */
  currencySymbol?: Maybe<Scalars['String']['output']>;
  /** Money of withdrawals awaiting payment: taken from the main wallet, back if the withdrawal is refused. */
  heldAmount: Scalars['Decimal']['output'];
  /** Opaque global id (Relay) of the viewer's wallet: pass it to `node(id:)` to re-read the balances. */
  id: Scalars['ID']['output'];
  /** The main wallet's available balance (held withdrawals are not in it). */
  mainBalance: Scalars['Decimal']['output'];
  /** The main wallet's id: one side of every wallet-to-wallet transfer. */
  mainWalletId: Scalars['Int']['output'];
  /** Single or multi-wallet mode. */
  mode: WalletMode;
  /** The sum over all of the member's wallets (the design card's sumBalance). */
  sumBalance: Scalars['Decimal']['output'];
  /**
   * The vendor wallets money can move into or out of, with their balances; empty in single-wallet mode. A transfer
   * goes from the main wallet to one of these or back; `transferAllToMain` empties them all into the main wallet.
   */
  vendorWallets: Array<VendorWallet>;
};

/** How the merchant keeps a member's money. */
export type WalletMode =
  /** A main wallet plus one wallet per game vendor; money moves between the main wallet and a vendor wallet. */
  | 'MULTI'
  /** One wallet for every game: nothing to transfer (the transfer controls are hidden). */
  | 'SINGLE';

/** A move of money between two of the member's own wallets. */
export type WalletTransfer = {
  __typename?: 'WalletTransfer';
  /** The amount moved, in the merchant's currency. */
  amount: Scalars['Decimal']['output'];
  /** When the platform made the transfer. */
  createdAt: Scalars['DateTime']['output'];
  /** The wallet the money left (`Wallet.mainWalletId` or a `VendorWallet.walletId`). */
  fromWalletId: Scalars['Int']['output'];
  /** The platform's order number (the idempotency key when the client gave one). */
  orderNo: Scalars['String']['output'];
  /** The wallet the money went to. */
  toWalletId: Scalars['Int']['output'];
};

/** A recent big win (winners board); names arrive masked. */
export type Winner = {
  __typename?: 'Winner';
  /** The win, in the merchant's currency. */
  amount: Scalars['Decimal']['output'];
  /** The game won on. */
  gameName: Scalars['String']['output'];
  /** The winner's account name, masked (e.g. pla***01). */
  player: Scalars['String']['output'];
};

/** Which winners board. */
export type WinnerBoard =
  /** The biggest wins lately. */
  | 'BIGGEST'
  /** The latest wins. */
  | 'LATEST';

/** A withdrawal to ask for. */
export type WithdrawInput = {
  /** The amount to withdraw, in the merchant's currency, within `withdrawalRules`' bounds. */
  amount: Scalars['Money']['input'];
  /** A new key per submission (8–64 of A-Za-z0-9_-); a retry with the same key replays the first answer. */
  idempotencyKey: Scalars['String']['input'];
  /** A `ReceivingAccount.id` of the member's. */
  receivingAccountId: Scalars['ID']['input'];
  /** The member's withdraw password (6 digits). */
  withdrawPassword: Scalars['String']['input'];
};

/** The outcome of `withdraw`. */
export type WithdrawPayload = {
  __typename?: 'WithdrawPayload';
  /**
   * WITHDRAW_PASSWORD_NOT_SET, WITHDRAW_PASSWORD_WRONG, WITHDRAW_PASSWORD_LOCKED, AMOUNT_TOO_SMALL, AMOUNT_TOO_LARGE,
   * DAILY_COUNT_LIMIT, DAILY_AMOUNT_LIMIT, TURNOVER_REQUIRED, INSUFFICIENT_BALANCE (details carry the figures),
   * RECEIVING_ACCOUNT_INVALID.
   */
  userErrors: Array<UserError>;
  /** The wallet after the amount was held; null when re-reading it failed (the withdrawal stands). */
  wallet?: Maybe<Wallet>;
  /** The new withdrawal, PENDING. */
  withdrawal?: Maybe<Withdrawal>;
};

/** A withdrawal order of the member. */
export type Withdrawal = {
  __typename?: 'Withdrawal';
  /** The amount withdrawn, in the merchant's currency. */
  amount: Scalars['Decimal']['output'];
  /** When the member asked. */
  createdAt: Scalars['DateTime']['output'];
  /** The withdrawal's id. */
  id: Scalars['ID']['output'];
  /** The platform's order number (for customer service). */
  orderNo: Scalars['String']['output'];
  /** Where it is paid. */
  receivingAccount: ReceivingAccount;
  /** The platform's note (why it was refused, when it says). */
  remark?: Maybe<Scalars['String']['output']>;
  /** When it was paid or refused; null while PENDING. */
  settledAt?: Maybe<Scalars['DateTime']['output']>;
  /** Pending, paid or refused. */
  status: WithdrawalStatus;
};

/** The member's answer to a paid withdrawal (spec 001 section 4). */
export type WithdrawalAnswer =
  /** Needs at least one proof image. */
  | 'NOT_RECEIVED'
  /** Needs receivedAmount, below the withdrawal's amount; proof images optional. */
  | 'PARTIAL'
  /** All of it arrived. */
  | 'RECEIVED';

/** A paid-out withdrawal the member confirms (received, not received, partly received). */
export type WithdrawalConfirmation = Node & {
  __typename?: 'WithdrawalConfirmation';
  /** The amount paid out. */
  amount: Scalars['Decimal']['output'];
  /** Masked bank account. */
  bankAccount?: Maybe<Scalars['String']['output']>;
  /** The paying bank's name; null when not given. */
  bankName?: Maybe<Scalars['String']['output']>;
  /** When the member answered (or the deadline passed); null while AWAITING. */
  confirmedAt?: Maybe<Scalars['DateTime']['output']>;
  /** After this the withdrawal counts as received. */
  deadline: Scalars['DateTime']['output'];
  /** Opaque global id: pass it as `ConfirmWithdrawalInput.withdrawalId`. */
  id: Scalars['ID']['output'];
  /** The withdrawal's order number. */
  orderNo: Scalars['String']['output'];
  /** The payer's name, masked. */
  payerName?: Maybe<Scalars['String']['output']>;
  /** Proof images sent with the answer. */
  proofImageCount: Scalars['Int']['output'];
  /** PARTIAL: what arrived; null otherwise. */
  receivedAmount?: Maybe<Scalars['Decimal']['output']>;
  /** PARTIAL: what is missing (amount − receivedAmount); null otherwise. */
  remainingAmount?: Maybe<Scalars['Decimal']['output']>;
  /** When the member asked for the withdrawal. */
  requestedAt: Scalars['DateTime']['output'];
  /** Awaiting or the answer given. */
  status: WithdrawalConfirmationStatus;
};

/** Where a paid withdrawal's confirmation stands. */
export type WithdrawalConfirmationStatus =
  /** No answer before the deadline: counted as received. */
  | 'AUTO_RECEIVED'
  /** Paid by the payer; waiting for the member's answer until the deadline. */
  | 'AWAITING'
  /** The member said nothing arrived (with proof); the merchant investigates. */
  | 'NOT_RECEIVED'
  /** The member said only part arrived; see receivedAmount and remainingAmount. */
  | 'PARTIAL'
  /** The member confirmed receipt. */
  | 'RECEIVED';

/** The member's paid withdrawals to confirm, and the latest answered. */
export type WithdrawalConfirmations = {
  __typename?: 'WithdrawalConfirmations';
  /** Minutes after which an unanswered withdrawal counts as received. */
  autoReceiveMinutes: Scalars['Int']['output'];
  /** Waiting for an answer, oldest first. */
  awaiting: Array<WithdrawalConfirmation>;
  /** The most recently answered, newest first. */
  history: Array<WithdrawalConfirmation>;
};

/** A page of Withdrawal (Relay connection): ask with `first` and `after`, follow `pageInfo.endCursor`. */
export type WithdrawalConnection = {
  __typename?: 'WithdrawalConnection';
  /** The items of this page, in the list's order. */
  edges: Array<WithdrawalEdge>;
  /** Whether more items follow, and the cursor to ask for them. */
  pageInfo: PageInfo;
  /** How many items the whole list holds (every page), for the selection and filter given. */
  totalCount: Scalars['Int']['output'];
};

/** One item of a page of Withdrawal, with its cursor. */
export type WithdrawalEdge = {
  __typename?: 'WithdrawalEdge';
  /** Opaque position of this item: pass it as `after` to read the items after it. */
  cursor: Scalars['String']['output'];
  /** The item. */
  node: Withdrawal;
};

/** Which withdrawals `withdrawals` lists. */
export type WithdrawalFilter = {
  /** When they were asked; omit for the whole history. */
  range?: InputMaybe<DateRangeInput>;
  /** Only withdrawals in this state; omit for all. */
  status?: InputMaybe<WithdrawalStatus>;
};

/** What the withdraw page needs to know before the member asks (limits follow the VIP level). */
export type WithdrawalRules = {
  __typename?: 'WithdrawalRules';
  /** The main wallet's available balance. */
  availableBalance: Scalars['Decimal']['output'];
  /** The banks a receiving account may be at. */
  banks: Array<Bank>;
  /** The total that may be withdrawn per Vietnam day. */
  dailyAmountLimit: Scalars['Decimal']['output'];
  /** Withdrawn today so far, pending or paid. */
  dailyAmountUsed: Scalars['Decimal']['output'];
  /** Withdrawals allowed per Vietnam day. */
  dailyCountLimit: Scalars['Int']['output'];
  /** Withdrawals asked today, pending or paid (refused ones do not count). */
  dailyCountUsed: Scalars['Int']['output'];
  /** A withdraw (payment) password must be set before withdrawing or binding an account. */
  hasWithdrawPassword: Scalars['Boolean']['output'];
  /** Money of withdrawals awaiting payment. */
  heldAmount: Scalars['Decimal']['output'];
  /** The largest amount per withdrawal. */
  maxAmount: Scalars['Decimal']['output'];
  /** Receiving accounts a member may bind at most. */
  maxReceivingAccounts: Scalars['Int']['output'];
  /** The smallest amount per withdrawal. */
  minAmount: Scalars['Decimal']['output'];
  /** Valid bets still required before a withdrawal is allowed; 0 when none. */
  remainingTurnover: Scalars['Decimal']['output'];
  /** Valid bets made so far. */
  turnoverDone: Scalars['Decimal']['output'];
  /** Valid bets required over the member's history (deposits and bonuses add to it). */
  turnoverRequired: Scalars['Decimal']['output'];
};

/** Where a withdrawal stands. */
export type WithdrawalStatus =
  /** Paid out to the receiving account (the member then confirms it). */
  | 'PAID'
  /** Asked; the amount is held until the order is paid or refused. */
  | 'PENDING'
  /** Refused: the held amount went back to the main wallet. */
  | 'REFUSED';



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
    | ( Contract )
    | ( DepositChannel )
    | ( DepositOrder )
    | ( GameModel )
    | ( InboxMessage )
    | ( LotteryMenuModel )
    | ( MemberModel )
    | ( NoticeModel )
    | ( PointReward )
    | ( PromotionModel )
    | ( ReceivingAccount )
    | ( VendorModel )
    | ( WalletModel )
    | ( WithdrawalConfirmation )
  ;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AccountRecord: ResolverTypeWrapper<AccountRecord>;
  AccountRecordConnection: ResolverTypeWrapper<AccountRecordConnection>;
  AccountRecordEdge: ResolverTypeWrapper<AccountRecordEdge>;
  AccountRecordFilter: AccountRecordFilter;
  AccountRecordStatus: AccountRecordStatus;
  AccountRecordType: AccountRecordType;
  AccountType: AccountType;
  AffiliateCodeCheck: ResolverTypeWrapper<AffiliateCodeCheck>;
  AgentAnnouncement: ResolverTypeWrapper<AgentAnnouncement>;
  AgentAnnouncementConnection: ResolverTypeWrapper<AgentAnnouncementConnection>;
  AgentAnnouncementEdge: ResolverTypeWrapper<AgentAnnouncementEdge>;
  AgentCentre: ResolverTypeWrapper<AgentCentreModel>;
  AgentCentrePage: AgentCentrePage;
  AgentIncome: ResolverTypeWrapper<AgentIncome>;
  AgentIncomeSource: ResolverTypeWrapper<AgentIncomeSource>;
  AgentReferral: ResolverTypeWrapper<AgentReferral>;
  AppDownload: ResolverTypeWrapper<AppDownload>;
  AppPlatform: AppPlatform;
  ApplyPromotionInput: ApplyPromotionInput;
  ApplyPromotionPayload: ResolverTypeWrapper<Omit<ApplyPromotionPayload, 'application'> & { application?: Maybe<ResolversTypes['PromotionApplication']> }>;
  AuthRefusal: AuthRefusal;
  Avatar: ResolverTypeWrapper<Avatar>;
  Bank: ResolverTypeWrapper<Bank>;
  Banner: ResolverTypeWrapper<BannerModel>;
  BannerGroup: BannerGroup;
  BannerLinkType: BannerLinkType;
  BetGameType: BetGameType;
  BetRecord: ResolverTypeWrapper<BetRecord>;
  BetRecordConnection: ResolverTypeWrapper<BetRecordConnection>;
  BetRecordEdge: ResolverTypeWrapper<BetRecordEdge>;
  BetRecordFilter: BetRecordFilter;
  BetStatus: BetStatus;
  BetTotals: ResolverTypeWrapper<BetTotals>;
  BindReceivingAccountInput: BindReceivingAccountInput;
  BindReceivingAccountPayload: ResolverTypeWrapper<BindReceivingAccountPayload>;
  BonusRecord: ResolverTypeWrapper<BonusRecord>;
  BonusRecordConnection: ResolverTypeWrapper<BonusRecordConnection>;
  BonusRecordEdge: ResolverTypeWrapper<BonusRecordEdge>;
  BonusRecordFilter: BonusRecordFilter;
  BonusStatus: BonusStatus;
  BonusType: BonusType;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ChangePasswordInput: ChangePasswordInput;
  ChangePasswordPayload: ResolverTypeWrapper<Omit<ChangePasswordPayload, 'viewer'> & { viewer?: Maybe<ResolversTypes['Viewer']> }>;
  ClaimRafflePromotionInput: ClaimRafflePromotionInput;
  ClaimRafflePromotionPayload: ResolverTypeWrapper<Omit<ClaimRafflePromotionPayload, 'claim' | 'viewer'> & { claim?: Maybe<ResolversTypes['RaffleClaim']>, viewer?: Maybe<ResolversTypes['Viewer']> }>;
  ClaimRewardInput: ClaimRewardInput;
  ClaimRewardPayload: ResolverTypeWrapper<Omit<ClaimRewardPayload, 'viewer'> & { viewer?: Maybe<ResolversTypes['Viewer']> }>;
  ConfirmWithdrawalInput: ConfirmWithdrawalInput;
  ConfirmWithdrawalPayload: ResolverTypeWrapper<ConfirmWithdrawalPayload>;
  Contract: ResolverTypeWrapper<Contract>;
  ContractAnswerInput: ContractAnswerInput;
  ContractAnswerPayload: ResolverTypeWrapper<ContractAnswerPayload>;
  ContractConnection: ResolverTypeWrapper<ContractConnection>;
  ContractEdge: ResolverTypeWrapper<ContractEdge>;
  ContractEndReason: ContractEndReason;
  ContractKind: ContractKind;
  ContractParty: ResolverTypeWrapper<ContractParty>;
  ContractPeriod: ContractPeriod;
  ContractSide: ContractSide;
  ContractStatus: ContractStatus;
  ContractTier: ResolverTypeWrapper<ContractTier>;
  ContractTierInput: ContractTierInput;
  ConvertPointsInput: ConvertPointsInput;
  ConvertPointsPayload: ResolverTypeWrapper<Omit<ConvertPointsPayload, 'viewer'> & { viewer?: Maybe<ResolversTypes['Viewer']> }>;
  Country: ResolverTypeWrapper<Country>;
  CreateDepositInput: CreateDepositInput;
  CreateDepositPayload: ResolverTypeWrapper<CreateDepositPayload>;
  Currency: ResolverTypeWrapper<Currency>;
  CustomerServiceChannel: ResolverTypeWrapper<CustomerServiceChannelModel>;
  CustomerServiceKind: CustomerServiceKind;
  DateRangeInput: DateRangeInput;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Decimal: ResolverTypeWrapper<Scalars['Decimal']['output']>;
  DepositChannel: ResolverTypeWrapper<DepositChannel>;
  DepositChannelKind: DepositChannelKind;
  DepositFilter: DepositFilter;
  DepositOrder: ResolverTypeWrapper<DepositOrder>;
  DepositOrderConnection: ResolverTypeWrapper<DepositOrderConnection>;
  DepositOrderEdge: ResolverTypeWrapper<DepositOrderEdge>;
  DepositStatus: DepositStatus;
  Downline: ResolverTypeWrapper<Downline>;
  DownlineConnection: ResolverTypeWrapper<DownlineConnection>;
  DownlineEdge: ResolverTypeWrapper<DownlineEdge>;
  DownlineRole: DownlineRole;
  DownlineTransfer: ResolverTypeWrapper<DownlineTransfer>;
  ErrorCode: ErrorCode;
  FavouriteGameInput: FavouriteGameInput;
  FavouriteGamePayload: ResolverTypeWrapper<FavouriteGamePayloadModel>;
  FeatureSwitches: ResolverTypeWrapper<FeatureSwitchesModel>;
  FeedbackRules: ResolverTypeWrapper<FeedbackRules>;
  FeedbackType: FeedbackType;
  FirebaseWebConfig: ResolverTypeWrapper<FirebaseWebConfig>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Game: ResolverTypeWrapper<GameModel>;
  GameCategory: GameCategory;
  GameConnection: ResolverTypeWrapper<Omit<GameConnection, 'edges'> & { edges: Array<ResolversTypes['GameEdge']> }>;
  GameEdge: ResolverTypeWrapper<Omit<GameEdge, 'node'> & { node: ResolversTypes['Game'] }>;
  GameLane: ResolverTypeWrapper<GameLaneModel>;
  GameTypeProfit: ResolverTypeWrapper<GameTypeProfit>;
  GameWindowClosedPayload: ResolverTypeWrapper<Omit<GameWindowClosedPayload, 'viewer'> & { viewer?: Maybe<ResolversTypes['Viewer']> }>;
  HelpTopic: ResolverTypeWrapper<HelpTopicModel>;
  HumanVerification: ResolverTypeWrapper<HumanVerification>;
  HumanVerificationProvider: HumanVerificationProvider;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  IdentityProvider: IdentityProvider;
  InboxCategory: InboxCategory;
  InboxFilter: InboxFilter;
  InboxMessage: ResolverTypeWrapper<InboxMessage>;
  InboxMessageConnection: ResolverTypeWrapper<InboxMessageConnection>;
  InboxMessageEdge: ResolverTypeWrapper<InboxMessageEdge>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Jackpot: ResolverTypeWrapper<JackpotModel>;
  Language: Language;
  LaunchGameInput: LaunchGameInput;
  LaunchGamePayload: ResolverTypeWrapper<LaunchGamePayloadModel>;
  LaunchLotteryInput: LaunchLotteryInput;
  LiveFeed: LiveFeed;
  LiveFeedEvent: ResolverTypeWrapper<LiveFeedEventModel>;
  LiveJackpot: ResolverTypeWrapper<Omit<LiveJackpot, 'jackpot'> & { jackpot?: Maybe<ResolversTypes['Jackpot']> }>;
  LiveNotices: ResolverTypeWrapper<Omit<LiveNotices, 'notices'> & { notices: Array<ResolversTypes['Notice']> }>;
  LiveSiteStatus: ResolverTypeWrapper<LiveSiteStatus>;
  LiveWinners: ResolverTypeWrapper<Omit<LiveWinners, 'biggest' | 'latest'> & { biggest: Array<ResolversTypes['Winner']>, latest: Array<ResolversTypes['Winner']> }>;
  LoginEntry: LoginEntry;
  LoginInput: LoginInput;
  LoginOptions: ResolverTypeWrapper<LoginOptionsModel>;
  LoginPayload: ResolverTypeWrapper<Omit<LoginPayload, 'viewer'> & { viewer?: Maybe<ResolversTypes['Viewer']> }>;
  LoginWithProviderInput: LoginWithProviderInput;
  LoginWithSmsInput: LoginWithSmsInput;
  LogoutPayload: ResolverTypeWrapper<Omit<LogoutPayload, 'viewer'> & { viewer?: Maybe<ResolversTypes['Viewer']> }>;
  LotteryArea: LotteryArea;
  LotteryCurrentDraw: ResolverTypeWrapper<LotteryCurrentDraw>;
  LotteryDrawCadence: LotteryDrawCadence;
  LotteryDrawSchedule: ResolverTypeWrapper<LotteryDrawSchedule>;
  LotteryGame: ResolverTypeWrapper<LotteryGameModel>;
  LotteryMenu: ResolverTypeWrapper<LotteryMenuModel>;
  LotteryOpenedNumbers: ResolverTypeWrapper<Omit<LotteryOpenedNumbers, 'opened'> & { opened?: Maybe<ResolversTypes['LotteryResult']> }>;
  LotteryPrizeMode: LotteryPrizeMode;
  LotteryResult: ResolverTypeWrapper<LotteryResultModel>;
  LotteryView: LotteryView;
  MarkInboxMessagesReadInput: MarkInboxMessagesReadInput;
  MarkInboxMessagesReadPayload: ResolverTypeWrapper<Omit<MarkInboxMessagesReadPayload, 'viewer'> & { viewer?: Maybe<ResolversTypes['Viewer']> }>;
  Member: ResolverTypeWrapper<MemberModel>;
  MerchantBankAccount: ResolverTypeWrapper<MerchantBankAccount>;
  Mission: ResolverTypeWrapper<Mission>;
  MissionLeaderboard: ResolverTypeWrapper<MissionLeaderboard>;
  MissionLeaderboardEntry: ResolverTypeWrapper<MissionLeaderboardEntry>;
  MissionPeriod: MissionPeriod;
  MissionReward: ResolverTypeWrapper<MissionReward>;
  MissionStanding: ResolverTypeWrapper<MissionStanding>;
  MissionState: MissionState;
  MissionSummary: ResolverTypeWrapper<MissionSummary>;
  MissionUnit: MissionUnit;
  Money: ResolverTypeWrapper<Scalars['Money']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Node: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Node']>;
  Notice: ResolverTypeWrapper<NoticeModel>;
  NoticeConnection: ResolverTypeWrapper<Omit<NoticeConnection, 'edges'> & { edges: Array<ResolversTypes['NoticeEdge']> }>;
  NoticeEdge: ResolverTypeWrapper<Omit<NoticeEdge, 'node'> & { node: ResolversTypes['Notice'] }>;
  OfferContractInput: OfferContractInput;
  OfferContractPayload: ResolverTypeWrapper<OfferContractPayload>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PointReward: ResolverTypeWrapper<PointReward>;
  PointRewardType: PointRewardType;
  PointType: PointType;
  PointsAccount: ResolverTypeWrapper<PointsAccountModel>;
  PointsConversion: ResolverTypeWrapper<PointsConversion>;
  PointsDetail: ResolverTypeWrapper<PointsDetail>;
  PointsDetailConnection: ResolverTypeWrapper<PointsDetailConnection>;
  PointsDetailEdge: ResolverTypeWrapper<PointsDetailEdge>;
  PointsDetailFilter: PointsDetailFilter;
  PointsEarnRate: ResolverTypeWrapper<PointsEarnRate>;
  PointsRules: ResolverTypeWrapper<PointsRules>;
  ProfitAndLoss: ResolverTypeWrapper<ProfitAndLoss>;
  ProfitPeriod: ProfitPeriod;
  Promotion: ResolverTypeWrapper<PromotionModel>;
  PromotionApplication: ResolverTypeWrapper<PromotionApplicationModel>;
  PromotionApplicationConnection: ResolverTypeWrapper<Omit<PromotionApplicationConnection, 'edges'> & { edges: Array<ResolversTypes['PromotionApplicationEdge']> }>;
  PromotionApplicationEdge: ResolverTypeWrapper<Omit<PromotionApplicationEdge, 'node'> & { node: ResolversTypes['PromotionApplication'] }>;
  PromotionApplicationFilter: PromotionApplicationFilter;
  PromotionApplicationStatus: PromotionApplicationStatus;
  PromotionClaimMode: PromotionClaimMode;
  PromotionMemberState: PromotionMemberState;
  PromotionState: PromotionState;
  PromotionType: PromotionType;
  PvpRoom: ResolverTypeWrapper<PvpRoomModel>;
  PvpRoomStatus: PvpRoomStatus;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RaffleClaim: ResolverTypeWrapper<RaffleClaimModel>;
  ReadInboxMessageInput: ReadInboxMessageInput;
  ReadInboxMessagePayload: ResolverTypeWrapper<Omit<ReadInboxMessagePayload, 'viewer'> & { viewer?: Maybe<ResolversTypes['Viewer']> }>;
  RealTimeSalary: ResolverTypeWrapper<RealTimeSalaryModel>;
  RealTimeSalaryPeriod: ResolverTypeWrapper<RealTimeSalaryPeriod>;
  RealTimeSalaryPeriodConnection: ResolverTypeWrapper<RealTimeSalaryPeriodConnection>;
  RealTimeSalaryPeriodEdge: ResolverTypeWrapper<RealTimeSalaryPeriodEdge>;
  RealTimeSalaryTermsInput: RealTimeSalaryTermsInput;
  ReceivingAccount: ResolverTypeWrapper<ReceivingAccount>;
  RedeemOrder: ResolverTypeWrapper<RedeemOrder>;
  RedeemOrderConnection: ResolverTypeWrapper<RedeemOrderConnection>;
  RedeemOrderEdge: ResolverTypeWrapper<RedeemOrderEdge>;
  RedeemOrderFilter: RedeemOrderFilter;
  RedeemPaidAccount: RedeemPaidAccount;
  RedeemPointRewardInput: RedeemPointRewardInput;
  RedeemPointRewardPayload: ResolverTypeWrapper<Omit<RedeemPointRewardPayload, 'viewer'> & { viewer?: Maybe<ResolversTypes['Viewer']> }>;
  RedeemStatus: RedeemStatus;
  Referral: ResolverTypeWrapper<ReferralModel>;
  ReferralInvitee: ResolverTypeWrapper<ReferralInvitee>;
  ReferralInviteeConnection: ResolverTypeWrapper<ReferralInviteeConnection>;
  ReferralInviteeEdge: ResolverTypeWrapper<ReferralInviteeEdge>;
  RegisterDownlineInput: RegisterDownlineInput;
  RegisterDownlinePayload: ResolverTypeWrapper<RegisterDownlinePayload>;
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
  RewardItem: ResolverTypeWrapper<RewardItem>;
  RewardItemConnection: ResolverTypeWrapper<RewardItemConnection>;
  RewardItemEdge: ResolverTypeWrapper<RewardItemEdge>;
  RewardItemStatus: RewardItemStatus;
  RewardKind: RewardKind;
  RewardSource: RewardSource;
  Role: Role;
  ScratchCardInput: ScratchCardInput;
  ScratchCardTelco: ResolverTypeWrapper<ScratchCardTelco>;
  SetAvatarInput: SetAvatarInput;
  SetAvatarPayload: ResolverTypeWrapper<Omit<SetAvatarPayload, 'member'> & { member?: Maybe<ResolversTypes['Member']> }>;
  SetWithdrawPasswordInput: SetWithdrawPasswordInput;
  SetWithdrawPasswordPayload: ResolverTypeWrapper<SetWithdrawPasswordPayload>;
  Site: ResolverTypeWrapper<SiteModel>;
  SiteLine: ResolverTypeWrapper<SiteLine>;
  SiteStatus: SiteStatus;
  SmsPurpose: SmsPurpose;
  SocialLink: ResolverTypeWrapper<SocialLink>;
  SocialNetwork: SocialNetwork;
  StartFreePlayPayload: ResolverTypeWrapper<Omit<StartFreePlayPayload, 'viewer'> & { viewer?: Maybe<ResolversTypes['Viewer']> }>;
  StartHumanVerificationPayload: ResolverTypeWrapper<StartHumanVerificationPayload>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubmitFeedbackInput: SubmitFeedbackInput;
  SubmitFeedbackPayload: ResolverTypeWrapper<SubmitFeedbackPayload>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  TeamBetGrouping: TeamBetGrouping;
  TeamBetRow: ResolverTypeWrapper<TeamBetRow>;
  TeamBetRowConnection: ResolverTypeWrapper<TeamBetRowConnection>;
  TeamBetRowEdge: ResolverTypeWrapper<TeamBetRowEdge>;
  TeamOverview: ResolverTypeWrapper<TeamOverview>;
  TeamReportFilter: TeamReportFilter;
  TeamTransaction: ResolverTypeWrapper<TeamTransaction>;
  TeamTransactionConnection: ResolverTypeWrapper<TeamTransactionConnection>;
  TeamTransactionEdge: ResolverTypeWrapper<TeamTransactionEdge>;
  TeamTransactionStatus: TeamTransactionStatus;
  TeamTransactionType: TeamTransactionType;
  TerminateContractInput: TerminateContractInput;
  TerminateContractPayload: ResolverTypeWrapper<TerminateContractPayload>;
  TicketKind: TicketKind;
  TransferAllToMainInput: TransferAllToMainInput;
  TransferAllToMainPayload: ResolverTypeWrapper<Omit<TransferAllToMainPayload, 'wallet'> & { wallet?: Maybe<ResolversTypes['Wallet']> }>;
  TransferBetweenWalletsInput: TransferBetweenWalletsInput;
  TransferBetweenWalletsPayload: ResolverTypeWrapper<Omit<TransferBetweenWalletsPayload, 'wallet'> & { wallet?: Maybe<ResolversTypes['Wallet']> }>;
  TransferToDownlineInput: TransferToDownlineInput;
  TransferToDownlinePayload: ResolverTypeWrapper<Omit<TransferToDownlinePayload, 'wallet'> & { wallet?: Maybe<ResolversTypes['Wallet']> }>;
  TransferToUplineInput: TransferToUplineInput;
  TransferToUplinePayload: ResolverTypeWrapper<Omit<TransferToUplinePayload, 'wallet'> & { wallet?: Maybe<ResolversTypes['Wallet']> }>;
  UplineTransfer: ResolverTypeWrapper<UplineTransfer>;
  Upload: ResolverTypeWrapper<Scalars['Upload']['output']>;
  UserError: ResolverTypeWrapper<UserError>;
  UserErrorCode: UserErrorCode;
  UserErrorDetails: ResolverTypeWrapper<UserErrorDetails>;
  Vendor: ResolverTypeWrapper<VendorModel>;
  VendorGameType: ResolverTypeWrapper<VendorGameType>;
  VendorWallet: ResolverTypeWrapper<VendorWallet>;
  Viewer: ResolverTypeWrapper<ViewerModel>;
  ViewerContracts: ResolverTypeWrapper<ViewerContractsModel>;
  ViewerCounts: ResolverTypeWrapper<ViewerCounts>;
  VipLevel: ResolverTypeWrapper<VipLevel>;
  VipProgress: ResolverTypeWrapper<VipProgress>;
  Wallet: ResolverTypeWrapper<WalletModel>;
  WalletMode: WalletMode;
  WalletTransfer: ResolverTypeWrapper<WalletTransfer>;
  Winner: ResolverTypeWrapper<WinnerModel>;
  WinnerBoard: WinnerBoard;
  WithdrawInput: WithdrawInput;
  WithdrawPayload: ResolverTypeWrapper<Omit<WithdrawPayload, 'wallet'> & { wallet?: Maybe<ResolversTypes['Wallet']> }>;
  Withdrawal: ResolverTypeWrapper<Withdrawal>;
  WithdrawalAnswer: WithdrawalAnswer;
  WithdrawalConfirmation: ResolverTypeWrapper<WithdrawalConfirmation>;
  WithdrawalConfirmationStatus: WithdrawalConfirmationStatus;
  WithdrawalConfirmations: ResolverTypeWrapper<WithdrawalConfirmations>;
  WithdrawalConnection: ResolverTypeWrapper<WithdrawalConnection>;
  WithdrawalEdge: ResolverTypeWrapper<WithdrawalEdge>;
  WithdrawalFilter: WithdrawalFilter;
  WithdrawalRules: ResolverTypeWrapper<WithdrawalRules>;
  WithdrawalStatus: WithdrawalStatus;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AccountRecord: AccountRecord;
  AccountRecordConnection: AccountRecordConnection;
  AccountRecordEdge: AccountRecordEdge;
  AccountRecordFilter: AccountRecordFilter;
  AffiliateCodeCheck: AffiliateCodeCheck;
  AgentAnnouncement: AgentAnnouncement;
  AgentAnnouncementConnection: AgentAnnouncementConnection;
  AgentAnnouncementEdge: AgentAnnouncementEdge;
  AgentCentre: AgentCentreModel;
  AgentIncome: AgentIncome;
  AgentIncomeSource: AgentIncomeSource;
  AgentReferral: AgentReferral;
  AppDownload: AppDownload;
  ApplyPromotionInput: ApplyPromotionInput;
  ApplyPromotionPayload: Omit<ApplyPromotionPayload, 'application'> & { application?: Maybe<ResolversParentTypes['PromotionApplication']> };
  Avatar: Avatar;
  Bank: Bank;
  Banner: BannerModel;
  BetRecord: BetRecord;
  BetRecordConnection: BetRecordConnection;
  BetRecordEdge: BetRecordEdge;
  BetRecordFilter: BetRecordFilter;
  BetTotals: BetTotals;
  BindReceivingAccountInput: BindReceivingAccountInput;
  BindReceivingAccountPayload: BindReceivingAccountPayload;
  BonusRecord: BonusRecord;
  BonusRecordConnection: BonusRecordConnection;
  BonusRecordEdge: BonusRecordEdge;
  BonusRecordFilter: BonusRecordFilter;
  Boolean: Scalars['Boolean']['output'];
  ChangePasswordInput: ChangePasswordInput;
  ChangePasswordPayload: Omit<ChangePasswordPayload, 'viewer'> & { viewer?: Maybe<ResolversParentTypes['Viewer']> };
  ClaimRafflePromotionInput: ClaimRafflePromotionInput;
  ClaimRafflePromotionPayload: Omit<ClaimRafflePromotionPayload, 'claim' | 'viewer'> & { claim?: Maybe<ResolversParentTypes['RaffleClaim']>, viewer?: Maybe<ResolversParentTypes['Viewer']> };
  ClaimRewardInput: ClaimRewardInput;
  ClaimRewardPayload: Omit<ClaimRewardPayload, 'viewer'> & { viewer?: Maybe<ResolversParentTypes['Viewer']> };
  ConfirmWithdrawalInput: ConfirmWithdrawalInput;
  ConfirmWithdrawalPayload: ConfirmWithdrawalPayload;
  Contract: Contract;
  ContractAnswerInput: ContractAnswerInput;
  ContractAnswerPayload: ContractAnswerPayload;
  ContractConnection: ContractConnection;
  ContractEdge: ContractEdge;
  ContractParty: ContractParty;
  ContractTier: ContractTier;
  ContractTierInput: ContractTierInput;
  ConvertPointsInput: ConvertPointsInput;
  ConvertPointsPayload: Omit<ConvertPointsPayload, 'viewer'> & { viewer?: Maybe<ResolversParentTypes['Viewer']> };
  Country: Country;
  CreateDepositInput: CreateDepositInput;
  CreateDepositPayload: CreateDepositPayload;
  Currency: Currency;
  CustomerServiceChannel: CustomerServiceChannelModel;
  DateRangeInput: DateRangeInput;
  DateTime: Scalars['DateTime']['output'];
  Decimal: Scalars['Decimal']['output'];
  DepositChannel: DepositChannel;
  DepositFilter: DepositFilter;
  DepositOrder: DepositOrder;
  DepositOrderConnection: DepositOrderConnection;
  DepositOrderEdge: DepositOrderEdge;
  Downline: Downline;
  DownlineConnection: DownlineConnection;
  DownlineEdge: DownlineEdge;
  DownlineTransfer: DownlineTransfer;
  FavouriteGameInput: FavouriteGameInput;
  FavouriteGamePayload: FavouriteGamePayloadModel;
  FeatureSwitches: FeatureSwitchesModel;
  FeedbackRules: FeedbackRules;
  FirebaseWebConfig: FirebaseWebConfig;
  Float: Scalars['Float']['output'];
  Game: GameModel;
  GameConnection: Omit<GameConnection, 'edges'> & { edges: Array<ResolversParentTypes['GameEdge']> };
  GameEdge: Omit<GameEdge, 'node'> & { node: ResolversParentTypes['Game'] };
  GameLane: GameLaneModel;
  GameTypeProfit: GameTypeProfit;
  GameWindowClosedPayload: Omit<GameWindowClosedPayload, 'viewer'> & { viewer?: Maybe<ResolversParentTypes['Viewer']> };
  HelpTopic: HelpTopicModel;
  HumanVerification: HumanVerification;
  ID: Scalars['ID']['output'];
  InboxFilter: InboxFilter;
  InboxMessage: InboxMessage;
  InboxMessageConnection: InboxMessageConnection;
  InboxMessageEdge: InboxMessageEdge;
  Int: Scalars['Int']['output'];
  Jackpot: JackpotModel;
  LaunchGameInput: LaunchGameInput;
  LaunchGamePayload: LaunchGamePayloadModel;
  LaunchLotteryInput: LaunchLotteryInput;
  LiveFeedEvent: LiveFeedEventModel;
  LiveJackpot: Omit<LiveJackpot, 'jackpot'> & { jackpot?: Maybe<ResolversParentTypes['Jackpot']> };
  LiveNotices: Omit<LiveNotices, 'notices'> & { notices: Array<ResolversParentTypes['Notice']> };
  LiveSiteStatus: LiveSiteStatus;
  LiveWinners: Omit<LiveWinners, 'biggest' | 'latest'> & { biggest: Array<ResolversParentTypes['Winner']>, latest: Array<ResolversParentTypes['Winner']> };
  LoginInput: LoginInput;
  LoginOptions: LoginOptionsModel;
  LoginPayload: Omit<LoginPayload, 'viewer'> & { viewer?: Maybe<ResolversParentTypes['Viewer']> };
  LoginWithProviderInput: LoginWithProviderInput;
  LoginWithSmsInput: LoginWithSmsInput;
  LogoutPayload: Omit<LogoutPayload, 'viewer'> & { viewer?: Maybe<ResolversParentTypes['Viewer']> };
  LotteryCurrentDraw: LotteryCurrentDraw;
  LotteryDrawSchedule: LotteryDrawSchedule;
  LotteryGame: LotteryGameModel;
  LotteryMenu: LotteryMenuModel;
  LotteryOpenedNumbers: Omit<LotteryOpenedNumbers, 'opened'> & { opened?: Maybe<ResolversParentTypes['LotteryResult']> };
  LotteryResult: LotteryResultModel;
  MarkInboxMessagesReadInput: MarkInboxMessagesReadInput;
  MarkInboxMessagesReadPayload: Omit<MarkInboxMessagesReadPayload, 'viewer'> & { viewer?: Maybe<ResolversParentTypes['Viewer']> };
  Member: MemberModel;
  MerchantBankAccount: MerchantBankAccount;
  Mission: Mission;
  MissionLeaderboard: MissionLeaderboard;
  MissionLeaderboardEntry: MissionLeaderboardEntry;
  MissionReward: MissionReward;
  MissionStanding: MissionStanding;
  MissionSummary: MissionSummary;
  Money: Scalars['Money']['output'];
  Mutation: Record<PropertyKey, never>;
  Node: ResolversInterfaceTypes<ResolversParentTypes>['Node'];
  Notice: NoticeModel;
  NoticeConnection: Omit<NoticeConnection, 'edges'> & { edges: Array<ResolversParentTypes['NoticeEdge']> };
  NoticeEdge: Omit<NoticeEdge, 'node'> & { node: ResolversParentTypes['Notice'] };
  OfferContractInput: OfferContractInput;
  OfferContractPayload: OfferContractPayload;
  PageInfo: PageInfo;
  PointReward: PointReward;
  PointsAccount: PointsAccountModel;
  PointsConversion: PointsConversion;
  PointsDetail: PointsDetail;
  PointsDetailConnection: PointsDetailConnection;
  PointsDetailEdge: PointsDetailEdge;
  PointsDetailFilter: PointsDetailFilter;
  PointsEarnRate: PointsEarnRate;
  PointsRules: PointsRules;
  ProfitAndLoss: ProfitAndLoss;
  Promotion: PromotionModel;
  PromotionApplication: PromotionApplicationModel;
  PromotionApplicationConnection: Omit<PromotionApplicationConnection, 'edges'> & { edges: Array<ResolversParentTypes['PromotionApplicationEdge']> };
  PromotionApplicationEdge: Omit<PromotionApplicationEdge, 'node'> & { node: ResolversParentTypes['PromotionApplication'] };
  PromotionApplicationFilter: PromotionApplicationFilter;
  PvpRoom: PvpRoomModel;
  Query: Record<PropertyKey, never>;
  RaffleClaim: RaffleClaimModel;
  ReadInboxMessageInput: ReadInboxMessageInput;
  ReadInboxMessagePayload: Omit<ReadInboxMessagePayload, 'viewer'> & { viewer?: Maybe<ResolversParentTypes['Viewer']> };
  RealTimeSalary: RealTimeSalaryModel;
  RealTimeSalaryPeriod: RealTimeSalaryPeriod;
  RealTimeSalaryPeriodConnection: RealTimeSalaryPeriodConnection;
  RealTimeSalaryPeriodEdge: RealTimeSalaryPeriodEdge;
  RealTimeSalaryTermsInput: RealTimeSalaryTermsInput;
  ReceivingAccount: ReceivingAccount;
  RedeemOrder: RedeemOrder;
  RedeemOrderConnection: RedeemOrderConnection;
  RedeemOrderEdge: RedeemOrderEdge;
  RedeemOrderFilter: RedeemOrderFilter;
  RedeemPointRewardInput: RedeemPointRewardInput;
  RedeemPointRewardPayload: Omit<RedeemPointRewardPayload, 'viewer'> & { viewer?: Maybe<ResolversParentTypes['Viewer']> };
  Referral: ReferralModel;
  ReferralInvitee: ReferralInvitee;
  ReferralInviteeConnection: ReferralInviteeConnection;
  ReferralInviteeEdge: ReferralInviteeEdge;
  RegisterDownlineInput: RegisterDownlineInput;
  RegisterDownlinePayload: RegisterDownlinePayload;
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
  RewardItem: RewardItem;
  RewardItemConnection: RewardItemConnection;
  RewardItemEdge: RewardItemEdge;
  ScratchCardInput: ScratchCardInput;
  ScratchCardTelco: ScratchCardTelco;
  SetAvatarInput: SetAvatarInput;
  SetAvatarPayload: Omit<SetAvatarPayload, 'member'> & { member?: Maybe<ResolversParentTypes['Member']> };
  SetWithdrawPasswordInput: SetWithdrawPasswordInput;
  SetWithdrawPasswordPayload: SetWithdrawPasswordPayload;
  Site: SiteModel;
  SiteLine: SiteLine;
  SocialLink: SocialLink;
  StartFreePlayPayload: Omit<StartFreePlayPayload, 'viewer'> & { viewer?: Maybe<ResolversParentTypes['Viewer']> };
  StartHumanVerificationPayload: StartHumanVerificationPayload;
  String: Scalars['String']['output'];
  SubmitFeedbackInput: SubmitFeedbackInput;
  SubmitFeedbackPayload: SubmitFeedbackPayload;
  Subscription: Record<PropertyKey, never>;
  TeamBetRow: TeamBetRow;
  TeamBetRowConnection: TeamBetRowConnection;
  TeamBetRowEdge: TeamBetRowEdge;
  TeamOverview: TeamOverview;
  TeamReportFilter: TeamReportFilter;
  TeamTransaction: TeamTransaction;
  TeamTransactionConnection: TeamTransactionConnection;
  TeamTransactionEdge: TeamTransactionEdge;
  TerminateContractInput: TerminateContractInput;
  TerminateContractPayload: TerminateContractPayload;
  TransferAllToMainInput: TransferAllToMainInput;
  TransferAllToMainPayload: Omit<TransferAllToMainPayload, 'wallet'> & { wallet?: Maybe<ResolversParentTypes['Wallet']> };
  TransferBetweenWalletsInput: TransferBetweenWalletsInput;
  TransferBetweenWalletsPayload: Omit<TransferBetweenWalletsPayload, 'wallet'> & { wallet?: Maybe<ResolversParentTypes['Wallet']> };
  TransferToDownlineInput: TransferToDownlineInput;
  TransferToDownlinePayload: Omit<TransferToDownlinePayload, 'wallet'> & { wallet?: Maybe<ResolversParentTypes['Wallet']> };
  TransferToUplineInput: TransferToUplineInput;
  TransferToUplinePayload: Omit<TransferToUplinePayload, 'wallet'> & { wallet?: Maybe<ResolversParentTypes['Wallet']> };
  UplineTransfer: UplineTransfer;
  Upload: Scalars['Upload']['output'];
  UserError: UserError;
  UserErrorDetails: UserErrorDetails;
  Vendor: VendorModel;
  VendorGameType: VendorGameType;
  VendorWallet: VendorWallet;
  Viewer: ViewerModel;
  ViewerContracts: ViewerContractsModel;
  ViewerCounts: ViewerCounts;
  VipLevel: VipLevel;
  VipProgress: VipProgress;
  Wallet: WalletModel;
  WalletTransfer: WalletTransfer;
  Winner: WinnerModel;
  WithdrawInput: WithdrawInput;
  WithdrawPayload: Omit<WithdrawPayload, 'wallet'> & { wallet?: Maybe<ResolversParentTypes['Wallet']> };
  Withdrawal: Withdrawal;
  WithdrawalConfirmation: WithdrawalConfirmation;
  WithdrawalConfirmations: WithdrawalConfirmations;
  WithdrawalConnection: WithdrawalConnection;
  WithdrawalEdge: WithdrawalEdge;
  WithdrawalFilter: WithdrawalFilter;
  WithdrawalRules: WithdrawalRules;
};

export type AuthDirectiveArgs = {
  requires?: Role;
  whenRefused?: AuthRefusal;
};

export type AuthDirectiveResolver<Result, Parent, ContextType = GatewayContext, Args = AuthDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type IdempotentDirectiveArgs = { };

export type IdempotentDirectiveResolver<Result, Parent, ContextType = GatewayContext, Args = IdempotentDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type OwnTreeDirectiveArgs = { };

export type OwnTreeDirectiveResolver<Result, Parent, ContextType = GatewayContext, Args = OwnTreeDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AccountRecordResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountRecord'] = ResolversParentTypes['AccountRecord']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  balanceAfter?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  remark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AccountRecordStatus'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['AccountRecordType'], ParentType, ContextType>;
};

export type AccountRecordConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountRecordConnection'] = ResolversParentTypes['AccountRecordConnection']> = {
  edges?: Resolver<Array<ResolversTypes['AccountRecordEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalIn?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  totalOut?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type AccountRecordEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountRecordEdge'] = ResolversParentTypes['AccountRecordEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['AccountRecord'], ParentType, ContextType>;
};

export type AffiliateCodeCheckResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AffiliateCodeCheck'] = ResolversParentTypes['AffiliateCodeCheck']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  valid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AgentAnnouncementResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AgentAnnouncement'] = ResolversParentTypes['AgentAnnouncement']> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pinned?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  publishedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AgentAnnouncementConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AgentAnnouncementConnection'] = ResolversParentTypes['AgentAnnouncementConnection']> = {
  edges?: Resolver<Array<ResolversTypes['AgentAnnouncementEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AgentAnnouncementEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AgentAnnouncementEdge'] = ResolversParentTypes['AgentAnnouncementEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['AgentAnnouncement'], ParentType, ContextType>;
};

export type AgentCentreResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AgentCentre'] = ResolversParentTypes['AgentCentre']> = {
  agent?: Resolver<ResolversTypes['Downline'], ParentType, ContextType>;
  announcements?: Resolver<ResolversTypes['AgentAnnouncementConnection'], ParentType, ContextType, RequireFields<AgentCentreAnnouncementsArgs, 'first'>>;
  downlineContracts?: Resolver<ResolversTypes['ContractConnection'], ParentType, ContextType, RequireFields<AgentCentreDownlineContractsArgs, 'first'>>;
  downlines?: Resolver<ResolversTypes['DownlineConnection'], ParentType, ContextType, RequireFields<AgentCentreDownlinesArgs, 'first' | 'role'>>;
  income?: Resolver<ResolversTypes['AgentIncome'], ParentType, ContextType, Partial<AgentCentreIncomeArgs>>;
  pages?: Resolver<Array<ResolversTypes['AgentCentrePage']>, ParentType, ContextType>;
  realTimeSalary?: Resolver<ResolversTypes['RealTimeSalary'], ParentType, ContextType>;
  referral?: Resolver<ResolversTypes['AgentReferral'], ParentType, ContextType>;
  teamBets?: Resolver<ResolversTypes['TeamBetRowConnection'], ParentType, ContextType, RequireFields<AgentCentreTeamBetsArgs, 'first' | 'groupBy'>>;
  teamOverview?: Resolver<ResolversTypes['TeamOverview'], ParentType, ContextType, Partial<AgentCentreTeamOverviewArgs>>;
  transactions?: Resolver<ResolversTypes['TeamTransactionConnection'], ParentType, ContextType, RequireFields<AgentCentreTransactionsArgs, 'first'>>;
  userLoss?: Resolver<ResolversTypes['TeamBetRowConnection'], ParentType, ContextType, RequireFields<AgentCentreUserLossArgs, 'first'>>;
};

export type AgentIncomeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AgentIncome'] = ResolversParentTypes['AgentIncome']> = {
  sources?: Resolver<Array<ResolversTypes['AgentIncomeSource']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type AgentIncomeSourceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AgentIncomeSource'] = ResolversParentTypes['AgentIncomeSource']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['TeamTransactionType'], ParentType, ContextType>;
};

export type AgentReferralResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AgentReferral'] = ResolversParentTypes['AgentReferral']> = {
  boundDomain?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  boundDomainUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  invitationCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  qrCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  registerUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AppDownloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AppDownload'] = ResolversParentTypes['AppDownload']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['AppPlatform'], ParentType, ContextType>;
  qrCodeUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ApplyPromotionPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ApplyPromotionPayload'] = ResolversParentTypes['ApplyPromotionPayload']> = {
  application?: Resolver<Maybe<ResolversTypes['PromotionApplication']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type AvatarResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Avatar'] = ResolversParentTypes['Avatar']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  selected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BankResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Bank'] = ResolversParentTypes['Bank']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BannerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Banner'] = ResolversParentTypes['Banner']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  linkType?: Resolver<ResolversTypes['BannerLinkType'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BetRecordResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BetRecord'] = ResolversParentTypes['BetRecord']> = {
  betAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  betNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gameName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gameType?: Resolver<ResolversTypes['BetGameType'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  placedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  settledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BetStatus'], ParentType, ContextType>;
  validBet?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  vendorCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vendorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  winLoss?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type BetRecordConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BetRecordConnection'] = ResolversParentTypes['BetRecordConnection']> = {
  edges?: Resolver<Array<ResolversTypes['BetRecordEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['BetTotals'], ParentType, ContextType>;
};

export type BetRecordEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BetRecordEdge'] = ResolversParentTypes['BetRecordEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['BetRecord'], ParentType, ContextType>;
};

export type BetTotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BetTotals'] = ResolversParentTypes['BetTotals']> = {
  betAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  betCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  validBet?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  winLoss?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type BindReceivingAccountPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BindReceivingAccountPayload'] = ResolversParentTypes['BindReceivingAccountPayload']> = {
  receivingAccount?: Resolver<Maybe<ResolversTypes['ReceivingAccount']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type BonusRecordResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BonusRecord'] = ResolversParentTypes['BonusRecord']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  remark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BonusStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['BonusType'], ParentType, ContextType>;
};

export type BonusRecordConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BonusRecordConnection'] = ResolversParentTypes['BonusRecordConnection']> = {
  edges?: Resolver<Array<ResolversTypes['BonusRecordEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BonusRecordEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BonusRecordEdge'] = ResolversParentTypes['BonusRecordEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['BonusRecord'], ParentType, ContextType>;
};

export type ChangePasswordPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChangePasswordPayload'] = ResolversParentTypes['ChangePasswordPayload']> = {
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
};

export type ClaimRafflePromotionPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClaimRafflePromotionPayload'] = ResolversParentTypes['ClaimRafflePromotionPayload']> = {
  claim?: Resolver<Maybe<ResolversTypes['RaffleClaim']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
};

export type ClaimRewardPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClaimRewardPayload'] = ResolversParentTypes['ClaimRewardPayload']> = {
  mainBalance?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  pointsBalance?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  reward?: Resolver<Maybe<ResolversTypes['RewardItem']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
};

export type ConfirmWithdrawalPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConfirmWithdrawalPayload'] = ResolversParentTypes['ConfirmWithdrawalPayload']> = {
  confirmation?: Resolver<Maybe<ResolversTypes['WithdrawalConfirmation']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type ContractResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Contract'] = ResolversParentTypes['Contract']> = {
  activatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  contractNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  downline?: Resolver<ResolversTypes['ContractParty'], ParentType, ContextType>;
  endReason?: Resolver<Maybe<ResolversTypes['ContractEndReason']>, ParentType, ContextType>;
  endedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ContractKind'], ParentType, ContextType>;
  offeredAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  period?: Resolver<ResolversTypes['ContractPeriod'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  respondedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ContractStatus'], ParentType, ContextType>;
  tiers?: Resolver<Array<ResolversTypes['ContractTier']>, ParentType, ContextType>;
  upline?: Resolver<ResolversTypes['ContractParty'], ParentType, ContextType>;
  viewerSide?: Resolver<ResolversTypes['ContractSide'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ContractAnswerPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContractAnswerPayload'] = ResolversParentTypes['ContractAnswerPayload']> = {
  affectedContracts?: Resolver<Array<ResolversTypes['Contract']>, ParentType, ContextType>;
  contract?: Resolver<Maybe<ResolversTypes['Contract']>, ParentType, ContextType>;
  terminatedContracts?: Resolver<Array<ResolversTypes['Contract']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type ContractConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContractConnection'] = ResolversParentTypes['ContractConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ContractEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ContractEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContractEdge'] = ResolversParentTypes['ContractEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Contract'], ParentType, ContextType>;
};

export type ContractPartyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContractParty'] = ResolversParentTypes['ContractParty']> = {
  account?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nickname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ContractTierResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContractTier'] = ResolversParentTypes['ContractTier']> = {
  activeMembers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dailyBetAmount?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  hourlyBetAmount?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  lossSalaryRate?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  periodProfitAndLoss?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  periodValidBet?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  profitSalaryRate?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  singleBet?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
};

export type ConvertPointsPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConvertPointsPayload'] = ResolversParentTypes['ConvertPointsPayload']> = {
  conversion?: Resolver<Maybe<ResolversTypes['PointsConversion']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
};

export type CountryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Country'] = ResolversParentTypes['Country']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dialingCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mobileLength?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type CreateDepositPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreateDepositPayload'] = ResolversParentTypes['CreateDepositPayload']> = {
  deposit?: Resolver<Maybe<ResolversTypes['DepositOrder']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type CurrencyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Currency'] = ResolversParentTypes['Currency']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unitValue?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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

export type DepositChannelResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DepositChannel'] = ResolversParentTypes['DepositChannel']> = {
  bankAccounts?: Resolver<Array<ResolversTypes['MerchantBankAccount']>, ParentType, ContextType>;
  feeRate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['DepositChannelKind'], ParentType, ContextType>;
  maxAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  minAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  presetAmounts?: Resolver<Array<ResolversTypes['Decimal']>, ParentType, ContextType>;
  provider?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  telcos?: Resolver<Array<ResolversTypes['ScratchCardTelco']>, ParentType, ContextType>;
  tutorial?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type DepositOrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DepositOrder'] = ResolversParentTypes['DepositOrder']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  channelKind?: Resolver<ResolversTypes['DepositChannelKind'], ParentType, ContextType>;
  channelName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  creditAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  fee?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payTo?: Resolver<Maybe<ResolversTypes['MerchantBankAccount']>, ParentType, ContextType>;
  paymentUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  provider?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  qrCodeText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  remark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  settledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['DepositStatus'], ParentType, ContextType>;
  transferAmount?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  transferNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type DepositOrderConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DepositOrderConnection'] = ResolversParentTypes['DepositOrderConnection']> = {
  edges?: Resolver<Array<ResolversTypes['DepositOrderEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DepositOrderEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DepositOrderEdge'] = ResolversParentTypes['DepositOrderEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['DepositOrder'], ParentType, ContextType>;
};

export type DownlineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Downline'] = ResolversParentTypes['Downline']> = {
  account?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  balance?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  directDownlines?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isAgent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastLoginAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nickname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  registeredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  teamSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uplineAccount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DownlineConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DownlineConnection'] = ResolversParentTypes['DownlineConnection']> = {
  edges?: Resolver<Array<ResolversTypes['DownlineEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DownlineEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DownlineEdge'] = ResolversParentTypes['DownlineEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Downline'], ParentType, ContextType>;
};

export type DownlineTransferResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DownlineTransfer'] = ResolversParentTypes['DownlineTransfer']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recipient?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recipientNickname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sender?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  senderNickname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

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

export type FeedbackRulesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FeedbackRules'] = ResolversParentTypes['FeedbackRules']> = {
  maxLength?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxWords?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minWords?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  types?: Resolver<Array<ResolversTypes['FeedbackType']>, ParentType, ContextType>;
};

export type FirebaseWebConfigResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FirebaseWebConfig'] = ResolversParentTypes['FirebaseWebConfig']> = {
  apiKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  appId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  authDomain?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emulatorUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  projectId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GameResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Game'] = ResolversParentTypes['Game']> = {
  category?: Resolver<ResolversTypes['GameCategory'], ParentType, ContextType>;
  classification?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fallbackIconUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gameCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
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

export type GameTypeProfitResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GameTypeProfit'] = ResolversParentTypes['GameTypeProfit']> = {
  betAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  betCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  gameType?: Resolver<ResolversTypes['BetGameType'], ParentType, ContextType>;
  validBet?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  winLoss?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type GameWindowClosedPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GameWindowClosedPayload'] = ResolversParentTypes['GameWindowClosedPayload']> = {
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
};

export type HelpTopicResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HelpTopic'] = ResolversParentTypes['HelpTopic']> = {
  children?: Resolver<Array<ResolversTypes['HelpTopic']>, ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tag?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HumanVerificationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HumanVerification'] = ResolversParentTypes['HumanVerification']> = {
  provider?: Resolver<ResolversTypes['HumanVerificationProvider'], ParentType, ContextType>;
  siteKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type InboxMessageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InboxMessage'] = ResolversParentTypes['InboxMessage']> = {
  category?: Resolver<ResolversTypes['InboxCategory'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  read?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type InboxMessageConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InboxMessageConnection'] = ResolversParentTypes['InboxMessageConnection']> = {
  edges?: Resolver<Array<ResolversTypes['InboxMessageEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InboxMessageEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InboxMessageEdge'] = ResolversParentTypes['InboxMessageEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['InboxMessage'], ParentType, ContextType>;
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

export type LiveFeedEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LiveFeedEvent'] = ResolversParentTypes['LiveFeedEvent']> = {
  balance?: Resolver<Maybe<ResolversTypes['Wallet']>, ParentType, ContextType>;
  counts?: Resolver<Maybe<ResolversTypes['ViewerCounts']>, ParentType, ContextType>;
  feed?: Resolver<ResolversTypes['LiveFeed'], ParentType, ContextType>;
  jackpot?: Resolver<Maybe<ResolversTypes['LiveJackpot']>, ParentType, ContextType>;
  notices?: Resolver<Maybe<ResolversTypes['LiveNotices']>, ParentType, ContextType>;
  siteStatus?: Resolver<Maybe<ResolversTypes['LiveSiteStatus']>, ParentType, ContextType>;
  winners?: Resolver<Maybe<ResolversTypes['LiveWinners']>, ParentType, ContextType>;
};

export type LiveJackpotResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LiveJackpot'] = ResolversParentTypes['LiveJackpot']> = {
  jackpot?: Resolver<Maybe<ResolversTypes['Jackpot']>, ParentType, ContextType>;
};

export type LiveNoticesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LiveNotices'] = ResolversParentTypes['LiveNotices']> = {
  notices?: Resolver<Array<ResolversTypes['Notice']>, ParentType, ContextType>;
};

export type LiveSiteStatusResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LiveSiteStatus'] = ResolversParentTypes['LiveSiteStatus']> = {
  maintenance?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  maintenanceEndsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type LiveWinnersResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LiveWinners'] = ResolversParentTypes['LiveWinners']> = {
  biggest?: Resolver<Array<ResolversTypes['Winner']>, ParentType, ContextType>;
  latest?: Resolver<Array<ResolversTypes['Winner']>, ParentType, ContextType>;
};

export type LoginOptionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoginOptions'] = ResolversParentTypes['LoginOptions']> = {
  countryCodePicker?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  directRegistration?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  facebook?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  firebase?: Resolver<Maybe<ResolversTypes['FirebaseWebConfig']>, ParentType, ContextType>;
  freePlay?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  google?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  humanVerification?: Resolver<Maybe<ResolversTypes['HumanVerification']>, ParentType, ContextType>;
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

export type LotteryCurrentDrawResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LotteryCurrentDraw'] = ResolversParentTypes['LotteryCurrentDraw']> = {
  closesAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  drawNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  opensAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type LotteryDrawScheduleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LotteryDrawSchedule'] = ResolversParentTypes['LotteryDrawSchedule']> = {
  cadence?: Resolver<ResolversTypes['LotteryDrawCadence'], ParentType, ContextType>;
  intervalSeconds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  time?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  weekdays?: Resolver<Maybe<Array<ResolversTypes['Int']>>, ParentType, ContextType>;
};

export type LotteryGameResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LotteryGame'] = ResolversParentTypes['LotteryGame']> = {
  gameCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  iconUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prizeMode?: Resolver<ResolversTypes['LotteryPrizeMode'], ParentType, ContextType>;
  schedule?: Resolver<Maybe<ResolversTypes['LotteryDrawSchedule']>, ParentType, ContextType>;
};

export type LotteryMenuResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LotteryMenu'] = ResolversParentTypes['LotteryMenu']> = {
  area?: Resolver<ResolversTypes['LotteryArea'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  games?: Resolver<Array<ResolversTypes['LotteryGame']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LotteryOpenedNumbersResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LotteryOpenedNumbers'] = ResolversParentTypes['LotteryOpenedNumbers']> = {
  current?: Resolver<Maybe<ResolversTypes['LotteryCurrentDraw']>, ParentType, ContextType>;
  gameCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gameName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  opened?: Resolver<Maybe<ResolversTypes['LotteryResult']>, ParentType, ContextType>;
};

export type LotteryResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LotteryResult'] = ResolversParentTypes['LotteryResult']> = {
  drawNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  drawnAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  gameCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gameName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  numbers?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MarkInboxMessagesReadPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MarkInboxMessagesReadPayload'] = ResolversParentTypes['MarkInboxMessagesReadPayload']> = {
  messageIds?: Resolver<Maybe<Array<ResolversTypes['ID']>>, ParentType, ContextType>;
  unreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
};

export type MemberResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Member'] = ResolversParentTypes['Member']> = {
  account?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  accountType?: Resolver<ResolversTypes['AccountType'], ParentType, ContextType>;
  avatarUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clubLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasMemberLabel?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasUpline?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isAgent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isTrial?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nickname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rankLevel?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  registeredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  vipLevel?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vipService?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MerchantBankAccountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MerchantBankAccount'] = ResolversParentTypes['MerchantBankAccount']> = {
  accountNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bankCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bankName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  branch?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  holderName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type MissionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mission'] = ResolversParentTypes['Mission']> = {
  gameType?: Resolver<Maybe<ResolversTypes['BetGameType']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  period?: Resolver<ResolversTypes['MissionPeriod'], ParentType, ContextType>;
  periodEndsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  reward?: Resolver<ResolversTypes['MissionReward'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['MissionState'], ParentType, ContextType>;
  target?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['MissionUnit'], ParentType, ContextType>;
};

export type MissionLeaderboardResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MissionLeaderboard'] = ResolversParentTypes['MissionLeaderboard']> = {
  endsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  entries?: Resolver<Array<ResolversTypes['MissionLeaderboardEntry']>, ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['MissionStanding']>, ParentType, ContextType>;
  period?: Resolver<ResolversTypes['MissionPeriod'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type MissionLeaderboardEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MissionLeaderboardEntry'] = ResolversParentTypes['MissionLeaderboardEntry']> = {
  account?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isMe?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nickname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rank?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MissionRewardResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MissionReward'] = ResolversParentTypes['MissionReward']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['RewardKind'], ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MissionStandingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MissionStanding'] = ResolversParentTypes['MissionStanding']> = {
  rank?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MissionSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MissionSummary'] = ResolversParentTypes['MissionSummary']> = {
  completedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  missions?: Resolver<Array<ResolversTypes['Mission']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unclaimedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export interface MoneyScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Money'], any> {
  name: 'Money';
}

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  acceptContract?: Resolver<ResolversTypes['ContractAnswerPayload'], ParentType, ContextType, RequireFields<MutationAcceptContractArgs, 'input'>>;
  addFavouriteGame?: Resolver<ResolversTypes['FavouriteGamePayload'], ParentType, ContextType, RequireFields<MutationAddFavouriteGameArgs, 'input'>>;
  applyPromotion?: Resolver<ResolversTypes['ApplyPromotionPayload'], ParentType, ContextType, RequireFields<MutationApplyPromotionArgs, 'input'>>;
  bindReceivingAccount?: Resolver<ResolversTypes['BindReceivingAccountPayload'], ParentType, ContextType, RequireFields<MutationBindReceivingAccountArgs, 'input'>>;
  changePassword?: Resolver<ResolversTypes['ChangePasswordPayload'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  claimRafflePromotion?: Resolver<ResolversTypes['ClaimRafflePromotionPayload'], ParentType, ContextType, RequireFields<MutationClaimRafflePromotionArgs, 'input'>>;
  claimReward?: Resolver<ResolversTypes['ClaimRewardPayload'], ParentType, ContextType, RequireFields<MutationClaimRewardArgs, 'input'>>;
  confirmWithdrawal?: Resolver<ResolversTypes['ConfirmWithdrawalPayload'], ParentType, ContextType, RequireFields<MutationConfirmWithdrawalArgs, 'input'>>;
  convertPoints?: Resolver<ResolversTypes['ConvertPointsPayload'], ParentType, ContextType, RequireFields<MutationConvertPointsArgs, 'input'>>;
  createDeposit?: Resolver<ResolversTypes['CreateDepositPayload'], ParentType, ContextType, RequireFields<MutationCreateDepositArgs, 'input'>>;
  gameWindowClosed?: Resolver<ResolversTypes['GameWindowClosedPayload'], ParentType, ContextType>;
  launchGame?: Resolver<ResolversTypes['LaunchGamePayload'], ParentType, ContextType, RequireFields<MutationLaunchGameArgs, 'input'>>;
  launchLottery?: Resolver<ResolversTypes['LaunchGamePayload'], ParentType, ContextType, RequireFields<MutationLaunchLotteryArgs, 'input'>>;
  login?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'input'>>;
  loginWithProvider?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationLoginWithProviderArgs, 'input'>>;
  loginWithSms?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationLoginWithSmsArgs, 'input'>>;
  logout?: Resolver<ResolversTypes['LogoutPayload'], ParentType, ContextType>;
  markInboxMessagesRead?: Resolver<ResolversTypes['MarkInboxMessagesReadPayload'], ParentType, ContextType, RequireFields<MutationMarkInboxMessagesReadArgs, 'input'>>;
  offerContract?: Resolver<ResolversTypes['OfferContractPayload'], ParentType, ContextType, RequireFields<MutationOfferContractArgs, 'input'>>;
  readInboxMessage?: Resolver<ResolversTypes['ReadInboxMessagePayload'], ParentType, ContextType, RequireFields<MutationReadInboxMessageArgs, 'input'>>;
  redeemPointReward?: Resolver<ResolversTypes['RedeemPointRewardPayload'], ParentType, ContextType, RequireFields<MutationRedeemPointRewardArgs, 'input'>>;
  register?: Resolver<ResolversTypes['RegisterPayload'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  registerDownline?: Resolver<ResolversTypes['RegisterDownlinePayload'], ParentType, ContextType, RequireFields<MutationRegisterDownlineArgs, 'input'>>;
  rejectContract?: Resolver<ResolversTypes['ContractAnswerPayload'], ParentType, ContextType, RequireFields<MutationRejectContractArgs, 'input'>>;
  removeFavouriteGame?: Resolver<ResolversTypes['FavouriteGamePayload'], ParentType, ContextType, RequireFields<MutationRemoveFavouriteGameArgs, 'input'>>;
  requestCaptcha?: Resolver<ResolversTypes['RequestCaptchaPayload'], ParentType, ContextType>;
  requestPasswordReset?: Resolver<ResolversTypes['RequestPasswordResetPayload'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'input'>>;
  requestSmsCode?: Resolver<ResolversTypes['RequestSmsCodePayload'], ParentType, ContextType, RequireFields<MutationRequestSmsCodeArgs, 'input'>>;
  resetPasswordByPhone?: Resolver<ResolversTypes['ResetPasswordByPhonePayload'], ParentType, ContextType, RequireFields<MutationResetPasswordByPhoneArgs, 'input'>>;
  setAvatar?: Resolver<ResolversTypes['SetAvatarPayload'], ParentType, ContextType, RequireFields<MutationSetAvatarArgs, 'input'>>;
  setWithdrawPassword?: Resolver<ResolversTypes['SetWithdrawPasswordPayload'], ParentType, ContextType, RequireFields<MutationSetWithdrawPasswordArgs, 'input'>>;
  startFreePlay?: Resolver<ResolversTypes['StartFreePlayPayload'], ParentType, ContextType>;
  startHumanVerification?: Resolver<ResolversTypes['StartHumanVerificationPayload'], ParentType, ContextType>;
  submitFeedback?: Resolver<ResolversTypes['SubmitFeedbackPayload'], ParentType, ContextType, RequireFields<MutationSubmitFeedbackArgs, 'input'>>;
  terminateContract?: Resolver<ResolversTypes['TerminateContractPayload'], ParentType, ContextType, RequireFields<MutationTerminateContractArgs, 'input'>>;
  transferAllToMain?: Resolver<ResolversTypes['TransferAllToMainPayload'], ParentType, ContextType, RequireFields<MutationTransferAllToMainArgs, 'input'>>;
  transferBetweenWallets?: Resolver<ResolversTypes['TransferBetweenWalletsPayload'], ParentType, ContextType, RequireFields<MutationTransferBetweenWalletsArgs, 'input'>>;
  transferToDownline?: Resolver<ResolversTypes['TransferToDownlinePayload'], ParentType, ContextType, RequireFields<MutationTransferToDownlineArgs, 'input'>>;
  transferToUpline?: Resolver<ResolversTypes['TransferToUplinePayload'], ParentType, ContextType, RequireFields<MutationTransferToUplineArgs, 'input'>>;
  withdraw?: Resolver<ResolversTypes['WithdrawPayload'], ParentType, ContextType, RequireFields<MutationWithdrawArgs, 'input'>>;
};

export type NodeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Node'] = ResolversParentTypes['Node']> = {
  __resolveType: TypeResolveFn<'Banner' | 'Contract' | 'DepositChannel' | 'DepositOrder' | 'Game' | 'InboxMessage' | 'LotteryMenu' | 'Member' | 'Notice' | 'PointReward' | 'Promotion' | 'ReceivingAccount' | 'Vendor' | 'Wallet' | 'WithdrawalConfirmation', ParentType, ContextType>;
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

export type OfferContractPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OfferContractPayload'] = ResolversParentTypes['OfferContractPayload']> = {
  affectedContracts?: Resolver<Array<ResolversTypes['Contract']>, ParentType, ContextType>;
  contract?: Resolver<Maybe<ResolversTypes['Contract']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PointRewardResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PointReward'] = ResolversParentTypes['PointReward']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  minVipLevel?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pointsRequired?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  soldOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PointRewardType'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PointsAccountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PointsAccount'] = ResolversParentTypes['PointsAccount']> = {
  balance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  details?: Resolver<ResolversTypes['PointsDetailConnection'], ParentType, ContextType, RequireFields<PointsAccountDetailsArgs, 'first'>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pendingPoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  redeemOrders?: Resolver<ResolversTypes['RedeemOrderConnection'], ParentType, ContextType, RequireFields<PointsAccountRedeemOrdersArgs, 'first'>>;
  rewards?: Resolver<Array<ResolversTypes['PointReward']>, ParentType, ContextType, Partial<PointsAccountRewardsArgs>>;
  rules?: Resolver<ResolversTypes['PointsRules'], ParentType, ContextType>;
  totalEarned?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalSpent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PointsConversionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PointsConversion'] = ResolversParentTypes['PointsConversion']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  mainBalance?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  orderNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pointsBalance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PointsDetailResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PointsDetail'] = ResolversParentTypes['PointsDetail']> = {
  balanceAfter?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pointType?: Resolver<ResolversTypes['PointType'], ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  remark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PointsDetailConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PointsDetailConnection'] = ResolversParentTypes['PointsDetailConnection']> = {
  edges?: Resolver<Array<ResolversTypes['PointsDetailEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalIn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalOut?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PointsDetailEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PointsDetailEdge'] = ResolversParentTypes['PointsDetailEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['PointsDetail'], ParentType, ContextType>;
};

export type PointsEarnRateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PointsEarnRate'] = ResolversParentTypes['PointsEarnRate']> = {
  betAmountPerPoint?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  pointType?: Resolver<ResolversTypes['PointType'], ParentType, ContextType>;
};

export type PointsRulesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PointsRules'] = ResolversParentTypes['PointsRules']> = {
  earnRates?: Resolver<Array<ResolversTypes['PointsEarnRate']>, ParentType, ContextType>;
  maxConvertPoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxRedeemQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minConvertPoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  neverExpire?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  newMemberBonusPoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pointsRatio?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProfitAndLossResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProfitAndLoss'] = ResolversParentTypes['ProfitAndLoss']> = {
  betAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  betCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bonusAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  byGameType?: Resolver<Array<ResolversTypes['GameTypeProfit']>, ParentType, ContextType>;
  depositAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  period?: Resolver<ResolversTypes['ProfitPeriod'], ParentType, ContextType>;
  profit?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  rebateAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  validBet?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  winLoss?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  withdrawAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type PromotionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Promotion'] = ResolversParentTypes['Promotion']> = {
  badge?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  claimMode?: Resolver<Maybe<ResolversTypes['PromotionClaimMode']>, ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  maxVipLevel?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  memberState?: Resolver<Maybe<ResolversTypes['PromotionMemberState']>, ParentType, ContextType>;
  minVipLevel?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  rules?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['PromotionState'], ParentType, ContextType>;
  ticketKind?: Resolver<Maybe<ResolversTypes['TicketKind']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['PromotionType']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PromotionApplicationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PromotionApplication'] = ResolversParentTypes['PromotionApplication']> = {
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  promotion?: Resolver<Maybe<ResolversTypes['Promotion']>, ParentType, ContextType>;
  promotionTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  remark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reviewedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PromotionApplicationStatus'], ParentType, ContextType>;
};

export type PromotionApplicationConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PromotionApplicationConnection'] = ResolversParentTypes['PromotionApplicationConnection']> = {
  edges?: Resolver<Array<ResolversTypes['PromotionApplicationEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PromotionApplicationEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PromotionApplicationEdge'] = ResolversParentTypes['PromotionApplicationEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['PromotionApplication'], ParentType, ContextType>;
};

export type PvpRoomResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PvpRoom'] = ResolversParentTypes['PvpRoom']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maxBet?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  maxPlayers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minBet?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  players?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  seats?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PvpRoomStatus'], ParentType, ContextType>;
  tables?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  affiliateCode?: Resolver<ResolversTypes['AffiliateCodeCheck'], ParentType, ContextType, RequireFields<QueryAffiliateCodeArgs, 'code'>>;
  banners?: Resolver<Array<ResolversTypes['Banner']>, ParentType, ContextType, RequireFields<QueryBannersArgs, 'group'>>;
  feedbackRules?: Resolver<ResolversTypes['FeedbackRules'], ParentType, ContextType>;
  gameLanes?: Resolver<Array<ResolversTypes['GameLane']>, ParentType, ContextType>;
  games?: Resolver<ResolversTypes['GameConnection'], ParentType, ContextType, RequireFields<QueryGamesArgs, 'category' | 'first'>>;
  helpTopics?: Resolver<Array<ResolversTypes['HelpTopic']>, ParentType, ContextType>;
  hotGames?: Resolver<Array<ResolversTypes['Game']>, ParentType, ContextType, Partial<QueryHotGamesArgs>>;
  lotteryMenus?: Resolver<Array<ResolversTypes['LotteryMenu']>, ParentType, ContextType, RequireFields<QueryLotteryMenusArgs, 'area'>>;
  lotteryOpenedNumbers?: Resolver<ResolversTypes['LotteryOpenedNumbers'], ParentType, ContextType, RequireFields<QueryLotteryOpenedNumbersArgs, 'gameCode'>>;
  lotteryResults?: Resolver<Array<ResolversTypes['LotteryResult']>, ParentType, ContextType, RequireFields<QueryLotteryResultsArgs, 'first'>>;
  node?: Resolver<Maybe<ResolversTypes['Node']>, ParentType, ContextType, RequireFields<QueryNodeArgs, 'id'>>;
  nodes?: Resolver<Array<Maybe<ResolversTypes['Node']>>, ParentType, ContextType, RequireFields<QueryNodesArgs, 'ids'>>;
  notices?: Resolver<ResolversTypes['NoticeConnection'], ParentType, ContextType, RequireFields<QueryNoticesArgs, 'first'>>;
  popularGames?: Resolver<Array<ResolversTypes['Game']>, ParentType, ContextType>;
  popupNotices?: Resolver<Array<ResolversTypes['Notice']>, ParentType, ContextType>;
  promotionTypes?: Resolver<Array<ResolversTypes['PromotionType']>, ParentType, ContextType>;
  promotions?: Resolver<Array<ResolversTypes['Promotion']>, ParentType, ContextType, Partial<QueryPromotionsArgs>>;
  pvpRooms?: Resolver<Array<ResolversTypes['PvpRoom']>, ParentType, ContextType, RequireFields<QueryPvpRoomsArgs, 'gameId'>>;
  site?: Resolver<ResolversTypes['Site'], ParentType, ContextType>;
  vendorByPage?: Resolver<Maybe<ResolversTypes['Vendor']>, ParentType, ContextType, RequireFields<QueryVendorByPageArgs, 'category'>>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
  winners?: Resolver<Array<ResolversTypes['Winner']>, ParentType, ContextType, RequireFields<QueryWinnersArgs, 'board'>>;
};

export type RaffleClaimResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RaffleClaim'] = ResolversParentTypes['RaffleClaim']> = {
  claimedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  prize?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  promotion?: Resolver<Maybe<ResolversTypes['Promotion']>, ParentType, ContextType>;
  rewardId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  ticketKind?: Resolver<ResolversTypes['TicketKind'], ParentType, ContextType>;
};

export type ReadInboxMessagePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReadInboxMessagePayload'] = ResolversParentTypes['ReadInboxMessagePayload']> = {
  message?: Resolver<Maybe<ResolversTypes['InboxMessage']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
};

export type RealTimeSalaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RealTimeSalary'] = ResolversParentTypes['RealTimeSalary']> = {
  contract?: Resolver<Maybe<ResolversTypes['Contract']>, ParentType, ContextType>;
  lastSettledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  nextSettlementAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  periodMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  periods?: Resolver<ResolversTypes['RealTimeSalaryPeriodConnection'], ParentType, ContextType, RequireFields<RealTimeSalaryPeriodsArgs, 'first'>>;
  todaySalary?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  totalSalary?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type RealTimeSalaryPeriodResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RealTimeSalaryPeriod'] = ResolversParentTypes['RealTimeSalaryPeriod']> = {
  periodEnd?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  periodStart?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  salary?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  validBet?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  winLoss?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type RealTimeSalaryPeriodConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RealTimeSalaryPeriodConnection'] = ResolversParentTypes['RealTimeSalaryPeriodConnection']> = {
  edges?: Resolver<Array<ResolversTypes['RealTimeSalaryPeriodEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RealTimeSalaryPeriodEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RealTimeSalaryPeriodEdge'] = ResolversParentTypes['RealTimeSalaryPeriodEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['RealTimeSalaryPeriod'], ParentType, ContextType>;
};

export type ReceivingAccountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReceivingAccount'] = ResolversParentTypes['ReceivingAccount']> = {
  accountNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bankCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bankName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  boundAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  holderName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RedeemOrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RedeemOrder'] = ResolversParentTypes['RedeemOrder']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paidAccount?: Resolver<Maybe<ResolversTypes['RedeemPaidAccount']>, ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  receivingAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  remark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rewardName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rewardType?: Resolver<ResolversTypes['PointRewardType'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RedeemStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type RedeemOrderConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RedeemOrderConnection'] = ResolversParentTypes['RedeemOrderConnection']> = {
  edges?: Resolver<Array<ResolversTypes['RedeemOrderEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RedeemOrderEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RedeemOrderEdge'] = ResolversParentTypes['RedeemOrderEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['RedeemOrder'], ParentType, ContextType>;
};

export type RedeemPointRewardPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RedeemPointRewardPayload'] = ResolversParentTypes['RedeemPointRewardPayload']> = {
  order?: Resolver<Maybe<ResolversTypes['RedeemOrder']>, ParentType, ContextType>;
  pointsBalance?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
};

export type ReferralResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Referral'] = ResolversParentTypes['Referral']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  invitees?: Resolver<ResolversTypes['ReferralInviteeConnection'], ParentType, ContextType, RequireFields<ReferralInviteesArgs, 'first'>>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  qrCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReferralInviteeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReferralInvitee'] = ResolversParentTypes['ReferralInvitee']> = {
  account?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  joinedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  nickname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ReferralInviteeConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReferralInviteeConnection'] = ResolversParentTypes['ReferralInviteeConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ReferralInviteeEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReferralInviteeEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReferralInviteeEdge'] = ResolversParentTypes['ReferralInviteeEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ReferralInvitee'], ParentType, ContextType>;
};

export type RegisterDownlinePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RegisterDownlinePayload'] = ResolversParentTypes['RegisterDownlinePayload']> = {
  downline?: Resolver<Maybe<ResolversTypes['Downline']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
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

export type RewardItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RewardItem'] = ResolversParentTypes['RewardItem']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  claimedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['RewardKind'], ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['RewardSource'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RewardItemStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RewardItemConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RewardItemConnection'] = ResolversParentTypes['RewardItemConnection']> = {
  edges?: Resolver<Array<ResolversTypes['RewardItemEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RewardItemEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RewardItemEdge'] = ResolversParentTypes['RewardItemEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['RewardItem'], ParentType, ContextType>;
};

export type ScratchCardTelcoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ScratchCardTelco'] = ResolversParentTypes['ScratchCardTelco']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  faceValues?: Resolver<Array<ResolversTypes['Decimal']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SetAvatarPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SetAvatarPayload'] = ResolversParentTypes['SetAvatarPayload']> = {
  member?: Resolver<Maybe<ResolversTypes['Member']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SetWithdrawPasswordPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SetWithdrawPasswordPayload'] = ResolversParentTypes['SetWithdrawPasswordPayload']> = {
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  withdrawalRules?: Resolver<Maybe<ResolversTypes['WithdrawalRules']>, ParentType, ContextType>;
};

export type SiteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Site'] = ResolversParentTypes['Site']> = {
  appDownloads?: Resolver<Array<ResolversTypes['AppDownload']>, ParentType, ContextType>;
  countries?: Resolver<Array<ResolversTypes['Country']>, ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['Currency']>, ParentType, ContextType>;
  customerService?: Resolver<Maybe<ResolversTypes['CustomerServiceChannel']>, ParentType, ContextType>;
  defaultLanguage?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  features?: Resolver<ResolversTypes['FeatureSwitches'], ParentType, ContextType>;
  imageCdns?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  jackpot?: Resolver<Maybe<ResolversTypes['Jackpot']>, ParentType, ContextType>;
  languages?: Resolver<Array<ResolversTypes['Language']>, ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['SiteLine']>, ParentType, ContextType>;
  loginOptions?: Resolver<ResolversTypes['LoginOptions'], ParentType, ContextType>;
  maintenanceEndsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  navigationGuard?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  registrationForm?: Resolver<ResolversTypes['RegistrationForm'], ParentType, ContextType>;
  socialLinks?: Resolver<Array<ResolversTypes['SocialLink']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SiteStatus'], ParentType, ContextType>;
  visitorIp?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SiteLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SiteLine'] = ResolversParentTypes['SiteLine']> = {
  lineNo?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  recommended?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SocialLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SocialLink'] = ResolversParentTypes['SocialLink']> = {
  network?: Resolver<ResolversTypes['SocialNetwork'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StartFreePlayPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StartFreePlayPayload'] = ResolversParentTypes['StartFreePlayPayload']> = {
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
};

export type StartHumanVerificationPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StartHumanVerificationPayload'] = ResolversParentTypes['StartHumanVerificationPayload']> = {
  challenge?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SubmitFeedbackPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubmitFeedbackPayload'] = ResolversParentTypes['SubmitFeedbackPayload']> = {
  feedbackId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  balanceChanged?: SubscriptionResolver<ResolversTypes['Wallet'], "balanceChanged", ParentType, ContextType>;
  countsChanged?: SubscriptionResolver<ResolversTypes['ViewerCounts'], "countsChanged", ParentType, ContextType>;
  jackpot?: SubscriptionResolver<ResolversTypes['LiveJackpot'], "jackpot", ParentType, ContextType>;
  liveFeeds?: SubscriptionResolver<ResolversTypes['LiveFeedEvent'], "liveFeeds", ParentType, ContextType, RequireFields<SubscriptionLiveFeedsArgs, 'feeds'>>;
  notices?: SubscriptionResolver<ResolversTypes['LiveNotices'], "notices", ParentType, ContextType>;
  siteStatus?: SubscriptionResolver<ResolversTypes['LiveSiteStatus'], "siteStatus", ParentType, ContextType>;
  winners?: SubscriptionResolver<ResolversTypes['LiveWinners'], "winners", ParentType, ContextType>;
};

export type TeamBetRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TeamBetRow'] = ResolversParentTypes['TeamBetRow']> = {
  account?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  betAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  betCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  day?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  downlineId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  gameType?: Resolver<Maybe<ResolversTypes['BetGameType']>, ParentType, ContextType>;
  level?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  validBet?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  winLoss?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type TeamBetRowConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TeamBetRowConnection'] = ResolversParentTypes['TeamBetRowConnection']> = {
  edges?: Resolver<Array<ResolversTypes['TeamBetRowEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['BetTotals'], ParentType, ContextType>;
};

export type TeamBetRowEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TeamBetRowEdge'] = ResolversParentTypes['TeamBetRowEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['TeamBetRow'], ParentType, ContextType>;
};

export type TeamOverviewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TeamOverview'] = ResolversParentTypes['TeamOverview']> = {
  activeMembers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  betAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  betCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  depositAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  depositCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  directDownlines?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  members?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  newMembers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subAgents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  teamBalance?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  teamSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  validBet?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  winLoss?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  withdrawAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  withdrawCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TeamTransactionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TeamTransaction'] = ResolversParentTypes['TeamTransaction']> = {
  account?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  downlineId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  remark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['TeamTransactionStatus'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['TeamTransactionType'], ParentType, ContextType>;
};

export type TeamTransactionConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TeamTransactionConnection'] = ResolversParentTypes['TeamTransactionConnection']> = {
  edges?: Resolver<Array<ResolversTypes['TeamTransactionEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalIn?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  totalOut?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type TeamTransactionEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TeamTransactionEdge'] = ResolversParentTypes['TeamTransactionEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['TeamTransaction'], ParentType, ContextType>;
};

export type TerminateContractPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TerminateContractPayload'] = ResolversParentTypes['TerminateContractPayload']> = {
  contract?: Resolver<Maybe<ResolversTypes['Contract']>, ParentType, ContextType>;
  terminatedContracts?: Resolver<Array<ResolversTypes['Contract']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type TransferAllToMainPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TransferAllToMainPayload'] = ResolversParentTypes['TransferAllToMainPayload']> = {
  movedAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  transfers?: Resolver<Array<ResolversTypes['WalletTransfer']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  wallet?: Resolver<Maybe<ResolversTypes['Wallet']>, ParentType, ContextType>;
};

export type TransferBetweenWalletsPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TransferBetweenWalletsPayload'] = ResolversParentTypes['TransferBetweenWalletsPayload']> = {
  transfer?: Resolver<Maybe<ResolversTypes['WalletTransfer']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  wallet?: Resolver<Maybe<ResolversTypes['Wallet']>, ParentType, ContextType>;
};

export type TransferToDownlinePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TransferToDownlinePayload'] = ResolversParentTypes['TransferToDownlinePayload']> = {
  transfer?: Resolver<Maybe<ResolversTypes['DownlineTransfer']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  wallet?: Resolver<Maybe<ResolversTypes['Wallet']>, ParentType, ContextType>;
};

export type TransferToUplinePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TransferToUplinePayload'] = ResolversParentTypes['TransferToUplinePayload']> = {
  transfer?: Resolver<Maybe<ResolversTypes['UplineTransfer']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  wallet?: Resolver<Maybe<ResolversTypes['Wallet']>, ParentType, ContextType>;
};

export type UplineTransferResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UplineTransfer'] = ResolversParentTypes['UplineTransfer']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recipient?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recipientNickname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sender?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface UploadScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Upload'], any> {
  name: 'Upload';
}

export type UserErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserError'] = ResolversParentTypes['UserError']> = {
  code?: Resolver<ResolversTypes['UserErrorCode'], ParentType, ContextType>;
  details?: Resolver<Maybe<ResolversTypes['UserErrorDetails']>, ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserErrorDetailsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserErrorDetails'] = ResolversParentTypes['UserErrorDetails']> = {
  dailyCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  digits?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  limit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  maxAmount?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  maxBytes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  maxFiles?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  maxLength?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  maxPoints?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  maxRate?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  maxWords?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minAmount?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  minLength?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minPoints?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minVipLevel?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minWords?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  patternId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  remainingTurnover?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  retryAfterSeconds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type VendorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Vendor'] = ResolversParentTypes['Vendor']> = {
  category?: Resolver<ResolversTypes['GameCategory'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gameTypes?: Resolver<Array<ResolversTypes['VendorGameType']>, ParentType, ContextType>;
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

export type VendorGameTypeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VendorGameType'] = ResolversParentTypes['VendorGameType']> = {
  classification?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gameCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isHot?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VendorWalletResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VendorWallet'] = ResolversParentTypes['VendorWallet']> = {
  balance?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  walletId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ViewerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer']> = {
  accountRecords?: Resolver<ResolversTypes['AccountRecordConnection'], ParentType, ContextType, RequireFields<ViewerAccountRecordsArgs, 'first'>>;
  agentCentre?: Resolver<ResolversTypes['AgentCentre'], ParentType, ContextType>;
  avatars?: Resolver<Array<ResolversTypes['Avatar']>, ParentType, ContextType>;
  betRecords?: Resolver<ResolversTypes['BetRecordConnection'], ParentType, ContextType, RequireFields<ViewerBetRecordsArgs, 'first'>>;
  bonusRecords?: Resolver<ResolversTypes['BonusRecordConnection'], ParentType, ContextType, RequireFields<ViewerBonusRecordsArgs, 'first'>>;
  contracts?: Resolver<ResolversTypes['ViewerContracts'], ParentType, ContextType>;
  counts?: Resolver<ResolversTypes['ViewerCounts'], ParentType, ContextType>;
  depositChannels?: Resolver<Array<ResolversTypes['DepositChannel']>, ParentType, ContextType>;
  deposits?: Resolver<ResolversTypes['DepositOrderConnection'], ParentType, ContextType, RequireFields<ViewerDepositsArgs, 'first'>>;
  favouriteGameIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  favouriteGames?: Resolver<ResolversTypes['GameConnection'], ParentType, ContextType, RequireFields<ViewerFavouriteGamesArgs, 'first'>>;
  headerCounts?: Resolver<Maybe<ResolversTypes['ViewerCounts']>, ParentType, ContextType, RequireFields<ViewerHeaderCountsArgs, 'wait'>>;
  headerWallet?: Resolver<Maybe<ResolversTypes['Wallet']>, ParentType, ContextType, RequireFields<ViewerHeaderWalletArgs, 'wait'>>;
  inbox?: Resolver<ResolversTypes['InboxMessageConnection'], ParentType, ContextType, RequireFields<ViewerInboxArgs, 'first'>>;
  lotteryOpenedNumbers?: Resolver<Maybe<ResolversTypes['LotteryOpenedNumbers']>, ParentType, ContextType, Partial<ViewerLotteryOpenedNumbersArgs>>;
  member?: Resolver<ResolversTypes['Member'], ParentType, ContextType>;
  missionLeaderboard?: Resolver<ResolversTypes['MissionLeaderboard'], ParentType, ContextType, RequireFields<ViewerMissionLeaderboardArgs, 'first' | 'period'>>;
  missions?: Resolver<ResolversTypes['MissionSummary'], ParentType, ContextType, Partial<ViewerMissionsArgs>>;
  points?: Resolver<ResolversTypes['PointsAccount'], ParentType, ContextType>;
  profitAndLoss?: Resolver<ResolversTypes['ProfitAndLoss'], ParentType, ContextType, RequireFields<ViewerProfitAndLossArgs, 'period'>>;
  promotionApplications?: Resolver<ResolversTypes['PromotionApplicationConnection'], ParentType, ContextType, RequireFields<ViewerPromotionApplicationsArgs, 'first'>>;
  receivingAccounts?: Resolver<Array<ResolversTypes['ReceivingAccount']>, ParentType, ContextType>;
  recentGames?: Resolver<ResolversTypes['GameConnection'], ParentType, ContextType, RequireFields<ViewerRecentGamesArgs, 'first'>>;
  recentLotteryGames?: Resolver<Array<ResolversTypes['LotteryGame']>, ParentType, ContextType>;
  referral?: Resolver<ResolversTypes['Referral'], ParentType, ContextType>;
  rewardCentre?: Resolver<ResolversTypes['RewardItemConnection'], ParentType, ContextType, RequireFields<ViewerRewardCentreArgs, 'first'>>;
  vip?: Resolver<ResolversTypes['VipProgress'], ParentType, ContextType>;
  wallet?: Resolver<ResolversTypes['Wallet'], ParentType, ContextType>;
  withdrawalConfirmations?: Resolver<ResolversTypes['WithdrawalConfirmations'], ParentType, ContextType>;
  withdrawalRules?: Resolver<ResolversTypes['WithdrawalRules'], ParentType, ContextType>;
  withdrawals?: Resolver<ResolversTypes['WithdrawalConnection'], ParentType, ContextType, RequireFields<ViewerWithdrawalsArgs, 'first'>>;
};

export type ViewerContractsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ViewerContracts'] = ResolversParentTypes['ViewerContracts']> = {
  held?: Resolver<Array<ResolversTypes['Contract']>, ParentType, ContextType>;
  requests?: Resolver<Array<ResolversTypes['Contract']>, ParentType, ContextType>;
};

export type ViewerCountsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ViewerCounts'] = ResolversParentTypes['ViewerCounts']> = {
  inbox?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  missions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rewards?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type VipLevelResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VipLevel'] = ResolversParentTypes['VipLevel']> = {
  dailyWithdrawAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  dailyWithdrawCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  depositRequired?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxWithdrawAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  monthlyBonus?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rebateRate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  turnoverRequired?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  upgradeBonus?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type VipProgressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VipProgress'] = ResolversParentTypes['VipProgress']> = {
  depositProgress?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  depositToNext?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  depositTotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  levelName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  levels?: Resolver<Array<ResolversTypes['VipLevel']>, ParentType, ContextType>;
  nextLevel?: Resolver<Maybe<ResolversTypes['VipLevel']>, ParentType, ContextType>;
  turnoverProgress?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  turnoverToNext?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  turnoverTotal?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type WalletResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Wallet'] = ResolversParentTypes['Wallet']> = {
  balance?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currencySymbol?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  heldAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mainBalance?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  mainWalletId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mode?: Resolver<ResolversTypes['WalletMode'], ParentType, ContextType>;
  sumBalance?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  vendorWallets?: Resolver<Array<ResolversTypes['VendorWallet']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type WalletTransferResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WalletTransfer'] = ResolversParentTypes['WalletTransfer']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fromWalletId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orderNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  toWalletId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type WinnerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Winner'] = ResolversParentTypes['Winner']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  gameName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  player?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WithdrawPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WithdrawPayload'] = ResolversParentTypes['WithdrawPayload']> = {
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  wallet?: Resolver<Maybe<ResolversTypes['Wallet']>, ParentType, ContextType>;
  withdrawal?: Resolver<Maybe<ResolversTypes['Withdrawal']>, ParentType, ContextType>;
};

export type WithdrawalResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Withdrawal'] = ResolversParentTypes['Withdrawal']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  receivingAccount?: Resolver<ResolversTypes['ReceivingAccount'], ParentType, ContextType>;
  remark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  settledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['WithdrawalStatus'], ParentType, ContextType>;
};

export type WithdrawalConfirmationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WithdrawalConfirmation'] = ResolversParentTypes['WithdrawalConfirmation']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  bankAccount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bankName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  confirmedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  deadline?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  proofImageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  receivedAmount?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  remainingAmount?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  requestedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['WithdrawalConfirmationStatus'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type WithdrawalConfirmationsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WithdrawalConfirmations'] = ResolversParentTypes['WithdrawalConfirmations']> = {
  autoReceiveMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  awaiting?: Resolver<Array<ResolversTypes['WithdrawalConfirmation']>, ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['WithdrawalConfirmation']>, ParentType, ContextType>;
};

export type WithdrawalConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WithdrawalConnection'] = ResolversParentTypes['WithdrawalConnection']> = {
  edges?: Resolver<Array<ResolversTypes['WithdrawalEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type WithdrawalEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WithdrawalEdge'] = ResolversParentTypes['WithdrawalEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Withdrawal'], ParentType, ContextType>;
};

export type WithdrawalRulesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WithdrawalRules'] = ResolversParentTypes['WithdrawalRules']> = {
  availableBalance?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  banks?: Resolver<Array<ResolversTypes['Bank']>, ParentType, ContextType>;
  dailyAmountLimit?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  dailyAmountUsed?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  dailyCountLimit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dailyCountUsed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hasWithdrawPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  heldAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  maxAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  maxReceivingAccounts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  remainingTurnover?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  turnoverDone?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  turnoverRequired?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  AccountRecord?: AccountRecordResolvers<ContextType>;
  AccountRecordConnection?: AccountRecordConnectionResolvers<ContextType>;
  AccountRecordEdge?: AccountRecordEdgeResolvers<ContextType>;
  AffiliateCodeCheck?: AffiliateCodeCheckResolvers<ContextType>;
  AgentAnnouncement?: AgentAnnouncementResolvers<ContextType>;
  AgentAnnouncementConnection?: AgentAnnouncementConnectionResolvers<ContextType>;
  AgentAnnouncementEdge?: AgentAnnouncementEdgeResolvers<ContextType>;
  AgentCentre?: AgentCentreResolvers<ContextType>;
  AgentIncome?: AgentIncomeResolvers<ContextType>;
  AgentIncomeSource?: AgentIncomeSourceResolvers<ContextType>;
  AgentReferral?: AgentReferralResolvers<ContextType>;
  AppDownload?: AppDownloadResolvers<ContextType>;
  ApplyPromotionPayload?: ApplyPromotionPayloadResolvers<ContextType>;
  Avatar?: AvatarResolvers<ContextType>;
  Bank?: BankResolvers<ContextType>;
  Banner?: BannerResolvers<ContextType>;
  BetRecord?: BetRecordResolvers<ContextType>;
  BetRecordConnection?: BetRecordConnectionResolvers<ContextType>;
  BetRecordEdge?: BetRecordEdgeResolvers<ContextType>;
  BetTotals?: BetTotalsResolvers<ContextType>;
  BindReceivingAccountPayload?: BindReceivingAccountPayloadResolvers<ContextType>;
  BonusRecord?: BonusRecordResolvers<ContextType>;
  BonusRecordConnection?: BonusRecordConnectionResolvers<ContextType>;
  BonusRecordEdge?: BonusRecordEdgeResolvers<ContextType>;
  ChangePasswordPayload?: ChangePasswordPayloadResolvers<ContextType>;
  ClaimRafflePromotionPayload?: ClaimRafflePromotionPayloadResolvers<ContextType>;
  ClaimRewardPayload?: ClaimRewardPayloadResolvers<ContextType>;
  ConfirmWithdrawalPayload?: ConfirmWithdrawalPayloadResolvers<ContextType>;
  Contract?: ContractResolvers<ContextType>;
  ContractAnswerPayload?: ContractAnswerPayloadResolvers<ContextType>;
  ContractConnection?: ContractConnectionResolvers<ContextType>;
  ContractEdge?: ContractEdgeResolvers<ContextType>;
  ContractParty?: ContractPartyResolvers<ContextType>;
  ContractTier?: ContractTierResolvers<ContextType>;
  ConvertPointsPayload?: ConvertPointsPayloadResolvers<ContextType>;
  Country?: CountryResolvers<ContextType>;
  CreateDepositPayload?: CreateDepositPayloadResolvers<ContextType>;
  Currency?: CurrencyResolvers<ContextType>;
  CustomerServiceChannel?: CustomerServiceChannelResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  Decimal?: GraphQLScalarType;
  DepositChannel?: DepositChannelResolvers<ContextType>;
  DepositOrder?: DepositOrderResolvers<ContextType>;
  DepositOrderConnection?: DepositOrderConnectionResolvers<ContextType>;
  DepositOrderEdge?: DepositOrderEdgeResolvers<ContextType>;
  Downline?: DownlineResolvers<ContextType>;
  DownlineConnection?: DownlineConnectionResolvers<ContextType>;
  DownlineEdge?: DownlineEdgeResolvers<ContextType>;
  DownlineTransfer?: DownlineTransferResolvers<ContextType>;
  FavouriteGamePayload?: FavouriteGamePayloadResolvers<ContextType>;
  FeatureSwitches?: FeatureSwitchesResolvers<ContextType>;
  FeedbackRules?: FeedbackRulesResolvers<ContextType>;
  FirebaseWebConfig?: FirebaseWebConfigResolvers<ContextType>;
  Game?: GameResolvers<ContextType>;
  GameConnection?: GameConnectionResolvers<ContextType>;
  GameEdge?: GameEdgeResolvers<ContextType>;
  GameLane?: GameLaneResolvers<ContextType>;
  GameTypeProfit?: GameTypeProfitResolvers<ContextType>;
  GameWindowClosedPayload?: GameWindowClosedPayloadResolvers<ContextType>;
  HelpTopic?: HelpTopicResolvers<ContextType>;
  HumanVerification?: HumanVerificationResolvers<ContextType>;
  InboxMessage?: InboxMessageResolvers<ContextType>;
  InboxMessageConnection?: InboxMessageConnectionResolvers<ContextType>;
  InboxMessageEdge?: InboxMessageEdgeResolvers<ContextType>;
  Jackpot?: JackpotResolvers<ContextType>;
  LaunchGamePayload?: LaunchGamePayloadResolvers<ContextType>;
  LiveFeedEvent?: LiveFeedEventResolvers<ContextType>;
  LiveJackpot?: LiveJackpotResolvers<ContextType>;
  LiveNotices?: LiveNoticesResolvers<ContextType>;
  LiveSiteStatus?: LiveSiteStatusResolvers<ContextType>;
  LiveWinners?: LiveWinnersResolvers<ContextType>;
  LoginOptions?: LoginOptionsResolvers<ContextType>;
  LoginPayload?: LoginPayloadResolvers<ContextType>;
  LogoutPayload?: LogoutPayloadResolvers<ContextType>;
  LotteryCurrentDraw?: LotteryCurrentDrawResolvers<ContextType>;
  LotteryDrawSchedule?: LotteryDrawScheduleResolvers<ContextType>;
  LotteryGame?: LotteryGameResolvers<ContextType>;
  LotteryMenu?: LotteryMenuResolvers<ContextType>;
  LotteryOpenedNumbers?: LotteryOpenedNumbersResolvers<ContextType>;
  LotteryResult?: LotteryResultResolvers<ContextType>;
  MarkInboxMessagesReadPayload?: MarkInboxMessagesReadPayloadResolvers<ContextType>;
  Member?: MemberResolvers<ContextType>;
  MerchantBankAccount?: MerchantBankAccountResolvers<ContextType>;
  Mission?: MissionResolvers<ContextType>;
  MissionLeaderboard?: MissionLeaderboardResolvers<ContextType>;
  MissionLeaderboardEntry?: MissionLeaderboardEntryResolvers<ContextType>;
  MissionReward?: MissionRewardResolvers<ContextType>;
  MissionStanding?: MissionStandingResolvers<ContextType>;
  MissionSummary?: MissionSummaryResolvers<ContextType>;
  Money?: GraphQLScalarType;
  Mutation?: MutationResolvers<ContextType>;
  Node?: NodeResolvers<ContextType>;
  Notice?: NoticeResolvers<ContextType>;
  NoticeConnection?: NoticeConnectionResolvers<ContextType>;
  NoticeEdge?: NoticeEdgeResolvers<ContextType>;
  OfferContractPayload?: OfferContractPayloadResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PointReward?: PointRewardResolvers<ContextType>;
  PointsAccount?: PointsAccountResolvers<ContextType>;
  PointsConversion?: PointsConversionResolvers<ContextType>;
  PointsDetail?: PointsDetailResolvers<ContextType>;
  PointsDetailConnection?: PointsDetailConnectionResolvers<ContextType>;
  PointsDetailEdge?: PointsDetailEdgeResolvers<ContextType>;
  PointsEarnRate?: PointsEarnRateResolvers<ContextType>;
  PointsRules?: PointsRulesResolvers<ContextType>;
  ProfitAndLoss?: ProfitAndLossResolvers<ContextType>;
  Promotion?: PromotionResolvers<ContextType>;
  PromotionApplication?: PromotionApplicationResolvers<ContextType>;
  PromotionApplicationConnection?: PromotionApplicationConnectionResolvers<ContextType>;
  PromotionApplicationEdge?: PromotionApplicationEdgeResolvers<ContextType>;
  PvpRoom?: PvpRoomResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RaffleClaim?: RaffleClaimResolvers<ContextType>;
  ReadInboxMessagePayload?: ReadInboxMessagePayloadResolvers<ContextType>;
  RealTimeSalary?: RealTimeSalaryResolvers<ContextType>;
  RealTimeSalaryPeriod?: RealTimeSalaryPeriodResolvers<ContextType>;
  RealTimeSalaryPeriodConnection?: RealTimeSalaryPeriodConnectionResolvers<ContextType>;
  RealTimeSalaryPeriodEdge?: RealTimeSalaryPeriodEdgeResolvers<ContextType>;
  ReceivingAccount?: ReceivingAccountResolvers<ContextType>;
  RedeemOrder?: RedeemOrderResolvers<ContextType>;
  RedeemOrderConnection?: RedeemOrderConnectionResolvers<ContextType>;
  RedeemOrderEdge?: RedeemOrderEdgeResolvers<ContextType>;
  RedeemPointRewardPayload?: RedeemPointRewardPayloadResolvers<ContextType>;
  Referral?: ReferralResolvers<ContextType>;
  ReferralInvitee?: ReferralInviteeResolvers<ContextType>;
  ReferralInviteeConnection?: ReferralInviteeConnectionResolvers<ContextType>;
  ReferralInviteeEdge?: ReferralInviteeEdgeResolvers<ContextType>;
  RegisterDownlinePayload?: RegisterDownlinePayloadResolvers<ContextType>;
  RegisterPayload?: RegisterPayloadResolvers<ContextType>;
  RegistrationField?: RegistrationFieldResolvers<ContextType>;
  RegistrationForm?: RegistrationFormResolvers<ContextType>;
  RequestCaptchaPayload?: RequestCaptchaPayloadResolvers<ContextType>;
  RequestPasswordResetPayload?: RequestPasswordResetPayloadResolvers<ContextType>;
  RequestSmsCodePayload?: RequestSmsCodePayloadResolvers<ContextType>;
  ResetPasswordByPhonePayload?: ResetPasswordByPhonePayloadResolvers<ContextType>;
  RewardItem?: RewardItemResolvers<ContextType>;
  RewardItemConnection?: RewardItemConnectionResolvers<ContextType>;
  RewardItemEdge?: RewardItemEdgeResolvers<ContextType>;
  ScratchCardTelco?: ScratchCardTelcoResolvers<ContextType>;
  SetAvatarPayload?: SetAvatarPayloadResolvers<ContextType>;
  SetWithdrawPasswordPayload?: SetWithdrawPasswordPayloadResolvers<ContextType>;
  Site?: SiteResolvers<ContextType>;
  SiteLine?: SiteLineResolvers<ContextType>;
  SocialLink?: SocialLinkResolvers<ContextType>;
  StartFreePlayPayload?: StartFreePlayPayloadResolvers<ContextType>;
  StartHumanVerificationPayload?: StartHumanVerificationPayloadResolvers<ContextType>;
  SubmitFeedbackPayload?: SubmitFeedbackPayloadResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  TeamBetRow?: TeamBetRowResolvers<ContextType>;
  TeamBetRowConnection?: TeamBetRowConnectionResolvers<ContextType>;
  TeamBetRowEdge?: TeamBetRowEdgeResolvers<ContextType>;
  TeamOverview?: TeamOverviewResolvers<ContextType>;
  TeamTransaction?: TeamTransactionResolvers<ContextType>;
  TeamTransactionConnection?: TeamTransactionConnectionResolvers<ContextType>;
  TeamTransactionEdge?: TeamTransactionEdgeResolvers<ContextType>;
  TerminateContractPayload?: TerminateContractPayloadResolvers<ContextType>;
  TransferAllToMainPayload?: TransferAllToMainPayloadResolvers<ContextType>;
  TransferBetweenWalletsPayload?: TransferBetweenWalletsPayloadResolvers<ContextType>;
  TransferToDownlinePayload?: TransferToDownlinePayloadResolvers<ContextType>;
  TransferToUplinePayload?: TransferToUplinePayloadResolvers<ContextType>;
  UplineTransfer?: UplineTransferResolvers<ContextType>;
  Upload?: GraphQLScalarType;
  UserError?: UserErrorResolvers<ContextType>;
  UserErrorDetails?: UserErrorDetailsResolvers<ContextType>;
  Vendor?: VendorResolvers<ContextType>;
  VendorGameType?: VendorGameTypeResolvers<ContextType>;
  VendorWallet?: VendorWalletResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
  ViewerContracts?: ViewerContractsResolvers<ContextType>;
  ViewerCounts?: ViewerCountsResolvers<ContextType>;
  VipLevel?: VipLevelResolvers<ContextType>;
  VipProgress?: VipProgressResolvers<ContextType>;
  Wallet?: WalletResolvers<ContextType>;
  WalletTransfer?: WalletTransferResolvers<ContextType>;
  Winner?: WinnerResolvers<ContextType>;
  WithdrawPayload?: WithdrawPayloadResolvers<ContextType>;
  Withdrawal?: WithdrawalResolvers<ContextType>;
  WithdrawalConfirmation?: WithdrawalConfirmationResolvers<ContextType>;
  WithdrawalConfirmations?: WithdrawalConfirmationsResolvers<ContextType>;
  WithdrawalConnection?: WithdrawalConnectionResolvers<ContextType>;
  WithdrawalEdge?: WithdrawalEdgeResolvers<ContextType>;
  WithdrawalRules?: WithdrawalRulesResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = GatewayContext> = {
  auth?: AuthDirectiveResolver<any, any, ContextType>;
  idempotent?: IdempotentDirectiveResolver<any, any, ContextType>;
  ownTree?: OwnTreeDirectiveResolver<any, any, ContextType>;
};
