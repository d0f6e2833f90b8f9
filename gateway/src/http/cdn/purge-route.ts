import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Cache } from '../../infra/cache/index.js';
import { keyOfTag } from './cache-tags.js';

const MAX_TAGS = 100;
const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * POST /cdn/purge `{ "tags": [...] }` with `Authorization: Bearer <CDN_PURGE_TOKEN>`: an operator (or the platform,
 * when its content changes) names the tags an answer carried; the gateway drops those cache entries on every
 * replica, with the answers built from them, and tells the CDN (purge-webhook.ts). 202 with the count dropped.
 */
export function registerPurgeRoute(app: FastifyInstance, cache: Cache, token: string): void {
  const expected = digest(`Bearer ${token}`);
  app.post('/cdn/purge', {
    schema: {
      body: {
        type: 'object',
        required: ['tags'],
        additionalProperties: false,
        properties: { tags: { type: 'array', minItems: 1, maxItems: MAX_TAGS, items: { type: 'string', minLength: 1, maxLength: 512 } } },
      },
    },
    // Before the body is read or checked: a caller without the token learns nothing, not even the body's shape.
    onRequest: async (request, reply) => {
      const presented = request.headers.authorization;
      if (typeof presented !== 'string' || !timingSafeEqual(digest(presented), expected)) {
        return reply.code(401).header('cache-control', 'no-store').send({ error: 'unauthorized' });
      }
      return undefined;
    },
    handler: async (request, reply) => {
      const tags = (request.body as { tags: string[] }).tags;
      const keys = tags.map(keyOfTag);
      if (keys.some((key) => key === undefined)) return reply.code(400).header('cache-control', 'no-store').send({ error: 'not a cache tag' });
      await cache.delete(keys as string[]);
      return reply.code(202).header('cache-control', 'no-store').send({ purged: keys.length });
    },
  });
}
