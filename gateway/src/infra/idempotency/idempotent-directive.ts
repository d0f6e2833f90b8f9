import { getDirective, MapperKind, mapSchema } from '@graphql-tools/utils';
import { defaultFieldResolver, type GraphQLFieldConfig, type GraphQLSchema } from 'graphql';
import type { RequestSession } from '../session/request-session.js';
import { gatewayError } from '../errors/gateway-error.js';
import type { Idempotency } from './idempotency.js';
import { withMoneyOrder } from './money-order.js';

interface IdempotentContext {
  session: Pick<RequestSession, 'get'>;
  idempotency: Idempotency;
}

/**
 * Enforces `@idempotent` from the SDL: the mutation's answer is run through the request's Idempotency, keyed by the
 * member, the mutation and `input.idempotencyKey`; the resolver finds the run's MoneyOrder (its platform order
 * number, and the way to say the platform accepted) with moneyOrderOf(args). Applied inside the role check, so only
 * a member's request reaches a key. A mutation whose input lacks the key, or an input with a key on a mutation without the directive,
 * stops the gateway at start: the rule cannot be half-declared.
 */
export function enforceIdempotency(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.MUTATION_ROOT_FIELD]: (field, fieldName) => {
      const declared = getDirective(schema, field, 'idempotent') !== undefined;
      const keyed = hasKeyedInput(schema, field);
      if (declared !== keyed) {
        throw new Error(`Mutation.${fieldName}: @idempotent and an input with "idempotencyKey: String!" go together.`);
      }
      if (!declared) return field;
      const resolve = field.resolve ?? defaultFieldResolver;
      return {
        ...field,
        resolve: async (source, args: { input: Record<string, unknown> }, context: IdempotentContext, info) => {
          const session = await context.session.get();
          if (session === null) throw gatewayError('UNAUTHENTICATED');
          return context.idempotency.run({ memberId: session.memberId, operation: fieldName }, args.input, (order) =>
            Promise.resolve(resolve(source, withMoneyOrder(args, order), context, info)),
          );
        },
      };
    },
  });
}

/**
 * Whether the field takes `input` of an input type with `idempotencyKey: String!`. Read through the types' printed
 * names, not graphql's instanceof helpers, which fail when tools and tests load graphql as two module copies.
 */
function hasKeyedInput(schema: GraphQLSchema, field: GraphQLFieldConfig<unknown, unknown>): boolean {
  const input = field.args?.input?.type;
  if (input === undefined) return false;
  const type = schema.getType(String(input).replace(/[[\]!]/g, ''));
  if (type === undefined || type === null || !('getFields' in type)) return false;
  const fields = type.getFields() as Record<string, { type: unknown } | undefined>;
  return String(fields.idempotencyKey?.type) === 'String!';
}
