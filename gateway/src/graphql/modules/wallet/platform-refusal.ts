import type { UserError } from '../../../__generated__/schema-types.js';
import { UpstreamError } from '../../../infra/upstream/index.js';
import { userError } from '../auth/user-errors.js';
import { moneyRejection, type MoneyFields } from './money-rejections.js';

/** The platform's answer to an order number it already has: the order was placed by an earlier try of this key. */
const DUPLICATE_ORDER = 'order.duplicate';

export type MoneyOutcome<T> = { value: T } | { refusal: UserError };

/**
 * Runs a money call: its value, or the platform's business refusal as a userError. A repeated order number is
 * the same order placed by an earlier try whose answer never came back: its value (the order as first placed) is
 * answered as this call's, never as a fault that would have the member try again under a new key. Other failures
 * (outages, malformed requests, ended sessions) stay errors, so the idempotency layer frees the key for a retry.
 */
export async function moneyCall<T>(call: () => Promise<T>, fields: MoneyFields = {}): Promise<MoneyOutcome<T>> {
  try {
    return { value: await call() };
  } catch (error) {
    if (!(error instanceof UpstreamError && error.code === 'REJECTED')) throw error;
    if (isDuplicateOrder(error)) return duplicateOrder<T>(error);
    const refusal = moneyRejection(error, fields);
    if (refusal === undefined) throw error;
    return { refusal };
  }
}

export const isDuplicateOrder = (error: UpstreamError): boolean => error.upstreamCode === DUPLICATE_ORDER;

export function duplicateOrder<T>(error: UpstreamError): MoneyOutcome<T> {
  if (typeof error.value === 'object' && error.value !== null) return { value: error.value as T };
  // A platform that names the repeat without the order: done already, and said so rather than shown as a fault.
  return { refusal: userError(null, 'ALREADY_EXISTS', 'This order was already placed: see your history.') };
}
