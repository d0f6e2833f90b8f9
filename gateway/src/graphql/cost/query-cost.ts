import { createRequire } from 'node:module';
import type { DocumentNode, GraphQLSchema, OperationDefinitionNode, ValueNode } from 'graphql';
import type * as queryComplexity from 'graphql-query-complexity';
import { graphqlRuntime } from '../graphql-runtime.js';

// Its CommonJS build, which loads graphql's as the schema's build does: the library tells types apart by instanceof.
const library = createRequire(import.meta.url)('graphql-query-complexity') as typeof queryComplexity;

/** Each id of an `ids` list is an entity fetched on its own (a platform call), costlier than any value of an answer. */
export const ID_FETCH_COST = 20;

/** The arguments that size a field's list: the estimator multiplies by them, so the cost reads their variables. */
const LIST_SIZES = new Set(['first', 'last', 'ids']);
/** The directives that leave a selection out: graphql-query-complexity does not count what they skip. */
const CONDITIONS = new Set(['include', 'skip']);

/**
 * About the number of values a field's answer can hold. Each field costs 1 and its selection besides; `first` and
 * `last` multiply that by their value, an `ids` list by its length, each id costing a fetch too. So
 * `nodes(ids: $ids)` with a hundred ids, or sixteen of them aliased, costs what it would make the gateway fetch,
 * and a page of pages multiplies. Introspection (`__schema`, `__type`) costs nothing: the library would count it.
 */
export const listSizeEstimator: queryComplexity.ComplexityEstimator = ({ field, args, childComplexity }) => {
  if (field.name === '__schema' || field.name === '__type') return 0;
  const own = 1 + childComplexity;
  const ids = idCount(args.ids);
  if (ids > 0) return ids * (own + ID_FETCH_COST);
  return own * Math.max(1, size(args.first), size(args.last));
};

/**
 * What the operation may cost to answer with these variables (graphql-query-complexity with our estimator; it
 * coerces the variables, applies defaults and leaves out what @include and @skip drop). Throws a GraphQLError
 * where it cannot count: variables that do not coerce, an argument that does not, or a document that spreads its
 * fragments into more than the library's 10,000 selections.
 */
export function queryCost(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode, variables: Readonly<Record<string, unknown>> | undefined): number {
  // An anonymous operation is its document's only one.
  return library.getComplexity({ schema, query: document, variables: { ...variables }, operationName: operation.name?.value, estimators: [listSizeEstimator] });
}

/**
 * The variables the cost can depend on: those used in a list size or in @include/@skip, anywhere in the document
 * (its fragments too). With the same values of these, an operation costs the same.
 */
export function costVariables(document: DocumentNode): string[] {
  const { visit } = graphqlRuntime;
  const names = new Set<string>();
  const collect = (value: ValueNode) => visit(value, { Variable: (variable) => void names.add(variable.name.value) });
  visit(document, {
    Field: (field) => field.arguments?.forEach((argument) => LIST_SIZES.has(argument.name.value) && collect(argument.value)),
    Directive: (directive) => {
      if (CONDITIONS.has(directive.name.value)) directive.arguments?.forEach((argument) => collect(argument.value));
    },
    // Read above where they count; nothing under an argument is a field or a directive.
    Argument: () => false,
  });
  return [...names];
}

/** A page size as coerced; null (sent so) counts as no size. */
const size = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** An id list's length, coerced: a single id sent stands for a list of one. */
const idCount = (value: unknown): number => (Array.isArray(value) ? value.length : 0);
