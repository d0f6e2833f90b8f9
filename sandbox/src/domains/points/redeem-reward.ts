import { defineRoute } from '../../core/route-registry.js';
import { pointsBalanceOf } from '../member-book/member-book.js';
import type { RedeemOrder } from '../member-book/member-book.js';
import { MAX_REDEEM_QUANTITY, REVIEW_DELAY_MS } from '../member-book/point-config.js';
import { answerOnce } from '../../core/answer-once.js';
import { addPoints, flpData, nextId } from '../member-book/funds-lottery-points-books.js';
import { settledBook } from '../wallet/member-book-settle.js';
import { invalidParam, refusal } from '../../core/business-error.js';
import { idempotencyKey, integerIn, objectFields, optionalText, requiredId } from '../../core/request-input.js';
import { sessionAccount } from '../../core/session-account.js';
import { checkPaymentPassword } from '../wallet/payment-password.js';
import { redeemOrderValue } from './point-values.js';

const ADDRESS_LIMIT = 200;

/**
 * Spends points on a points-mall reward (encrypted; payment password). The order starts PENDING and the
 * sandbox's reviewer approves it REVIEW_DELAY_MS later on the sandbox clock (see funds-lottery-points-settle).
 */
export const redeemRewardRoute = defineRoute({
  method: 'POST',
  path: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
  moduleId: 'PTSYS3',
  token: true,
  encrypted: true,
  handle: ({ store, session, payload, language, request }) => {
    const fields = objectFields(payload);
    const rewardId = requiredId(fields, 'rewardId');
    const quantity = integerIn(fields, 'quantity', 1, MAX_REDEEM_QUANTITY, 1);
    const address = optionalText(fields, 'receivingAddress', ADDRESS_LIMIT)?.trim() || null;
    const reward = flpData(store).pointRewards.find((item) => item.id === rewardId);
    if (reward === undefined) throw invalidParam(`Unknown rewardId ${rewardId}`);
    if (reward.type === 'PHYSICAL' && address === null) throw invalidParam('receivingAddress is required for a physical reward');
    const account = sessionAccount(store, session);
    checkPaymentPassword(account, fields);
    const requestId = idempotencyKey(fields, 'requestId') ?? `auto-${nextId(store)}`;
    return answerOnce(store, `${account.id}:redeem`, requestId, { rewardId, quantity, address }, () => {
      const book = settledBook(store, account);
      if (account.clubLabel.rankLevel < reward.minVipLevel) throw refusal('rewardVipLevel');
      if (reward.stock < quantity) throw refusal('rewardOutOfStock');
      const points = reward.pointsRequirement * quantity;
      if (pointsBalanceOf(book) < points) throw refusal('pointsInsufficient');
      const now = store.clock.now();
      const order: RedeemOrder = {
        orderNo: `RD${nextId(store)}`,
        requestId,
        rewardId,
        quantity,
        points,
        amountCents: reward.type === 'PHYSICAL' ? 0 : reward.amountCents * quantity,
        status: 'PENDING',
        remark: null,
        receivingAddress: reward.type === 'PHYSICAL' ? address : null,
        createdAt: now,
        reviewAt: now + REVIEW_DELAY_MS,
        updatedAt: now,
      };
      reward.stock -= quantity;
      book.redeemOrders.push(order);
      addPoints(store, book, 'REDEEM', -points, now, order.orderNo);
      return { ...redeemOrderValue(order, reward, language, request), pointsBalance: pointsBalanceOf(book) };
    });
  },
});
