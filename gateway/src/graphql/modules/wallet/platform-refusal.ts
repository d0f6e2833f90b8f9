import { refusableCall, type Refusable } from '../../shared/refusable-call.js';
import { moneyRejection, type MoneyFields } from './money-rejections.js';

/** A money call: its value, or the platform's refusal read as a money refusal (see refusableCall). */
export const moneyCall = <T>(call: () => Promise<T>, fields: MoneyFields = {}): Promise<Refusable<T>> =>
  refusableCall(call, (error) => moneyRejection(error, fields));
