import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isPersistedGet } from '../persisted/persisted-operations.js';
import { entityTag, matchesEntityTag, sharedAnswerOf, sharedCacheControl } from './shared-answer.js';

/**
 * What changes a shared answer besides its URL: the content type Apollo picks from Accept, the language (the
 * platform answers in it) and the coding. A session never does: a request with one is not answered as shared.
 */
const SHARED_VARY = 'Accept, Accept-Encoding, Accept-Language';

/**
 * Persisted queries over GET whose answer is shared (cdn/shared-answer.ts) become cacheable by browsers and CDNs:
 * Cache-Control from the cache layer's policy, a strong ETag with 304 on If-None-Match, Vary, and the Cache-Tag and
 * Surrogate-Key a CDN purges by. The answer is sent in the coding the client prefers, compressed once per stored
 * answer. Everything else keeps `private, no-store` (plugins/graphql.ts).
 */
export function registerPublicReads(scope: FastifyInstance): void {
  scope.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const shared = sharedAnswerOf(request);
    if (shared === undefined || !isPersistedGet(request) || reply.statusCode !== 200 || reply.hasHeader('set-cookie')) return payload;
    const { body, coding } = await shared.body.negotiate(request.headers['accept-encoding']);
    const tags = shared.tags.join(',');
    reply
      .header('cache-control', sharedCacheControl(shared, Date.now()))
      .header('etag', entityTag(shared.digest, coding))
      .header('vary', SHARED_VARY)
      .header('cache-tag', tags)
      .header('surrogate-key', shared.tags.join(' '));
    if (matchesEntityTag(request.headers['if-none-match'], shared.digest)) {
      reply.code(304).removeHeader('content-encoding').removeHeader('content-length');
      return '';
    }
    if (coding === undefined) reply.removeHeader('content-encoding');
    else reply.header('content-encoding', coding);
    reply.removeHeader('content-length');
    return body;
  });
}
