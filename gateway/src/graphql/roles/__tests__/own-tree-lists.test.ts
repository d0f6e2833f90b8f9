import { makeExecutableSchema } from '@graphql-tools/schema';
import type { ExecutionResult, GraphQLSchema } from 'graphql';
import { beforeEach, describe, expect, it } from 'vitest';
import { graphqlRuntime } from '../../graphql-runtime.js';
import { enforceOwnTree } from '../own-tree-directive.js';
import type { OwnTreeGuard } from '../own-tree-guard.js';

/** @ownTree on every shape an input can take: a list argument, a list input field, inputs in a list, nested inputs. */
const TYPE_DEFS = /* GraphQL */ `
  directive @ownTree on ARGUMENT_DEFINITION | INPUT_FIELD_DEFINITION
  type UserError { field: String code: String! message: String! details: String }
  input PaymentInput { downlineId: ID! @ownTree amount: String! }
  input BatchInput { downlineIds: [ID!] @ownTree payments: [PaymentInput!] group: GroupInput }
  input GroupInput { payments: [PaymentInput!] subgroups: [GroupInput!] }
  type PayPayload { paid: [ID!]! userErrors: [UserError!]! }
  type Query { report(downlineIds: [ID!] @ownTree): [ID!] }
  type Mutation { payDownlines(input: BatchInput!): PayPayload! }
`;

const OWN = ['own-1', 'own-2'];
const FOREIGN = 'other-tree-1';

/** The viewer's tree as a set of ids; remembers what it was asked. */
class TreeOf implements OwnTreeGuard {
  readonly asked: string[] = [];
  constructor(private readonly ids: readonly string[]) {}
  async owns(globalId: string): Promise<boolean> {
    this.asked.push(globalId);
    return this.ids.includes(globalId);
  }
}

describe('@ownTree on lists (issue 30, finding 9)', () => {
  let schema: GraphQLSchema;
  let actions: string[];

  beforeEach(() => {
    actions = [];
    schema = enforceOwnTree(
      makeExecutableSchema({
        typeDefs: TYPE_DEFS,
        resolvers: {
          Query: { report: (_root: unknown, args: { downlineIds: string[] }) => (actions.push('report'), args.downlineIds) },
          Mutation: { payDownlines: () => (actions.push('payDownlines'), { paid: OWN, userErrors: [] }) },
        },
      }),
    );
  });

  const run = (source: string, variableValues: Record<string, unknown>, tree: TreeOf) =>
    graphqlRuntime.graphql({ schema, source, variableValues, contextValue: { ownTree: tree } }) as Promise<ExecutionResult<Record<string, { paid: string[]; userErrors: { field: string; code: string }[] }>>>;
  const PAY = 'mutation($input: BatchInput!) { payDownlines(input: $input) { paid userErrors { field code message } } }';
  const payment = (downlineId: string) => ({ downlineId, amount: '10' });

  it.each([
    ['a list of ids', { downlineIds: [OWN[0], FOREIGN, OWN[1]] }, 'downlineIds'],
    ['a list of inputs', { payments: [payment(OWN[0] ?? ''), payment(FOREIGN)] }, 'downlineId'],
    ['inputs nested in an input', { group: { payments: [payment(FOREIGN)] } }, 'downlineId'],
    ['inputs nested in a list of inputs', { group: { subgroups: [{ payments: [payment(OWN[1] ?? '')] }, { payments: [payment(FOREIGN)] }] } }, 'downlineId'],
  ])('refuses one foreign id in %s as unknown, and the action does not run', async (_shape, input, field) => {
    const reply = await run(PAY, { input }, new TreeOf(OWN));
    expect(reply.errors).toBeUndefined();
    expect(reply.data?.payDownlines).toEqual({ paid: [], userErrors: [{ field, code: 'NOT_FOUND', message: `Unknown ${field}.` }] });
    expect(actions).toEqual([]);
  });

  it('refuses a query argument listing one foreign id as BAD_USER_INPUT, before its resolver', async () => {
    const reply = await run('query($ids: [ID!]) { report(downlineIds: $ids) }', { ids: [OWN[0], FOREIGN] }, new TreeOf(OWN));
    expect(reply.errors?.map((error) => [error.message, error.extensions.code])).toEqual([['Unknown downlineIds.', 'BAD_USER_INPUT']]);
    expect(actions).toEqual([]);
  });

  it('lets through lists of the own tree only, looking each distinct id up once', async () => {
    const tree = new TreeOf(OWN);
    const input = { downlineIds: [...OWN, OWN[0]], payments: [payment(OWN[1] ?? '')], group: { subgroups: [{ payments: [payment(OWN[0] ?? '')] }] } };
    const reply = await run(PAY, { input }, tree);
    expect(reply.data?.payDownlines?.userErrors).toEqual([]);
    expect(actions).toEqual(['payDownlines']);
    expect([...tree.asked].sort()).toEqual([...OWN].sort());

    const report = await run('{ report(downlineIds: ["own-1"]) }', {}, new TreeOf(OWN));
    expect(report.errors).toBeUndefined();
    // An id where a list goes is a list of one, and checked as one.
    expect((await run('query($ids: [ID!]) { report(downlineIds: $ids) }', { ids: FOREIGN }, new TreeOf(OWN))).errors?.[0]?.message).toBe('Unknown downlineIds.');
  });
});
