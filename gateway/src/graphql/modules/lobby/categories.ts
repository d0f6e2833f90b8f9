import type { GameCategory } from '../../../__generated__/schema-types.js';

/** The vendor lists that regroup the platform's SPORTS lane (config ESPORTS_VENDORS, COCKFIGHT_VENDORS). */
export interface CategorySplit {
  esportsVendors: readonly string[];
  cockfightVendors: readonly string[];
}

/** The site's navigation order (spec 000 section 2): categories are listed in this order. */
export const NAV_ORDER: readonly GameCategory[] = ['RNG', 'FISH', 'LIVE', 'PVP', 'COCKFIGHT', 'ESPORTS', 'SPORTS', 'ELOTT', 'LOTT'];

// The platform's own lane codes, with the lower-case aliases its older lists use (spec 001 section 3).
const PLATFORM_TYPES: Readonly<Record<string, GameCategory>> = {
  RNG: 'RNG',
  SLOTS: 'RNG',
  FISH: 'FISH',
  LIVE: 'LIVE',
  PVP: 'PVP',
  POKER: 'PVP',
  CARDS: 'PVP',
  SPORTS: 'SPORTS',
  ELOTT: 'ELOTT',
  LOTT: 'LOTT',
};

/** Categories the gateway carves out of the platform's SPORTS lane. */
export const SPLIT_FROM_SPORTS: ReadonlySet<GameCategory> = new Set(['ESPORTS', 'COCKFIGHT']);

/**
 * The lobby category of a vendor's game: the platform's lane, except that configured e-sports and cockfight
 * vendors leave SPORTS for their own categories. Null for a lane the site does not know.
 */
export function categoryOf(platformType: string | undefined, vendorCode: string | undefined, split: CategorySplit): GameCategory | null {
  const category = PLATFORM_TYPES[(platformType ?? '').toUpperCase()];
  if (category === undefined) return null;
  if (category !== 'SPORTS' || vendorCode === undefined) return category;
  const vendor = vendorCode.toUpperCase();
  if (split.esportsVendors.includes(vendor)) return 'ESPORTS';
  if (split.cockfightVendors.includes(vendor)) return 'COCKFIGHT';
  return 'SPORTS';
}

/** The platform lane to ask for a category's games. */
export function platformTypeOf(category: GameCategory): string {
  return SPLIT_FROM_SPORTS.has(category) ? 'SPORTS' : category;
}
