import type { GameCategory } from '../../../__generated__/schema-types.js';
import { NAV_ORDER, SPLIT_FROM_SPORTS } from './categories.js';
import { toVendor, type MappingContext } from './game-mapping.js';
import type { GameLaneModel } from './lobby-models.js';
import type { LaneValue } from './upstream-shapes.js';

/**
 * The platform's lanes regrouped for the site: configured e-sports and cockfight vendors leave SPORTS for
 * their own lanes, categories without vendors are left out, and lanes follow the navigation order.
 */
export function toGameLanes(lanes: readonly LaneValue[] | undefined, ctx: MappingContext): GameLaneModel[] {
  const byCategory = new Map<GameCategory, GameLaneModel>();
  for (const lane of lanes ?? []) {
    const laneType = (lane.title ?? '').toUpperCase();
    const tabs = lane.gameClassify ?? [];
    for (const card of lane.cards ?? []) {
      const vendor = toVendor(card, laneType, ctx);
      if (vendor === null) continue;
      let target = byCategory.get(vendor.category);
      if (target === undefined) {
        target = { category: vendor.category, vendors: [], classifications: classificationsFor(vendor.category, tabs) };
        byCategory.set(vendor.category, target);
      }
      if (!target.vendors.some((known) => known.code === vendor.code)) target.vendors.push(vendor);
    }
  }
  return NAV_ORDER.flatMap((category) => {
    const lane = byCategory.get(category);
    return lane !== undefined && lane.vendors.length > 0 ? [lane] : [];
  });
}

/** A split lane keeps only its own tab; SPORTS loses the tabs that moved out with their vendors. */
function classificationsFor(category: GameCategory, tabs: readonly string[]): string[] {
  if (SPLIT_FROM_SPORTS.has(category)) return tabs.filter((tab) => tab.toUpperCase() === category);
  if (category === 'SPORTS') return tabs.filter((tab) => !SPLIT_FROM_SPORTS.has(tab.toUpperCase() as GameCategory));
  return [...tabs];
}
