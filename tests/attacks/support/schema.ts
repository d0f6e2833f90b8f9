import type { GraphQLSchema } from 'graphql';
import { SCHEMA_DIR, schemaFromDir } from '../../schema-contract/sdl.js';

/** The executable schema's SDL (schema/), built with this package's graphql, as the fuzz run reads it. */
export const schemaFromSdl = (): GraphQLSchema => schemaFromDir(SCHEMA_DIR);

/** Mutations the schema marks @idempotent: the money and points mutations. */
export function idempotentMutations(schema: GraphQLSchema): string[] {
  const mutation = schema.getMutationType();
  if (mutation === null || mutation === undefined) return [];
  return Object.values(mutation.getFields())
    .filter((field) => field.astNode?.directives?.some((directive) => directive.name.value === 'idempotent') === true)
    .map((field) => field.name)
    .sort();
}
