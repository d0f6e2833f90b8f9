import { defineRoute } from '../../core/route-registry.js';
import { vnDayStart } from '../../core/vn-day.js';
import { syncAgency } from './agency-sync.js';
import { moneyValue } from '../../core/money.js';
import { dayRangeOf, inRange } from './agency-params.js';
import { agentOf, isAgent } from './agent-guard.js';
import { directDownlines, downlineTree, teamWithSelf } from './downline-tree.js';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The agent centre's default page (agentTeamOverview): team size, money and betting over a date range. */
export const teamOverviewRoutes = [
  defineRoute({
    method: 'GET',
    path: '/wps/relay/MCS2_getTeamOverview',
    moduleId: 'AFFMAN3',
    token: true,
    handle: ({ store, session, query }) => {
      const agent = agentOf(store, session);
      const range = dayRangeOf(query);
      syncAgency(store);
      const below = downlineTree(store.data.accounts, agent.id);
      const teamIds = new Set(teamWithSelf(store.data.accounts, agent).map((member) => member.account.id));
      const bets = store.data.agency.teamBets.filter((bet) => teamIds.has(bet.accountId) && inRange(range, vnDayStart(bet.day) ?? 0));
      const money = store.data.agency.transactions.filter(
        (line) => teamIds.has(line.accountId) && line.status === 'SUCCESS' && inRange(range, line.createdAt),
      );
      const deposits = money.filter((line) => line.type === 'DEPOSIT');
      const withdrawals = money.filter((line) => line.type === 'WITHDRAW');
      return {
        agent: { id: agent.id, account: agent.account, nickname: agent.nickname, type: agent.type },
        startDate: range.startDate,
        endDate: range.endDate,
        teamSize: below.length,
        directDownlines: directDownlines(store.data.accounts, agent.id).length,
        subAgents: below.filter((member) => isAgent(member.account)).length,
        members: below.filter((member) => !isAgent(member.account)).length,
        newMembers: below.filter((member) => inRange(range, member.account.regDate)).length,
        activeMembers: new Set(bets.map((bet) => bet.accountId)).size,
        teamBalance: moneyValue(sum(below.flatMap((member) => member.account.wallets.map((wallet) => wallet.availCents)))),
        betCount: sum(bets.map((bet) => bet.betCount)),
        betAmount: moneyValue(sum(bets.map((bet) => bet.betCents))),
        validBet: moneyValue(sum(bets.map((bet) => bet.validBetCents))),
        winLoss: moneyValue(sum(bets.map((bet) => bet.winLossCents))),
        depositCount: deposits.length,
        depositAmount: moneyValue(sum(deposits.map((line) => line.amountCents))),
        withdrawCount: withdrawals.length,
        withdrawAmount: moneyValue(-sum(withdrawals.map((line) => line.amountCents))),
      };
    },
  }),
];
