import { createHash } from 'node:crypto';
import { defineRoute } from '../../core/route-registry.js';
import { answerOnce } from '../../core/answer-once.js';
import { nextFundsId } from './funds-books.js';
import { invalidParam, refusal } from '../../core/business-error.js';
import type { Fields } from '../../core/request-input.js';
import { idempotencyKey, objectFields } from '../../core/request-input.js';
import { fundsRefusal } from './funds-errors.js';
import { realMemberOf } from './real-member.js';

const PAYMENT_PASSWORD = /^\d{6}$/;

function presentText(fields: Fields, key: string): string | undefined {
  const value = fields[key];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw invalidParam(`${key} must be a string`);
  return value;
}

/** The request as the idempotency store keeps it: passwords only as digests. */
function fingerprint(fields: Record<string, string | undefined>): Record<string, string | null> {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value === undefined ? null : createHash('sha256').update(value).digest('hex')]));
}

/**
 * Sets the payment (withdraw) password: the first time with the login password, afterwards with the old payment
 * password. Encrypted like every call carrying a payment password.
 */
export const setPaymentPasswordRoute = defineRoute({
  method: 'POST',
  path: '/wps/relay/passwordCheck/FUNDS_setPaymentPassword',
  moduleId: 'PASS3',
  token: true,
  encrypted: true,
  handle: ({ store, session, payload }) => {
    const account = realMemberOf(store, session);
    const fields = objectFields(payload);
    const next = fields.newPaymentPassword;
    if (typeof next !== 'string' || !PAYMENT_PASSWORD.test(next)) throw invalidParam('newPaymentPassword must be 6 digits');
    const loginPassword = presentText(fields, 'loginPassword');
    const oldPaymentPassword = presentText(fields, 'oldPaymentPassword');
    if ((loginPassword === undefined) === (oldPaymentPassword === undefined)) {
      throw invalidParam('Send loginPassword to set a first payment password, or oldPaymentPassword to change it');
    }
    if (oldPaymentPassword === next) throw invalidParam('newPaymentPassword must differ from oldPaymentPassword');
    const requestId = idempotencyKey(fields, 'requestId') ?? `PP${nextFundsId(store)}`;
    return answerOnce(store, `${account.id}:paymentPassword`, requestId, fingerprint({ next, loginPassword, oldPaymentPassword }), () => {
      if (loginPassword !== undefined) {
        if (account.paymentPassword !== null) throw fundsRefusal('paymentPasswordExists');
        if (loginPassword !== account.password) throw fundsRefusal('loginPasswordWrong');
      } else {
        if (account.paymentPassword === null) throw refusal('paymentPasswordNotSet');
        if (oldPaymentPassword !== account.paymentPassword) throw refusal('paymentPasswordWrong');
      }
      account.paymentPassword = next;
      return { paymentPasswordSet: true, updatedAt: store.clock.now() };
    });
  },
});
