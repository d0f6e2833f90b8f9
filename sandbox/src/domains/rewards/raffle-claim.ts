import { defineRoute } from '../../core/route-registry.js';
import { answerOnce } from '../../core/answer-once.js';
import { flpData, nextId } from '../member-book/funds-lottery-points-books.js';
import { settledBook } from '../wallet/member-book-settle.js';
import { refusal } from '../../core/business-error.js';
import { idempotencyKey, jsonBody, requiredId } from '../../core/request-input.js';
import { sessionAccount } from '../../core/session-account.js';
import { moneyValue } from '../../core/money.js';
import { checkOpenTo, promotionById } from '../promotions/promotion-state.js';

/**
 * One claim per member of a RAFFLE promotion: the prize (a fixed draw per member and promotion) goes to the
 * reward centre. A retry with the same `requestId` answers the first claim; another claim is refused.
 */
export const raffleClaimRoute = defineRoute({
  method: 'POST',
  path: '/wps/relay/MCS2_claimRafflePromotion',
  moduleId: 'REWCEN3',
  token: true,
  handle: (call) => {
    const { store, session } = call;
    const fields = jsonBody(call);
    const promotion = promotionById(flpData(store).promotions, requiredId(fields, 'promotionId'));
    const account = sessionAccount(store, session);
    const requestId = idempotencyKey(fields, 'requestId') ?? `auto-${nextId(store)}`;
    return answerOnce(store, `${account.id}:raffle`, requestId, { promotionId: promotion.promotionId }, () => {
      if (promotion.claimMode !== 'RAFFLE') throw refusal('promotionNotClaimable');
      const now = store.clock.now();
      checkOpenTo(promotion, account, now);
      const book = settledBook(store, account);
      if (book.raffleClaims.some((claim) => claim.promotionId === promotion.promotionId)) throw refusal('promotionAlreadyClaimed');
      const prizes = promotion.prizeCents;
      const prizeCents = prizes[(account.id * 31 + promotion.promotionId) % prizes.length] ?? 0;
      const rewardId = nextId(store);
      book.rewards.push({
        rewardId, source: 'PROMOTION', sourceId: promotion.promotionId, title: { vi: 'Thưởng may mắn', en: 'Lucky draw prize' },
        kind: 'CASH', amountCents: prizeCents, points: 0, status: 'UNCLAIMED', createdAt: now, claimedAt: null,
      });
      const claim = { claimId: nextId(store), promotionId: promotion.promotionId, requestId, prizeCents, rewardId, claimedAt: now };
      book.raffleClaims.push(claim);
      return {
        claimId: claim.claimId,
        promotionId: promotion.promotionId,
        ticketKind: promotion.ticketKind,
        prize: moneyValue(prizeCents),
        rewardId,
        claimedAt: now,
      };
    });
  },
});
