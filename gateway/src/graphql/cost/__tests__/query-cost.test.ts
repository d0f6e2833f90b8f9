import type { OperationDefinitionNode } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphqlRuntime } from '../../../fast-path/graphql-runtime.js';
import { buildSchema } from '../../schema.js';
import { QueryCostLimit } from '../query-cost-limit.js';
import { queryCost } from '../query-cost.js';

let schema: Awaited<ReturnType<typeof buildSchema>>;
beforeAll(async () => {
  schema = await buildSchema();
});

function costOf(text: string, variables: Record<string, unknown> = {}): number {
  const document = graphqlRuntime.parse(text);
  const operation = document.definitions.find((definition): definition is OperationDefinitionNode => definition.kind === graphqlRuntime.Kind.OPERATION_DEFINITION);
  if (operation === undefined) throw new Error('no operation');
  return queryCost(schema, document, operation, variables).cost;
}

describe('the cost of a query', () => {
  it('counts a leaf as 1 and an object as 1 plus its selection', () => {
    expect(costOf('{ site { status visitorIp } }')).toBe(3);
    expect(costOf('{ site { ...S } } fragment S on Site { status visitorIp }')).toBe(3);
    expect(costOf('{ __schema { types { name } } site { status } }')).toBe(2);
  });

  it('multiplies a field by first or last, from a literal, a variable, its default or the argument default', () => {
    const notices = (args: string) => `query Q($n: Int, $m: Int = 7) { notices${args} { edges { node { id } } } }`;
    // notices { edges { node { id } } } is 4 per item.
    expect(costOf(notices('(first: 5)'))).toBe(20);
    expect(costOf(notices('(first: $n)'), { n: 50 })).toBe(200);
    expect(costOf(notices('(first: $m)'))).toBe(28);
    expect(costOf(notices('(first: $n)'), { n: null })).toBe(4);
    // Query.notices(first: Int = 9), also where a variable without a default is not sent.
    expect(costOf(notices(''))).toBe(36);
    expect(costOf(notices('(first: $n)'))).toBe(36);
  });

  it('counts each id of an ids list as a fetch besides its selection, a literal list or a variable alike', () => {
    const ids = ['a', 'b', 'c'];
    expect(costOf('query Q($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids })).toBe(3 * (2 + 20));
    expect(costOf('{ nodes(ids: ["a", "b", "c"]) { id } }')).toBe(3 * (2 + 20));
    // One id stands for a list of one, as graphql coerces it.
    expect(costOf('query Q($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: 'a' })).toBe(22);
  });

  it('stays right when remembered per operation and the values of the variables it reads', () => {
    const limit = new QueryCostLimit(schema, 100);
    const document = graphqlRuntime.parse('query Q($n: Int, $after: String) { notices(first: $n, after: $after) { totalCount } }');
    const operation = document.definitions[0] as OperationDefinitionNode;
    expect(limit.cost(document, operation, { n: 10, after: 'x' })).toBe(20);
    expect(limit.cost(document, operation, { n: 10, after: 'y' })).toBe(20);
    expect(limit.cost(document, operation, { n: 60 })).toBe(120);
    expect(limit.cost(document, operation, {})).toBe(18);
    expect(limit.refusal(document, operation, { n: 10 })).toBeUndefined();
    expect(limit.refusal(document, operation, { n: 60 })?.extensions).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED' });
  });
});
