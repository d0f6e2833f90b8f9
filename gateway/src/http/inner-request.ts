import type { FastifyInstance } from 'fastify';

export interface InnerRequest {
  /** The address of the visitor the gateway acts for: limits and region checks apply to them. */
  ip: string;
  /** The host (and port) they reached the site on: the answer is that site's (the platform's domain check). */
  host: string;
  /** Their headers that shape the answer; absent ones are left out. */
  headers: Record<string, string | undefined>;
  payload: string;
}

/** A GraphQL request the gateway makes to itself for a visitor, through the whole stack (limits, caches, fast path). */
export function innerGraphqlRequest(app: FastifyInstance, { ip, host, headers, payload }: InnerRequest) {
  const present = Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return app.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress: ip,
    headers: { 'content-type': 'application/json', ...Object.fromEntries(present), host },
    payload,
  });
}
