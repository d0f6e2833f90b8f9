import type { PromotionClaimMode, PromotionState, PromotionType, TicketKind } from '../../../__generated__/schema-types.js';

export interface PromotionModel {
  /** The PR announcement's id, also the Promotion's local id. */
  id: string;
  title: string;
  content: string;
  type: PromotionType | null;
  badge: string | null;
  state: PromotionState;
  /** The picture of a banner that opens this promotion, as the platform sends it (resolved per request). */
  image: string | null;
  startsAt: string | null;
  endsAt: string | null;
  claimMode: PromotionClaimMode | null;
  ticketKind: TicketKind | null;
  rules: string | null;
  minVipLevel: number | null;
  maxVipLevel: number | null;
}

/** How a member takes part, from the details; the same for every member. */
export interface PromotionTermsModel {
  claimMode: PromotionClaimMode | null;
  ticketKind: TicketKind | null;
  rules: string | null;
  minVipLevel: number | null;
  maxVipLevel: number | null;
}

/** What `MCSFE_getPromotionDetails` adds to a PR announcement. */
export interface PromotionDetailsModel extends PromotionTermsModel {
  id: string;
  type: PromotionType | null;
  badge: string | null;
  state: PromotionState | null;
  startsAt: string | null;
  endsAt: string | null;
}
