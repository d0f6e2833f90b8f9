import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, type GraphQLSchema } from 'graphql';

/** The executable schema's SDL (schema/), built with this package's graphql, as the fuzz run reads it. */
export function schemaFromSdl(): GraphQLSchema {
  const dir = join(import.meta.dirname, '..', '..', '..', 'schema');
  const files = readdirSync(dir, { recursive: true }).map(String).filter((name) => name.endsWith('.graphql')).sort();
  return buildSchema(files.map((name) => readFileSync(join(dir, name), 'utf8')).join('\n'));
}

/** Mutations the schema marks @idempotent: the money and points mutations. */
export function idempotentMutations(schema: GraphQLSchema): string[] {
  const mutation = schema.getMutationType();
  if (mutation === null || mutation === undefined) return [];
  return Object.values(mutation.getFields())
    .filter((field) => field.astNode?.directives?.some((directive) => directive.name.value === 'idempotent') === true)
    .map((field) => field.name)
    .sort();
}
