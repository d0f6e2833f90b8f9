import { agentPageKeys, isSwitchedAgentPageKey, type AgentPageKey } from '../../config/paths';
import type { AgentCentrePage } from '../../gql/graphql';

// The gateway names the pages by what they are; the web addresses them by the spec's keys (config/paths.ts).
const pageKeyOf: Readonly<Record<AgentCentrePage, AgentPageKey>> = {
  ANNOUNCEMENTS: 'agentAnnouncement',
  TEAM_OVERVIEW: 'agentTeamOverview',
  REGISTER_ACCOUNT: 'registerCenter',
  TEAM_MANAGEMENT: 'downlineManagmentView',
  TEAM_BETTING: 'personalHistoryCopy',
  USER_LOSS: 'palStatementsAgentCopy',
  MY_INCOME: 'agentRevenueReport',
  ACCOUNT_DETAILS: 'agentDownlineTransactionDetailsCopy',
  DIVIDEND_RECORD: 'agentDividendRecord',
  DAILY_WAGES: 'agentDailyWages',
  HOURLY_SALARY: 'agentHourlySalary',
  REAL_TIME_SALARY: 'agentRealTimeSalary',
};

/**
 * The menu's pages in the spec's order: the gateway's list once known (the four contract pages follow the
 * merchant's contract flags), else the eight that are always there.
 */
export function agentMenuPages(pages: readonly AgentCentrePage[] | null | undefined): AgentPageKey[] {
  if (!pages) return agentPageKeys.filter((key) => !isSwitchedAgentPageKey(key));
  const shown = new Set(pages.map((page) => pageKeyOf[page]));
  return agentPageKeys.filter((key) => shown.has(key));
}
