import { defineRoute } from '../../protocol/route-registry.js';
import { pointsBalanceOf } from '../../seed/funds-lottery-points/member-book.js';
import { MAX_CONVERT_POINTS, MIN_CONVERT_POINTS, pointsToCents } from '../../seed/funds-lottery-points/point-config.js';
import { LINE_REMARKS } from '../../seed/funds/funds-texts.js';
import { recordLine } from '../../state/funds-books.js';
import { answerOnce } from '../../state/funds-lottery-points-answers.js';
import { addPoints, mainWallet, nextId } from '../../state/funds-lottery-points-books.js';
import { settledBook } from '../../state/funds-lottery-points-settle.js';
import { refusal } from '../funds-lottery-points/business-error.js';
import { idempotencyKey, integerIn, objectFields } from '../funds-lottery-points/request-input.js';
import { sessionAccount } from '../funds-lottery-points/session-account.js';
import { moneyValue } from '../money.js';
import { checkPaymentPassword } from './payment-password.js';

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
