import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import fastifyApollo, { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { FastifyInstance } from 'fastify';
import type { GatewayConfig } from '../config.js';
import type { GatewayContext, GatewayDeps } from '../graphql/context.js';
import { createErrorFormatter } from '../graphql/errors/format-error.js';
import { createContextFactory } from '../graphql/request-context.js';
import { buildSchema } from '../graphql/schema.js';
import { createSessionSealer } from '../session/sealer.js';

/** Apollo on /graphql, with query-cost limits and our error policy. */
export async function registerGraphql(app: FastifyInstance, config: GatewayConfig, deps: GatewayDeps): Promise<void> {
  const armor = new ApolloArmor({
    maxDepth: { n: 12 },
    maxAliases: { n: 15 },
    maxDirectives: { n: 20 },
    maxTokens: { n: 2000 },
    costLimit: { maxCost: 5000 },
    blockFieldSuggestion: { enabled: config.env === 'production' },
  });
  const protection = armor.protect();

  const apollo = new ApolloServer<GatewayContext>({
    ...protection,
    schema: await buildSchema(),
    introspection: config.graphiql,
    includeStacktraceInErrorResponses: false,
    formatError: createErrorFormatter(deps.logger),
    plugins: [...(protection.plugins as ApolloServerPlugin<GatewayContext>[]), fastifyApolloDrainPlugin(app)],
    validationRules: [...protection.validationRules],
  });
  await apollo.start();

  const sealer = createSessionSealer(config.sessionSecret, config.sessionMaxAgeSeconds);
  await app.register(fastifyApollo(apollo), {
    path: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    context: createContextFactory(deps, sealer, { secure: config.cookieSecure, maxAgeSeconds: config.sessionMaxAgeSeconds }),
  });
}
