import { paths } from '../../config/paths';
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
