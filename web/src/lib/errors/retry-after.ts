import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

const positive = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;

interface RateLimitedBody {
  errors?: Array<{ extensions?: { retryAfterSeconds?: unknown } }>;
}

function fromBody(bodyText: string): number | undefined {
  try {
    const body = JSON.parse(bodyText) as RateLimitedBody | null;
    const errors = Array.isArray(body?.errors) ? body.errors : [];
    return errors.map((e) => positive(e?.extensions?.retryAfterSeconds)).find(Boolean);
  } catch {
    return undefined;
  }
}

/**
 * How long the gateway asks to wait, in seconds: a RATE_LIMITED GraphQL error's extensions.retryAfterSeconds
 * (the member throttles), or an HTTP 429's Retry-After header or body (the gateway's request limit).
 */
export function retryAfterSeconds(error: unknown): number | undefined {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors
      .filter((e) => e.extensions?.code === 'RATE_LIMITED')
      .map((e) => positive(e.extensions?.retryAfterSeconds))
      .find(Boolean);
  }
  if (ServerError.is(error) && error.statusCode === 429) {
    return positive(Number(error.response.headers.get('Retry-After') ?? Number.NaN)) ?? fromBody(error.bodyText);
  }
  return undefined;
}
