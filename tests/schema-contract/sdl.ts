import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, type GraphQLSchema } from 'graphql';

export const ROOT = join(import.meta.dirname, '..', '..');
/** The SDL the gateway serves: one folder per domain module. */
export const SCHEMA_DIR = join(ROOT, 'schema');

/** The SDL of a folder like schema/: every .graphql below it, as one text. */
export function sdlOfDir(dir: string): string {
  const files = readdirSync(dir, { recursive: true }).map(String).filter((name) => name.endsWith('.graphql')).sort();
  return files.map((name) => readFileSync(join(dir, name), 'utf8')).join('\n');
}

/** The SDL of a folder like schema/, built as one schema. */
export const schemaFromDir = (dir: string): GraphQLSchema => buildSchema(sdlOfDir(dir));
