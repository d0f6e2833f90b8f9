import { existsSync, readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { enforceIdempotency } from '../infra/idempotency/idempotent-directive.js';
import type { GatewayModule } from './gateway-module.js';
import { gatewayModules } from './modules/index.js';
import { nodeRegistry } from './node-registry.js';
import { nodeResolvers } from './relay/node-resolvers.js';
import { enforceRoles } from './roles/auth-directive.js';
import { enforceOwnTree } from './roles/own-tree-directive.js';
import { scalarResolvers } from './scalars.js';

/** The schema package's folder every module's SDL stands on (scalars, Node, directives, the root types). */
const COMMON_SDL = 'common';

/** The SDL lives in the schema package, one folder per domain module (GatewayModule.sdl) beside the common one. */
async function loadTypeDefs(modules: readonly GatewayModule[]): Promise<string[]> {
  const root = dirname(createRequire(import.meta.url).resolve('@saola/schema/package.json'));
  const folders = [COMMON_SDL, ...modules.map((module) => module.sdl)];
  const unclaimed = (await readdir(root, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules' && !folders.includes(entry.name))
    .map((entry) => entry.name);
  // A folder no module claims would be SDL without resolvers: say so rather than serve it half wired.
  if (unclaimed.length > 0) throw new Error(`No gateway module claims the SDL in schema/${unclaimed.join(', schema/')}.`);
  const files: string[] = [];
  for (const folder of folders) {
    if (!existsSync(join(root, folder))) throw new Error(`schema/${folder} does not exist.`);
    const names = await readdir(join(root, folder), { recursive: true });
    files.push(...names.filter((name) => name.endsWith('.graphql')).map((name) => join(folder, name)));
  }
  return files.sort().map((file) => readFileSync(join(root, file), 'utf8'));
}

export async function buildSchema(): Promise<GraphQLSchema> {
  const modules: readonly GatewayModule[] = gatewayModules;
  const schema = makeExecutableSchema({
    typeDefs: await loadTypeDefs(modules),
    // The SDL's token chain and source positions would stay in memory for the life of the process, unused.
    noLocation: true,
    resolvers: [scalarResolvers, nodeResolvers(nodeRegistry(modules)), ...modules.flatMap((module) => module.resolvers)],
    inheritResolversFromInterfaces: true,
  });
  // Roles wrap the own-tree check, which wraps idempotency: a visitor, trial account or non-agent is refused before
  // its ids are looked up, and an id outside the viewer's tree is refused before any key is kept.
  return enforceRoles(enforceOwnTree(enforceIdempotency(schema)));
}
