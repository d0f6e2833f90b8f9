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
  /** An instant in ISO 8601 with offset, e.g. 2026-11-21T13:00:00.000Z. */
  DateTime: { input: string; output: string; }
  /** A decimal number carried as a string ("1234.50"): money and points are never floats. */
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
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  orderNo?: Maybe<Scalars['String']['output']>;
  /** A short description in the request's language (e.g. the wallets of a transfer). */
  remark?: Maybe<Scalars['String']['output']>;
  status: AccountRecordStatus;
  type: AccountRecordType;
};

export type AccountRecordConnection = {
  __typename?: 'AccountRecordConnection';
  edges: Array<AccountRecordEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
  /** Money in over the SUCCESS lines of the whole selection. */
  totalIn: Scalars['Decimal']['output'];
  /** Money out over the SUCCESS lines of the whole selection, as a positive number. */
  totalOut: Scalars['Decimal']['output'];
};

export type AccountRecordEdge = {
  __typename?: 'AccountRecordEdge';
  cursor: Scalars['String']['output'];
  node: AccountRecord;
};

export type AccountRecordFilter = {
  /** No range: the whole history. */
  range?: InputMaybe<DateRangeInput>;
  status?: InputMaybe<AccountRecordStatus>;
  type?: InputMaybe<AccountRecordType>;
};

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
export type AffiliateCodeCheck = {
  __typename?: 'AffiliateCodeCheck';
  code: Scalars['String']['output'];
  valid: Scalars['Boolean']['output'];
};

/** A notice for agents (page agentAnnouncement). */
export type AgentAnnouncement = {
  __typename?: 'AgentAnnouncement';
  /** HTML, sanitised by the gateway. */
  content: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Pinned notices come first. */
  pinned: Scalars['Boolean']['output'];
  publishedAt: Scalars['DateTime']['output'];
  title: Scalars['String']['output'];
};

export type AgentAnnouncementConnection = {
  __typename?: 'AgentAnnouncementConnection';
  edges: Array<AgentAnnouncementEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type AgentAnnouncementEdge = {
  __typename?: 'AgentAnnouncementEdge';
  cursor: Scalars['String']['output'];
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
  realTimeSalary: RealTimeSalary;
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
export type AgentCentreRealTimeSalaryArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
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
  total: Scalars['Decimal']['output'];
};

export type AgentIncomeSource = {
  __typename?: 'AgentIncomeSource';
  amount: Scalars['Decimal']['output'];
  count: Scalars['Int']['output'];
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

export type AppDownload = {
  __typename?: 'AppDownload';
  /** The platform's own (English) label; clients show their localised name of the platform. */
  label: Scalars['String']['output'];
  platform: AppPlatform;
  /** The platform's QR code picture of url, when it has one. */
  qrCodeUrl?: Maybe<Scalars['String']['output']>;
  url: Scalars['String']['output'];
};

export const AppPlatform = {
  ANDROID: 'ANDROID',
  IOS: 'IOS',
  LITE: 'LITE'
} as const;

export type AppPlatform = typeof AppPlatform[keyof typeof AppPlatform];
export type ApplyPromotionInput = {
  /** At most 140 characters (spec 001 section 5). */
  comment?: InputMaybe<Scalars['String']['input']>;
  /** A new key per submission (8–64 of A-Za-z0-9_-); a retry with the same key replays the first answer. */
  idempotencyKey: Scalars['String']['input'];
  promotionId: Scalars['ID']['input'];
  /** At most 3 png or jpg pictures of at most 5 MB each, sent as a multipart request; judged by their bytes. */
  proofImages?: InputMaybe<Array<Scalars['Upload']['input']>>;
};

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
  id: Scalars['ID']['output'];
  /** The member's current avatar. */
  selected: Scalars['Boolean']['output'];
  url: Scalars['String']['output'];
};

/** A bank a receiving account may be at. */
export type Bank = {
  __typename?: 'Bank';
  /** Send it as BindReceivingAccountInput.bankCode. */
  code: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

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
/** One bet of the member (page personalHistoryCopy). */
export type BetRecord = {
  __typename?: 'BetRecord';
  betAmount: Scalars['Decimal']['output'];
  /** The platform's bet number. */
  betNo: Scalars['String']['output'];
  gameName: Scalars['String']['output'];
  gameType: BetGameType;
  id: Scalars['ID']['output'];
  placedAt: Scalars['DateTime']['output'];
  settledAt?: Maybe<Scalars['DateTime']['output']>;
  status: BetStatus;
  /** The part of the stake that counts as turnover (0 until settled, and for cancelled bets). */
  validBet: Scalars['Decimal']['output'];
  /** The vendor's code, e.g. PG. */
  vendorCode?: Maybe<Scalars['String']['output']>;
  vendorName: Scalars['String']['output'];
  /** The member's result: negative when the member lost (0 until settled). */
  winLoss: Scalars['Decimal']['output'];
};

export type BetRecordConnection = {
  __typename?: 'BetRecordConnection';
  edges: Array<BetRecordEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
  totals: BetTotals;
};

export type BetRecordEdge = {
  __typename?: 'BetRecordEdge';
  cursor: Scalars['String']['output'];
  node: BetRecord;
};

export type BetRecordFilter = {
  gameType?: InputMaybe<BetGameType>;
  /** When the bets were placed; no range: the whole history. */
  range?: InputMaybe<DateRangeInput>;
  status?: InputMaybe<BetStatus>;
};

export const BetStatus = {
  /** Voided by the vendor: the stake was returned. */
  CANCELLED: 'CANCELLED',
  SETTLED: 'SETTLED',
  /** Not settled yet: no payout. */
  UNSETTLED: 'UNSETTLED'
} as const;

export type BetStatus = typeof BetStatus[keyof typeof BetStatus];
/** Sums over every record the filter matches, not only the page. */
export type BetTotals = {
  __typename?: 'BetTotals';
  betAmount: Scalars['Decimal']['output'];
  betCount: Scalars['Int']['output'];
  /** Valid bet of the settled bets. */
  validBet: Scalars['Decimal']['output'];
  /** Result of the settled bets. */
  winLoss: Scalars['Decimal']['output'];
};

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

export type BindReceivingAccountPayload = {
  __typename?: 'BindReceivingAccountPayload';
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
  amount: Scalars['Decimal']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  orderNo?: Maybe<Scalars['String']['output']>;
  remark?: Maybe<Scalars['String']['output']>;
  status: BonusStatus;
  /** The promotion or reason, in the request's language. */
  title: Scalars['String']['output'];
  type: BonusType;
};

export type BonusRecordConnection = {
  __typename?: 'BonusRecordConnection';
  edges: Array<BonusRecordEdge>;
  pageInfo: PageInfo;
  /** The sum of the ISSUED bonuses of the whole selection, not only the page. */
  totalAmount: Scalars['Decimal']['output'];
  totalCount: Scalars['Int']['output'];
};

export type BonusRecordEdge = {
  __typename?: 'BonusRecordEdge';
  cursor: Scalars['String']['output'];
  node: BonusRecord;
};

export type BonusRecordFilter = {
  /** No range: the whole history. */
  range?: InputMaybe<DateRangeInput>;
  status?: InputMaybe<BonusStatus>;
  type?: InputMaybe<BonusType>;
};

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

export type ClaimRafflePromotionInput = {
  /** A new key per submission (8–64 of A-Za-z0-9_-); a retry with the same key replays the first answer. */
  idempotencyKey: Scalars['String']['input'];
  promotionId: Scalars['ID']['input'];
};

export type ClaimRafflePromotionPayload = {
  __typename?: 'ClaimRafflePromotionPayload';
  claim?: Maybe<RaffleClaim>;
  /** NOT_STARTED, ENDED, NOT_ELIGIBLE, ALREADY_CLAIMED, WRONG_CLAIM_MODE. */
  userErrors: Array<UserError>;
  /** The viewer after the claim, for re-reading counts (a new reward waits). */
  viewer?: Maybe<Viewer>;
};

export type ClaimRewardInput = {
  /** A new key per submission (8–64 of A-Za-z0-9_-); a retry with the same key replays the first answer. */
  idempotencyKey: Scalars['String']['input'];
  rewardId: Scalars['ID']['input'];
};

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

export type ConfirmWithdrawalInput = {
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
  withdrawalId: Scalars['ID']['input'];
};

export type ConfirmWithdrawalPayload = {
  __typename?: 'ConfirmWithdrawalPayload';
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
  activatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The platform's contract number. */
  contractNo: Scalars['String']['output'];
  downline: ContractParty;
  endReason?: Maybe<ContractEndReason>;
  endedAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  kind: ContractKind;
  offeredAt: Scalars['DateTime']['output'];
  period: ContractPeriod;
  /** The rate that the downline-rate rule compares: the highest tier rate. */
  rate: Scalars['Decimal']['output'];
  respondedAt?: Maybe<Scalars['DateTime']['output']>;
  status: ContractStatus;
  /** Thresholds rise and rates never fall from one tier to the next. */
  tiers: Array<ContractTier>;
  upline: ContractParty;
  /** Which side of it the viewer is on. */
  viewerSide: ContractSide;
};

export type ContractAnswerInput = {
  /** Go ahead although accepting ends a higher-rate contract the viewer gave its own downline. */
  confirmDownlineRateRule?: InputMaybe<Scalars['Boolean']['input']>;
  /** A contract offered to the viewer (Viewer.contracts.requests). */
  contractId: Scalars['ID']['input'];
};

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

export type ContractConnection = {
  __typename?: 'ContractConnection';
  edges: Array<ContractEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type ContractEdge = {
  __typename?: 'ContractEdge';
  cursor: Scalars['String']['output'];
  node: Contract;
};

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
/** One side of a contract. */
export type ContractParty = {
  __typename?: 'ContractParty';
  account: Scalars['String']['output'];
  nickname?: Maybe<Scalars['String']['output']>;
};

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
  dailyBetAmount?: Maybe<Scalars['Decimal']['output']>;
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
  dailyBetAmount?: InputMaybe<Scalars['Decimal']['input']>;
  hourlyBetAmount?: InputMaybe<Scalars['Decimal']['input']>;
  periodProfitAndLoss?: InputMaybe<Scalars['Decimal']['input']>;
  periodValidBet?: InputMaybe<Scalars['Decimal']['input']>;
  rate: Scalars['Decimal']['input'];
};

export type ConvertPointsInput = {
  /** A new key per submission (8–64 of A-Za-z0-9_-); a retry with the same key replays the first answer. */
  idempotencyKey: Scalars['String']['input'];
  /** Whole points, PointsRules.minConvertPoints to maxConvertPoints. */
  points: Scalars['Int']['input'];
  /** The member's withdraw (payment) password. */
  withdrawPassword: Scalars['String']['input'];
};

export type ConvertPointsPayload = {
  __typename?: 'ConvertPointsPayload';
  conversion?: Maybe<PointsConversion>;
  /**
   * WITHDRAW_PASSWORD_NOT_SET, WITHDRAW_PASSWORD_WRONG, WITHDRAW_PASSWORD_LOCKED, INSUFFICIENT_POINTS (details.maxPoints),
   * TOO_SMALL / TOO_LARGE (points, details.minPoints / maxPoints), REQUIRED (withdrawPassword).
   */
  userErrors: Array<UserError>;
  /** The viewer after the conversion, for re-reading points and the wallet. */
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

export type CreateDepositInput = {
  /** Within the channel's bounds; for SCRATCH_CARD the card's face value. */
  amount: Scalars['Money']['input'];
  /** BANK_TRANSFER: which of the channel's bank accounts to pay into (default the first). */
  bankAccountId?: InputMaybe<Scalars['ID']['input']>;
  channelId: Scalars['ID']['input'];
  /** A new key per submission (8–64 of A-Za-z0-9_-); a retry with the same key replays the first answer. */
  idempotencyKey: Scalars['String']['input'];
  /** BANK_TRANSFER: the name on the paying account, so the payment can be matched (at most 50 characters). */
  payerName?: InputMaybe<Scalars['String']['input']>;
  /** SCRATCH_CARD: the card (required there). */
  scratchCard?: InputMaybe<ScratchCardInput>;
};

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
/**
 * An inclusive time window for records. Both ends are required; `to` must not be before `from`, and a window may
 * span at most 90 days (else BAD_USER_INPUT).
 */
export type DateRangeInput = {
  from: Scalars['DateTime']['input'];
  to: Scalars['DateTime']['input'];
};

/** A way to deposit, with its bounds and how-to. */
export type DepositChannel = Node & {
  __typename?: 'DepositChannel';
  /** BANK_TRANSFER: the accounts to pay into; empty for other kinds. */
  bankAccounts: Array<MerchantBankAccount>;
  /** Percent kept as a fee (scratch cards: the telco's discount); the wallet gets amount × (100 − feeRate) / 100. */
  feeRate: Scalars['Decimal']['output'];
  id: Scalars['ID']['output'];
  kind: DepositChannelKind;
  maxAmount: Scalars['Decimal']['output'];
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
export type DepositFilter = {
  range?: InputMaybe<DateRangeInput>;
  status?: InputMaybe<DepositStatus>;
};

/** A deposit order: made by createDeposit, settled by the platform. */
export type DepositOrder = Node & {
  __typename?: 'DepositOrder';
  amount: Scalars['Decimal']['output'];
  channelKind: DepositChannelKind;
  channelName: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** What the main wallet gets on success: amount less the fee. */
  creditAmount: Scalars['Decimal']['output'];
  /** When the payment instructions lapse (informational). */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  fee: Scalars['Decimal']['output'];
  id: Scalars['ID']['output'];
  orderNo: Scalars['String']['output'];
  /** BANK_TRANSFER: the account to pay into. */
  payTo?: Maybe<MerchantBankAccount>;
  /** E_WALLET: the provider's payment page (open it in a new tab). */
  paymentUrl?: Maybe<Scalars['String']['output']>;
  provider?: Maybe<Scalars['String']['output']>;
  /** E_WALLET: the text to show as a QR code for the provider's app. */
  qrCodeText?: Maybe<Scalars['String']['output']>;
  /** The platform's note (why it failed, when it says). */
  remark?: Maybe<Scalars['String']['output']>;
  /** When it became SUCCESS or FAILED. */
  settledAt?: Maybe<Scalars['DateTime']['output']>;
  status: DepositStatus;
  /** BANK_TRANSFER: the text to write as the transfer's content so the payment is matched. */
  transferNote?: Maybe<Scalars['String']['output']>;
};

export type DepositOrderConnection = {
  __typename?: 'DepositOrderConnection';
  edges: Array<DepositOrderEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type DepositOrderEdge = {
  __typename?: 'DepositOrderEdge';
  cursor: Scalars['String']['output'];
  node: DepositOrder;
};

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
  account: Scalars['String']['output'];
  /** The account's main wallet now. */
  balance?: Maybe<Scalars['Decimal']['output']>;
  directDownlines: Scalars['Int']['output'];
  /** Accepted wherever an argument is marked @ownTree. */
  id: Scalars['ID']['output'];
  isAgent: Scalars['Boolean']['output'];
  lastLoginAt?: Maybe<Scalars['DateTime']['output']>;
  /** Depth below the viewing agent: 1 for a direct downline (0 for the agent itself). */
  level: Scalars['Int']['output'];
  nickname?: Maybe<Scalars['String']['output']>;
  registeredAt?: Maybe<Scalars['DateTime']['output']>;
  /** Every account below it, any depth. */
  teamSize: Scalars['Int']['output'];
  /** The account's direct upline. */
  uplineAccount?: Maybe<Scalars['String']['output']>;
};

export type DownlineConnection = {
  __typename?: 'DownlineConnection';
  edges: Array<DownlineEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type DownlineEdge = {
  __typename?: 'DownlineEdge';
  cursor: Scalars['String']['output'];
  node: Downline;
};

export const DownlineRole = {
  AGENT: 'AGENT',
  ALL: 'ALL',
  MEMBER: 'MEMBER'
} as const;

export type DownlineRole = typeof DownlineRole[keyof typeof DownlineRole];
/**
 * Money sent from the agent's main wallet to an account of its tree (spec 001 section 4: the success message names
 * sender, recipient, amount and note).
 */
export type DownlineTransfer = {
  __typename?: 'DownlineTransfer';
  amount: Scalars['Decimal']['output'];
  createdAt: Scalars['DateTime']['output'];
  note?: Maybe<Scalars['String']['output']>;
  orderNo: Scalars['String']['output'];
  /** The downline's account name. */
  recipient: Scalars['String']['output'];
  recipientNickname?: Maybe<Scalars['String']['output']>;
  /** The agent's account name. */
  sender: Scalars['String']['output'];
  senderNickname?: Maybe<Scalars['String']['output']>;
};

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

/** The feedback form's rules. */
export type FeedbackRules = {
  __typename?: 'FeedbackRules';
  /** A bound on characters as well, so that a few very long words cannot make a huge message. */
  maxLength: Scalars['Int']['output'];
  maxWords: Scalars['Int']['output'];
  /** Content bounds in words (spec 001 section 5). Words are counted as a reader would, also in Chinese, Japanese and Thai. */
  minWords: Scalars['Int']['output'];
  types: Array<FeedbackType>;
};

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
export type Game = Node & {
  __typename?: 'Game';
  category: GameCategory;
  classification?: Maybe<Scalars['String']['output']>;
  /** Shown when iconUrl fails to load. */
  fallbackIconUrl?: Maybe<Scalars['String']['output']>;
  /** The vendor's own game code (spec 001 section 3), when it has one. */
  gameCode?: Maybe<Scalars['String']['output']>;
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

/** The member's results of one game type in a period (settled bets). */
export type GameTypeProfit = {
  __typename?: 'GameTypeProfit';
  betAmount: Scalars['Decimal']['output'];
  betCount: Scalars['Int']['output'];
  gameType: BetGameType;
  validBet: Scalars['Decimal']['output'];
  winLoss: Scalars['Decimal']['output'];
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
export const InboxCategory = {
  ACCOUNT: 'ACCOUNT',
  PROMOTION: 'PROMOTION',
  SYSTEM: 'SYSTEM'
} as const;

export type InboxCategory = typeof InboxCategory[keyof typeof InboxCategory];
export type InboxFilter = {
  category?: InputMaybe<InboxCategory>;
  unreadOnly?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A message of the member's inbox (page messageV2). */
export type InboxMessage = Node & {
  __typename?: 'InboxMessage';
  category: InboxCategory;
  /** Sanitised HTML. */
  content: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  read: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
};

export type InboxMessageConnection = {
  __typename?: 'InboxMessageConnection';
  edges: Array<InboxMessageEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
  /** Unread messages in the whole inbox. */
  unreadCount: Scalars['Int']['output'];
};

export type InboxMessageEdge = {
  __typename?: 'InboxMessageEdge';
  cursor: Scalars['String']['output'];
  node: InboxMessage;
};

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
/** The draw now open for bets. */
export type LotteryCurrentDraw = {
  __typename?: 'LotteryCurrentDraw';
  closesAt?: Maybe<Scalars['DateTime']['output']>;
  drawNumber: Scalars['String']['output'];
  opensAt?: Maybe<Scalars['DateTime']['output']>;
};

export const LotteryDrawCadence = {
  DAILY: 'DAILY',
  /** Every intervalSeconds, around the clock. */
  INTERVAL: 'INTERVAL',
  MONTHLY: 'MONTHLY',
  /** On the listed weekdays. */
  WEEKLY: 'WEEKLY'
} as const;

export type LotteryDrawCadence = typeof LotteryDrawCadence[keyof typeof LotteryDrawCadence];
/** When a game draws, as data: clients word it in their own language. Times are Vietnam time. */
export type LotteryDrawSchedule = {
  __typename?: 'LotteryDrawSchedule';
  cadence: LotteryDrawCadence;
  intervalSeconds?: Maybe<Scalars['Int']['output']>;
  /** HH:mm in timeZone. */
  time?: Maybe<Scalars['String']['output']>;
  /** Always Asia/Ho_Chi_Minh: the site's market. */
  timeZone: Scalars['String']['output'];
  /** ISO weekdays, 1 Monday … 7 Sunday (WEEKLY only). */
  weekdays?: Maybe<Array<Scalars['Int']['output']>>;
};

export type LotteryGame = {
  __typename?: 'LotteryGame';
  gameCode: Scalars['String']['output'];
  /** The game's picture, from the platform's general game menu. */
  iconUrl?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  prizeMode: LotteryPrizeMode;
  /** When the platform says. */
  schedule?: Maybe<LotteryDrawSchedule>;
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

/** A member's view of a game's draws: the draw open for bets and the opened numbers of the draw asked for. */
export type LotteryOpenedNumbers = {
  __typename?: 'LotteryOpenedNumbers';
  current?: Maybe<LotteryCurrentDraw>;
  gameCode: Scalars['String']['output'];
  gameName: Scalars['String']['output'];
  /** null before the game's first draw. */
  opened?: Maybe<LotteryResult>;
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
export type MarkInboxMessagesReadInput = {
  /** Marks every message read. */
  all?: InputMaybe<Scalars['Boolean']['input']>;
  /** 1 to 100 messages; leave out with `all`. */
  messageIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type MarkInboxMessagesReadPayload = {
  __typename?: 'MarkInboxMessagesReadPayload';
  /** The ids marked (every one named, or null for `all`). */
  messageIds?: Maybe<Array<Scalars['ID']['output']>>;
  unreadCount: Scalars['Int']['output'];
  /** The messages that were unread and now are read. */
  updatedCount: Scalars['Int']['output'];
  /** NOT_FOUND (messageIds), REQUIRED (neither ids nor all), TOO_LONG (more than 100 ids). */
  userErrors: Array<UserError>;
  viewer?: Maybe<Viewer>;
};

export type Member = Node & {
  __typename?: 'Member';
  account: Scalars['String']['output'];
  accountType: AccountType;
  /** The member's avatar picture; clients fall back to a default picture when it fails to load. */
  avatarUrl?: Maybe<Scalars['String']['output']>;
  clubLabel?: Maybe<Scalars['String']['output']>;
  /**
   * Whether the member has a member label: the VIP badge then opens playerRank, otherwise securityCenter
   * (spec 001 section 2).
   */
  hasMemberLabel: Scalars['Boolean']['output'];
  /** Whether the member has a direct upline to transfer money to (page transferUpline). */
  hasUpline: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** Agent types 1, 2, 41 and 42. */
  isAgent: Scalars['Boolean']['output'];
  /** Free-play (type 4) accounts: refused by guarded operations. */
  isTrial: Scalars['Boolean']['output'];
  nickname: Scalars['String']['output'];
  rankLevel?: Maybe<Scalars['Int']['output']>;
  registeredAt?: Maybe<Scalars['DateTime']['output']>;
  /** The member's VIP level (0: none): the header's badge. */
  vipLevel: Scalars['Int']['output'];
  /** Club rank above 4: customer service goes to the VIP channel instead of live chat. */
  vipService: Scalars['Boolean']['output'];
};

/** One of the merchant's bank accounts a bank-transfer deposit is paid into. */
export type MerchantBankAccount = {
  __typename?: 'MerchantBankAccount';
  accountNumber: Scalars['String']['output'];
  bankCode: Scalars['String']['output'];
  bankName: Scalars['String']['output'];
  branch?: Maybe<Scalars['String']['output']>;
  holderName: Scalars['String']['output'];
  /** Pass it as `CreateDepositInput.bankAccountId` to pay into this account. */
  id: Scalars['ID']['output'];
};

export type Mission = {
  __typename?: 'Mission';
  /** The game type bets must be on; null: any. */
  gameType?: Maybe<BetGameType>;
  id: Scalars['ID']['output'];
  period: MissionPeriod;
  /** When the period (and so the progress) ends. */
  periodEndsAt: Scalars['DateTime']['output'];
  /** Progress in `unit`, at most the target. */
  progress: Scalars['Decimal']['output'];
  reward: MissionReward;
  state: MissionState;
  target: Scalars['Decimal']['output'];
  title: Scalars['String']['output'];
  unit: MissionUnit;
};

export type MissionLeaderboard = {
  __typename?: 'MissionLeaderboard';
  endsAt: Scalars['DateTime']['output'];
  entries: Array<MissionLeaderboardEntry>;
  me?: Maybe<MissionStanding>;
  period: MissionPeriod;
  startsAt: Scalars['DateTime']['output'];
};

export type MissionLeaderboardEntry = {
  __typename?: 'MissionLeaderboardEntry';
  /** Masked account name, e.g. pla***01. */
  account: Scalars['String']['output'];
  /** This row is the member. */
  isMe: Scalars['Boolean']['output'];
  /** The member's own nickname on their row; null on other players' rows, whose masked account is all that is shown. */
  nickname?: Maybe<Scalars['String']['output']>;
  rank: Scalars['Int']['output'];
  score: Scalars['Int']['output'];
};

export const MissionPeriod = {
  DAILY: 'DAILY',
  MONTHLY: 'MONTHLY',
  WEEKLY: 'WEEKLY'
} as const;

export type MissionPeriod = typeof MissionPeriod[keyof typeof MissionPeriod];
export type MissionReward = {
  __typename?: 'MissionReward';
  amount: Scalars['Decimal']['output'];
  kind: RewardKind;
  points: Scalars['Int']['output'];
};

export type MissionStanding = {
  __typename?: 'MissionStanding';
  /** Null when the member has no score in the period. */
  rank?: Maybe<Scalars['Int']['output']>;
  score: Scalars['Int']['output'];
};

export const MissionState = {
  /** The reward was claimed. */
  CLAIMED: 'CLAIMED',
  /** Target reached: the reward waits in the reward centre. */
  COMPLETED: 'COMPLETED',
  IN_PROGRESS: 'IN_PROGRESS'
} as const;

export type MissionState = typeof MissionState[keyof typeof MissionState];
/** The member's missions (page missionLeaderboard). */
export type MissionSummary = {
  __typename?: 'MissionSummary';
  completedCount: Scalars['Int']['output'];
  missions: Array<Mission>;
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
export type Mutation = {
  __typename?: 'Mutation';
  /** The downline accepts an offer; it becomes ACTIVE and replaces the one it held of that kind. */
  acceptContract: ContractAnswerPayload;
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
  /** Needs a login. Trial accounts get NEED_REAL_ACCOUNT unless the merchant allows them demo play (demo money only). */
  launchGame: LaunchGamePayload;
  launchLottery: LaunchGamePayload;
  login: LoginPayload;
  loginWithProvider: LoginPayload;
  loginWithSms: LoginPayload;
  logout: LogoutPayload;
  /** Marks messages, or all of them, read. */
  markInboxMessagesRead: MarkInboxMessagesReadPayload;
  /** An agent offers a contract to a direct downline. */
  offerContract: OfferContractPayload;
  /** Opens one message: marks it read and answers it. */
  readInboxMessage: ReadInboxMessagePayload;
  /** Redeems a points-mall reward; its points are taken at once, the reward follows the review. */
  redeemPointReward: RedeemPointRewardPayload;
  register: RegisterPayload;
  /**
   * Registers a new account under the agent with the agent's invitation code (page registerCenter). The agent stays
   * logged in; the form follows the site's register rules (Site.registrationForm).
   */
  registerDownline: RegisterDownlinePayload;
  /** The downline rejects an offer. */
  rejectContract: ContractAnswerPayload;
  removeFavouriteGame: FavouriteGamePayload;
  /** A fresh captcha image (at most one a second per client). */
  requestCaptcha: RequestCaptchaPayload;
  /** Forgot password by email. Limited per client and per username (RATE_LIMITED). */
  requestPasswordReset: RequestPasswordResetPayload;
  /** Sends an SMS code. At most one send a second per client; the platform locks a number for 5 minutes after too many. */
  requestSmsCode: RequestSmsCodePayload;
  /** Forgot password by phone; success logs the member in. */
  resetPasswordByPhone: ResetPasswordByPhonePayload;
  setAvatar: SetAvatarPayload;
  /** Sets the first withdraw password (with the login password), or changes it (with the current one). */
  setWithdrawPassword: SetWithdrawPasswordPayload;
  /** Logs in as a trial account (site.loginOptions.freePlay). Limited per client (RATE_LIMITED). */
  startFreePlay: StartFreePlayPayload;
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


export type MutationAcceptContractArgs = {
  input: ContractAnswerInput;
};


export type MutationAddFavouriteGameArgs = {
  input: FavouriteGameInput;
};


export type MutationApplyPromotionArgs = {
  input: ApplyPromotionInput;
};


export type MutationBindReceivingAccountArgs = {
  input: BindReceivingAccountInput;
};


export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


export type MutationClaimRafflePromotionArgs = {
  input: ClaimRafflePromotionInput;
};


export type MutationClaimRewardArgs = {
  input: ClaimRewardInput;
};


export type MutationConfirmWithdrawalArgs = {
  input: ConfirmWithdrawalInput;
};


export type MutationConvertPointsArgs = {
  input: ConvertPointsInput;
};


export type MutationCreateDepositArgs = {
  input: CreateDepositInput;
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


export type MutationMarkInboxMessagesReadArgs = {
  input: MarkInboxMessagesReadInput;
};


export type MutationOfferContractArgs = {
  input: OfferContractInput;
};


export type MutationReadInboxMessageArgs = {
  input: ReadInboxMessageInput;
};


export type MutationRedeemPointRewardArgs = {
  input: RedeemPointRewardInput;
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationRegisterDownlineArgs = {
  input: RegisterDownlineInput;
};


export type MutationRejectContractArgs = {
  input: ContractAnswerInput;
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


export type MutationSetAvatarArgs = {
  input: SetAvatarInput;
};


export type MutationSetWithdrawPasswordArgs = {
  input: SetWithdrawPasswordInput;
};


export type MutationSubmitFeedbackArgs = {
  input: SubmitFeedbackInput;
};


export type MutationTerminateContractArgs = {
  input: TerminateContractInput;
};


export type MutationTransferAllToMainArgs = {
  input: TransferAllToMainInput;
};


export type MutationTransferBetweenWalletsArgs = {
  input: TransferBetweenWalletsInput;
};


export type MutationTransferToDownlineArgs = {
  input: TransferToDownlineInput;
};


export type MutationTransferToUplineArgs = {
  input: TransferToUplineInput;
};


export type MutationWithdrawArgs = {
  input: WithdrawInput;
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

export type OfferContractInput = {
  /** Go ahead although the offer would end a higher-rate contract the downline gave further down. */
  confirmDownlineRateRule?: InputMaybe<Scalars['Boolean']['input']>;
  /** A direct downline of the agent. */
  downlineId: Scalars['ID']['input'];
  /** A new key per submission (8–64 of A-Za-z0-9_-); a retry with the same key replays the first answer. */
  idempotencyKey: Scalars['String']['input'];
  kind: ContractKind;
  /** DIVIDEND: WEEKLY, SEMI_MONTHLY or MONTHLY. Other kinds have a fixed period and ignore it. */
  period?: InputMaybe<ContractPeriod>;
  /** REAL_TIME_SALARY only. */
  realTime?: InputMaybe<RealTimeSalaryTermsInput>;
  /** DIVIDEND, DAILY_SALARY, HOURLY_SALARY: 1 to 5 tiers, thresholds rising strictly and rates never falling. */
  tiers?: InputMaybe<Array<ContractTierInput>>;
};

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

/** Relay connection paging state. */
export type PageInfo = {
  __typename?: 'PageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

/** A reward of the points mall (the design card). */
export type PointReward = Node & {
  __typename?: 'PointReward';
  /** Money per unit: what CASH and BONUS pay, the shop price of PHYSICAL goods (the amount requirement). */
  amount: Scalars['Decimal']['output'];
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The reward's picture, served through the site's own media paths. */
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** The VIP level a member needs to redeem it (0: everyone). */
  minVipLevel: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** Points per unit (the points requirement). */
  pointsRequired: Scalars['Int']['output'];
  soldOut: Scalars['Boolean']['output'];
  /** Units left. */
  stock: Scalars['Int']['output'];
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
  redeemOrders: RedeemOrderConnection;
  /** The catalogue, optionally of one type. */
  rewards: Array<PointReward>;
  rules: PointsRules;
  totalEarned: Scalars['Int']['output'];
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
  createdAt: Scalars['DateTime']['output'];
  /** The main wallet's available balance right after. */
  mainBalance: Scalars['Decimal']['output'];
  orderNo: Scalars['String']['output'];
  points: Scalars['Int']['output'];
  /** The points balance right after. */
  pointsBalance: Scalars['Int']['output'];
};

/** One line of the points ledger (points details). */
export type PointsDetail = {
  __typename?: 'PointsDetail';
  balanceAfter: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** The redemption or conversion the line belongs to. */
  orderNo?: Maybe<Scalars['String']['output']>;
  pointType: PointType;
  /** Signed: negative when points left. */
  points: Scalars['Int']['output'];
  remark?: Maybe<Scalars['String']['output']>;
};

export type PointsDetailConnection = {
  __typename?: 'PointsDetailConnection';
  edges: Array<PointsDetailEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
  /** Points in over the whole selection, not only the page. */
  totalIn: Scalars['Int']['output'];
  /** Points out over the whole selection, as a positive number. */
  totalOut: Scalars['Int']['output'];
};

export type PointsDetailEdge = {
  __typename?: 'PointsDetailEdge';
  cursor: Scalars['String']['output'];
  node: PointsDetail;
};

export type PointsDetailFilter = {
  pointType?: InputMaybe<PointType>;
  /** No range: the whole history. */
  range?: InputMaybe<DateRangeInput>;
};

export type PointsEarnRate = {
  __typename?: 'PointsEarnRate';
  /** Bet amount that earns one point. */
  betAmountPerPoint: Scalars['Decimal']['output'];
  pointType: PointType;
};

/** The platform's points rules. */
export type PointsRules = {
  __typename?: 'PointsRules';
  /** How bets earn points, per game type. */
  earnRates: Array<PointsEarnRate>;
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
  betAmount: Scalars['Decimal']['output'];
  betCount: Scalars['Int']['output'];
  bonusAmount: Scalars['Decimal']['output'];
  /** Every game type, zeros included. */
  byGameType: Array<GameTypeProfit>;
  depositAmount: Scalars['Decimal']['output'];
  /** The period's first instant (Vietnam day start); null when the platform does not say. */
  from?: Maybe<Scalars['DateTime']['output']>;
  period: ProfitPeriod;
  /** winLoss + bonus + rebate: what the period left the member with. */
  profit: Scalars['Decimal']['output'];
  rebateAmount: Scalars['Decimal']['output'];
  /** The period's last instant; null when the platform does not say. */
  to?: Maybe<Scalars['DateTime']['output']>;
  validBet: Scalars['Decimal']['output'];
  /** The settled bets' result: negative when the member lost. */
  winLoss: Scalars['Decimal']['output'];
  withdrawAmount: Scalars['Decimal']['output'];
};

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
export type Promotion = Node & {
  __typename?: 'Promotion';
  /** HOT, NEW, LIMITED… */
  badge?: Maybe<Scalars['String']['output']>;
  claimMode?: Maybe<PromotionClaimMode>;
  /** Sanitised HTML. */
  content: Scalars['String']['output'];
  endsAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  imageUrl?: Maybe<Scalars['String']['output']>;
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
  startsAt?: Maybe<Scalars['DateTime']['output']>;
  state: PromotionState;
  /** RAFFLE promotions: the ticket the member opens. */
  ticketKind?: Maybe<TicketKind>;
  title: Scalars['String']['output'];
  type?: Maybe<PromotionType>;
};

/** An application of the member for an APPLY promotion. */
export type PromotionApplication = {
  __typename?: 'PromotionApplication';
  comment?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** How many proof images came with it (the pictures are not kept by the gateway). */
  imageCount: Scalars['Int']['output'];
  promotion?: Maybe<Promotion>;
  /** The promotion's title when the application was made. */
  promotionTitle: Scalars['String']['output'];
  /** The reviewer's reason on rejection. */
  remark?: Maybe<Scalars['String']['output']>;
  reviewedAt?: Maybe<Scalars['DateTime']['output']>;
  status: PromotionApplicationStatus;
};

export type PromotionApplicationConnection = {
  __typename?: 'PromotionApplicationConnection';
  edges: Array<PromotionApplicationEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type PromotionApplicationEdge = {
  __typename?: 'PromotionApplicationEdge';
  cursor: Scalars['String']['output'];
  node: PromotionApplication;
};

export type PromotionApplicationFilter = {
  promotionId?: InputMaybe<Scalars['ID']['input']>;
  status?: InputMaybe<PromotionApplicationStatus>;
};

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
/** A room of a card game (PVP): a stake tier with its tables. */
export type PvpRoom = {
  __typename?: 'PvpRoom';
  id: Scalars['ID']['output'];
  maxBet: Scalars['Decimal']['output'];
  maxPlayers: Scalars['Int']['output'];
  minBet: Scalars['Decimal']['output'];
  name: Scalars['String']['output'];
  players: Scalars['Int']['output'];
  seats: Scalars['Int']['output'];
  status: PvpRoomStatus;
  tables: Scalars['Int']['output'];
};

export const PvpRoomStatus = {
  FULL: 'FULL',
  MAINTENANCE: 'MAINTENANCE',
  OPEN: 'OPEN'
} as const;

export type PvpRoomStatus = typeof PvpRoomStatus[keyof typeof PvpRoomStatus];
export type Query = {
  __typename?: 'Query';
  /** Checks an invitation (affiliate) code before the form is shown or sent. */
  affiliateCode: AffiliateCodeCheck;
  banners: Array<Banner>;
  feedbackRules: FeedbackRules;
  gameLanes: Array<GameLane>;
  games: GameConnection;
  helpTopics: Array<HelpTopic>;
  hotGames: Array<Game>;
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
  site: Site;
  /**
   * The vendor behind a category page's /rng?page= key (Vendor.page; a card without a page key goes by its code),
   * or null when the category has no such vendor. page may be null (a page without the key) so that a page's one
   * query passes the same variable here and to games(vendorPage:).
   */
  vendorByPage?: Maybe<Vendor>;
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
  vendorPage?: InputMaybe<Scalars['String']['input']>;
};


export type QueryHotGamesArgs = {
  category?: InputMaybe<GameCategory>;
};


export type QueryLotteryMenusArgs = {
  area?: InputMaybe<LotteryArea>;
  prizeMode?: InputMaybe<LotteryPrizeMode>;
};


export type QueryLotteryOpenedNumbersArgs = {
  drawNumber?: InputMaybe<Scalars['String']['input']>;
  gameCode: Scalars['String']['input'];
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


export type QueryPvpRoomsArgs = {
  gameId: Scalars['ID']['input'];
};


export type QueryVendorByPageArgs = {
  category: GameCategory;
  page?: InputMaybe<Scalars['String']['input']>;
};


export type QueryWinnersArgs = {
  board?: InputMaybe<WinnerBoard>;
};

/** What a raffle ticket won. */
export type RaffleClaim = {
  __typename?: 'RaffleClaim';
  claimedAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** The money won: it waits in the reward centre as an unclaimed item. */
  prize: Scalars['Decimal']['output'];
  promotion?: Maybe<Promotion>;
  /** The reward centre item holding the prize. */
  rewardId?: Maybe<Scalars['ID']['output']>;
  ticketKind: TicketKind;
};

export type ReadInboxMessageInput = {
  messageId: Scalars['ID']['input'];
};

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
  lastSettledAt?: Maybe<Scalars['DateTime']['output']>;
  nextSettlementAt?: Maybe<Scalars['DateTime']['output']>;
  periodMinutes: Scalars['Int']['output'];
  /** Settled periods, newest first. */
  periods: RealTimeSalaryPeriodConnection;
  todaySalary: Scalars['Decimal']['output'];
  totalSalary: Scalars['Decimal']['output'];
};

/** One settled 5-minute period of real-time salary. */
export type RealTimeSalaryPeriod = {
  __typename?: 'RealTimeSalaryPeriod';
  periodEnd: Scalars['DateTime']['output'];
  periodStart: Scalars['DateTime']['output'];
  rate: Scalars['Decimal']['output'];
  salary: Scalars['Decimal']['output'];
  validBet: Scalars['Decimal']['output'];
  /** The team's result in the period: negative when it lost (then the loss rate applied). */
  winLoss: Scalars['Decimal']['output'];
};

export type RealTimeSalaryPeriodConnection = {
  __typename?: 'RealTimeSalaryPeriodConnection';
  edges: Array<RealTimeSalaryPeriodEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type RealTimeSalaryPeriodEdge = {
  __typename?: 'RealTimeSalaryPeriodEdge';
  cursor: Scalars['String']['output'];
  node: RealTimeSalaryPeriod;
};

/** The terms of a real-time salary offer. */
export type RealTimeSalaryTermsInput = {
  lossSalaryRate: Scalars['Decimal']['input'];
  profitSalaryRate: Scalars['Decimal']['input'];
  singleBet: Scalars['Decimal']['input'];
};

/** A bank account of the member's that withdrawals are paid into. */
export type ReceivingAccount = Node & {
  __typename?: 'ReceivingAccount';
  /** Masked except the last 4 digits. */
  accountNumber: Scalars['String']['output'];
  bankCode?: Maybe<Scalars['String']['output']>;
  bankName: Scalars['String']['output'];
  boundAt?: Maybe<Scalars['DateTime']['output']>;
  holderName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

/** One redemption of the member (redeem history). */
export type RedeemOrder = {
  __typename?: 'RedeemOrder';
  /** Money it pays (CASH, BONUS) or is worth (PHYSICAL), all units. */
  amount: Scalars['Decimal']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  imageUrl?: Maybe<Scalars['String']['output']>;
  orderNo: Scalars['String']['output'];
  /** The paid account: null for physical goods. */
  paidAccount?: Maybe<RedeemPaidAccount>;
  /** Points spent. */
  points: Scalars['Int']['output'];
  quantity: Scalars['Int']['output'];
  receivingAddress?: Maybe<Scalars['String']['output']>;
  /** The reviewer's reason on rejection. */
  remark?: Maybe<Scalars['String']['output']>;
  rewardName: Scalars['String']['output'];
  rewardType: PointRewardType;
  status: RedeemStatus;
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

export type RedeemOrderConnection = {
  __typename?: 'RedeemOrderConnection';
  edges: Array<RedeemOrderEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type RedeemOrderEdge = {
  __typename?: 'RedeemOrderEdge';
  cursor: Scalars['String']['output'];
  node: RedeemOrder;
};

export type RedeemOrderFilter = {
  /** When the redemptions were made; no range: the whole history. */
  range?: InputMaybe<DateRangeInput>;
  status?: InputMaybe<RedeemStatus>;
};

/** Where a redemption was paid. */
export const RedeemPaidAccount = {
  MAIN_WALLET: 'MAIN_WALLET',
  REWARD_CENTRE: 'REWARD_CENTRE'
} as const;

export type RedeemPaidAccount = typeof RedeemPaidAccount[keyof typeof RedeemPaidAccount];
export type RedeemPointRewardInput = {
  /** A new key per submission (8–64 of A-Za-z0-9_-); a retry with the same key replays the first answer. */
  idempotencyKey: Scalars['String']['input'];
  /** 1 to PointsRules.maxRedeemQuantity. */
  quantity?: Scalars['Int']['input'];
  /** Where PHYSICAL goods go (required for them, at most 200 characters); ignored otherwise. */
  receivingAddress?: InputMaybe<Scalars['String']['input']>;
  rewardId: Scalars['ID']['input'];
  /** The member's withdraw (payment) password: redemptions go through the platform's password check. */
  withdrawPassword: Scalars['String']['input'];
};

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
  joinedAt: Scalars['DateTime']['output'];
  nickname?: Maybe<Scalars['String']['output']>;
};

export type ReferralInviteeConnection = {
  __typename?: 'ReferralInviteeConnection';
  edges: Array<ReferralInviteeEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type ReferralInviteeEdge = {
  __typename?: 'ReferralInviteeEdge';
  cursor: Scalars['String']['output'];
  node: ReferralInvitee;
};

export type RegisterDownlineInput = {
  /** The answer to the captcha shown with the form, when the register rules ask for one. */
  captcha?: InputMaybe<Scalars['String']['input']>;
  confirmPassword?: InputMaybe<Scalars['String']['input']>;
  countryDialingCode?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  facebook?: InputMaybe<Scalars['String']['input']>;
  idNumber?: InputMaybe<Scalars['String']['input']>;
  line?: InputMaybe<Scalars['String']['input']>;
  method?: RegistrationMethod;
  mobile?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  payeeName?: InputMaybe<Scalars['String']['input']>;
  paymentPassword?: InputMaybe<Scalars['String']['input']>;
  qq?: InputMaybe<Scalars['String']['input']>;
  username?: InputMaybe<Scalars['String']['input']>;
  verificationCode?: InputMaybe<Scalars['String']['input']>;
  wechat?: InputMaybe<Scalars['String']['input']>;
  whatsapp?: InputMaybe<Scalars['String']['input']>;
};

export type RegisterDownlinePayload = {
  __typename?: 'RegisterDownlinePayload';
  /** The new account, a direct downline of the agent. */
  downline?: Maybe<Downline>;
  /** The registration form's codes (REQUIRED, INVALID_FORMAT, ALREADY_EXISTS, CAPTCHA_INVALID, ...). */
  userErrors: Array<UserError>;
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
  /** The member's real name: without diacritics, words separated by spaces (INVALID_REAL_NAME), besides the platform's own rule. */
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

/** An item of the reward centre: a reward the member claims (completed missions, raffle prizes, approved applications). */
export type RewardItem = {
  __typename?: 'RewardItem';
  /** Money it pays (CASH; 0.00 otherwise). */
  amount: Scalars['Decimal']['output'];
  claimedAt?: Maybe<Scalars['DateTime']['output']>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  kind: RewardKind;
  /** Points it pays (POINTS; 0 otherwise). */
  points: Scalars['Int']['output'];
  source: RewardSource;
  status: RewardItemStatus;
  title: Scalars['String']['output'];
};

export type RewardItemConnection = {
  __typename?: 'RewardItemConnection';
  edges: Array<RewardItemEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type RewardItemEdge = {
  __typename?: 'RewardItemEdge';
  cursor: Scalars['String']['output'];
  node: RewardItem;
};

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
  faceValues: Array<Scalars['Decimal']['output']>;
  name: Scalars['String']['output'];
};

export type SetAvatarInput = {
  avatarId: Scalars['ID']['input'];
};

export type SetAvatarPayload = {
  __typename?: 'SetAvatarPayload';
  /** The member with the new avatar. */
  member?: Maybe<Member>;
  /** INVALID_FORMAT: not one of the offered avatars. */
  userErrors: Array<UserError>;
};

export type SetWithdrawPasswordInput = {
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
  countries: Array<Country>;
  /** Null when the platform's public settings name no currency. */
  currency?: Maybe<Currency>;
  /** Live chat for most members; the VIP channel when the logged-in member's rank is above 4. */
  customerService?: Maybe<CustomerServiceChannel>;
  defaultLanguage: Language;
  features: FeatureSwitches;
  /**
   * The platform's image CDNs this site may load pictures from. Pictures the platform sends as paths are given on the
   * first; a client spreads its visits over all of them by putting a visit's pictures on one picked at random.
   */
  imageCdns: Array<Scalars['String']['output']>;
  jackpot?: Maybe<Jackpot>;
  languages: Array<Language>;
  /** The site's alternative addresses (domainRoute). */
  lines: Array<SiteLine>;
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

/** One address (line) the site answers on; clients measure them and let the player switch. */
export type SiteLine = {
  __typename?: 'SiteLine';
  lineNo: Scalars['Int']['output'];
  recommended: Scalars['Boolean']['output'];
  /** Origin, e.g. https://www.example.com. */
  url: Scalars['String']['output'];
};

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

export type SubmitFeedbackInput = {
  content: Scalars['String']['input'];
  type: FeedbackType;
};

export type SubmitFeedbackPayload = {
  __typename?: 'SubmitFeedbackPayload';
  /** The platform's number for the feedback. */
  feedbackId?: Maybe<Scalars['ID']['output']>;
  /** REQUIRED (empty content), TOO_SHORT / TOO_LONG (content: details.minWords, maxWords, maxLength). */
  userErrors: Array<UserError>;
};

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
  account?: Maybe<Scalars['String']['output']>;
  betAmount: Scalars['Decimal']['output'];
  betCount: Scalars['Int']['output'];
  /** DAY rows: the Vietnam calendar day, YYYY-MM-DD. */
  day?: Maybe<Scalars['String']['output']>;
  /** MEMBER rows: the account (a Downline id, usable as a filter). */
  downlineId?: Maybe<Scalars['ID']['output']>;
  /** GAME_TYPE rows. */
  gameType?: Maybe<BetGameType>;
  /** MEMBER rows: depth below the agent (0 for the agent). */
  level?: Maybe<Scalars['Int']['output']>;
  validBet: Scalars['Decimal']['output'];
  /** The account's result: negative when it lost. */
  winLoss: Scalars['Decimal']['output'];
};

export type TeamBetRowConnection = {
  __typename?: 'TeamBetRowConnection';
  edges: Array<TeamBetRowEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
  /** Sums over every row of the selection, not only the page. */
  totals: BetTotals;
};

export type TeamBetRowEdge = {
  __typename?: 'TeamBetRowEdge';
  cursor: Scalars['String']['output'];
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
  betAmount: Scalars['Decimal']['output'];
  betCount: Scalars['Int']['output'];
  depositAmount: Scalars['Decimal']['output'];
  depositCount: Scalars['Int']['output'];
  directDownlines: Scalars['Int']['output'];
  members: Scalars['Int']['output'];
  /** Downlines registered within the range. */
  newMembers: Scalars['Int']['output'];
  subAgents: Scalars['Int']['output'];
  teamBalance: Scalars['Decimal']['output'];
  teamSize: Scalars['Int']['output'];
  validBet: Scalars['Decimal']['output'];
  /** The team's result: negative when the team lost. */
  winLoss: Scalars['Decimal']['output'];
  withdrawAmount: Scalars['Decimal']['output'];
  withdrawCount: Scalars['Int']['output'];
};

export type TeamReportFilter = {
  /** One account of the team (the agent or a downline at any depth). */
  downlineId?: InputMaybe<Scalars['ID']['input']>;
  /** No range: the whole history. */
  range?: InputMaybe<DateRangeInput>;
};

/** One money line of a team account. */
export type TeamTransaction = {
  __typename?: 'TeamTransaction';
  account: Scalars['String']['output'];
  /** Signed: money in is positive. */
  amount: Scalars['Decimal']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** The account (a Downline id). */
  downlineId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  orderNo?: Maybe<Scalars['String']['output']>;
  remark?: Maybe<Scalars['String']['output']>;
  status: TeamTransactionStatus;
  type: TeamTransactionType;
};

export type TeamTransactionConnection = {
  __typename?: 'TeamTransactionConnection';
  edges: Array<TeamTransactionEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
  /** Money in over the SUCCESS lines of the whole selection. */
  totalIn: Scalars['Decimal']['output'];
  /** Money out over the SUCCESS lines of the whole selection, as a positive number. */
  totalOut: Scalars['Decimal']['output'];
};

export type TeamTransactionEdge = {
  __typename?: 'TeamTransactionEdge';
  cursor: Scalars['String']['output'];
  node: TeamTransaction;
};

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
export type TerminateContractInput = {
  /** A contract the viewer offered (pending: the offer is withdrawn) or holds. */
  contractId: Scalars['ID']['input'];
};

export type TerminateContractPayload = {
  __typename?: 'TerminateContractPayload';
  contract?: Maybe<Contract>;
  /** Contracts ended with it further down the tree (same kind). */
  terminatedContracts: Array<Contract>;
  /** CONTRACT_STATUS_INVALID (a downline ends a pending offer by rejecting it), NOT_FOUND (contractId). */
  userErrors: Array<UserError>;
};

/** The raffle ticket kinds of spec 001 section 2. */
export const TicketKind = {
  GOLDEN_EGG: 'GOLDEN_EGG',
  PRIZE_WHEEL: 'PRIZE_WHEEL',
  RED_ENVELOPE: 'RED_ENVELOPE'
} as const;

export type TicketKind = typeof TicketKind[keyof typeof TicketKind];
export type TransferAllToMainInput = {
  /** A new key per submission (8–64 of A-Za-z0-9_-); a retry with the same key replays the first answer. */
  idempotencyKey: Scalars['String']['input'];
};

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

export type TransferBetweenWalletsInput = {
  amount: Scalars['Money']['input'];
  /** The wallet the money leaves; one of the two sides must be `Wallet.mainWalletId`. */
  fromWalletId: Scalars['Int']['input'];
  /** A new key per submission (8–64 of A-Za-z0-9_-); a retry with the same key replays the first answer. */
  idempotencyKey: Scalars['String']['input'];
  toWalletId: Scalars['Int']['input'];
};

export type TransferBetweenWalletsPayload = {
  __typename?: 'TransferBetweenWalletsPayload';
  transfer?: Maybe<WalletTransfer>;
  /** INSUFFICIENT_BALANCE, SINGLE_WALLET_MODE, INVALID_FORMAT (same wallet twice, neither side main, unknown wallet). */
  userErrors: Array<UserError>;
  /** The wallet after the transfer (re-read); null when that re-read failed (the transfer stands). */
  wallet?: Maybe<Wallet>;
};

export type TransferToDownlineInput = {
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

export type TransferToDownlinePayload = {
  __typename?: 'TransferToDownlinePayload';
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

export type TransferToUplineInput = {
  amount: Scalars['Money']['input'];
  /** A new key per submission (8–64 of A-Za-z0-9_-); a retry with the same key replays the first answer. */
  idempotencyKey: Scalars['String']['input'];
  /** At most 100 characters. */
  note?: InputMaybe<Scalars['String']['input']>;
};

export type TransferToUplinePayload = {
  __typename?: 'TransferToUplinePayload';
  transfer?: Maybe<UplineTransfer>;
  /** NO_UPLINE, INSUFFICIENT_BALANCE, TOO_LONG (note). */
  userErrors: Array<UserError>;
  /** The wallet after the transfer (re-read); null when that re-read failed (the transfer stands). */
  wallet?: Maybe<Wallet>;
};

/** Money sent from the member's main wallet to the direct upline's (spec 001 section 4: the success message names these). */
export type UplineTransfer = {
  __typename?: 'UplineTransfer';
  amount: Scalars['Decimal']['output'];
  createdAt: Scalars['DateTime']['output'];
  note?: Maybe<Scalars['String']['output']>;
  orderNo: Scalars['String']['output'];
  /** The upline's account name. */
  recipient: Scalars['String']['output'];
  recipientNickname?: Maybe<Scalars['String']['output']>;
  /** The member's account name. */
  sender: Scalars['String']['output'];
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
  maxLength?: Maybe<Scalars['Int']['output']>;
  /** Points the member holds (INSUFFICIENT_POINTS), or the most points allowed (TOO_LARGE). */
  maxPoints?: Maybe<Scalars['Int']['output']>;
  /** The highest rate allowed (RATE_TOO_HIGH), a percentage. */
  maxRate?: Maybe<Scalars['Decimal']['output']>;
  maxWords?: Maybe<Scalars['Int']['output']>;
  /** The smallest amount allowed (AMOUNT_TOO_SMALL), or the limit's amount. */
  minAmount?: Maybe<Scalars['Decimal']['output']>;
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
  retryAfterSeconds?: Maybe<Scalars['Int']['output']>;
};

/** A game provider in a category. */
export type Vendor = Node & {
  __typename?: 'Vendor';
  category: GameCategory;
  /** The platform's vendor code (vassalage), e.g. PG. */
  code: Scalars['String']['output'];
  /** The vendor's game types (its list's tabs), with how many games each holds. */
  gameTypes: Array<VendorGameType>;
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

export type VendorGameType = {
  __typename?: 'VendorGameType';
  /** The classification code the games list filters by. */
  classification: Scalars['String']['output'];
  gameCount: Scalars['Int']['output'];
  isHot: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
};

/** A game vendor's wallet of the member (multi-wallet mode). */
export type VendorWallet = {
  __typename?: 'VendorWallet';
  balance: Scalars['Decimal']['output'];
  /** The vendor's name, e.g. PG Soft. */
  name: Scalars['String']['output'];
  /** The platform's wallet id (accountTypeId), as `Vendor.walletId` names it. */
  walletId: Scalars['Int']['output'];
};

/** The logged-in visitor. Null when logged out. */
export type Viewer = {
  __typename?: 'Viewer';
  accountRecords: AccountRecordConnection;
  /** Null never: an account that is not an agent is refused (FORBIDDEN; trial accounts NEED_REAL_ACCOUNT). */
  agentCentre: AgentCentre;
  /** The pictures on offer (page securityCenter). */
  avatars: Array<Avatar>;
  betRecords: BetRecordConnection;
  bonusRecords: BonusRecordConnection;
  /** The viewer's contracts from its upline: offers to answer and contracts held. */
  contracts: ViewerContracts;
  counts: ViewerCounts;
  /** The merchant's deposit channels open to this member. */
  depositChannels: Array<DepositChannel>;
  /** The member's deposit orders, newest first. */
  deposits: DepositOrderConnection;
  /** Global ids of favourite games (cheap: for hearts on tiles). */
  favouriteGameIds: Array<Scalars['ID']['output']>;
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
  member: Member;
  /** The leaderboard of a period: the first `first` (1 to 100) players and the member's own standing. */
  missionLeaderboard: MissionLeaderboard;
  /** The member's missions, optionally of one period. */
  missions: MissionSummary;
  points: PointsAccount;
  profitAndLoss: ProfitAndLoss;
  /** The member's promotion applications, newest first. */
  promotionApplications: PromotionApplicationConnection;
  receivingAccounts: Array<ReceivingAccount>;
  recentGames: GameConnection;
  recentLotteryGames: Array<LotteryGame>;
  referral: Referral;
  /** The reward centre (page rewardCenter), newest first. */
  rewardCentre: RewardItemConnection;
  vip: VipProgress;
  wallet: Wallet;
  withdrawalConfirmations: WithdrawalConfirmations;
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
  dailyWithdrawAmount: Scalars['Decimal']['output'];
  dailyWithdrawCount: Scalars['Int']['output'];
  /** Successful deposits in total needed to reach the level. */
  depositRequired: Scalars['Decimal']['output'];
  level: Scalars['Int']['output'];
  /** The largest amount per withdrawal. */
  maxWithdrawAmount: Scalars['Decimal']['output'];
  /** Bonus paid every month at the level. */
  monthlyBonus: Scalars['Decimal']['output'];
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
  depositTotal: Scalars['Decimal']['output'];
  /** The member's level (0: none yet). */
  level: Scalars['Int']['output'];
  levelName?: Maybe<Scalars['String']['output']>;
  /** Every level, lowest first. */
  levels: Array<VipLevel>;
  /** The next level, null at the top. */
  nextLevel?: Maybe<VipLevel>;
  /** Progress to the next level's turnover requirement, 0 to 100 (100 at the top). */
  turnoverProgress: Scalars['Float']['output'];
  turnoverToNext: Scalars['Decimal']['output'];
  turnoverTotal: Scalars['Decimal']['output'];
};

export type Wallet = Node & {
  __typename?: 'Wallet';
  /**
   * Sum over all wallets.
   * @deprecated Use sumBalance.
   */
  balance: Scalars['Decimal']['output'];
  currency?: Maybe<Scalars['String']['output']>;
  currencySymbol?: Maybe<Scalars['String']['output']>;
  /** Money of withdrawals awaiting payment: taken from the main wallet, back if the withdrawal is refused. */
  heldAmount: Scalars['Decimal']['output'];
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
  amount: Scalars['Decimal']['output'];
  createdAt: Scalars['DateTime']['output'];
  fromWalletId: Scalars['Int']['output'];
  /** The platform's order number (the idempotency key when the client gave one). */
  orderNo: Scalars['String']['output'];
  toWalletId: Scalars['Int']['output'];
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
export type WithdrawInput = {
  amount: Scalars['Money']['input'];
  /** A new key per submission (8–64 of A-Za-z0-9_-); a retry with the same key replays the first answer. */
  idempotencyKey: Scalars['String']['input'];
  receivingAccountId: Scalars['ID']['input'];
  withdrawPassword: Scalars['String']['input'];
};

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

export type Withdrawal = {
  __typename?: 'Withdrawal';
  amount: Scalars['Decimal']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  orderNo: Scalars['String']['output'];
  /** Where it is paid. */
  receivingAccount: ReceivingAccount;
  /** The platform's note (why it was refused, when it says). */
  remark?: Maybe<Scalars['String']['output']>;
  settledAt?: Maybe<Scalars['DateTime']['output']>;
  status: WithdrawalStatus;
};

/** The member's answer to a paid withdrawal (spec 001 section 4). */
export const WithdrawalAnswer = {
  /** Needs at least one proof image. */
  NOT_RECEIVED: 'NOT_RECEIVED',
  /** Needs receivedAmount, below the withdrawal's amount; proof images optional. */
  PARTIAL: 'PARTIAL',
  RECEIVED: 'RECEIVED'
} as const;

export type WithdrawalAnswer = typeof WithdrawalAnswer[keyof typeof WithdrawalAnswer];
/** A paid-out withdrawal the member confirms (received, not received, partly received). */
export type WithdrawalConfirmation = Node & {
  __typename?: 'WithdrawalConfirmation';
  amount: Scalars['Decimal']['output'];
  /** Masked bank account. */
  bankAccount?: Maybe<Scalars['String']['output']>;
  bankName?: Maybe<Scalars['String']['output']>;
  confirmedAt?: Maybe<Scalars['DateTime']['output']>;
  /** After this the withdrawal counts as received. */
  deadline: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  orderNo: Scalars['String']['output'];
  /** The payer's name, masked. */
  payerName?: Maybe<Scalars['String']['output']>;
  proofImageCount: Scalars['Int']['output'];
  receivedAmount?: Maybe<Scalars['Decimal']['output']>;
  remainingAmount?: Maybe<Scalars['Decimal']['output']>;
  requestedAt: Scalars['DateTime']['output'];
  status: WithdrawalConfirmationStatus;
};

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
export type WithdrawalConfirmations = {
  __typename?: 'WithdrawalConfirmations';
  /** Minutes after which an unanswered withdrawal counts as received. */
  autoReceiveMinutes: Scalars['Int']['output'];
  /** Waiting for an answer, oldest first. */
  awaiting: Array<WithdrawalConfirmation>;
  /** The most recently answered, newest first. */
  history: Array<WithdrawalConfirmation>;
};

export type WithdrawalConnection = {
  __typename?: 'WithdrawalConnection';
  edges: Array<WithdrawalEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type WithdrawalEdge = {
  __typename?: 'WithdrawalEdge';
  cursor: Scalars['String']['output'];
  node: Withdrawal;
};

export type WithdrawalFilter = {
  range?: InputMaybe<DateRangeInput>;
  status?: InputMaybe<WithdrawalStatus>;
};

/** What the withdraw page needs to know before the member asks (limits follow the VIP level). */
export type WithdrawalRules = {
  __typename?: 'WithdrawalRules';
  /** The main wallet's available balance. */
  availableBalance: Scalars['Decimal']['output'];
  /** The banks a receiving account may be at. */
  banks: Array<Bank>;
  dailyAmountLimit: Scalars['Decimal']['output'];
  dailyAmountUsed: Scalars['Decimal']['output'];
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

export const WithdrawalStatus = {
  /** Paid out to the receiving account (the member then confirms it). */
  PAID: 'PAID',
  /** Asked; the amount is held until the order is paid or refused. */
  PENDING: 'PENDING',
  /** Refused: the held amount went back to the main wallet. */
  REFUSED: 'REFUSED'
} as const;

export type WithdrawalStatus = typeof WithdrawalStatus[keyof typeof WithdrawalStatus];