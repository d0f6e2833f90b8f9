import type { PromotionState, PromotionType } from '../../../__generated__/schema-types.js';

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
}

/** What `MCSFE_getPromotionDetails` adds to a PR announcement. */
export interface PromotionDetailsModel {
  id: string;
  type: PromotionType | null;
  badge: string | null;
  state: PromotionState | null;
  startsAt: string | null;
  endsAt: string | null;
}
