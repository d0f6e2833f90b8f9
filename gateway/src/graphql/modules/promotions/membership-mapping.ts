import type { PromotionApplicationStatus, PromotionMemberState, TicketKind } from '../../../__generated__/schema-types.js';
import { toGlobalId } from '../../relay/global-id.js';
import { toDecimal } from '../../values/decimal.js';
import type { PromotionApplicationModel, RaffleClaimModel } from './membership-models.js';
import type { ApplicationValue, RaffleClaimValue } from './membership-shapes.js';

/** The platform's labels of the promotions page (spec 001 section 2) as schema values; `CLOSE` reads CLOSED. */
const MEMBER_STATES: Readonly<Record<string, PromotionMemberState>> = {
  JOIN: 'JOIN',
  CLAIM: 'CLAIM',
  APPLYING: 'APPLYING',
  REJECTED: 'REJECTED',
  ISSUED: 'ISSUED',
  CLAIMED: 'CLAIMED',
  CLOSE: 'CLOSED',
  CLOSED: 'CLOSED',
  PROCESS: 'PROCESS',
  JOINED: 'JOINED',
  COMING_SOON: 'COMING_SOON',
  NOT_ELIGIBLE: 'NOT_ELIGIBLE',
};

const TICKET_KINDS: readonly TicketKind[] = ['GOLDEN_EGG', 'RED_ENVELOPE', 'PRIZE_WHEEL'];
const APPLICATION_STATUSES: readonly PromotionApplicationStatus[] = ['PENDING', 'APPROVED', 'REJECTED'];

/** A state the schema does not know offers no action: null, as for a visitor. */
export const toMemberState = (value: string | null | undefined): PromotionMemberState | null =>
  value === null || value === undefined ? null : (MEMBER_STATES[value.trim().toUpperCase().replace(/\s+/g, '_')] ?? null);

const iso = (ms: number): string => new Date(ms).toISOString();

export function toRaffleClaim(value: RaffleClaimValue): RaffleClaimModel {
  return {
    id: toGlobalId('RaffleClaim', String(value.claimId)),
    promotionId: String(value.promotionId),
    ticketKind: TICKET_KINDS.find((kind) => kind === value.ticketKind?.toUpperCase()) ?? 'GOLDEN_EGG',
    prize: toDecimal(value.prize),
    rewardId: typeof value.rewardId === 'number' ? toGlobalId('RewardItem', String(value.rewardId)) : null,
    claimedAt: iso(value.claimedAt),
  };
}

export function toApplication(value: ApplicationValue): PromotionApplicationModel {
  return {
    id: toGlobalId('PromotionApplication', String(value.applicationId)),
    promotionId: String(value.promotionId),
    promotionTitle: value.promotionTitle,
    comment: value.comment?.trim() || null,
    imageCount: Array.isArray(value.images) ? value.images.length : 0,
    // Shown as under review unless the platform says otherwise: never approved by mistake.
    status: APPLICATION_STATUSES.find((status) => status === value.status?.toUpperCase()) ?? 'PENDING',
    remark: value.remark?.trim() || null,
    createdAt: iso(value.createdAt),
    reviewedAt: typeof value.reviewedAt === 'number' ? iso(value.reviewedAt) : null,
  };
}
