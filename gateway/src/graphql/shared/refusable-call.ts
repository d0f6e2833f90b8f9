import type { UserError } from '../../__generated__/schema-types.js';
import { UpstreamError } from '../../infra/upstream/index.js';
import { userError } from './user-errors.js';

/** The platform's answer to an order number it already has: the order was placed by an earlier try of this key. */
const DUPLICATE_ORDER = 'order.duplicate';

/** A platform write's value, or its business refusal as a userError. */
export type Refusable<T> = { value: T } | { refusal: UserError };

/** A domain's reading of the platform's business refusals (HTTP 200, success false); undefined for anything else. */
export type RefusalOf = (error: UpstreamError) => UserError | undefined;

/**
 * Runs a platform write that the platform may refuse: its value, or the refusal as a userError. A repeated order
 * number is the same order placed by an earlier try whose answer never came back: its value (the order as first
 * placed) is answered as this call's, never as a fault that would have the member try again under a new key. Other
 * failures (outages, malformed requests, ended sessions) stay errors, so the idempotency layer frees the key for a retry.
 */
export async function refusableCall<T>(call: () => Promise<T>, refusalOf: RefusalOf): Promise<Refusable<T>> {
  try {
    return { value: await call() };
  } catch (error) {
    if (!(error instanceof UpstreamError && error.code === 'REJECTED')) throw error;
    if (isDuplicateOrder(error)) return duplicateOrder<T>(error);
    const refusal = refusalOf(error);
    if (refusal === undefined) throw error;
    return { refusal };
  }
}

export const isDuplicateOrder = (error: UpstreamError): boolean => error.upstreamCode === DUPLICATE_ORDER;

export function duplicateOrder<T>(error: UpstreamError): Refusable<T> {
  if (typeof error.value === 'object' && error.value !== null) return { value: error.value as T };
  // A platform that names the repeat without the order: done already, and said so rather than shown as a fault.
  return { refusal: userError(null, 'ALREADY_EXISTS', 'This order was already placed: see your history.') };
}
