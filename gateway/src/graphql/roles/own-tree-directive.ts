import { getDirective, MapperKind, mapSchema } from '@graphql-tools/utils';
import { defaultFieldResolver, type GraphQLFieldConfig, type GraphQLSchema } from 'graphql';
import { gatewayError } from '../errors/gateway-error.js';
import type { OwnTreeGuard } from './own-tree-guard.js';

interface OwnTreeContext {
  ownTree: OwnTreeGuard;
}

/** Where a checked id sits in a field's arguments: a top-level argument, or a field of an input argument. */
interface CheckedId {
  path: readonly [string] | readonly [string, string];
  name: string;
}

const namedType = (schema: GraphQLSchema, type: unknown) => schema.getType(String(type).replace(/[[\]!]/g, ''));

function checkedIds(schema: GraphQLSchema, field: GraphQLFieldConfig<unknown, unknown>): CheckedId[] {
  const checks: CheckedId[] = [];
  for (const [argName, arg] of Object.entries(field.args ?? {})) {
    if (getDirective(schema, arg, 'ownTree') !== undefined) checks.push({ path: [argName], name: argName });
    const input = namedType(schema, arg.type);
    if (input === null || input === undefined || !('getFields' in input)) continue;
    for (const [inputFieldName, inputField] of Object.entries(input.getFields())) {
      if (getDirective(schema, inputField, 'ownTree') !== undefined) checks.push({ path: [argName, inputFieldName], name: inputFieldName });
    }
  }
  return checks;
}

function valueAt(args: Record<string, unknown>, path: CheckedId['path']): unknown {
  const first = args[path[0]];
  if (path.length === 1) return first;
  return typeof first === 'object' && first !== null ? (first as Record<string, unknown>)[path[1]] : undefined;
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
 * an account of the viewer's tree or a contract it is party to. Anything else is answered exactly as an unknown
 * id (NOT_FOUND in a mutation's payload, BAD_USER_INPUT in a query), so nothing about another tree leaks, and
 * the resolver, with its platform action, never runs.
 */
export function enforceOwnTree(schema: GraphQLSchema): GraphQLSchema {
  const mutationType = schema.getMutationType()?.name;
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field, fieldName, typeName) => {
      const checks = checkedIds(schema, field);
      if (checks.length === 0) return field;
      const unknownPayload = typeName === mutationType ? unknownPayloadFactory(schema, field, fieldName) : undefined;
      const resolve = field.resolve ?? defaultFieldResolver;
      return {
        ...field,
        resolve: async (source, args: Record<string, unknown>, context: OwnTreeContext, info) => {
          for (const check of checks) {
            const id = valueAt(args, check.path);
            if (id === null || id === undefined) continue;
            if (typeof id === 'string' && (await context.ownTree.owns(id))) continue;
            if (unknownPayload !== undefined) return unknownPayload(check.name);
            throw gatewayError('BAD_USER_INPUT', `Unknown ${check.name}.`);
          }
          return resolve(source, args, context, info);
        },
      };
    },
  });
}
