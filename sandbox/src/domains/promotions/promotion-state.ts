import type { Account } from '../../core/accounts.js';
import { DAY_MS, HOUR_MS } from '../../core/epoch.js';
import type { MemberBook } from '../member-book/member-book.js';
import type { PromotionDetail } from '../member-book/promotion-catalogue.js';
import { invalidParam, refusal } from '../../core/business-error.js';

export type ActivityState = 'UPCOMING' | 'ACTIVE' | 'ENDED';

export function activityState(promotion: PromotionDetail, now: number): ActivityState {
  if (now < promotion.startTime) return 'UPCOMING';
  return now > promotion.endTime ? 'ENDED' : 'ACTIVE';
}

export function isEligible(promotion: PromotionDetail, account: Account): boolean {
  const level = account.clubLabel.rankLevel;
  return level >= promotion.minVipLevel && level <= promotion.maxVipLevel;
}

/** The Vietnamese calendar day of a moment: DAILY promotions take one application per day. */
export const vnDay = (at: number) => Math.floor((at + 7 * HOUR_MS) / DAY_MS);

/**
 * The member's state as the promotions page labels it (spec 001 §2): JOIN, CLAIM, APPLYING, CLOSE, REJECTED,
 * ISSUED, CLAIMED, JOINED, COMING_SOON, or NOT_ELIGIBLE.
 */
export function memberState(promotion: PromotionDetail, account: Account, book: MemberBook, now: number): string {
  const state = activityState(promotion, now);
  if (state === 'ENDED') return 'CLOSE';
  if (state === 'UPCOMING') return 'COMING_SOON';
  if (!isEligible(promotion, account)) return 'NOT_ELIGIBLE';
  switch (promotion.claimMode) {
    case 'AUTO':
      return 'JOINED';
    case 'RAFFLE':
      return book.raffleClaims.some((claim) => claim.promotionId === promotion.promotionId) ? 'CLAIMED' : 'CLAIM';
    case 'APPLY': {
      const latest = book.applications.filter((item) => item.promotionId === promotion.promotionId).at(-1);
      if (latest === undefined) return 'JOIN';
      if (latest.status === 'PENDING') return 'APPLYING';
      if (latest.status === 'REJECTED') return 'REJECTED';
      return promotion.badge === 'DAILY' && vnDay(latest.createdAt) !== vnDay(now) ? 'JOIN' : 'ISSUED';
    }
  }
}

export function promotionById(promotions: readonly PromotionDetail[], promotionId: number): PromotionDetail {
  const found = promotions.find((item) => item.promotionId === promotionId);
  if (found === undefined) throw invalidParam(`Unknown promotionId ${promotionId}`);
  return found;
}

/** Refuses a claim or an application outside the promotion's window or the member's VIP range. */
export function checkOpenTo(promotion: PromotionDetail, account: Account, now: number): void {
  const state = activityState(promotion, now);
  if (state === 'UPCOMING') throw refusal('promotionNotStarted');
  if (state === 'ENDED') throw refusal('promotionEnded');
  if (!isEligible(promotion, account)) throw refusal('promotionNotEligible');
}
