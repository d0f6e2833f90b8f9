import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** The built web client; src and dist sit at the same depth, so one relative path serves both. */
export const DEFAULT_WEB_DIST = resolve(import.meta.dirname, '../../../web/dist');

/**
 * Serves the built web client on the gateway's origin, so the browser talks to one host and the
 * session cookie stays first-party. Unknown GET paths that want HTML get index.html (client routing).
 */
export async function registerWeb(app: FastifyInstance, webDist: string): Promise<boolean> {
  if (!existsSync(resolve(webDist, 'index.html'))) {
    app.log.warn({ webDist }, 'web client not built; serving the API only');
    return false;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: ['index.html'],
    // The build writes .br and .gz beside each text file (web/vite-plugins/precompress.ts): sent as they are, with
    // the Content-Encoding and Vary the browser's Accept-Encoding asks for.
    preCompressed: true,
    setHeaders: (res, path) => {
      // Vite fingerprints everything under assets/, so those never change; index.html always may.
      res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (wantsPage) return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
    return reply.code(404).send({ error: 'not found' });
  });
  return true;
}
