import { pick, randomInt } from '../../core/prng.js';
import type { Random } from '../../core/prng.js';

/** Players of the mission leaderboard who are not sandbox accounts (only their masked names are shown). */
export interface LeaderboardPlayer {
  account: string;
  nickname: string;
  /** Mission points this day, week and month. */
  scores: { DAILY: number; WEEKLY: number; MONTHLY: number };
}

const FIRST = ['tuan', 'linh', 'hung', 'mai', 'khoa', 'thao', 'nam', 'vy', 'phuc', 'ngoc', 'dat', 'trang', 'long', 'an'];
const NICK = ['Tuấn', 'Linh', 'Hùng', 'Mai', 'Khoa', 'Thảo', 'Nam', 'Vy', 'Phúc', 'Ngọc', 'Đạt', 'Trang', 'Long', 'An'];

export function seedLeaderboardPlayers(random: Random): LeaderboardPlayer[] {
  return Array.from({ length: 40 }, (_, index) => {
    const name = randomInt(random, 0, FIRST.length - 1);
    const monthly = randomInt(random, 200, 6_000);
    const weekly = randomInt(random, 50, Math.floor(monthly / 2));
    return {
      account: `${FIRST[name] ?? 'player'}${randomInt(random, 10, 9_999)}`,
      nickname: `${NICK[name] ?? 'Player'} ${pick(random, ['Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Võ'])}`,
      scores: { DAILY: index % 3 === 0 ? 0 : randomInt(random, 0, Math.floor(weekly / 3)), WEEKLY: weekly, MONTHLY: monthly },
    };
  });
}
