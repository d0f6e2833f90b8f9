import type { Language } from '../../protocol/headers.js';
import { defineRoute } from '../../core/route-registry.js';
import type { Account } from '../../core/accounts.js';
import type { MemberBook } from '../member-book/member-book.js';
import { MISSIONS } from '../member-book/missions.js';
import type { MissionDefinition, MissionPeriod } from '../member-book/missions.js';
import { localize } from '../../core/localized.js';
import { flpData } from '../member-book/funds-lottery-points-books.js';
import { settledBook } from '../wallet/member-book-settle.js';
import type { SandboxStore } from '../../core/store.js';
import { integerIn, queryChoice } from '../../core/request-input.js';
import { sessionAccount } from '../../core/session-account.js';
import { moneyValue } from '../../core/money.js';
import { periodEnd, periodStart } from './mission-periods.js';

const PERIODS: readonly MissionPeriod[] = ['DAILY', 'WEEKLY', 'MONTHLY'];

/** COMPLETED until its reward is claimed in the reward centre, then CLAIMED. */
function missionState(mission: MissionDefinition, progress: number, book: MemberBook): 'IN_PROGRESS' | 'COMPLETED' | 'CLAIMED' {
  if (progress < mission.target) return 'IN_PROGRESS';
  const reward = book.rewards.find((item) => item.source === 'MISSION' && item.sourceId === mission.missionId);
  return reward?.status === 'CLAIMED' ? 'CLAIMED' : 'COMPLETED';
}

function missionValue(mission: MissionDefinition, book: MemberBook, language: Language, now: number) {
  const progress = book.missions.find((item) => item.missionId === mission.missionId)?.progress ?? 0;
  return {
    missionId: mission.missionId,
    title: localize(mission.title, language),
    period: mission.period,
    gameType: mission.gameType,
    unit: mission.unit,
    progress: Math.min(progress, mission.target),
    target: mission.target,
    reward: {
      kind: mission.reward.kind,
      points: mission.reward.kind === 'POINTS' ? mission.reward.points : 0,
      amount: mission.reward.kind === 'CASH' ? moneyValue(mission.reward.amountCents) : 0,
    },
    state: missionState(mission, progress, book),
    periodEndTime: periodEnd(mission.period, now),
  };
}

/** Which missions count towards a leaderboard period: a week counts its days, a month everything. */
const COUNTED: Record<MissionPeriod, readonly MissionPeriod[]> = {
  DAILY: ['DAILY'],
  WEEKLY: ['DAILY', 'WEEKLY'],
  MONTHLY: ['DAILY', 'WEEKLY', 'MONTHLY'],
};

/** Leaderboard score: 1 per reward point and 10 per unit of cash reward of the completed missions. */
export function missionScore(book: MemberBook, period: MissionPeriod): number {
  return MISSIONS.filter((mission) => COUNTED[period].includes(mission.period)).reduce((score, mission) => {
    const progress = book.missions.find((item) => item.missionId === mission.missionId)?.progress ?? 0;
    if (progress < mission.target) return score;
    return score + (mission.reward.kind === 'POINTS' ? mission.reward.points : mission.reward.amountCents / 10);
  }, 0);
}

/** Masks a username as `pla***01`. */
const masked = (account: string) => `${account.slice(0, 3)}***${account.slice(-2)}`;

function leaderboardRows(store: SandboxStore, period: MissionPeriod) {
  const data = flpData(store);
  const members = store.data.accounts.flatMap((account: Account) => {
    const book = data.members[String(account.id)];
    return book === undefined ? [] : [{ accountId: account.id, account: account.account, nickname: account.nickname, score: missionScore(book, period) }];
  });
  const others = data.leaderboard.map((player) => ({ accountId: null, account: player.account, nickname: player.nickname, score: player.scores[period] }));
  return [...others, ...members]
    .filter((row) => row.score > 0)
    .sort((left, right) => right.score - left.score || left.account.localeCompare(right.account));
}

export const missionSummaryRoute = defineRoute({
  method: 'GET',
  path: '/wps/relay/MCSFE_getMissionSummaryDetails',
  moduleId: 'MISSIONLB3',
  token: true,
  handle: ({ store, session, query, language }) => {
    const period = queryChoice(query.period, 'period', PERIODS);
    const book = settledBook(store, sessionAccount(store, session));
    const now = store.clock.now();
    const missions = MISSIONS.filter((mission) => period === undefined || mission.period === period).map((mission) =>
      missionValue(mission, book, language, now),
    );
    return {
      missions,
      totalCount: missions.length,
      completedCount: missions.filter((mission) => mission.state !== 'IN_PROGRESS').length,
      unclaimedCount: missions.filter((mission) => mission.state === 'COMPLETED').length,
    };
  },
});

export const missionLeaderboardRoute = defineRoute({
  method: 'GET',
  path: '/wps/relay/MCSFE_getMissionLeaderboard',
  moduleId: 'MISSIONLB3',
  token: true,
  handle: ({ store, session, query }) => {
    const period = queryChoice(query.period, 'period', PERIODS) ?? 'WEEKLY';
    const count = integerIn(query, 'count', 1, 100, 20);
    const account = sessionAccount(store, session);
    settledBook(store, account);
    const rows = leaderboardRows(store, period);
    const myIndex = rows.findIndex((row) => row.accountId === account.id);
    const now = store.clock.now();
    return {
      period,
      startTime: periodStart(period, now),
      endTime: periodEnd(period, now),
      list: rows.slice(0, count).map((row, index) => ({
        rank: index + 1,
        account: masked(row.account),
        nickname: row.nickname,
        score: row.score,
        isMe: row.accountId === account.id,
      })),
      me: { rank: myIndex === -1 ? null : myIndex + 1, score: myIndex === -1 ? 0 : (rows[myIndex]?.score ?? 0) },
    };
  },
});
