import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RouteData } from '../web-shell/route-data.js';
import { shellPageWriter } from '../web-shell/shell-page.js';

/** The built web client; src and dist sit at the same depth, so one relative path serves both. */
export const DEFAULT_WEB_DIST = resolve(import.meta.dirname, '../../../../web/dist');

/** The answer to a page's first route query, for its HTML (web-shell/route-data.ts); none leaves the page plain. */
export type RouteDataSource = (request: FastifyRequest) => Promise<RouteData | undefined>;

/**
 * Serves the built web client on the gateway's origin, so the browser talks to one host and the
 * session cookie stays first-party. Unknown GET paths that want HTML get index.html (client routing), with the
 * route's data in it where the route has a first query the gateway can answer in time.
 */
export async function registerWeb(app: FastifyInstance, webDist: string, routeData?: RouteDataSource): Promise<boolean> {
  const indexHtml = resolve(webDist, 'index.html');
  if (!existsSync(indexHtml)) {
    app.log.warn({ webDist }, 'web client not built; serving the API only');
    return false;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    // "/" is a page like any other route: served below, with its data.
    index: false,
    // The build writes .br and .gz beside each text file (web/vite-plugins/precompress.ts): sent as they are, with
    // the Content-Encoding and Vary the browser's Accept-Encoding asks for.
    preCompressed: true,
    setHeaders: (res, path) => {
      // Vite fingerprints everything under assets/, so those never change; index.html always may.
      res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const shellPage = shellPageWriter(indexHtml);

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const data = await routeData?.(request);
    if (data === undefined) return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
    const page = await shellPage(data, request.headers['accept-encoding']);
    for (const cookie of data.setCookies) reply.header('set-cookie', cookie);
    if (page.encoding !== undefined) reply.header('content-encoding', page.encoding);
    // The page now holds this visitor's answer: no shared cache may keep it.
    return reply.type('text/html; charset=utf-8').header('cache-control', 'private, no-cache').header('vary', 'accept-encoding, cookie').send(page.body);
  }

  app.get('/', sendPage);
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (wantsPage) return sendPage(request, reply);
    return reply.code(404).send({ error: 'not found' });
  });
  return true;
}
