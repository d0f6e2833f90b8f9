import { defineRoute } from '../../core/route-registry.js';
import { isGameType } from './game-types.js';
import type { GameType } from './game-types.js';
import type { DailyBet } from './team-bets.js';
import { vnDayStart } from '../../core/vn-day.js';
import { moneyValue } from '../../core/money.js';
import { agencyErrors } from './agency-errors.js';
import { dayRangeOf, inRange, page, pagingOf } from './agency-params.js';
import { agentOf } from './agent-guard.js';
import { reportScope } from './team-scope.js';

const GROUPINGS = ['MEMBER', 'DAY', 'GAME_TYPE'] as const;
type Grouping = (typeof GROUPINGS)[number];

interface Totals {
  betCount: number;
  betCents: number;
  validBetCents: number;
  winLossCents: number;
}

function add(totals: Totals, bet: DailyBet): void {
  totals.betCount += bet.betCount;
  totals.betCents += bet.betCents;
  totals.validBetCents += bet.validBetCents;
  totals.winLossCents += bet.winLossCents;
}

function totalsValue(totals: Totals) {
  return {
    betCount: totals.betCount,
    betAmount: moneyValue(totals.betCents),
    validBet: moneyValue(totals.validBetCents),
    winLoss: moneyValue(totals.winLossCents),
  };
}

function groupingOf(raw: string | undefined): Grouping {
  if (raw === undefined || raw === '') return 'MEMBER';
  const grouping = GROUPINGS.find((known) => known === raw.toUpperCase());
  if (grouping === undefined) throw agencyErrors.param(`groupBy must be one of ${GROUPINGS.join(', ')}`);
  return grouping;
}

function gameTypeOf(raw: string | undefined): GameType | undefined {
  if (raw === undefined || raw === '') return undefined;
  const upper = raw.toUpperCase();
  if (!isGameType(upper)) throw agencyErrors.param('gameType must be one of LOTT, ELOTT, FISH, LIVE, SPORTS, RNG, PVP');
  return upper;
}

/** Team betting (personalHistoryCopy / palStatementsAgentCopy): the team's bets by member, day or game type. */
export const teamBetReportRoutes = [
  defineRoute({
    method: 'GET',
    path: '/wps/relay/ODSFE2_teamBetReport',
    moduleId: 'MEMTRANS3',
    token: true,
    handle: ({ store, session, query }) => {
      const agent = agentOf(store, session);
      const range = dayRangeOf(query);
      const grouping = groupingOf(query.groupBy);
      const gameType = gameTypeOf(query.gameType);
      const paging = pagingOf(query);
      const scope = reportScope(store, agent, query.account);
      const members = new Map(scope.map((member) => [member.account.id, member]));
      const bets = store.data.agency.teamBets.filter(
        (bet) => members.has(bet.accountId) && inRange(range, vnDayStart(bet.day) ?? 0) && (gameType === undefined || bet.gameType === gameType),
      );
      const summary: Totals = { betCount: 0, betCents: 0, validBetCents: 0, winLossCents: 0 };
      const groups = new Map<string, Totals>();
      for (const bet of bets) {
        add(summary, bet);
        const key = grouping === 'MEMBER' ? String(bet.accountId) : grouping === 'DAY' ? bet.day : bet.gameType;
        const totals = groups.get(key) ?? { betCount: 0, betCents: 0, validBetCents: 0, winLossCents: 0 };
        add(totals, bet);
        groups.set(key, totals);
      }
      const rows = [...groups.entries()].map(([key, totals]) => {
        if (grouping === 'DAY') return { date: key, ...totalsValue(totals) };
        if (grouping === 'GAME_TYPE') return { gameType: key, ...totalsValue(totals) };
        const member = members.get(Number(key));
        return { id: Number(key), account: member?.account.account ?? '', level: member?.level ?? 0, ...totalsValue(totals) };
      });
      // Days newest first; members and game types by valid bet, largest first.
      rows.sort((a, b) => ('date' in a && 'date' in b ? b.date.localeCompare(a.date) : b.validBet - a.validBet));
      return { groupBy: grouping, startDate: range.startDate, endDate: range.endDate, summary: totalsValue(summary), ...page(rows, paging) };
    },
  }),
];
