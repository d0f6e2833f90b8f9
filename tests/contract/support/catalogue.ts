import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { platformRoutes } from '../../../sandbox/src/domains/platform-routes.js';
import type { Method } from './platform-client.js';

export interface CatalogueCall {
  method: Method;
  path: string;
  group: string;
  source: string;
}

const dir = join(import.meta.dirname, '..', 'catalogue');

/** Every platform call the specs name plus the ones we designed, from tests/contract/catalogue/*.json. */
export function catalogueCalls(): CatalogueCall[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => {
      const { calls } = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { calls: { call: string; source: string }[] };
      return calls.map(({ call, source }) => {
        const [method, path] = call.split(' ') as [Method, string];
        return { method, path, source, group: file.replace(/\.json$/, '') };
      });
    });
}

/** The sandbox's own declaration of a call (module id, token, encryption), for the negative tests. */
export function routeOf(call: CatalogueCall) {
  return platformRoutes.find((route) => route.method === call.method && route.path === call.path);
}
