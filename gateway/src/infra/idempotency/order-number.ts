import { createHmac } from 'node:crypto';

/** Where one order number belongs: the merchant, its member and the mutation the member's key was given to. */
export interface OrderOwner {
  merchant: string;
  memberId: string;
  operation: string;
}

/**
 * The platform's order number (or request id) for a member's idempotency key: an HMAC under the gateway's secret,
 * so no member can pick one or meet another member's, and a retry with the same key sends the same one again.
 * 32 hex characters fit every call's rule (at most 40, agency calls, or 64 of [A-Za-z0-9_-]).
 */
export function orderNumberOf(secret: string, owner: OrderOwner, key: string): string {
  return createHmac('sha256', secret)
    .update(JSON.stringify(['order-number', owner.merchant, owner.memberId, owner.operation, key]))
    .digest('hex')
    .slice(0, 32);
}
