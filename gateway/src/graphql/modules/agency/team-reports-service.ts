import type {
  AgentIncome,
  BetGameType,
  BetTotals,
  DateRangeInput,
  TeamBetGrouping,
  TeamBetRow,
  TeamReportFilter,
  TeamTransaction,
  TeamTransactionStatus,
  TeamTransactionType,
} from '../../../__generated__/schema-types.js';
import { calls } from '../../../infra/upstream/index.js';
import type { Platform } from '../../platform/platform.js';
import { connectionFromUpstreamPage, upstreamPageFor, type Connection, type ForwardPageArgs } from '../../relay/connection.js';
import { toGlobalId } from '../../relay/global-id.js';
import { toDecimal } from '../../values/decimal.js';
import { centsToDecimal, toCents } from '../../values/money.js';
import { downlineGlobalId, parseDownlineId } from './downline-ids.js';
import { teamDays } from './team-days.js';
import type { BetTotalsValue, TeamBetReportValue, TeamTransactionsValue } from './upstream-shapes.js';

const PAGE = 20;
const GAME_TYPES: readonly BetGameType[] = ['LOTT', 'ELOTT', 'FISH', 'LIVE', 'SPORTS', 'RNG', 'PVP'];
const TRANSACTION_TYPES: readonly TeamTransactionType[] = ['DEPOSIT', 'WITHDRAW', 'TRANSFER_IN', 'TRANSFER_OUT', 'REBATE', 'BONUS', 'SALARY', 'DIVIDEND'];
const STATUSES: readonly TeamTransactionStatus[] = ['SUCCESS', 'PENDING', 'FAILED'];
/** What "my income" counts: the money the platform pays the agent itself. */
const INCOME_TYPES: readonly TeamTransactionType[] = ['REBATE', 'BONUS', 'SALARY', 'DIVIDEND'];

export type TeamBetConnection = Connection<TeamBetRow> & { totals: BetTotals };
export type TeamTransactionConnection = Connection<TeamTransaction> & { totalIn: string; totalOut: string };

const totalsOf = (value: BetTotalsValue): Omit<BetTotals, '__typename'> => ({
  betCount: value.betCount,
  betAmount: toDecimal(value.betAmount),
  validBet: toDecimal(value.validBet),
  winLoss: toDecimal(value.winLoss),
});

function known<T extends string>(choices: readonly T[], value: string): T {
  const choice = choices.find((candidate) => candidate === value);
  if (choice === undefined) throw new Error(`unknown value from the platform: ${value}`);
  return choice;
}

/** The filter as the platform's query: Vietnam days and the account's username (checked by @ownTree). */
function filterQuery(filter: TeamReportFilter | null | undefined) {
  return { ...teamDays(filter?.range), account: parseDownlineId(filter?.downlineId)?.account };
}

/** The team's reports: bets by member, day or game type; each member's profit and loss; money lines; own income. */
export class TeamReportsService {
  constructor(private readonly platform: Platform) {}

  async bets(filter: TeamReportFilter | null | undefined, gameType: BetGameType | null | undefined, groupBy: TeamBetGrouping, args: ForwardPageArgs): Promise<TeamBetConnection> {
    const page = upstreamPageFor(args, PAGE);
    const value = await this.platform.read<TeamBetReportValue>(calls.teamBetReport, {
      query: { ...filterQuery(filter), gameType: gameType ?? undefined, groupBy, pageNo: page.pageNo, pageSize: page.pageSize },
    });
    const rows = value.list.map((row) => ({
      downlineId: row.id !== undefined && row.account !== undefined ? downlineGlobalId(row.id, row.account) : null,
      account: row.account ?? null,
      level: row.level ?? null,
      day: row.date ?? null,
      gameType: row.gameType === undefined ? null : known(GAME_TYPES, row.gameType),
      ...totalsOf(row),
    }));
    return { ...connectionFromUpstreamPage(rows, page, value.totalCount), totals: totalsOf(value.summary) };
  }

  async transactions(filter: TeamReportFilter | null | undefined, type: TeamTransactionType | null | undefined, args: ForwardPageArgs): Promise<TeamTransactionConnection> {
    const page = upstreamPageFor(args, PAGE);
    const value = await this.platform.read<TeamTransactionsValue>(calls.teamTransactions, {
      query: { ...filterQuery(filter), type: type ?? 'ALL', pageNo: page.pageNo, pageSize: page.pageSize },
    });
    const lines = value.list.map((line) => ({
      id: toGlobalId('TeamTransaction', String(line.id)),
      orderNo: line.orderNo ?? null,
      downlineId: downlineGlobalId(line.accountId, line.account),
      account: line.account,
      type: known(TRANSACTION_TYPES, line.type),
      amount: toDecimal(line.amount),
      status: known(STATUSES, line.status),
      createdAt: new Date(line.createdAt).toISOString(),
      remark: line.remark ?? null,
    }));
    return {
      ...connectionFromUpstreamPage(lines, page, value.totalCount),
      totalIn: toDecimal(value.summary.totalIn),
      totalOut: toDecimal(value.summary.totalOut),
    };
  }

  /** The agent's own income lines by source; the platform sums each selection, so one short page per source. */
  async income(agentAccount: string, range: DateRangeInput | null | undefined): Promise<AgentIncome> {
    const days = teamDays(range);
    const sources = await Promise.all(
      INCOME_TYPES.map(async (type) => {
        const value = await this.platform.read<TeamTransactionsValue>(calls.teamTransactions, {
          query: { ...days, account: agentAccount, type, pageNo: 1, pageSize: 1 },
        });
        return { type, amount: toDecimal(value.summary.totalIn), count: value.summary.count };
      }),
    );
    const total = sources.reduce((sum, source) => sum + toCents(source.amount), 0);
    return { total: centsToDecimal(total), sources };
  }
}
