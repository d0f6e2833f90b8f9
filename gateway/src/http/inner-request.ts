import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Marks a request the gateway makes to itself. The secret is made anew per process and never leaves it, so no
 * client can send it; a request that carries it was made on a visitor's behalf by code already counted once.
 */
const INNER_HEADER = 'x-saola-inner';
const INNER_SECRET = randomBytes(24).toString('hex');
const SECRET_BYTES = Buffer.from(INNER_SECRET);

export interface InnerRequest {
  /** The address of the visitor the gateway acts for: region checks and throttles apply to them. */
  ip: string;
  /** The host (and port) they reached the site on: the answer is that site's (the platform's domain check). */
  host: string;
  /** Their headers that shape the answer; absent ones are left out. */
  headers: Record<string, string | undefined>;
  payload: string;
}

/**
 * A GraphQL request the gateway makes to itself for a visitor, through the whole stack (caches, fast path). It is
 * not a request of theirs: the page view or query it serves was counted against their budget, this is not
 * (issue 33: a page view cost two of the 600 a minute).
 */
export function innerGraphqlRequest(app: FastifyInstance, { ip, host, headers, payload }: InnerRequest) {
  const present = Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return app.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress: ip,
    headers: { 'content-type': 'application/json', ...Object.fromEntries(present), host, [INNER_HEADER]: INNER_SECRET },
    payload,
  });
}

/**
 * A persisted query the gateway asks itself for over GET, as a browser's public read goes (persisted/, cdn/): its
 * answer carries the shared answer's Cache-Control, ETag and Cache-Tag when it is one every visitor may be given.
 * Sent with no cookie: what comes back is a visitor's answer, never a member's.
 */
export function innerPersistedGet(app: FastifyInstance, { ip, host, headers, url }: Omit<InnerRequest, 'payload'> & { url: string }) {
  const present = Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return app.inject({
    method: 'GET',
    url,
    remoteAddress: ip,
    // A JSON content type passes the CSRF rule a GET must (fast-path.ts preflighted).
    headers: { 'content-type': 'application/json', ...Object.fromEntries(present), host, [INNER_HEADER]: INNER_SECRET },
  });
}

/** Whether the gateway made this request itself (innerGraphqlRequest): the request budget leaves it out. */
export function isInnerRequest(request: FastifyRequest): boolean {
  const mark = request.headers[INNER_HEADER];
  if (typeof mark !== 'string' || mark.length !== INNER_SECRET.length) return false;
  return timingSafeEqual(Buffer.from(mark), SECRET_BYTES);
}
