import { createRequire } from 'node:module';
import type * as GraphQL from 'graphql';
import type { GraphQLNamedType, GraphQLSchema } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSchema } from '../schema.js';

// graphql as graphql-tools loads it (Node's resolution), which built the schema: under Vitest a plain import would
// be a second copy, whose type checks refuse the schema's types.
const { getNamedType, isEnumType, isInputObjectType, isInterfaceType, isObjectType, isSpecifiedDirective, isSpecifiedScalarType, isUnionType } = createRequire(
  import.meta.url,
)('graphql') as typeof GraphQL;

type Kind = 'types' | 'fields' | 'arguments' | 'inputFields' | 'enumValues';
type Coverage = Record<Kind, { described: number; missing: string[] }>;

const described = (description: string | null | undefined): boolean => (description ?? '').trim().length > 0;

/** Every element an integrator meets in GraphiQL, as the live schema serves it (not the SDL files). */
function descriptionCoverage(schema: GraphQLSchema): Coverage {
  const coverage: Coverage = {
    types: { described: 0, missing: [] },
    fields: { described: 0, missing: [] },
    arguments: { described: 0, missing: [] },
    inputFields: { described: 0, missing: [] },
    enumValues: { described: 0, missing: [] },
  };
  const tally = (kind: Kind, path: string, description: string | null | undefined) => {
    if (described(description)) coverage[kind].described += 1;
    else coverage[kind].missing.push(path);
  };
  const ours = (type: GraphQLNamedType) => !type.name.startsWith('__') && !isSpecifiedScalarType(type);
  for (const type of Object.values(schema.getTypeMap()).filter(ours)) {
    tally('types', type.name, type.description);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        tally('fields', `${type.name}.${field.name}`, field.description);
        for (const arg of field.args) tally('arguments', `${type.name}.${field.name}(${arg.name})`, arg.description);
      }
    }
    if (isInputObjectType(type)) for (const field of Object.values(type.getFields())) tally('inputFields', `${type.name}.${field.name}`, field.description);
    if (isEnumType(type)) for (const value of type.getValues()) tally('enumValues', `${type.name}.${value.name}`, value.description);
  }
  for (const directive of schema.getDirectives().filter((d) => !isSpecifiedDirective(d))) {
    tally('types', `@${directive.name}`, directive.description);
    for (const arg of directive.args) tally('arguments', `@${directive.name}(${arg.name})`, arg.description);
  }
  return coverage;
}

/** Types no field, argument or interface of the schema leads to (from the root types). */
function unreachableTypes(schema: GraphQLSchema): string[] {
  const seen = new Set<string>();
  const visit = (type: GraphQLNamedType | null | undefined) => {
    if (!type || seen.has(type.name)) return;
    seen.add(type.name);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        visit(getNamedType(field.type));
        for (const arg of field.args) visit(getNamedType(arg.type));
      }
      for (const iface of type.getInterfaces()) visit(iface);
      if (isInterfaceType(type)) for (const impl of schema.getPossibleTypes(type)) visit(impl);
    }
    if (isInputObjectType(type)) for (const field of Object.values(type.getFields())) visit(getNamedType(field.type));
    if (isUnionType(type)) for (const member of type.getTypes()) visit(member);
  };
  visit(schema.getQueryType());
  visit(schema.getMutationType());
  visit(schema.getSubscriptionType());
  for (const directive of schema.getDirectives()) for (const arg of directive.args) visit(getNamedType(arg.type));
  return Object.keys(schema.getTypeMap()).filter((name) => !name.startsWith('__') && !seen.has(name));
}

describe('the live schema documents itself', () => {
  let schema: GraphQLSchema;
  beforeAll(async () => {
    schema = await buildSchema();
  });

  it('describes every type, field, argument, input field and enum value (prints the figures)', () => {
    const coverage = descriptionCoverage(schema);
    const figures = Object.entries(coverage).map(([kind, { described: count, missing }]) => {
      const total = count + missing.length;
      return `${kind.padEnd(12)} ${((100 * count) / total).toFixed(1).padStart(5)}%  (${count} of ${total})`;
    });
    console.warn(`description coverage of the live schema:\n${figures.join('\n')}`);
    const missing = Object.values(coverage).flatMap((kind) => kind.missing);
    expect(missing).toEqual([]);
  });

  it('keeps the SDL descriptions of the custom scalars (their resolvers bring behaviour only)', () => {
    for (const name of ['DateTime', 'Decimal', 'Money', 'Upload']) {
      const sdl = schema.getType(name)?.astNode?.description?.value;
      expect(sdl, name).toBeTruthy();
      expect(schema.getType(name)?.description, name).toBe(sdl);
    }
  });

  it('tells in the description of a guarded field who may ask (introspection does not show @auth)', () => {
    const viewer = schema.getType('Viewer');
    if (!isObjectType(viewer)) throw new Error('Viewer is an object type');
    expect(viewer.getFields().agentCentre?.description).toMatch(/Who may ask: a logged-in agent \(@auth\(requires: AGENT\)\)/);
    expect(viewer.getFields().headerCounts?.description).toMatch(/@auth\(requires: REAL_ACCOUNT\)\); any other answers null\.$/);
    expect(viewer.getFields().member?.description).not.toMatch(/Who may ask/);
  });

  it('leads to every type from the root types, but ErrorCode (the vocabulary of extensions.code)', () => {
    expect(unreachableTypes(schema)).toEqual(['ErrorCode']);
  });
});
