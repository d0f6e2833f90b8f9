/** The platform's game categories (spec 001 section 1); every game and vendor belongs to exactly one. */
export const GAME_TYPES = ['LIVE', 'RNG', 'FISH', 'PVP', 'SPORTS', 'ELOTT', 'LOTT'] as const;
export type GameType = (typeof GAME_TYPES)[number];

export function isGameType(value: string): value is GameType {
  return (GAME_TYPES as readonly string[]).includes(value);
}

/** Hot games are grouped in this order (spec 001 section 3). */
export const HOT_GROUP_ORDER: readonly GameType[] = ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP'];

/** Slot lobby tabs: plain slots, jackpot (JP), table games (TG), arcade (AC). */
export const RNG_CLASSIFIES = ['SLOT', 'JP', 'TG', 'AC'] as const;

/** The live-casino table categories of the lobby (spec 001 section 2). */
export const LIVE_CLASSIFIES = [
  'BACCARAT',
  'SICBO',
  'ROULETTE',
  'DRAGON_TIGER',
  'BLACKJACK',
  'THREE_CARD_POKER',
  'XOC_DIA',
  'FAN_TAN',
  'NIUNIU',
  'FISH_PRAWN_CRAB',
  'ZJH',
] as const;

/** The gateway splits SPORTS into sports, e-sports and cockfight by vendor; the games carry the split too. */
export const SPORTS_CLASSIFIES = ['SPORTS', 'ESPORTS', 'COCKFIGHT'] as const;
