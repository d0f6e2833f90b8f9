import { readFileSync } from 'node:fs';
import { DEFAULT_MANIFEST } from '../http/persisted/manifest.js';
import { ROUTE_QUERIES } from '../http/web-shell/route-queries.js';
import { variablesAsSent } from '../http/web-shell/variables-as-sent.js';

/** Each route query the gateway puts into pages, as the web's build persisted it, with its public-read GET URL. */
export function persistedRouteQueries(): { path: string; operationName: string; url: string }[] {
  const manifest = JSON.parse(readFileSync(DEFAULT_MANIFEST, 'utf8')) as Record<string, string>;
  return [...ROUTE_QUERIES].map(([path, query]) => {
    const found = Object.entries(manifest).find(([, document]) => new RegExp(`query ${query.operationName}\\b`).test(document));
    if (found === undefined) throw new Error(`${query.operationName} is not in the web's manifest`);
    const [key, document] = found;
    const extensions = JSON.stringify({ persistedQuery: { version: 1, sha256Hash: key.replace('sha256:', '') } });
    const variables = JSON.stringify(variablesAsSent(document, query.variables));
    return { path, operationName: query.operationName, url: `/graphql?operationName=${query.operationName}&variables=${encodeURIComponent(variables)}&extensions=${encodeURIComponent(extensions)}` };
  });
}
