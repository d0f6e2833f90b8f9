import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import fastifyApollo from '@as-integrations/fastify';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { FastifyInstance } from 'fastify';
import type { GatewayConfig } from '../../config.js';
import type { GatewayContext, GatewayDeps } from '../../graphql/context.js';
import { CompiledExecutor } from '../fast-path/compiled-executor.js';
import { CompiledQueries } from '../fast-path/compiled-queries.js';
import { registerFastPath } from '../fast-path/fast-path.js';
import { graphqlRuntime } from '../../graphql/graphql-runtime.js';
import { QueryCostLimit } from '../../graphql/cost/query-cost-limit.js';
import { createErrorFormatter } from '../../graphql/errors/format-error.js';
import { createContextFactory, createStreamContextFactory } from '../../graphql/request-context.js';
import { buildSchema } from '../../graphql/schema.js';
import { oneMoneyMutationPerOperation } from '../../infra/idempotency/one-money-mutation.js';
import { createSessionSealer } from '../../infra/session/sealer.js';
import { registerGraphqlMultipart } from '../uploads/graphql-multipart.js';
import { UploadSlots } from '../uploads/upload-slots.js';
import { registerGraphqlObserver } from './graphql-observer.js';
import type { GatewayMetrics } from '../../infra/observability/metrics.js';
import type { Tracing } from '../../infra/observability/tracing.js';
import { registerPersistedOperations, type PersistedLookup } from '../persisted/persisted-operations.js';
import { hideVariableSuggestions } from './hide-variable-suggestions.js';
import { legacyJsonStatus } from './legacy-json-status.js';
import { registerPublicReads } from '../cdn/public-reads.js';
import { registerLiveStreams } from '../live/live-streams.js';
import { pokeMembersAfterMutations } from '../live/mutation-pokes.js';

/** What the route shares with the rest of the gateway besides its deps: the known documents, metrics, traces. */
export interface GraphqlRouteExtras {
  persisted: PersistedLookup;
  metrics: GatewayMetrics;
  tracing: Tracing | undefined;
}

/** The most a query may cost with its variables (graphql/cost/query-cost.ts). */
const MAX_QUERY_COST = 10_000;

/** Apollo on /graphql, with query-cost limits and our error policy. */
export async function registerGraphql(app: FastifyInstance, config: GatewayConfig, deps: GatewayDeps, extras: GraphqlRouteExtras): Promise<void> {
  const production = config.env === 'production';
  const armor = new ApolloArmor({
    maxDepth: { n: 12 },
    maxAliases: { n: 15 },
    maxDirectives: { n: 20 },
    // Armor parses in a plugin hook, where any syntax error becomes a 500; Apollo's parser enforces the limit instead.
    maxTokens: { enabled: false },
    // Armor's cost reads neither variables nor `ids` lists: QueryCostLimit (below) is the cost limit.
    costLimit: { enabled: false },
    // Armor's mask misses enum suggestions; Apollo's hideSchemaDetailsFromClientErrors (below) strips them all.
    blockFieldSuggestion: { enabled: false },
  });
  const protection = armor.protect();

  const schema = await buildSchema();
  // The heaviest web page asks for about 1,600 (a hundred notices); sixteen `nodes` of a hundred ids, about 35,000.
  const costLimit = new QueryCostLimit(schema, MAX_QUERY_COST);
  const formatError = createErrorFormatter(deps.logger);
  const legacyJson = legacyJsonStatus<GatewayContext>();
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
      costLimit.plugin<GatewayContext>(),
      ...(production ? [hideVariableSuggestions<GatewayContext>()] : []),
      // Our GraphiQL (/graphiql) is the explorer; Apollo's pages load from Apollo's CDN, which the CSP forbids.
      ApolloServerPluginLandingPageDisabled(),
      // We set no cache hints; Apollo's default cache-control plugin would still hook every resolved field.
      ApolloServerPluginCacheControlDisabled(),
      oneMoneyMutationPerOperation<GatewayContext>(schema),
      legacyJson.plugin,
      pokeMembersAfterMutations(),
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
  const cookiePolicy = { secure: config.cookieSecure, maxAgeSeconds: config.sessionMaxAgeSeconds };
  const context = createContextFactory(deps, sealer, cookiePolicy);
  // Valid queries run compiled (graphql-jit) with the same resolvers, context, limits and error policy; Apollo
  // answers everything else, and every query that fails a rule (introspection too where Apollo refuses it).
  const rules = [...protection.validationRules, ...(config.graphiql ? [] : [graphqlRuntime.NoSchemaIntrospectionCustomRule])];
  const executor = new CompiledExecutor(new CompiledQueries(schema, rules), context, formatError, costLimit);
  await registerLiveStreams(app, {
    schema,
    rules,
    cost: costLimit,
    persisted: config.persisted,
    lookup: extras.persisted,
    streamContext: createStreamContextFactory(deps, sealer, cookiePolicy),
    formatError,
    ...config.live,
    observe: { opened: extras.metrics.live.streamOpened, ended: extras.metrics.live.streamEnded, written: extras.metrics.live.written },
  });
  // One scope for the route and its multipart parsing, so file uploads are accepted on /graphql only.
  await app.register(async (scope) => {
    // No answer here may be kept by a shared cache (a CDN before the site): a member's would be served under its URL.
    // Only a persisted GET whose answer is the same for everyone says otherwise (cdn/public-reads.ts).
    scope.addHook('onRequest', (_request, reply, done) => {
      reply.header('cache-control', 'private, no-store');
      done();
    });
    const slots = new UploadSlots(config.uploadsInFlight);
    extras.metrics.watchUploads(() => slots.inFlight);
    await registerGraphqlMultipart(scope, { sealer, slots, bodyTimeoutMs: config.uploadBodyTimeoutMs });
    // Hash-only requests become full ones here, before any later hook or Apollo reads the body.
    registerPersistedOperations(scope, config.persisted, extras.persisted);
    registerGraphqlObserver(scope, extras.metrics, extras.persisted.knownNames, extras.tracing);
    registerFastPath(scope, { schema, cache: deps.cache, executor, observe: extras.metrics.fastPath });
    // After the fast path's own onSend, which stores the answer and says whether it is shared.
    registerPublicReads(scope);
    legacyJson.register(scope);
    await scope.register(fastifyApollo(apollo), {
      path: '/graphql',
      method: ['GET', 'POST', 'OPTIONS'],
      context,
    });
  });
}
