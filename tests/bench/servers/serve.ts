// One benchmarked server in its own process: `tsx serve.ts <saola|mercurius|yoga|bare>`, configured by the
// gateway's environment variables. Every GraphQL server runs the gateway's own executable schema, context
// factory and platform client, so only the server around them differs. It reports its port over IPC, then
// answers `usage` with its CPU time and `body` (bare only) with the bytes to send.
import cookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { createYoga } from 'graphql-yoga';
import mercurius from 'mercurius';
import { buildApp } from '../../../gateway/src/app.js';
import { loadConfig } from '../../../gateway/src/config.js';
import { createGatewayDeps } from '../../../gateway/src/gateway-deps.js';
import { createContextFactory } from '../../../gateway/src/graphql/request-context.js';
import { buildSchema } from '../../../gateway/src/graphql/schema.js';
import { createLogger } from '../../../gateway/src/infra/logging/logger.js';
import { createSessionSealer } from '../../../gateway/src/infra/session/sealer.js';
import type { PageBytes } from './pages.js';

export type ServerKind = 'saola' | 'mercurius' | 'yoga' | 'bare';
export type ToServer = { type: 'usage' } | { type: 'body'; body: string } | { type: 'page'; page: PageBytes };
export type FromServer = { type: 'ready'; port: number } | { type: 'usage'; cpuMicros: number };

const kind = process.argv[2] as ServerKind;
const config = loadConfig(process.env);
const logger = createLogger(config);
let bareBody = '{}';
/** The pages bare Fastify sends (pages.ts), by path: Saola's own bytes and headers. */
const barePages = new Map<string, PageBytes & { body: Buffer }>();

/**
 * Yoga copies the context's own properties into a context of its own, which loses the services that ours builds
 * on first use (getters of its class): for Yoga they are all built up front, as every request once did.
 */
function withServices(context: object): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...context };
  for (const name of Object.getOwnPropertyNames(Object.getPrototypeOf(context))) {
    if (name !== 'constructor') copy[name] = (context as Record<string, unknown>)[name];
  }
  return copy;
}

async function otherServer(): Promise<FastifyInstance> {
  const app = Fastify({ loggerInstance: logger as FastifyBaseLogger });
  await app.register(cookie);
  if (kind === 'bare') {
    app.post('/graphql', (_request, reply) => reply.header('content-type', 'application/json; charset=utf-8').send(bareBody));
    app.get('/*', (request, reply) => {
      const page = barePages.get(request.url);
      if (page === undefined) return reply.code(404).send();
      return reply.code(page.status).headers(page.headers).send(page.body);
    });
    return app;
  }
  const { deps, close } = await createGatewayDeps(config, logger);
  app.addHook('onClose', close);
  const schema = await buildSchema();
  const sealer = createSessionSealer(config.sessionSecret, config.sessionMaxAgeSeconds);
  const context = createContextFactory(deps, sealer, { secure: config.cookieSecure, maxAgeSeconds: config.sessionMaxAgeSeconds });
  if (kind === 'mercurius') {
    await app.register(mercurius, { schema, jit: 1, path: '/graphql', context: (request, reply) => context(request, reply) });
    return app;
  }
  const yoga = createYoga<{ req: FastifyRequest; reply: FastifyReply }>({
    schema,
    logging: false,
    graphqlEndpoint: '/graphql',
    context: async ({ req, reply }) => withServices(await context(req, reply)),
  });
  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    handler: async (request, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(request, reply, { req: request, reply });
      response.headers.forEach((value, key) => void reply.header(key, value));
      return reply.status(response.status).send(response.body);
    },
  });
  return app;
}

const app = kind === 'saola' ? await buildApp(config, logger) : await otherServer();
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
if (address === null || typeof address === 'string') throw new Error('not listening on TCP');
const send = (message: FromServer) => process.send?.(message);
process.on('message', (message: ToServer) => {
  if (message.type === 'body') bareBody = message.body;
  if (message.type === 'page') barePages.set(message.page.path, { ...message.page, body: Buffer.from(message.page.base64, 'base64') });
  const usage = process.cpuUsage();
  send({ type: 'usage', cpuMicros: usage.user + usage.system });
});
process.on('disconnect', () => void app.close().then(() => process.exit(0)));
send({ type: 'ready', port: address.port });
