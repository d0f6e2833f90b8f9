import type { MissionLeaderboard, MissionPeriod, MissionSummary } from '../../../__generated__/schema-types.js';
import { calls } from '../../../infra/upstream/index.js';
import type { Platform } from '../../platform/platform.js';
import { gatewayError } from '../../../infra/errors/gateway-error.js';
import { toLeaderboard, toMission } from './reward-mapping.js';
import type { LeaderboardValue, MissionSummaryValue } from './upstream-shapes.js';

const MAX_LEADERBOARD = 100;

/** Missions (summary and progress) and their leaderboard: page missionLeaderboard. */
export class MissionsService {
  private readonly allMissions;

  constructor(private readonly platform: Platform) {
    this.allMissions = platform.memberLoader<MissionSummaryValue>(calls.missionSummary, undefined, 'missionSummary');
  }

  /** Every period's missions in one read, shared by the summary and the badge count. */
  async summary(token: string, period: MissionPeriod | null | undefined): Promise<MissionSummary> {
    const value = await this.allMissions.load(token);
    const missions = value.missions.map(toMission).filter((mission) => period === null || period === undefined || mission.period === period);
    if (period === null || period === undefined) {
      return { missions, totalCount: value.totalCount, completedCount: value.completedCount, unclaimedCount: value.unclaimedCount };
    }
    return {
      missions,
      totalCount: missions.length,
      completedCount: missions.filter((mission) => mission.state !== 'IN_PROGRESS').length,
      unclaimedCount: missions.filter((mission) => mission.state === 'COMPLETED').length,
    };
  }

  /** Completed missions whose reward waits: the missions badge. */
  async unclaimedCount(token: string): Promise<number> {
    return (await this.allMissions.load(token)).unclaimedCount;
  }

  async leaderboard(period: MissionPeriod, first: number | null | undefined): Promise<MissionLeaderboard> {
    const count = first ?? 20;
    if (!Number.isInteger(count) || count < 1 || count > MAX_LEADERBOARD) {
      throw gatewayError('BAD_USER_INPUT', `"first" must be from 1 to ${MAX_LEADERBOARD}.`);
    }
    return toLeaderboard(await this.platform.read<LeaderboardValue>(calls.missionLeaderboard, { query: { period, count } }), period);
  }
}
