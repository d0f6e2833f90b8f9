import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, type GraphQLSchema } from 'graphql';

export const ROOT = join(import.meta.dirname, '..', '..');
/** The SDL the gateway serves: one folder per domain module. */
export const SCHEMA_DIR = join(ROOT, 'schema');

/** The SDL of a folder like schema/ (every .graphql below it), built as one schema. */
export function schemaFromDir(dir: string): GraphQLSchema {
  const files = readdirSync(dir, { recursive: true }).map(String).filter((name) => name.endsWith('.graphql')).sort();
  return buildSchema(files.map((name) => readFileSync(join(dir, name), 'utf8')).join('\n'));
}
