import { getDirective, MapperKind, mapSchema } from '@graphql-tools/utils';
import { defaultFieldResolver, type GraphQLFieldConfig, type GraphQLInputObjectType, type GraphQLInputType, type GraphQLSchema } from 'graphql';
import { graphqlRuntime } from '../graphql-runtime.js';
import { gatewayError } from '../../infra/errors/gateway-error.js';
import type { OwnTreeGuard } from './own-tree-guard.js';

// The build that made the schema's types: graphql refuses to test one build's types with the other's predicates.
const { getNullableType, isInputObjectType, isListType } = graphqlRuntime;

interface OwnTreeContext {
  ownTree: OwnTreeGuard;
}

/** A value marked @ownTree in a field's arguments, with the name of its argument or input field. */
interface MarkedId {
  name: string;
  id: unknown;
}

const namedType = (schema: GraphQLSchema, type: unknown) => schema.getType(String(type).replace(/[[\]!]/g, ''));

/**
 * Where @ownTree marks ids in a schema's inputs: on an argument or an input field, of one id or a list of them, in
 * an input object at any depth, alone or in a list. Every marked value a request sends is found, each item of a list.
 */
class MarkedInputs {
  /** Input objects that hold a marked field at some depth. */
  private readonly holding = new Set<GraphQLInputObjectType>();

  constructor(private readonly schema: GraphQLSchema) {
    const inputTypes = Object.values(schema.getTypeMap()).filter((type) => isInputObjectType(type));
    // Grown to a fixed point, so inputs that hold each other (at any depth) are settled like any other.
    for (let grown = true; grown; ) {
      grown = false;
      for (const type of inputTypes) {
        if (this.holding.has(type) || !Object.values(type.getFields()).some((field) => this.holds(field.type, this.isMarked(field)))) continue;
        this.holding.add(type);
        grown = true;
      }
    }
  }

  /** Whether anything marked can be sent in a value of this type. */
  holds(type: GraphQLInputType, marked: boolean): boolean {
    const named = namedType(this.schema, type);
    return marked || (named !== undefined && named !== null && isInputObjectType(named) && this.holding.has(named));
  }

  isMarked(node: Parameters<typeof getDirective>[1]): boolean {
    return getDirective(this.schema, node, 'ownTree') !== undefined;
  }

  /** Every marked value in `value`, a value of `type` (marked itself or not), in the order it was sent. */
  collect(type: GraphQLInputType, value: unknown, marked: boolean, name: string, found: MarkedId[]): void {
    if (value === null || value === undefined || !this.holds(type, marked)) return;
    const nullable = getNullableType(type);
    if (isListType(nullable)) {
      // Coerced arguments hold arrays; a single value stands for a list of one, as graphql coerces it.
      for (const item of Array.isArray(value) ? value : [value]) this.collect(nullable.ofType, item, marked, name, found);
      return;
    }
    if (marked) {
      found.push({ name, id: value });
      return;
    }
    if (!isInputObjectType(nullable) || typeof value !== 'object') return;
    for (const field of Object.values(nullable.getFields())) {
      this.collect(field.type, (value as Record<string, unknown>)[field.name], this.isMarked(field), field.name, found);
    }
  }
}

/**
 * A mutation payload answering "unknown id": the userError on the field, empty lists, nulls elsewhere. Built from
 * the payload type, which must allow it (checked when the gateway starts, so a payload cannot half-support it).
 */
function unknownPayloadFactory(schema: GraphQLSchema, field: GraphQLFieldConfig<unknown, unknown>, fieldName: string) {
  const payload = namedType(schema, field.type);
  if (payload === null || payload === undefined || !('getFields' in payload) || !('userErrors' in payload.getFields())) {
    throw new Error(`Mutation.${fieldName}: @ownTree needs a payload with userErrors.`);
  }
  const shape: Record<string, null | never[]> = {};
  for (const [name, payloadField] of Object.entries(payload.getFields())) {
    if (name === 'userErrors') continue;
    const printed = String(payloadField.type);
    if (printed.startsWith('[') && printed.endsWith('!')) shape[name] = [];
    else if (printed.endsWith('!')) throw new Error(`Mutation.${fieldName}: @ownTree needs ${name} to be nullable or a list.`);
    else shape[name] = null;
  }
  return (name: string) => ({
    ...shape,
    userErrors: [{ field: name, code: 'NOT_FOUND', message: `Unknown ${name}.`, details: null }],
  });
}

/**
 * Enforces `@ownTree` from the SDL, the "own downline" role: before the resolver runs, every marked id must name
 * an account of the viewer's tree or a contract it is party to, each id of a list and each id in a list of inputs
 * too. Anything else is answered exactly as an unknown id (NOT_FOUND in a mutation's payload, BAD_USER_INPUT in a
 * query), so nothing about another tree leaks, and the resolver, with its platform action, never runs.
 */
export function enforceOwnTree(schema: GraphQLSchema): GraphQLSchema {
  const mutationType = schema.getMutationType()?.name;
  const inputs = new MarkedInputs(schema);
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field, fieldName, typeName) => {
      const args = Object.entries(field.args ?? {}).map(([name, arg]) => ({ name, type: arg.type, marked: inputs.isMarked(arg) }));
      const checked = args.filter((arg) => inputs.holds(arg.type, arg.marked));
      if (checked.length === 0) return field;
      const unknownPayload = typeName === mutationType ? unknownPayloadFactory(schema, field, fieldName) : undefined;
      const resolve = field.resolve ?? defaultFieldResolver;
      return {
        ...field,
        resolve: async (source, values: Record<string, unknown>, context: OwnTreeContext, info) => {
          const found: MarkedId[] = [];
          for (const arg of checked) inputs.collect(arg.type, values[arg.name], arg.marked, arg.name, found);
          const unknown = await firstUnknown(found, context.ownTree);
          if (unknown === undefined) return resolve(source, values, context, info);
          if (unknownPayload !== undefined) return unknownPayload(unknown.name);
          throw gatewayError('BAD_USER_INPUT', `Unknown ${unknown.name}.`);
        },
      };
    },
  });
}

/** The first id, in the order sent, that names nothing of the viewer's tree; each distinct id is looked up once. */
async function firstUnknown(found: readonly MarkedId[], guard: OwnTreeGuard): Promise<MarkedId | undefined> {
  const lookups = new Map<string, Promise<boolean>>();
  for (const { id } of found) if (typeof id === 'string' && !lookups.has(id)) lookups.set(id, guard.owns(id));
  const owned = new Map(await Promise.all([...lookups].map(async ([id, lookup]) => [id, await lookup] as const)));
  return found.find(({ id }) => typeof id !== 'string' || owned.get(id) !== true);
}
