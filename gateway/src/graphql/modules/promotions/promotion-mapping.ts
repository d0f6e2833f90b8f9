import type { PromotionState } from '../../../__generated__/resolvers-types.js';
import type { BannerModel } from '../content/content-models.js';
import type { NoticeModel } from '../notices/notice-models.js';
import type { PromotionDetailsModel, PromotionModel } from './promotion-models.js';

export interface PromotionDetailsValue {
  promotionId?: number | string;
  category?: string | null;
  badge?: string | null;
  activityState?: string | null;
  startTime?: number | null;
  endTime?: number | null;
}

/** The page's filter order (spec 001 section 2); types the platform adds later follow alphabetically. */
export const TYPE_ORDER = [
  'OTHERS',
  'SPORTS',
  'LIVE',
  'RNG',
  'PVP',
  'FISH',
  'LOTT',
  'REBATE',
  'POINT_MALL',
  'RANKING',
  'DEPOSIT',
  'APP_DOWNLOAD',
  'NEWBIE',
];

const STATES: readonly PromotionState[] = ['UPCOMING', 'ACTIVE', 'ENDED'];

const isoOf = (ms: number | null | undefined): string | null => (typeof ms === 'number' && Number.isFinite(ms) ? new Date(ms).toISOString() : null);

export function toPromotionDetails(values: readonly PromotionDetailsValue[] | undefined): PromotionDetailsModel[] {
  return (Array.isArray(values) ? values : []).flatMap((value): PromotionDetailsModel[] => {
    if (value.promotionId === undefined || value.promotionId === null) return [];
    const state = STATES.find((s) => s === value.activityState?.toUpperCase()) ?? null;
    return [
      {
        id: String(value.promotionId),
        type: value.category?.trim().toUpperCase() || null,
        badge: value.badge?.trim().toUpperCase() || null,
        state,
        startsAt: isoOf(value.startTime),
        endsAt: isoOf(value.endTime),
      },
    ];
  });
}

/** A PR announcement with its details; without details the state follows the announcement's own dates. */
export function toPromotion(notice: NoticeModel, details: PromotionDetailsModel | undefined, banners: readonly BannerModel[], now: number): PromotionModel {
  const startsAt = details?.startsAt ?? notice.startsAt;
  const endsAt = details?.endsAt ?? notice.endsAt;
  return {
    id: notice.id,
    title: notice.title,
    content: notice.content,
    type: details?.type ?? null,
    badge: details?.badge ?? null,
    state: details?.state ?? stateByDates(startsAt, endsAt, now),
    image: banners.find((banner) => banner.promotionId === notice.id)?.image ?? null,
    startsAt,
    endsAt,
  };
}

function stateByDates(startsAt: string | null, endsAt: string | null, now: number): PromotionState {
  if (startsAt !== null && Date.parse(startsAt) > now) return 'UPCOMING';
  if (endsAt !== null && Date.parse(endsAt) <= now) return 'ENDED';
  return 'ACTIVE';
}

export function orderedTypes(types: Iterable<string>): string[] {
  const rank = (type: string) => {
    const index = TYPE_ORDER.indexOf(type);
    return index === -1 ? TYPE_ORDER.length : index;
  };
  return [...new Set(types)].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}
