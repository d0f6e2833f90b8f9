import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import type { DocumentNode, GraphQLError, GraphQLSchema, OperationDefinitionNode } from 'graphql';
import { graphqlRuntime } from '../../fast-path/graphql-runtime.js';
import { queryCost } from './query-cost.js';

/** Costs remembered per operation, by the values of the variables they read (a route query's page sizes). */
const MAX_VARIANTS = 32;

interface KnownCosts {
  variablesRead: string[];
  costs: Map<string, number>;
}

/**
 * Refuses an operation whose cost (query-cost.ts) with its variables is over the limit, before anything runs: in
 * Apollo's pipeline once the operation is known (its plugin), and on the compiled path (which then leaves the
 * request to Apollo, so both answer alike). A parsed document is reused per text on both paths, so an operation's
 * cost is computed once per set of the variables it reads.
 */
export class QueryCostLimit {
  private readonly known = new WeakMap<OperationDefinitionNode, KnownCosts>();

  constructor(
    private readonly schema: GraphQLSchema,
    readonly maxCost: number,
  ) {}

  cost(document: DocumentNode, operation: OperationDefinitionNode, variables: Readonly<Record<string, unknown>> | undefined): number {
    const known = this.known.get(operation);
    const key = known === undefined ? undefined : variantKey(known.variablesRead, variables);
    const remembered = key === undefined ? undefined : known?.costs.get(key);
    if (remembered !== undefined) return remembered;
    const { cost, variablesRead } = queryCost(this.schema, document, operation, variables);
    const costs = known?.costs ?? new Map<string, number>();
    if (costs.size >= MAX_VARIANTS) costs.clear();
    costs.set(variantKey(variablesRead, variables), cost);
    if (known === undefined) this.known.set(operation, { variablesRead, costs });
    return cost;
  }

  /** The error that refuses the operation, or undefined when it is within the limit. */
  refusal(document: DocumentNode, operation: OperationDefinitionNode, variables: Readonly<Record<string, unknown>> | undefined): GraphQLError | undefined {
    const cost = this.cost(document, operation, variables);
    if (cost <= this.maxCost) return undefined;
    return new graphqlRuntime.GraphQLError(
      `Cost limit of ${this.maxCost} exceeded, found ${cost}: each item a list argument (first, last, ids) asks for counts, so ask for fewer at once.`,
      { extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } } },
    );
  }

  /** The check in Apollo's pipeline: after validation, before execution. */
  plugin<TContext extends BaseContext>(): ApolloServerPlugin<TContext> {
    return {
      requestDidStart: async () => ({
        didResolveOperation: async ({ document, operation, request }) => {
          const refusal = operation === undefined ? undefined : this.refusal(document, operation, request.variables);
          if (refusal !== undefined) throw refusal;
        },
      }),
    };
  }
}

/** The values of the variables read, as sent; '' marks one not sent (its default applies), which JSON never is. */
function variantKey(names: readonly string[], variables: Readonly<Record<string, unknown>> | undefined): string {
  return names.map((name) => (variables !== undefined && Object.hasOwn(variables, name) ? (JSON.stringify(variables[name]) ?? '') : '')).join('\n');
}
