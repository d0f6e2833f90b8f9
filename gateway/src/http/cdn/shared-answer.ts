import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { ContentCoding } from '../compression/content-coding.js';
import type { PrecompressedBody } from '../compression/precompressed-body.js';

/**
 * An answer any client may be given, whoever asks: built from PUBLIC cache entries alone, without asking who is
 * logged in, for no one IP in particular and with no cookie. Its lifetimes are those of the entries it was built
 * from (cache-policies.ts), and its tags name those entries.
 */
export interface SharedAnswer {
  body: PrecompressedBody;
  /** sha256 of the identity bytes, base64url: the strong ETag of each representation is made from it. */
  digest: string;
  freshUntil: number;
  staleWhileRevalidateMs: number;
  staleIfErrorMs: number;
  /** CDN tags (cdn/cache-tags.ts) of the cache entries the answer was built from. */
  tags: readonly string[];
}

export const digestOf = (body: Buffer): string => createHash('sha256').update(body).digest('base64url').slice(0, 32);

const sharedAnswers = new WeakMap<FastifyRequest, SharedAnswer>();

/** Set by the fast path when the answer to this request is a shared one (a stored answer, or one just stored). */
export function rememberSharedAnswer(request: FastifyRequest, answer: SharedAnswer): void {
  sharedAnswers.set(request, answer);
}

export function sharedAnswerOf(request: FastifyRequest): SharedAnswer | undefined {
  return sharedAnswers.get(request);
}

const seconds = (ms: number) => Math.max(0, Math.floor(ms / 1000));

/**
 * Browsers revalidate every time (max-age=0: a 304 costs the gateway no execution and a purge reaches them at
 * once); shared caches keep the answer as long as its entries stay fresh, then serve it stale as the cache layer
 * would: while refreshing, and while the gateway fails.
 */
export function sharedCacheControl(answer: SharedAnswer, now: number): string {
  return [
    'public',
    'max-age=0',
    `s-maxage=${seconds(answer.freshUntil - now)}`,
    `stale-while-revalidate=${seconds(answer.staleWhileRevalidateMs)}`,
    `stale-if-error=${seconds(answer.staleIfErrorMs)}`,
  ].join(', ');
}

/** A strong validator per representation: the same answer in brotli, gzip and as is are three entities. */
export function entityTag(digest: string, coding: ContentCoding | undefined): string {
  return `"${digest}${coding === undefined ? '' : `-${coding}`}"`;
}

/**
 * If-None-Match names this answer in any coding (a cache may revalidate a gzip copy for a client that now takes
 * brotli: the answer is unchanged all the same, and the 304 carries the current representation's tag).
 */
export function matchesEntityTag(ifNoneMatch: string | undefined, digest: string): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => {
    const opaque = tag.trim().replace(/^W\//, '').replaceAll('"', '');
    return opaque === digest || opaque === `${digest}-br` || opaque === `${digest}-gzip`;
  });
}
