import { lotteryPathOf, paths } from '../../config/paths';
import type { GameCategory } from '../../gql/graphql';

/** The lobby page of each game category (spec 001 §2); ds88 is the cockfight group. */
export const categoryPaths: Readonly<Record<GameCategory, string>> = {
  RNG: paths.rng,
  FISH: paths.fish,
  LIVE: paths.live,
  PVP: paths.pvp,
  COCKFIGHT: paths.cockfight,
  ESPORTS: paths.esports,
  SPORTS: paths.sports,
  ELOTT: paths.elott,
  LOTT: paths.lott,
};

/**
 * A vendor's tab on its category page. /rng?page= is the spec's; the other category pages take the same
 * parameter so every dropdown entry works alike.
 */
export function vendorPath(category: GameCategory, vendor: { code: string; page?: string | null }): string {
  const page = vendor.page || vendor.code.toLowerCase();
  return `${categoryPaths[category]}?${new URLSearchParams({ page }).toString()}`;
}

/** The sports book that has a page of its own (spec 000 §2 /fbsports). */
const FB_SPORTS = 'FB';

/**
 * Where a vendor of the navigation's dropdown leads (spec 000 §2 "clicking a vendor launches it; RNG uses a
 * separate launch path"): a slot vendor's tab of /rng, the FB sports book's /fbsports, a lottery's page by its
 * provider, and every other vendor's launch page (/seamless?vendor=, which logs a visitor in first).
 */
export function vendorEntryPath(category: GameCategory, vendor: { code: string; page?: string | null }): string {
  if (category === 'RNG') return vendorPath(category, vendor);
  if (category === 'LOTT' || category === 'ELOTT') return lotteryPathOf(vendor.code);
  if (vendor.code.toUpperCase() === FB_SPORTS) return paths.fbSports;
  return `${paths.seamless}?${new URLSearchParams({ vendor: vendor.code }).toString()}`;
}
