import type { UserError } from '../../../__generated__/schema-types.js';
import { UpstreamError } from '../../../upstream/index.js';
import { moneyRejection, type MoneyFields } from './money-rejections.js';

/**
 * Runs a money call: its value, or the platform's business refusal as a userError. Other failures (outages,
 * malformed requests, ended sessions) stay errors, so the idempotency layer frees the key for a retry.
 */
export async function moneyCall<T>(call: () => Promise<T>, fields: MoneyFields = {}): Promise<{ value: T } | { refusal: UserError }> {
  try {
    return { value: await call() };
  } catch (error) {
    const refusal = error instanceof UpstreamError && error.code === 'REJECTED' ? moneyRejection(error, fields) : undefined;
    if (refusal === undefined) throw error;
    return { refusal };
  }
}
