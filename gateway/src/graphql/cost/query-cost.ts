import type {
  ArgumentNode,
  DocumentNode,
  FieldNode,
  FragmentDefinitionNode,
  GraphQLCompositeType,
  GraphQLField,
  GraphQLSchema,
  OperationDefinitionNode,
  SelectionSetNode,
  ValueNode,
} from 'graphql';
import { graphqlRuntime } from '../../fast-path/graphql-runtime.js';

// The build that made the schema: graphql refuses to mix its two builds' types.
const { getNamedType, isCompositeType, Kind } = graphqlRuntime;

/** Each id of an `ids` list is an entity fetched on its own (a platform call), costlier than any value of an answer. */
const ID_FETCH_COST = 20;

export interface QueryCost {
  cost: number;
  /** The variables the cost depends on: with the same values, the same operation costs the same. */
  variablesRead: string[];
}

/**
 * What a query may cost to answer, with its variables: about the number of values its answer can hold. Each field
 * costs 1 and an object field the cost of its selection besides; a list argument multiplies its field's cost by its
 * size: `first` and `last` by their value (a literal, a variable or the default), an `ids` list by its length, each
 * of its ids costing as a fetch too. So `nodes(ids: $ids)` with a hundred ids, or sixteen of them aliased, costs what
 * it would make the gateway fetch, and a page of pages multiplies. Fragments cost what they select where they are
 * spread; introspection costs nothing. Values are read as sent, not coerced (a few microseconds per request): one
 * that does not coerce counts as absent, and executing refuses it before any resolver runs.
 */
export function queryCost(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode, variables: Readonly<Record<string, unknown>> | undefined): QueryCost {
  const variablesRead = new Set<string>();
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const defaults = new Map<string, ValueNode>();
  for (const definition of operation.variableDefinitions ?? []) {
    if (definition.defaultValue !== undefined) defaults.set(definition.variable.name.value, definition.defaultValue);
  }
  /** An argument's value as sent: a literal, a variable's value (or its default), else the argument's own default. */
  const argument = (field: GraphQLField<unknown, unknown>, node: FieldNode, name: string): unknown => {
    const given: ArgumentNode | undefined = node.arguments?.find((arg) => arg.name.value === name);
    if (given !== undefined && given.value.kind !== Kind.VARIABLE) return literal(given.value);
    if (given !== undefined && given.value.kind === Kind.VARIABLE) {
      const variable = given.value.name.value;
      variablesRead.add(variable);
      const value = variables?.[variable];
      if (value !== undefined) return value;
      const fallback = defaults.get(variable);
      if (fallback !== undefined) return literal(fallback);
    }
    // Not given, or a variable given no value: the argument is as if left out (GraphQL's CoerceArgumentValues).
    return field.args.find((arg) => arg.name === name)?.defaultValue;
  };
  const fragmentCosts = new Map<string, number>();
  const root = schema.getRootType(operation.operation);
  if (root === undefined || root === null) return { cost: 0, variablesRead: [] };

  const costOf = (selectionSet: SelectionSetNode, parent: GraphQLCompositeType): number => {
    let cost = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        cost += fragmentCost(selection.name.value);
        continue;
      }
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition === undefined ? parent : schema.getType(selection.typeCondition.name.value);
        cost += costOf(selection.selectionSet, isCompositeType(type) ? type : parent);
        continue;
      }
      const name = selection.name.value;
      if (name === '__schema' || name === '__type') continue;
      const field = 'getFields' in parent ? parent.getFields()[name] : undefined;
      if (selection.selectionSet === undefined || field === undefined) {
        cost += 1;
        continue;
      }
      const type = getNamedType(field.type);
      const selected = 1 + costOf(selection.selectionSet, isCompositeType(type) ? type : parent);
      const ids = idCount(argument(field, selection, 'ids'));
      cost += ids > 0 ? ids * (selected + ID_FETCH_COST) : selected * Math.max(1, size(argument(field, selection, 'first')), size(argument(field, selection, 'last')));
    }
    return cost;
  };

  const fragmentCost = (name: string): number => {
    const known = fragmentCosts.get(name);
    if (known !== undefined) return known;
    const fragment = fragments.get(name);
    const type = fragment === undefined ? undefined : schema.getType(fragment.typeCondition.name.value);
    // Validation has refused unknown fragments and cycles; a placeholder keeps a stray one from recursing.
    fragmentCosts.set(name, 0);
    const cost = fragment === undefined || !isCompositeType(type) ? 0 : costOf(fragment.selectionSet, type);
    fragmentCosts.set(name, cost);
    return cost;
  };

  const cost = costOf(operation.selectionSet, root);
  return { cost, variablesRead: [...variablesRead] };
}

/** The parts of a literal the cost reads: whole numbers and lists (their items as they are). */
function literal(value: ValueNode): unknown {
  if (value.kind === Kind.INT) return Number(value.value);
  if (value.kind === Kind.LIST) return value.values;
  return value.kind === Kind.NULL ? null : value;
}

/** A page size as sent; anything else is refused when the field runs. */
const size = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** An id list's length; a single id stands for a list of one, as graphql coerces it. */
const idCount = (value: unknown): number => (Array.isArray(value) ? value.length : value === undefined || value === null ? 0 : 1);
