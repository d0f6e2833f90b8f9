import type { ApolloServerPlugin } from '@apollo/server';
import { getDirective } from '@graphql-tools/utils';
import { GraphQLError, Kind, type FragmentDefinitionNode, type GraphQLSchema, type SelectionSetNode } from 'graphql';
import { gatewayError } from '../errors/gateway-error.js';

/** A refusal of the request as sent (HTTP 400): thrown from a plugin hook, Apollo would otherwise answer 500. */
function tooManyMoneyMutations(): GraphQLError {
  const refusal = gatewayError('BAD_USER_INPUT', 'At most one money or points mutation per request.');
  return new GraphQLError(refusal.message, { extensions: { ...refusal.extensions, http: { status: 400 } } });
}

/** The mutations that move money or points: those the SDL marks `@idempotent`. */
export function moneyMutationNames(schema: GraphQLSchema): ReadonlySet<string> {
  const fields = Object.values(schema.getMutationType()?.getFields() ?? {});
  return new Set(fields.filter((field) => getDirective(schema, field, 'idempotent') !== undefined).map((field) => field.name));
}

/**
 * Refuses an operation with more than one money or points mutation (BAD_USER_INPUT) before anything runs: aliases
 * would otherwise let one request try a withdraw password fifteen times, or move money fifteen times. Counted by
 * response key (alias or name), through fragments, so two selections graphql merges into one run count once.
 */
export function oneMoneyMutationPerOperation<Context extends object>(schema: GraphQLSchema): ApolloServerPlugin<Context> {
  const money = moneyMutationNames(schema);
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, document }) {
          if (operation?.operation !== 'mutation') return;
          const fragments = new Map<string, FragmentDefinitionNode>();
          for (const definition of document.definitions) {
            if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
          }
          const keys = new Set<string>();
          collectMoneyKeys(operation.selectionSet, fragments, money, keys, new Set());
          if (keys.size > 1) throw tooManyMoneyMutations();
        },
      };
    },
  };
}

function collectMoneyKeys(
  selections: SelectionSetNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  money: ReadonlySet<string>,
  keys: Set<string>,
  seen: Set<string>,
): void {
  for (const selection of selections.selections) {
    if (selection.kind === Kind.FIELD) {
      if (money.has(selection.name.value)) keys.add(selection.alias?.value ?? selection.name.value);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      collectMoneyKeys(selection.selectionSet, fragments, money, keys, seen);
    } else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      const fragment = fragments.get(selection.name.value);
      if (fragment !== undefined) collectMoneyKeys(fragment.selectionSet, fragments, money, keys, seen);
    }
  }
}
