/** Word pools for generated game names, English and Vietnamese (Vietnamese puts the adjective after the noun). */
export type NamePair = readonly [en: string, vi: string];

export const SLOT_ADJECTIVES: readonly NamePair[] = [
  ['Golden', 'Vàng'], ['Lucky', 'May Mắn'], ['Mystic', 'Huyền Bí'], ['Royal', 'Hoàng Gia'], ['Wild', 'Hoang Dã'],
  ['Mega', 'Siêu Cấp'], ['Jade', 'Ngọc Bích'], ['Dragon', 'Rồng'], ['Phoenix', 'Phượng Hoàng'], ['Crystal', 'Pha Lê'],
  ['Thunder', 'Sấm Sét'], ['Sakura', 'Anh Đào'], ['Ocean', 'Đại Dương'], ['Lotus', 'Hoa Sen'], ['Emperor', 'Hoàng Đế'],
  ['Ruby', 'Hồng Ngọc'], ['Neon', 'Neon'], ['Sunset', 'Hoàng Hôn'], ['Silver', 'Bạc'], ['Frozen', 'Băng Giá'],
  ['Jungle', 'Rừng Xanh'], ['Cosmic', 'Vũ Trụ'], ['Spicy', 'Cay Nồng'], ['Ancient', 'Cổ Đại'],
];

export const SLOT_NOUNS: readonly NamePair[] = [
  ['Fortune', 'Tài Lộc'], ['Treasure', 'Kho Báu'], ['Tiger', 'Hổ'], ['Koi', 'Cá Chép'], ['Empire', 'Đế Chế'],
  ['Riches', 'Phú Quý'], ['Gems', 'Đá Quý'], ['Temple', 'Đền Thờ'], ['Bonanza', 'Bội Thu'], ['Legend', 'Huyền Thoại'],
  ['Panda', 'Gấu Trúc'], ['Buffalo', 'Trâu Rừng'], ['Festival', 'Lễ Hội'], ['Blessing', 'Phúc Lành'], ['Wheel', 'Vòng Quay'],
  ['Queen', 'Nữ Hoàng'], ['Kingdom', 'Vương Quốc'], ['Harvest', 'Mùa Màng'], ['Pearl', 'Ngọc Trai'], ['Rush', 'Cơn Sốt'],
];

/** Live tables by classify. */
export const LIVE_TABLE_NAMES: Record<string, NamePair> = {
  BACCARAT: ['Baccarat', 'Baccarat'],
  SICBO: ['Sic Bo', 'Tài Xỉu'],
  ROULETTE: ['Roulette', 'Cò Quay'],
  DRAGON_TIGER: ['Dragon Tiger', 'Rồng Hổ'],
  BLACKJACK: ['Blackjack', 'Xì Dách'],
  THREE_CARD_POKER: ['Three Card Poker', 'Poker 3 Lá'],
  XOC_DIA: ['Xoc Dia', 'Xóc Đĩa'],
  FAN_TAN: ['Fan Tan', 'Fan Tan'],
  NIUNIU: ['Niu Niu', 'Ngưu Ngưu'],
  FISH_PRAWN_CRAB: ['Fish Prawn Crab', 'Bầu Cua Tôm Cá'],
  ZJH: ['Zha Jin Hua', 'Trác Kim Hoa'],
};

export const FISH_NAMES: readonly NamePair[] = [
  ['Fishing King', 'Vua Câu Cá'], ['Ocean King', 'Vua Đại Dương'], ['Dragon Fishing', 'Bắn Cá Rồng'],
  ['Mega Fishing', 'Bắn Cá Siêu Cấp'], ['Jackpot Fishing', 'Bắn Cá Nổ Hũ'], ['Happy Fishing', 'Bắn Cá Vui Vẻ'],
  ['Bombing Fishing', 'Bắn Cá Bom'], ['Boom Legend', 'Huyền Thoại Bùng Nổ'], ['Golden Toad', 'Cóc Vàng'],
  ['Mermaid Hunter', 'Săn Tiên Cá'],
];

/** Card games with their seats per table. */
export const CARD_GAMES: ReadonlyArray<readonly [en: string, vi: string, seats: number]> = [
  ['Tien Len South', 'Tiến Lên Miền Nam', 4], ['Phom', 'Phỏm', 4], ['Mau Binh', 'Mậu Binh', 4], ['Sam Loc', 'Sâm Lốc', 5],
  ['Xi To', 'Xì Tố', 5], ['Texas Poker', 'Poker Texas', 9], ['Lieng', 'Liêng', 6], ['Bai Cao', 'Bài Cào', 6],
  ['Catte', 'Cát Tê', 6], ['Blackjack Duel', 'Xì Dách Đối Kháng', 7], ['Baccarat Duel', 'Baccarat Đối Kháng', 5],
  ['Niu Niu Duel', 'Ngưu Ngưu Đối Kháng', 5],
];

/** The lines a slot may pay on; ways games report 243. */
export const SLOT_LINES = [1, 5, 9, 10, 20, 25, 30, 40, 50, 243] as const;
/** Smallest stakes, in cents. */
export const SLOT_MIN_BETS = [10, 20, 50, 100, 200, 500] as const;
