import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import type { DocumentNode, GraphQLError, GraphQLSchema, OperationDefinitionNode } from 'graphql';
import { graphqlRuntime } from '../graphql-runtime.js';
import { costVariables, queryCost } from './query-cost.js';

/** Costs remembered per operation, by the values of the variables they read (a route query's page sizes). */
const MAX_VARIANTS = 32;

interface KnownCosts {
  /** The variables the cost can depend on (query-cost.ts), found once per operation. */
  variables: string[];
  costs: Map<string, number>;
}

/**
 * Refuses an operation whose cost (query-cost.ts) with its variables is over the limit, before anything runs: in
 * Apollo's pipeline once the operation is known (its plugin), and on the compiled path (which then leaves the
 * request to Apollo, so both answer alike). A parsed document is reused per text on both paths, so an operation's
 * cost is counted once per set of values of the variables it can depend on; a request that repeats them (every
 * route query of the web, whatever its other variables) costs a lookup.
 */
export class QueryCostLimit {
  private readonly known = new WeakMap<OperationDefinitionNode, KnownCosts>();

  constructor(
    private readonly schema: GraphQLSchema,
    readonly maxCost: number,
    private readonly count: typeof queryCost = queryCost,
  ) {}

  /** The cost, remembered when it could be counted; throws as queryCost does. */
  cost(document: DocumentNode, operation: OperationDefinitionNode, variables: Readonly<Record<string, unknown>> | undefined): number {
    let known = this.known.get(operation);
    if (known === undefined) {
      known = { variables: costVariables(document), costs: new Map() };
      this.known.set(operation, known);
    }
    const key = variantKey(known.variables, variables);
    const remembered = known.costs.get(key);
    if (remembered !== undefined) return remembered;
    const cost = this.count(this.schema, document, operation, variables);
    if (known.costs.size >= MAX_VARIANTS) known.costs.clear();
    known.costs.set(key, cost);
    return cost;
  }

  /** The error that refuses the operation, or undefined when it is within the limit. */
  refusal(document: DocumentNode, operation: OperationDefinitionNode, variables: Readonly<Record<string, unknown>> | undefined): GraphQLError | undefined {
    let cost: number;
    try {
      cost = this.cost(document, operation, variables);
    } catch (error) {
      // Variables that do not coerce are refused when the operation executes, before any resolver runs, in graphql's words.
      if (this.coercionFails(operation, variables)) return undefined;
      const reason = error instanceof graphqlRuntime.GraphQLError ? ` (${error.message})` : '';
      return refused(`The cost of this query could not be counted${reason}: ask for less at once.`);
    }
    if (cost <= this.maxCost) return undefined;
    return refused(`Cost limit of ${this.maxCost} exceeded, found ${cost}: each item a list argument (first, last, ids) asks for counts, so ask for fewer at once.`);
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

  private coercionFails(operation: OperationDefinitionNode, variables: Readonly<Record<string, unknown>> | undefined): boolean {
    const { errors } = graphqlRuntime.getVariableValues(this.schema, operation.variableDefinitions ?? [], { ...variables });
    return errors !== undefined && errors.length > 0;
  }
}

function refused(message: string): GraphQLError {
  return new graphqlRuntime.GraphQLError(message, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } } });
}

/**
 * The values of the cost's variables as sent: a list by its length alone (only `ids` lists reach the cost, and
 * only their length counts), anything else as JSON; '' marks one not sent (its default applies), which JSON never is.
 */
function variantKey(names: readonly string[], variables: Readonly<Record<string, unknown>> | undefined): string {
  let key = '';
  for (const name of names) {
    const value = variables !== undefined && Object.hasOwn(variables, name) ? variables[name] : undefined;
    key += `${Array.isArray(value) ? `#${value.length}` : value === undefined ? '' : (JSON.stringify(value) ?? '')}\n`;
  }
  return key;
}
