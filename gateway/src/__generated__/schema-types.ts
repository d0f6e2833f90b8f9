import type { UploadedFile } from '../graphql/values/uploaded-file.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
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
export const AppPlatform = {
  /** The Android app (APK). */
  ANDROID: 'ANDROID',
  /** The iOS app. */
  IOS: 'IOS',
  /** The light web app (a home screen shortcut). */
  LITE: 'LITE'
} as const;

export type AppPlatform = typeof AppPlatform[keyof typeof AppPlatform];
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
export const AuthRefusal = {
  /** The refusal's error code (UNAUTHENTICATED, NEED_REAL_ACCOUNT or FORBIDDEN). */
  ERROR: 'ERROR',
  /** Null, without an error. */
  NULL: 'NULL'
} as const;

export type AuthRefusal = typeof AuthRefusal[keyof typeof AuthRefusal];
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
export const BetStatus = {
  /** Voided by the vendor: the stake was returned. */
  CANCELLED: 'CANCELLED',
  /** Settled: `winLoss` is final. */
  SETTLED: 'SETTLED',
  /** Not settled yet: no payout. */
  UNSETTLED: 'UNSETTLED'
} as const;

export type BetStatus = typeof BetStatus[keyof typeof BetStatus];
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
/** One side of a contract. */
export type ContractParty = {
  __typename?: 'ContractParty';
  /** The party's login name. */
  account: Scalars['String']['output'];
  /** The party's display name; null without one. */
  nickname?: Maybe<Scalars['String']['output']>;
};

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
export const DepositChannelKind = {
  /** A bank transfer to one of the merchant's receiving accounts, quoting the order's reference. */
  BANK_TRANSFER: 'BANK_TRANSFER',
  /** An e-wallet payment (MoMo, ZaloPay, ViettelPay) through the provider's page or QR code. */
  E_WALLET: 'E_WALLET',
  /** A prepaid phone scratch card: telco, serial and PIN; the amount is the card's face value. */
  SCRATCH_CARD: 'SCRATCH_CARD'
} as const;

export type DepositChannelKind = typeof DepositChannelKind[keyof typeof DepositChannelKind];
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
export const DepositStatus = {
  /** Not paid or refused: nothing was credited. */
  FAILED: 'FAILED',
  /** Waiting for the payment or its check. */
  PENDING: 'PENDING',
  /** Paid: creditAmount is in the main wallet. */
  SUCCESS: 'SUCCESS'
} as const;

export type DepositStatus = typeof DepositStatus[keyof typeof DepositStatus];
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
export const LoginEntry = {
  /** The agent entry: refuses an account that is not an agent with NOT_AGENT. */
  AGENT: 'AGENT',
  /** The player site's login form: any member, agent or trial account. */
  PLAYER: 'PLAYER'
} as const;

export type LoginEntry = typeof LoginEntry[keyof typeof LoginEntry];
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
export const LotteryArea = {
  /** South-east Asian markets. */
  SEA: 'SEA',
  /** Vietnamese lotteries (the provinces' draws and fast games). */
  VN: 'VN'
} as const;

export type LotteryArea = typeof LotteryArea[keyof typeof LotteryArea];
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
export const LotteryView = {
  /** The game's betting screen. */
  BETTING: 'BETTING',
  /** The lottery's own lobby. */
  LOBBY: 'LOBBY'
} as const;

export type LotteryView = typeof LotteryView[keyof typeof LotteryView];
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
export const MissionPeriod = {
  /** Every day, from 00:00 Vietnam time. */
  DAILY: 'DAILY',
  /** Every calendar month, from the 1st 00:00 Vietnam time. */
  MONTHLY: 'MONTHLY',
  /** Every week, from Monday 00:00 Vietnam time. */
  WEEKLY: 'WEEKLY'
} as const;

export type MissionPeriod = typeof MissionPeriod[keyof typeof MissionPeriod];
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
export const MissionState = {
  /** The reward was claimed. */
  CLAIMED: 'CLAIMED',
  /** Target reached: the reward waits in the reward centre. */
  COMPLETED: 'COMPLETED',
  /** The target is not reached yet. */
  IN_PROGRESS: 'IN_PROGRESS'
} as const;

export type MissionState = typeof MissionState[keyof typeof MissionState];
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
export const MissionUnit = {
  /** Money bet. */
  BET_AMOUNT: 'BET_AMOUNT',
  /** Times something was done (logins, tickets). */
  COUNT: 'COUNT'
} as const;

export type MissionUnit = typeof MissionUnit[keyof typeof MissionUnit];
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
export const PvpRoomStatus = {
  /** Every seat is taken. */
  FULL: 'FULL',
  /** The room is closed for maintenance. */
  MAINTENANCE: 'MAINTENANCE',
  /** Seats are free. */
  OPEN: 'OPEN'
} as const;

export type PvpRoomStatus = typeof PvpRoomStatus[keyof typeof PvpRoomStatus];
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
export const RedeemPaidAccount = {
  /** Paid into the main wallet (CASH). */
  MAIN_WALLET: 'MAIN_WALLET',
  /** Put into the reward centre, to claim there (BONUS). */
  REWARD_CENTRE: 'REWARD_CENTRE'
} as const;

export type RedeemPaidAccount = typeof RedeemPaidAccount[keyof typeof RedeemPaidAccount];
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
export const RegistrationMethod = {
  /** By mobile number, with an SMS code when REGMOBVERF3 is on (MOBILENUMREG3). */
  MOBILE: 'MOBILE',
  /** By a chosen username and password (USERNAMEREG3). */
  USERNAME: 'USERNAME'
} as const;

export type RegistrationMethod = typeof RegistrationMethod[keyof typeof RegistrationMethod];
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
/** The merchant's page on a social network, for the footer. */
export type SocialLink = {
  __typename?: 'SocialLink';
  /** Which network. */
  network: SocialNetwork;
  /** The page's address. */
  url: Scalars['String']['output'];
};

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
export const TeamBetGrouping = {
  /** One row per Vietnam calendar day, newest first. */
  DAY: 'DAY',
  /** One row per game type, largest valid bet first. */
  GAME_TYPE: 'GAME_TYPE',
  /** One row per team account (the agent included), largest valid bet first. */
  MEMBER: 'MEMBER'
} as const;

export type TeamBetGrouping = typeof TeamBetGrouping[keyof typeof TeamBetGrouping];
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
export const TicketKind = {
  /** A golden egg to crack. */
  GOLDEN_EGG: 'GOLDEN_EGG',
  /** A prize wheel to spin. */
  PRIZE_WHEEL: 'PRIZE_WHEEL',
  /** A red envelope (lì xì) to open. */
  RED_ENVELOPE: 'RED_ENVELOPE'
} as const;

export type TicketKind = typeof TicketKind[keyof typeof TicketKind];
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
export const WalletMode = {
  /** A main wallet plus one wallet per game vendor; money moves between the main wallet and a vendor wallet. */
  MULTI: 'MULTI',
  /** One wallet for every game: nothing to transfer (the transfer controls are hidden). */
  SINGLE: 'SINGLE'
} as const;

export type WalletMode = typeof WalletMode[keyof typeof WalletMode];
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
export const WinnerBoard = {
  /** The biggest wins lately. */
  BIGGEST: 'BIGGEST',
  /** The latest wins. */
  LATEST: 'LATEST'
} as const;

export type WinnerBoard = typeof WinnerBoard[keyof typeof WinnerBoard];
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
export const WithdrawalAnswer = {
  /** Needs at least one proof image. */
  NOT_RECEIVED: 'NOT_RECEIVED',
  /** Needs receivedAmount, below the withdrawal's amount; proof images optional. */
  PARTIAL: 'PARTIAL',
  /** All of it arrived. */
  RECEIVED: 'RECEIVED'
} as const;

export type WithdrawalAnswer = typeof WithdrawalAnswer[keyof typeof WithdrawalAnswer];
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
export const WithdrawalStatus = {
  /** Paid out to the receiving account (the member then confirms it). */
  PAID: 'PAID',
  /** Asked; the amount is held until the order is paid or refused. */
  PENDING: 'PENDING',
  /** Refused: the held amount went back to the main wallet. */
  REFUSED: 'REFUSED'
} as const;

export type WithdrawalStatus = typeof WithdrawalStatus[keyof typeof WithdrawalStatus];