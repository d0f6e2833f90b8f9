import { defineRoute } from '../../core/route-registry.js';
import { REVIEW_DELAY_MS } from '../member-book/point-config.js';
import type { PromotionApplication } from '../member-book/member-book.js';
import { answerOnce } from '../../core/answer-once.js';
import { flpData, nextId } from '../member-book/funds-lottery-points-books.js';
import { settledBook } from '../wallet/member-book-settle.js';
import { refusal } from '../../core/business-error.js';
import { idempotencyKey, jsonBody, optionalText, requiredId } from '../../core/request-input.js';
import { sessionAccount } from '../../core/session-account.js';
import { applicationValue } from './application-values.js';
import { proofImages } from './proof-images.js';
import { checkOpenTo, promotionById, vnDay } from './promotion-state.js';

export const COMMENT_LIMIT = 140;
/** Three images of 5MB as base64 (4/3 larger) plus room for a refusal of oversized ones: not the 1MB default. */
const APPLICATION_BODY_LIMIT = 32 * 1024 * 1024;

/**
 * Applies for an APPLY promotion with a comment (≤ 140 characters) and up to 3 proof images (png/jpg, ≤ 5MB,
 * base64 in JSON). Reviewed REVIEW_DELAY_MS later on the sandbox clock. Idempotent by `requestId`.
 */
export const applyPromotionRoute = defineRoute({
  method: 'POST',
  path: '/wps/relay/MCS2_applyPromotion',
  moduleId: 'REWCEN3',
  token: true,
  bodyLimit: APPLICATION_BODY_LIMIT,
  handle: (call) => {
    const { store, session, language } = call;
    const fields = jsonBody(call);
    const promotion = promotionById(flpData(store).promotions, requiredId(fields, 'promotionId'));
    const comment = optionalText(fields, 'comment', COMMENT_LIMIT, `Comment can be at most ${COMMENT_LIMIT} characters`) ?? '';
    const images = proofImages(fields.images);
    const account = sessionAccount(store, session);
    const requestId = idempotencyKey(fields, 'requestId') ?? `auto-${nextId(store)}`;
    const fingerprint = { promotionId: promotion.promotionId, comment, images };
    return answerOnce(store, `${account.id}:application`, requestId, fingerprint, () => {
      if (promotion.claimMode !== 'APPLY') throw refusal('promotionNotClaimable');
      const now = store.clock.now();
      checkOpenTo(promotion, account, now);
      const book = settledBook(store, account);
      const blocking = book.applications.some(
        (item) =>
          item.promotionId === promotion.promotionId &&
          (item.status === 'PENDING' || (item.status === 'APPROVED' && (promotion.badge !== 'DAILY' || vnDay(item.createdAt) === vnDay(now)))),
      );
      if (blocking) throw refusal('promotionAlreadyApplied');
      const application: PromotionApplication = {
        applicationId: nextId(store),
        promotionId: promotion.promotionId,
        requestId,
        comment,
        images,
        status: 'PENDING',
        remark: null,
        createdAt: now,
        reviewAt: now + REVIEW_DELAY_MS,
        reviewedAt: null,
      };
      book.applications.push(application);
      return applicationValue(store, application, language);
    });
  },
});
