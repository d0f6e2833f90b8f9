import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import fastifyApollo from '@as-integrations/fastify';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { FastifyInstance } from 'fastify';
import type { GatewayConfig } from '../config.js';
import type { GatewayContext, GatewayDeps } from '../graphql/context.js';
import { CompiledExecutor } from '../fast-path/compiled-executor.js';
import { CompiledQueries } from '../fast-path/compiled-queries.js';
import { registerFastPath } from '../fast-path/fast-path.js';
import { graphqlRuntime } from '../fast-path/graphql-runtime.js';
import { createErrorFormatter } from '../graphql/errors/format-error.js';
import { createContextFactory } from '../graphql/request-context.js';
import { buildSchema } from '../graphql/schema.js';
import { createSessionSealer } from '../session/sealer.js';
import { registerGraphqlMultipart } from '../uploads/graphql-multipart.js';
import { registerGraphqlObserver } from '../observability/graphql-observer.js';
import type { GatewayMetrics } from '../observability/metrics.js';
import type { Tracing } from '../observability/tracing.js';
import { registerPersistedOperations, type PersistedLookup } from '../persisted/persisted-operations.js';
import { hideVariableSuggestions } from './hide-variable-suggestions.js';

/** What the route shares with the rest of the gateway besides its deps: the known documents, metrics, traces. */
export interface GraphqlRouteExtras {
  persisted: PersistedLookup;
  metrics: GatewayMetrics;
  tracing: Tracing | undefined;
}

/** Apollo on /graphql, with query-cost limits and our error policy. */
export async function registerGraphql(app: FastifyInstance, config: GatewayConfig, deps: GatewayDeps, extras: GraphqlRouteExtras): Promise<void> {
  const production = config.env === 'production';
  const armor = new ApolloArmor({
    maxDepth: { n: 12 },
    maxAliases: { n: 15 },
    maxDirectives: { n: 20 },
    // Armor parses in a plugin hook, where any syntax error becomes a 500; Apollo's parser enforces the limit instead.
    maxTokens: { enabled: false },
    // A route query is the shell's fragments plus its page's: the member and agent pages need more than armor's 5000.
    costLimit: { maxCost: 10000 },
    // Armor's mask misses enum suggestions; Apollo's hideSchemaDetailsFromClientErrors (below) strips them all.
    blockFieldSuggestion: { enabled: false },
  });
  const protection = armor.protect();

  const schema = await buildSchema();
  const formatError = createErrorFormatter(deps.logger);
  const apollo = new ApolloServer<GatewayContext>({
    ...protection,
    schema,
    introspection: config.graphiql,
    includeStacktraceInErrorResponses: false,
    // A document over the limit is a syntax error: 400 GRAPHQL_PARSE_FAILED, before validation.
    parseOptions: { maxTokens: 2000 },
    hideSchemaDetailsFromClientErrors: production,
    formatError,
    plugins: [
      ...(protection.plugins as ApolloServerPlugin<GatewayContext>[]),
      ...(production ? [hideVariableSuggestions<GatewayContext>()] : []),
      // Our GraphiQL (/graphiql) is the explorer; Apollo's pages load from Apollo's CDN, which the CSP forbids.
      ApolloServerPluginLandingPageDisabled(),
      // We set no cache hints; Apollo's default cache-control plugin would still hook every resolved field.
      ApolloServerPluginCacheControlDisabled(),
    ],
    validationRules: [...protection.validationRules],
    // SIGTERM is the drain's (server.ts, drain.ts): Apollo's own handler closed the server at once, with no
    // not-ready delay, cutting idle connections a balancer may be sending on.
    stopOnTerminationSignals: false,
  });
  await apollo.start();
  // Once the server has closed (every connection ended), Apollo stops too.
  app.addHook('onClose', async () => apollo.stop());

  const sealer = createSessionSealer(config.sessionSecret, config.sessionMaxAgeSeconds);
  const context = createContextFactory(deps, sealer, { secure: config.cookieSecure, maxAgeSeconds: config.sessionMaxAgeSeconds });
  // Valid queries run compiled (graphql-jit) with the same resolvers, context, limits and error policy; Apollo
  // answers everything else, and every query that fails a rule (introspection too where Apollo refuses it).
  const rules = [...protection.validationRules, ...(config.graphiql ? [] : [graphqlRuntime.NoSchemaIntrospectionCustomRule])];
  const executor = new CompiledExecutor(new CompiledQueries(schema, rules), context, formatError);
  // One scope for the route and its multipart parsing, so file uploads are accepted on /graphql only.
  await app.register(async (scope) => {
    await registerGraphqlMultipart(scope);
    // Hash-only requests become full ones here, before any later hook or Apollo reads the body.
    registerPersistedOperations(scope, config.persisted, extras.persisted);
    registerGraphqlObserver(scope, extras.metrics, extras.persisted.knownNames, extras.tracing);
    registerFastPath(scope, { schema, cache: deps.cache, executor, observe: extras.metrics.fastPath });
    await scope.register(fastifyApollo(apollo), {
      path: '/graphql',
      method: ['GET', 'POST', 'OPTIONS'],
      context,
    });
  });
}
