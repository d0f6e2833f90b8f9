import type { PromotionClaimMode, PromotionState, PromotionType, TicketKind } from '../../../__generated__/schema-types.js';
import type { BannerModel, NoticeModel } from '../notices/index.js';
import type { PromotionDetailsModel, PromotionModel, PromotionTermsModel } from './promotion-models.js';

export interface PromotionDetailsValue {
  promotionId?: number | string;
  category?: string | null;
  badge?: string | null;
  activityState?: string | null;
  startTime?: number | null;
  endTime?: number | null;
  claimMode?: string | null;
  ticketKind?: string | null;
  rules?: string | null;
  minVipLevel?: number | null;
  maxVipLevel?: number | null;
  /** Only with a member's token: the member's own state (page labels). */
  memberState?: string | null;
}

const CLAIM_MODES: readonly PromotionClaimMode[] = ['AUTO', 'APPLY', 'RAFFLE'];
const TICKET_KINDS: readonly TicketKind[] = ['GOLDEN_EGG', 'RED_ENVELOPE', 'PRIZE_WHEEL'];

const choice = <T extends string>(values: readonly T[], value: string | null | undefined): T | null =>
  values.find((known) => known === value?.trim().toUpperCase()) ?? null;

const levelOrNull = (value: number | null | undefined): number | null => (typeof value === 'number' && Number.isInteger(value) ? value : null);

function termsOf(value: PromotionDetailsValue): PromotionTermsModel {
  return {
    claimMode: choice(CLAIM_MODES, value.claimMode),
    ticketKind: choice(TICKET_KINDS, value.ticketKind),
    rules: value.rules?.trim() || null,
    minVipLevel: levelOrNull(value.minVipLevel),
    maxVipLevel: levelOrNull(value.maxVipLevel),
  };
}

/** The promotions page's filter order (spec 001 section 2), for every schema value: a new one fails typecheck here. */
const FILTER_POSITION: Record<PromotionType, number> = {
  OTHERS: 0,
  SPORTS: 1,
  LIVE: 2,
  RNG: 3,
  PVP: 4,
  FISH: 5,
  LOTT: 6,
  REBATE: 7,
  POINT_MALL: 8,
  RANKING: 9,
  DEPOSIT: 10,
  APP_DOWNLOAD: 11,
  NEWBIE: 12,
};

/** The platform's category as a schema value; one the schema does not know yet is filed under OTHERS. */
function promotionTypeOf(category: string | null | undefined): PromotionType | null {
  const code = category?.trim().toUpperCase();
  if (code === undefined || code === '') return null;
  return Object.hasOwn(FILTER_POSITION, code) ? (code as PromotionType) : 'OTHERS';
}

const STATES: readonly PromotionState[] = ['UPCOMING', 'ACTIVE', 'ENDED'];

const isoOf = (ms: number | null | undefined): string | null => (typeof ms === 'number' && Number.isFinite(ms) ? new Date(ms).toISOString() : null);

export function toPromotionDetails(values: readonly PromotionDetailsValue[] | undefined): PromotionDetailsModel[] {
  return (Array.isArray(values) ? values : []).flatMap((value): PromotionDetailsModel[] => {
    if (value.promotionId === undefined || value.promotionId === null) return [];
    const state = STATES.find((s) => s === value.activityState?.toUpperCase()) ?? null;
    return [
      {
        id: String(value.promotionId),
        type: promotionTypeOf(value.category),
        badge: value.badge?.trim().toUpperCase() || null,
        state,
        startsAt: isoOf(value.startTime),
        endsAt: isoOf(value.endTime),
        ...termsOf(value),
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
    claimMode: details?.claimMode ?? null,
    ticketKind: details?.ticketKind ?? null,
    rules: details?.rules ?? null,
    minVipLevel: details?.minVipLevel ?? null,
    maxVipLevel: details?.maxVipLevel ?? null,
  };
}

function stateByDates(startsAt: string | null, endsAt: string | null, now: number): PromotionState {
  if (startsAt !== null && Date.parse(startsAt) > now) return 'UPCOMING';
  if (endsAt !== null && Date.parse(endsAt) <= now) return 'ENDED';
  return 'ACTIVE';
}

export function orderedTypes(types: Iterable<PromotionType>): PromotionType[] {
  return [...new Set(types)].sort((a, b) => FILTER_POSITION[a] - FILTER_POSITION[b]);
}
