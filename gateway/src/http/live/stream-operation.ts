import type { DocumentNode, GraphQLSchema, OperationDefinitionNode, ValidationRule } from 'graphql';
import { graphqlRuntime } from '../../graphql/graphql-runtime.js';
import type { RequestParams } from 'graphql-sse';
import type { QueryCostLimit } from '../../graphql/cost/query-cost-limit.js';
import type { PersistedSettings } from '../../config.js';
import type { PersistedLookup } from '../persisted/persisted-operations.js';
import { integratorKeyChecker } from '../persisted/integrator-keys.js';
import { plainHash } from '../persisted/manifest.js';

// The schema's own graphql build (graphql-runtime.ts): the other one refuses it.
const { getOperationAST, getVariableValues, GraphQLError, parse, specifiedRules, validate } = graphqlRuntime;

/** The same token limit as /graphql's parser (parseOptions.maxTokens in plugins/graphql.ts). */
const MAX_TOKENS = 2000;

export interface StreamRules {
  schema: GraphQLSchema;
  /** /graphql's extra validation rules (depth, aliases, directives; no introspection where GraphiQL is off). */
  rules: readonly ValidationRule[];
  cost: QueryCostLimit;
  persisted: PersistedSettings;
  lookup: PersistedLookup;
}

/**
 * A subscription's parsed and validated operation: made once and shared by every stream of the same document, so
 * 10,000 streams of the header's subscription hold one document, not 10,000 copies.
 */
export interface StreamPlan {
  /** Unique on this replica: streams of one plan may share an event's execution. */
  id: number;
  document: DocumentNode;
  operationName: string | undefined;
  operation: OperationDefinitionNode;
}

/** A subscription ready to run, or the refusal to answer (as /graphql would, with its status). */
export type PreparedStream =
  | { ok: true; plan: StreamPlan; variables: Record<string, unknown> | undefined }
  | { ok: false; status: number; code: string; message: string };

/** Distinct documents kept at once; past it the cache starts again (a client sending ever new documents gains nothing). */
const MAX_PLANS = 256;

const refuse = (status: number, code: string, message: string): PreparedStream => ({ ok: false, status, code, message });

/**
 * Applies /graphql's rules to a stream's operation: the persisted-operation mode (the web's documents by hash, free
 * documents only with an integrator key in `only` mode), the token, depth and cost limits, and validation. Only
 * subscriptions run here; queries and mutations belong to /graphql with its fast path and plugins.
 */
export function streamOperationPreparer(options: StreamRules) {
  const integrator = integratorKeyChecker(options.persisted.integratorKeys);
  const rules = [...specifiedRules, ...options.rules];
  const plans = new Map<string, StreamPlan>();
  let made = 0;
  // Only operations that passed every rule are kept; a refused one is refused again in full each time.
  const plan = (query: string | undefined, operationName: string | undefined): StreamPlan | PreparedStream => {
    const key = `${operationName ?? ''}\n${query ?? ''}`;
    const known = plans.get(key);
    if (known !== undefined) return known;
    let document: DocumentNode;
    try {
      document = parse(query ?? '', { maxTokens: MAX_TOKENS, noLocation: true });
    } catch (error) {
      return refuse(400, 'GRAPHQL_PARSE_FAILED', error instanceof GraphQLError ? error.message : 'Syntax error');
    }
    const errors = validate(options.schema, document, rules);
    if (errors.length > 0) return refuse(400, 'GRAPHQL_VALIDATION_FAILED', errors[0]?.message ?? 'Invalid operation');
    const operation = getOperationAST(document, operationName);
    if (!operation) return refuse(400, 'OPERATION_RESOLUTION_FAILURE', 'Name the operation to run.');
    if (operation.operation !== 'subscription') return refuse(400, 'BAD_REQUEST', 'Only subscriptions are served here; send queries and mutations to /graphql.');
    if (plans.size >= MAX_PLANS) plans.clear();
    const planned = { id: ++made, document, operationName, operation };
    plans.set(key, planned);
    return planned;
  };
  return (params: RequestParams, apiKey: string | undefined): PreparedStream => {
    const hash = (params.extensions as { persistedQuery?: { sha256Hash?: unknown } } | undefined)?.persistedQuery?.sha256Hash;
    let query = params.query;
    if (typeof hash === 'string') {
      const known = options.lookup.operations.get(plainHash(hash) ?? '');
      if (known !== undefined) query = known.document;
      else if (typeof query !== 'string' || query === '') return refuse(200, 'PERSISTED_QUERY_NOT_FOUND', 'PersistedQueryNotFound');
      else if (options.persisted.mode === 'only' && !integrator(apiKey)) return refuse(400, 'PERSISTED_QUERY_REQUIRED', 'Only the operations of this site are accepted here.');
    } else if (options.persisted.mode === 'only' && !integrator(apiKey)) {
      return refuse(400, 'PERSISTED_QUERY_REQUIRED', 'Only the operations of this site are accepted here.');
    }
    const planned = plan(query, params.operationName ?? undefined);
    if (!('document' in planned)) return planned;
    const variables = params.variables ?? undefined;
    // A missing or mistyped variable is the client's mistake, refused before the stream opens as /graphql refuses it.
    const coerced = getVariableValues(options.schema, planned.operation.variableDefinitions ?? [], variables ?? {});
    if (coerced.errors !== undefined) return refuse(400, 'BAD_USER_INPUT', coerced.errors[0]?.message ?? 'Invalid variables');
    const tooCostly = options.cost.refusal(planned.document, planned.operation, variables);
    if (tooCostly !== undefined) return refuse(400, 'BAD_USER_INPUT', tooCostly.message);
    return { ok: true, plan: planned, variables };
  };
}
