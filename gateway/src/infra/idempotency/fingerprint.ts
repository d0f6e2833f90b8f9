import { createHmac } from 'node:crypto';

/** JSON with object keys sorted at every depth, so two equal inputs always hash alike whatever their key order. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    const json = (value as { toJSON?: () => unknown }).toJSON;
    if (typeof json === 'function') return canonical(json.call(value));
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/**
 * What a request asks, its key left out: the same key may only ever stand for this. An HMAC under the gateway's
 * secret, not a bare hash: inputs carry 6-digit payment passwords, which a plain hash kept in Redis would give
 * away to anyone who can read Redis and try the million candidates.
 */
export function fingerprintOf(secret: string, operation: string, input: Record<string, unknown>): string {
  const { idempotencyKey: _key, ...asked } = input;
  return createHmac('sha256', secret).update(JSON.stringify([operation, canonical(asked)])).digest('hex');
}
