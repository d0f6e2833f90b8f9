import { defineRoute } from '../../core/route-registry.js';
import { pointsBalanceOf } from '../member-book/member-book.js';
import { MAX_CONVERT_POINTS, MIN_CONVERT_POINTS, pointsToCents } from '../member-book/point-config.js';
import { LINE_REMARKS } from '../wallet/funds-texts.js';
import { recordLine } from '../wallet/funds-books.js';
import { answerOnce } from '../../core/answer-once.js';
import { addPoints, mainWallet, nextId } from '../member-book/funds-lottery-points-books.js';
import { settledBook } from '../wallet/member-book-settle.js';
import { refusal } from '../../core/business-error.js';
import { idempotencyKey, integerIn, objectFields } from '../../core/request-input.js';
import { sessionAccount } from '../../core/session-account.js';
import { moneyValue } from '../../core/money.js';
import { checkPaymentPassword } from '../wallet/payment-password.js';

/** Points → main wallet money at the configured rate, at once (encrypted; payment password; by requestId). */
export const convertPointsRoute = defineRoute({
  method: 'POST',
  path: '/wps/relay/passwordCheck/MCS2_convertPoint',
  moduleId: 'PTSYS3',
  token: true,
  encrypted: true,
  handle: ({ store, session, payload }) => {
    const fields = objectFields(payload);
    const points = integerIn(fields, 'points', MIN_CONVERT_POINTS, MAX_CONVERT_POINTS);
    const account = sessionAccount(store, session);
    checkPaymentPassword(account, fields);
    const requestId = idempotencyKey(fields, 'requestId') ?? `auto-${nextId(store)}`;
    return answerOnce(store, `${account.id}:convert`, requestId, { points }, () => {
      const book = settledBook(store, account);
      if (pointsBalanceOf(book) < points) throw refusal('pointsInsufficient');
      const cents = pointsToCents(points);
      const now = store.clock.now();
      const entry = addPoints(store, book, 'CONVERT', -points, now, `CV${nextId(store)}`);
      const wallet = mainWallet(account);
      wallet.availCents += cents;
      recordLine(store, account, { transType: 'ADJUSTMENT', orderNo: entry.orderNo ?? requestId, amountCents: cents, status: 'SUCCESS', remark: LINE_REMARKS.pointsConverted(points) });
      return {
        requestId,
        orderNo: entry.orderNo,
        points,
        amount: moneyValue(cents),
        pointsBalance: entry.balanceAfter,
        availBalance: moneyValue(wallet.availCents),
        createdAt: now,
      };
    });
  },
});
