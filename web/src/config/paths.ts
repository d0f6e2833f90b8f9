// Every route path of the app, in one place. The spec's legacy aliases map to the same screen.
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  /** The user agreement the registration form links to. */
  help: '/help',
  helpWithoutHeader: '/helpmc',
  download: '/download',
  /** The app download page's short path (the bottom navigation's link goes to /download, open while guarded). */
  downloadShort: '/down',
  noticePage: '/noticePage',
  promotions: '/promotions',
  /** Takes ?id=<Promotion node id>. */
  promotionDetail: '/promoDetail',
  pointMall: '/pointMall',
  /** Feedback and complaints (spec 001 §2), linked from the footer and the member centre. */
  feedback: '/feedback',
  join: '/join',
  // Game lists per category (spec 001 §2); /rng?page= selects the vendor tab. ds88 is the cockfight group.
  rng: '/rng',
  live: '/live',
  pvp: '/pvp',
  fish: '/fish',
  sports: '/sports',
  esports: '/esports',
  cockfight: '/ds88',
  elott: '/elott',
  lott: '/lott',
  // Lottery pages; they take ?gameCode=. Routes match case-insensitively, so /vnLottery is /vnlottery.
  lottery: '/lottery',
  vnLottery: '/vnlottery',
  seaLottery: '/seaLottery',
  /** The game frame (full page, no header); /gameExit is where a game's own Back link lands. */
  game: '/game',
  gameExit: '/gameExit',
  fbSports: '/fbsports',
  seamless: '/seamless',
  /** The member centre; its pages are /member/<pageKey> (memberPagePath). */
  member: '/member',
  /** The agent centre; its pages are /agent/<pageKey> (agentPagePath). */
  agent: '/agent',
  /** The agent login entry (spec 000 §6): the login form that refuses non-agents. */
  agentLogin: '/agentLogin',
  /** The contract request screen (spec 001 §2): offers from the upline to accept or reject, for any real account. */
  contractRequest: '/contractRequest',
} as const;

/** The member centre's pages by the spec's keys (spec 001 §2), in menu order. */
export const memberPageKeys = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'playerRank',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
] as const;

export type MemberPageKey = (typeof memberPageKeys)[number];

/** The page /member opens (and an unknown key falls back to). */
export const defaultMemberPage: MemberPageKey = 'securityCenter';

export function memberPagePath(key: MemberPageKey): string {
  return `${paths.member}/${key}`;
}

export function isMemberPageKey(value: string | undefined): value is MemberPageKey {
  return (memberPageKeys as readonly (string | undefined)[]).includes(value);
}

export function isMemberCentrePath(pathname: string): boolean {
  return pathname === paths.member || pathname.startsWith(`${paths.member}/`);
}

/**
 * The agent centre's pages (spec 001 §2), in menu order. The first eight are the spec's keys and always shown
 * (personalHistoryCopy is team betting here; the /agent prefix keeps it apart from the member's betting record).
 * The spec gives the four contract pages no key; ours are agentDividendRecord (bonus / dividend record),
 * agentDailyWages, agentHourlySalary and agentRealTimeSalary, shown only while their feature flag is on.
 */
export const agentPageKeys = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentDividendRecord',
  'agentDailyWages',
  'agentHourlySalary',
  'agentRealTimeSalary',
] as const;

export type AgentPageKey = (typeof agentPageKeys)[number];

/** The pages behind the merchant's contract features. */
export const switchedAgentPageKeys = ['agentDividendRecord', 'agentDailyWages', 'agentHourlySalary', 'agentRealTimeSalary'] as const;

export type SwitchedAgentPageKey = (typeof switchedAgentPageKeys)[number];

/** The page /agent opens (and an unknown key falls back to). */
export const defaultAgentPage: AgentPageKey = 'agentTeamOverview';

export function agentPagePath(key: AgentPageKey): string {
  return `${paths.agent}/${key}`;
}

export function isAgentPageKey(value: string | undefined): value is AgentPageKey {
  return (agentPageKeys as readonly (string | undefined)[]).includes(value);
}

export function isSwitchedAgentPageKey(value: AgentPageKey): value is SwitchedAgentPageKey {
  return (switchedAgentPageKeys as readonly string[]).includes(value);
}

export function isAgentCentrePath(pathname: string): boolean {
  return pathname === paths.agent || pathname.startsWith(`${paths.agent}/`);
}

/**
 * The lottery page of a LOTT or ELOTT game or vendor, chosen by its provider (spec 001 §4): the SEA provider's
 * (TCG_SEA) opens /seaLottery, every other (TCG_LOTTO_VN, the e-lottery) /vnlottery; a game code selects the game.
 */
export function lotteryPathOf(providerCode: string, gameCode?: string | null): string {
  const path = /(^|_)SEA$/i.test(providerCode.trim()) ? paths.seaLottery : paths.vnLottery;
  return gameCode ? `${path}?${new URLSearchParams({ gameCode }).toString()}` : path;
}

export const homeAliases = ['/index', '/index.html', '/home'] as const;

/** Both open the home page with the registration form on top. */
export const registerAliases = [paths.register, '/register.html'] as const;

/** What a logged-out visitor may still reach while the site's navigation guard is on (spec 000 §2). */
export const openWhileGuarded: readonly string[] = [
  paths.login,
  // The agent entry is the same login page for agents.
  paths.agentLogin,
  ...registerAliases,
  paths.helpWithoutHeader,
  paths.download,
];
