import type { Account } from '../../core/accounts.js';
import { invalidParam, refusal } from '../../core/business-error.js';
import type { Fields } from '../../core/request-input.js';

/** The `passwordCheck/` calls carry the member's payment password; none set yet is its own answer. */
export function checkPaymentPassword(account: Account, fields: Fields): void {
  const given = fields.paymentPassword;
  if (typeof given !== 'string' || given === '') throw invalidParam('paymentPassword is required');
  if (account.paymentPassword === null) throw refusal('paymentPasswordNotSet');
  if (given !== account.paymentPassword) throw refusal('paymentPasswordWrong');
}
