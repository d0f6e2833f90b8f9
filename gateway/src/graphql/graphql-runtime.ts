import { createRequire } from 'node:module';
import type * as graphql from 'graphql';

/**
 * The graphql build that Apollo, graphql-tools and graphql-jit load (its CommonJS entry, through `require`).
 * graphql 16 ships a second, ESM build that bundlers (Vitest) pick for our own imports; in development mode
 * graphql refuses a schema from the other build, so everything that takes the schema comes from here.
 */
export const graphqlRuntime = createRequire(import.meta.url)('graphql') as typeof graphql;
