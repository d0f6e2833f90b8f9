import type { Localized } from '../../core/localized.js';

export const PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];
export type ProviderCode = 'TCG_LOTTO_VN' | 'TCG_SEA';

/** How a game's results are laid out (prize tiers and digits). */
export type ResultFormat = 'VN_NORTH' | 'VN_SOUTH' | 'D3' | 'D5' | 'D4' | 'THAI' | 'LAO';

/**
 * When a game draws. Weekly and monthly schedules are in the game's local time (`utcOffsetMinutes`);
 * weekdays are 0 = Sunday … 6 = Saturday. Interval games draw every `everyMs` around the clock.
 */
export type DrawSchedule =
  | { kind: 'weekly'; weekdays: readonly number[]; minuteOfDay: number; utcOffsetMinutes: number }
  | { kind: 'monthly'; days: readonly number[]; minuteOfDay: number; utcOffsetMinutes: number }
  | { kind: 'interval'; everyMs: number; utcOffsetMinutes: number };

export interface LotteryGame {
  gameId: number;
  gameCode: string;
  gameName: Localized;
  gameGroupCode: string;
  prizeMode: PrizeMode;
  format: ResultFormat;
  schedule: DrawSchedule;
  isHot: boolean;
  isNew: boolean;
}

export interface LotteryGroup {
  gameGroupCode: string;
  gameGroupName: Localized;
  prizeMode: PrizeMode;
  providerCode: ProviderCode;
}

const VN = 7 * 60;
const MY = 8 * 60;
const ALL_WEEK = [0, 1, 2, 3, 4, 5, 6];

export const LOTTERY_GROUPS: readonly LotteryGroup[] = [
  { gameGroupCode: 'MB', gameGroupName: { vi: 'Miền Bắc', en: 'Northern' }, prizeMode: 'LOTT', providerCode: 'TCG_LOTTO_VN' },
  { gameGroupCode: 'MT', gameGroupName: { vi: 'Miền Trung', en: 'Central' }, prizeMode: 'LOTT', providerCode: 'TCG_LOTTO_VN' },
  { gameGroupCode: 'MN', gameGroupName: { vi: 'Miền Nam', en: 'Southern' }, prizeMode: 'LOTT', providerCode: 'TCG_LOTTO_VN' },
  { gameGroupCode: 'SIEUTOC', gameGroupName: { vi: 'Xổ số siêu tốc', en: 'Turbo lottery' }, prizeMode: 'ZY', providerCode: 'TCG_LOTTO_VN' },
  { gameGroupCode: 'DIENTOAN', gameGroupName: { vi: 'Xổ số điện toán', en: 'Electronic lottery' }, prizeMode: 'ELOTT', providerCode: 'TCG_LOTTO_VN' },
  { gameGroupCode: 'TH', gameGroupName: { vi: 'Thái Lan', en: 'Thailand' }, prizeMode: 'SEA', providerCode: 'TCG_SEA' },
  { gameGroupCode: 'LA', gameGroupName: { vi: 'Lào', en: 'Laos' }, prizeMode: 'SEA', providerCode: 'TCG_SEA' },
  { gameGroupCode: 'MY', gameGroupName: { vi: 'Malaysia', en: 'Malaysia' }, prizeMode: 'SEA', providerCode: 'TCG_SEA' },
  { gameGroupCode: 'SG', gameGroupName: { vi: 'Singapore', en: 'Singapore' }, prizeMode: 'SEA', providerCode: 'TCG_SEA' },
  { gameGroupCode: 'SEAFAST', gameGroupName: { vi: 'Đông Nam Á siêu tốc', en: 'SEA turbo' }, prizeMode: 'SEA', providerCode: 'TCG_SEA' },
];

type Row = [code: string, vi: string, en: string, weekdays: readonly number[]];

/** The real weekly rota of the southern (16:15) and central (17:15) provinces. */
const SOUTH: readonly Row[] = [
  ['HCM', 'TP. Hồ Chí Minh', 'Ho Chi Minh City', [1, 6]],
  ['DONGTHAP', 'Đồng Tháp', 'Dong Thap', [1]],
  ['CAMAU', 'Cà Mau', 'Ca Mau', [1]],
  ['BENTRE', 'Bến Tre', 'Ben Tre', [2]],
  ['VUNGTAU', 'Vũng Tàu', 'Vung Tau', [2]],
  ['BACLIEU', 'Bạc Liêu', 'Bac Lieu', [2]],
  ['DONGNAI', 'Đồng Nai', 'Dong Nai', [3]],
  ['CANTHO', 'Cần Thơ', 'Can Tho', [3]],
  ['SOCTRANG', 'Sóc Trăng', 'Soc Trang', [3]],
  ['TAYNINH', 'Tây Ninh', 'Tay Ninh', [4]],
  ['ANGIANG', 'An Giang', 'An Giang', [4]],
  ['BINHTHUAN', 'Bình Thuận', 'Binh Thuan', [4]],
  ['VINHLONG', 'Vĩnh Long', 'Vinh Long', [5]],
  ['BINHDUONG', 'Bình Dương', 'Binh Duong', [5]],
  ['TRAVINH', 'Trà Vinh', 'Tra Vinh', [5]],
  ['LONGAN', 'Long An', 'Long An', [6]],
  ['BINHPHUOC', 'Bình Phước', 'Binh Phuoc', [6]],
  ['HAUGIANG', 'Hậu Giang', 'Hau Giang', [6]],
  ['TIENGIANG', 'Tiền Giang', 'Tien Giang', [0]],
  ['KIENGIANG', 'Kiên Giang', 'Kien Giang', [0]],
  ['DALAT', 'Đà Lạt', 'Da Lat', [0]],
];

const CENTRAL: readonly Row[] = [
  ['PHUYEN', 'Phú Yên', 'Phu Yen', [1]],
  ['HUE', 'Thừa Thiên Huế', 'Thua Thien Hue', [1, 0]],
  ['DAKLAK', 'Đắk Lắk', 'Dak Lak', [2]],
  ['QUANGNAM', 'Quảng Nam', 'Quang Nam', [2]],
  ['DANANG', 'Đà Nẵng', 'Da Nang', [3, 6]],
  ['KHANHHOA', 'Khánh Hòa', 'Khanh Hoa', [3, 0]],
  ['BINHDINH', 'Bình Định', 'Binh Dinh', [4]],
  ['QUANGTRI', 'Quảng Trị', 'Quang Tri', [4]],
  ['QUANGBINH', 'Quảng Bình', 'Quang Binh', [4]],
  ['GIALAI', 'Gia Lai', 'Gia Lai', [5]],
  ['NINHTHUAN', 'Ninh Thuận', 'Ninh Thuan', [5]],
  ['QUANGNGAI', 'Quảng Ngãi', 'Quang Ngai', [6]],
  ['DAKNONG', 'Đắk Nông', 'Dak Nong', [6]],
  ['KONTUM', 'Kon Tum', 'Kon Tum', [0]],
];

let nextGameId = 1;
function game(
  gameCode: string,
  gameName: Localized,
  gameGroupCode: string,
  prizeMode: PrizeMode,
  format: ResultFormat,
  schedule: DrawSchedule,
  flags: { isHot?: boolean; isNew?: boolean } = {},
): LotteryGame {
  return { gameId: nextGameId++, gameCode, gameName, gameGroupCode, prizeMode, format, schedule, isHot: flags.isHot ?? false, isNew: flags.isNew ?? false };
}

const weekly = (weekdays: readonly number[], hour: number, minute: number, utcOffsetMinutes = VN): DrawSchedule => ({
  kind: 'weekly', weekdays, minuteOfDay: hour * 60 + minute, utcOffsetMinutes,
});
const every = (minutes: number): DrawSchedule => ({ kind: 'interval', everyMs: minutes * 60_000, utcOffsetMinutes: VN });

export const LOTTERY_GAMES: readonly LotteryGame[] = [
  game('MB', { vi: 'Miền Bắc', en: 'Northern' }, 'MB', 'LOTT', 'VN_NORTH', weekly(ALL_WEEK, 18, 15), { isHot: true }),
  ...CENTRAL.map(([code, vi, en, days]) => game(code, { vi, en }, 'MT', 'LOTT', 'VN_SOUTH', weekly(days, 17, 15), { isHot: code === 'DANANG' })),
  ...SOUTH.map(([code, vi, en, days]) => game(code, { vi, en }, 'MN', 'LOTT', 'VN_SOUTH', weekly(days, 16, 15), { isHot: code === 'HCM' })),
  game('MBST1', { vi: 'Miền Bắc siêu tốc 1 phút', en: 'Northern turbo 1 min' }, 'SIEUTOC', 'ZY', 'VN_NORTH', every(1), { isHot: true }),
  game('MBST3', { vi: 'Miền Bắc siêu tốc 3 phút', en: 'Northern turbo 3 min' }, 'SIEUTOC', 'ZY', 'VN_NORTH', every(3)),
  game('MBST5', { vi: 'Miền Bắc siêu tốc 5 phút', en: 'Northern turbo 5 min' }, 'SIEUTOC', 'ZY', 'VN_NORTH', every(5)),
  game('MNST5', { vi: 'Miền Nam siêu tốc 5 phút', en: 'Southern turbo 5 min' }, 'SIEUTOC', 'ZY', 'VN_SOUTH', every(5), { isNew: true }),
  game('TC5D1', { vi: '5D 1 phút', en: '5D 1 min' }, 'DIENTOAN', 'ELOTT', 'D5', every(1), { isHot: true }),
  game('TC5D5', { vi: '5D 5 phút', en: '5D 5 min' }, 'DIENTOAN', 'ELOTT', 'D5', every(5)),
  game('TC3D3', { vi: '3D 3 phút', en: '3D 3 min' }, 'DIENTOAN', 'ELOTT', 'D3', every(3), { isNew: true }),
  game('THAIGOV', { vi: 'Xổ số Chính phủ Thái Lan', en: 'Thai Government Lottery' }, 'TH', 'SEA', 'THAI', {
    kind: 'monthly', days: [1, 16], minuteOfDay: 15 * 60 + 30, utcOffsetMinutes: VN,
  }, { isHot: true }),
  game('LAODEV', { vi: 'Xổ số Lào', en: 'Lao Development Lottery' }, 'LA', 'SEA', 'LAO', weekly([1, 3, 5], 20, 30)),
  game('MAGNUM4D', { vi: 'Magnum 4D', en: 'Magnum 4D' }, 'MY', 'SEA', 'D4', weekly([3, 6, 0], 19, 0, MY)),
  game('DAMACAI', { vi: 'Da Ma Cai 1+3D', en: 'Da Ma Cai 1+3D' }, 'MY', 'SEA', 'D4', weekly([3, 6, 0], 19, 0, MY)),
  game('TOTO4D', { vi: 'Sports Toto 4D', en: 'Sports Toto 4D' }, 'MY', 'SEA', 'D4', weekly([3, 6, 0], 19, 0, MY)),
  game('SG4D', { vi: 'Singapore 4D', en: 'Singapore 4D' }, 'SG', 'SEA', 'D4', weekly([3, 6, 0], 18, 30, MY)),
  game('SEA4D5', { vi: '4D siêu tốc 5 phút', en: '4D turbo 5 min' }, 'SEAFAST', 'SEA', 'D4', every(5)),
  game('SEA5D1', { vi: '5D siêu tốc 1 phút', en: '5D turbo 1 min' }, 'SEAFAST', 'SEA', 'D5', every(1), { isNew: true }),
];

export function lotteryGame(gameCode: string): LotteryGame | undefined {
  const wanted = gameCode.toUpperCase();
  return LOTTERY_GAMES.find((item) => item.gameCode === wanted);
}

export function providerOf(game: LotteryGame): ProviderCode {
  return game.prizeMode === 'SEA' ? 'TCG_SEA' : 'TCG_LOTTO_VN';
}
