import type { Localized } from '../../core/localized.js';

/** Names of the lobby tabs (gameClassify codes) outside the lottery, whose groups carry their own names. */
export const CLASSIFY_NAMES: Record<string, Localized> = {
  SLOT: { vi: 'Nổ hũ', en: 'Slots' },
  JP: { vi: 'Jackpot', en: 'Jackpot' },
  TG: { vi: 'Trò chơi bàn', en: 'Table games' },
  AC: { vi: 'Giải trí', en: 'Arcade' },
  FISH: { vi: 'Bắn cá', en: 'Fishing' },
  CARD: { vi: 'Game bài', en: 'Card games' },
  POKER: { vi: 'Poker', en: 'Poker' },
  BACCARAT: { vi: 'Baccarat', en: 'Baccarat' },
  SICBO: { vi: 'Tài xỉu', en: 'Sic Bo' },
  ROULETTE: { vi: 'Cò quay', en: 'Roulette' },
  DRAGON_TIGER: { vi: 'Rồng hổ', en: 'Dragon Tiger' },
  BLACKJACK: { vi: 'Xì dách', en: 'Blackjack' },
  THREE_CARD_POKER: { vi: 'Poker 3 lá', en: 'Three Card Poker' },
  XOC_DIA: { vi: 'Xóc đĩa', en: 'Xoc Dia' },
  FAN_TAN: { vi: 'Fan Tan', en: 'Fan Tan' },
  NIUNIU: { vi: 'Ngưu ngưu', en: 'Niu Niu' },
  FISH_PRAWN_CRAB: { vi: 'Bầu cua tôm cá', en: 'Fish Prawn Crab' },
  ZJH: { vi: 'Trác kim hoa', en: 'Zha Jin Hua' },
  SPORTS: { vi: 'Thể thao', en: 'Sports' },
  ESPORTS: { vi: 'Thể thao điện tử', en: 'E-sports' },
  COCKFIGHT: { vi: 'Đá gà', en: 'Cockfight' },
};
