import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { graphqlRuntime } from '../../graphql-runtime.js';
import { buildSchema } from '../../schema.js';
import { QueryCostLimit } from '../query-cost-limit.js';
import { queryCost } from '../query-cost.js';

let schema: Awaited<ReturnType<typeof buildSchema>>;
beforeAll(async () => {
  schema = await buildSchema();
});

function parsed(text: string): { document: DocumentNode; operation: OperationDefinitionNode } {
  const document = graphqlRuntime.parse(text);
  const operation = document.definitions.find((definition): definition is OperationDefinitionNode => definition.kind === graphqlRuntime.Kind.OPERATION_DEFINITION);
  if (operation === undefined) throw new Error('no operation');
  return { document, operation };
}

function costOf(text: string, variables: Record<string, unknown> = {}): number {
  const { document, operation } = parsed(text);
  return queryCost(schema, document, operation, variables);
}

describe('the cost of a query', () => {
  it('counts a leaf as 1 and an object as 1 plus its selection, and introspection as nothing', () => {
    expect(costOf('{ site { status visitorIp } }')).toBe(3);
    expect(costOf('{ site { ...S } } fragment S on Site { status visitorIp }')).toBe(3);
    expect(costOf('{ __schema { types { name fields { name } } } __type(name: "Site") { name } site { status } }')).toBe(2);
    // GraphiQL's whole introspection query, fragments and all.
    expect(costOf(graphqlRuntime.getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true }))).toBe(0);
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
    expect(costOf('query Q($a: ID!, $b: ID!) { nodes(ids: [$a, $b]) { id } }', { a: 'a', b: 'b' })).toBe(2 * (2 + 20));
    // One id stands for a list of one, as graphql coerces it.
    expect(costOf('query Q($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: 'a' })).toBe(22);
  });

  it('leaves out what @include and @skip drop', () => {
    const text = 'query Q($all: Boolean!) { site { status visitorIp @include(if: $all) } notices(first: 10) @skip(if: $all) { totalCount } }';
    expect(costOf(text, { all: true })).toBe(3);
    expect(costOf(text, { all: false })).toBe(2 + 20);
  });
});

describe('the cost limit', () => {
  it('stays right when remembered per operation and the values of the variables it can depend on', () => {
    const limit = new QueryCostLimit(schema, 100);
    const { document, operation } = parsed('query Q($n: Int, $after: String, $all: Boolean!) { notices(first: $n, after: $after) { totalCount } site @include(if: $all) { status } }');
    expect(limit.cost(document, operation, { n: 10, after: 'x', all: false })).toBe(20);
    expect(limit.cost(document, operation, { n: 10, after: 'y', all: false })).toBe(20);
    expect(limit.cost(document, operation, { n: 10, after: 'y', all: true })).toBe(22);
    expect(limit.cost(document, operation, { n: 60, all: false })).toBe(120);
    expect(limit.cost(document, operation, { all: false })).toBe(18);
    expect(limit.refusal(document, operation, { n: 10, all: true })).toBeUndefined();
    expect(limit.refusal(document, operation, { n: 60, all: false })?.message).toBe(
      'Cost limit of 100 exceeded, found 120: each item a list argument (first, last, ids) asks for counts, so ask for fewer at once.',
    );
    expect(limit.refusal(document, operation, { n: 60, all: false })?.extensions).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } });
  });

  it('counts an operation once for each set of values of the variables its cost can depend on', () => {
    const counted = vi.fn(queryCost);
    const limit = new QueryCostLimit(schema, 10_000, counted);
    const { document, operation } = parsed('query Q($ids: [ID!]!, $after: String) { nodes(ids: $ids) { id } notices(after: $after) { totalCount } }');
    for (let i = 0; i < 5; i += 1) expect(limit.cost(document, operation, { ids: [`a${i}`, `b${i}`], after: `c${i}` })).toBe(2 * 22 + 18);
    expect(counted).toHaveBeenCalledTimes(1);
    expect(limit.cost(document, operation, { ids: ['a', 'b', 'c'] })).toBe(3 * 22 + 18);
    expect(counted).toHaveBeenCalledTimes(2);

    const plain = parsed('query Plain($after: String) { notices(first: 20, after: $after) { totalCount } }');
    for (let i = 0; i < 5; i += 1) limit.refusal(plain.document, plain.operation, { after: `c${i}` });
    expect(counted).toHaveBeenCalledTimes(3);
  });

  it('refuses a document whose fragments multiply past what can be counted', () => {
    const limit = new QueryCostLimit(schema, 10_000);
    // Each fragment spreads the next twice: 2^30 selections, in a few hundred tokens.
    const fragments = Array.from({ length: 30 }, (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`).join(' ');
    const { document, operation } = parsed(`query Deep { ...F0 } ${fragments} fragment F30 on Query { site { status } }`);
    const refusal = limit.refusal(document, operation, {});
    expect(refusal?.message).toMatch(/^The cost of this query could not be counted/);
    expect(refusal?.extensions).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED' });
  });

  it('leaves variables that do not coerce to be refused when the operation executes', () => {
    const limit = new QueryCostLimit(schema, 10_000);
    const { document, operation } = parsed('query Q($n: Int) { notices(first: $n) { totalCount } }');
    expect(limit.refusal(document, operation, { n: 'many' })).toBeUndefined();
    expect(limit.refusal(document, operation, { n: 6000 })?.message).toMatch(/^Cost limit of 10000 exceeded, found 12000/);
  });
});
