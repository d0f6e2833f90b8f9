import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { graphiqlAssets } from '../graphiql/graphiql-assets.js';
import { GRAPHIQL_PAGE, GRAPHIQL_START_SCRIPT } from '../graphiql/graphiql-page.js';
import { integratorGuidePage } from '../graphiql/integrator-guide.js';

/** GraphiQL at /graphiql for developers exploring the schema, and the integrator guide beside it; off by default in production. */
export async function registerGraphiql(app: FastifyInstance): Promise<void> {
  const assets = graphiqlAssets();

  app.get('/graphiql', async (_request, reply) => reply.type('text/html; charset=utf-8').send(GRAPHIQL_PAGE));

  const guide = integratorGuidePage();
  app.get('/graphiql/guide', async (_request, reply) => reply.type('text/html; charset=utf-8').send(guide));

  app.get('/graphiql/assets/start.js', async (_request, reply) => reply.type('text/javascript').send(GRAPHIQL_START_SCRIPT));

  app.get<{ Params: { name: string } }>('/graphiql/assets/:name', async (request, reply) => {
    // Own properties only: /graphiql/assets/constructor names no asset.
    const asset = Object.hasOwn(assets, request.params.name) ? assets[request.params.name] : undefined;
    if (!asset) return reply.code(404).send({ error: 'not found' });
    return reply
      .type(asset.type)
      .header('cache-control', 'public, max-age=86400')
      .send(createReadStream(asset.file));
  });
}
