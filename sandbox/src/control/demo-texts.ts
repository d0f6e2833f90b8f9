import type { Language } from '../protocol/headers.js';

/** What the demo slot page says, in the launch's language (Vietnamese, else English, as the seeded texts). */
export interface DemoTexts {
  htmlLang: string;
  back: string;
  freePlay: string;
  realMoney: string;
  balance: string;
  bet: string;
  spin: string;
  spinRefused: string;
  /** `{amount}` is the win. */
  youWin: string;
  noWin: string;
  networkError: string;
  /** The locale the page's script formats money in. */
  numberLocale: string;
}

const ENGLISH: DemoTexts = {
  htmlLang: 'en',
  back: 'Back',
  freePlay: 'Free play',
  realMoney: 'Real money',
  balance: 'Balance',
  bet: 'Bet',
  spin: 'Spin',
  spinRefused: 'Spin refused',
  youWin: 'You win {amount}!',
  noWin: 'No win this time',
  networkError: 'Network error, try again',
  numberLocale: 'en-US',
};

const VIETNAMESE: DemoTexts = {
  htmlLang: 'vi',
  back: 'Quay lại',
  freePlay: 'Chơi thử',
  realMoney: 'Tiền thật',
  balance: 'Số dư',
  bet: 'Cược',
  spin: 'Quay',
  spinRefused: 'Lượt quay bị từ chối',
  youWin: 'Bạn thắng {amount}!',
  noWin: 'Lần này chưa trúng',
  networkError: 'Lỗi mạng, vui lòng thử lại',
  numberLocale: 'vi-VN',
};

export function demoTexts(language: Language): DemoTexts {
  return language === 'VI' ? VIETNAMESE : ENGLISH;
}
