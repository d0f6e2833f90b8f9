/** The game categories bets are reported under (spec 001 section 1). */
export const GAME_TYPES = ['LOTT', 'ELOTT', 'FISH', 'LIVE', 'SPORTS', 'RNG', 'PVP'] as const;
export type GameType = (typeof GAME_TYPES)[number];

export function isGameType(value: string): value is GameType {
  return (GAME_TYPES as readonly string[]).includes(value);
}
