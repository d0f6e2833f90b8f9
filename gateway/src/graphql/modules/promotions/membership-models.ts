import type { PromotionApplicationStatus, TicketKind, UserError } from '../../../__generated__/schema-types.js';

/** What a raffle ticket won; its promotion is resolved from `promotionId`. */
export interface RaffleClaimModel {
  id: string;
  promotionId: string;
  ticketKind: TicketKind;
  prize: string;
  rewardId: string | null;
  claimedAt: string;
}

/** An application; its promotion is resolved from `promotionId`. */
export interface PromotionApplicationModel {
  id: string;
  promotionId: string;
  promotionTitle: string;
  comment: string | null;
  imageCount: number;
  status: PromotionApplicationStatus;
  remark: string | null;
  createdAt: string;
  reviewedAt: string | null;
}

// Payloads are plain JSON: the idempotency layer keeps the first one and replays it to every retry.

export interface ClaimRafflePromotionPayloadModel {
  claim: RaffleClaimModel | null;
  userErrors: UserError[];
}

export interface ApplyPromotionPayloadModel {
  application: PromotionApplicationModel | null;
  userErrors: UserError[];
}
