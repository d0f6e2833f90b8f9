import type { Localized } from '../../core/localized.js';

export type MissionPeriod = 'DAILY' | 'WEEKLY' | 'MONTHLY';
export type MissionUnit = 'COUNT' | 'BET_AMOUNT';

export interface MissionDefinition {
  missionId: number;
  period: MissionPeriod;
  title: Localized;
  gameType: string | null;
  unit: MissionUnit;
  /** Whole units (counts, or money units for BET_AMOUNT). */
  target: number;
  reward: { kind: 'POINTS'; points: number } | { kind: 'CASH'; amountCents: number };
}

export const MISSIONS: readonly MissionDefinition[] = [
  { missionId: 1, period: 'DAILY', title: { vi: 'Đăng nhập hằng ngày', en: 'Daily login' }, gameType: null, unit: 'COUNT', target: 1, reward: { kind: 'POINTS', points: 20 } },
  { missionId: 2, period: 'DAILY', title: { vi: 'Cược slot 500', en: 'Bet 500 on slots' }, gameType: 'RNG', unit: 'BET_AMOUNT', target: 500, reward: { kind: 'POINTS', points: 50 } },
  { missionId: 3, period: 'DAILY', title: { vi: 'Chơi 3 vé xổ số', en: 'Play 3 lottery tickets' }, gameType: 'LOTT', unit: 'COUNT', target: 3, reward: { kind: 'POINTS', points: 30 } },
  { missionId: 4, period: 'WEEKLY', title: { vi: 'Nạp tiền 2 lần', en: 'Deposit twice' }, gameType: null, unit: 'COUNT', target: 2, reward: { kind: 'CASH', amountCents: 2_000 } },
  { missionId: 5, period: 'WEEKLY', title: { vi: 'Cược thể thao 2.000', en: 'Bet 2,000 on sports' }, gameType: 'SPORTS', unit: 'BET_AMOUNT', target: 2_000, reward: { kind: 'CASH', amountCents: 5_000 } },
  { missionId: 6, period: 'WEEKLY', title: { vi: 'Thắng 5 ván bài', en: 'Win 5 card games' }, gameType: 'PVP', unit: 'COUNT', target: 5, reward: { kind: 'POINTS', points: 100 } },
  { missionId: 7, period: 'MONTHLY', title: { vi: 'Cược hợp lệ 20.000', en: 'Valid bets of 20,000' }, gameType: null, unit: 'BET_AMOUNT', target: 20_000, reward: { kind: 'CASH', amountCents: 18_800 } },
  { missionId: 8, period: 'MONTHLY', title: { vi: 'Mời 1 người bạn', en: 'Invite 1 friend' }, gameType: null, unit: 'COUNT', target: 1, reward: { kind: 'POINTS', points: 500 } },
];

export function missionById(missionId: number): MissionDefinition | undefined {
  return MISSIONS.find((mission) => mission.missionId === missionId);
}
