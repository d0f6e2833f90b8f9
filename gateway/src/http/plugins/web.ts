import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { digestOf, entityTag, matchesEntityTag } from '../cdn/shared-answer.js';
import { PrecompressedBody } from '../compression/precompressed-body.js';
import { pageTarget, type PageTarget } from '../web-shell/page-target.js';
import type { PublicPage } from '../web-shell/stored-pages.js';

/** The built web client; src and dist sit at the same depth, so one relative path serves both. */
export const DEFAULT_WEB_DIST = resolve(import.meta.dirname, '../../../../web/dist');

/** Public pages made from the built index.html (web-shell/stored-pages.ts): a target's bytes, or none for the plain shell. */
export type PublicPages = (indexHtmlPath: string) => (target: PageTarget) => Promise<PublicPage | undefined>;

/**
 * Serves the built web client on the gateway's origin, so the browser talks to one host and the
 * session cookie stays first-party. Unknown GET paths that want HTML get index.html (client routing), with the
 * route's public data in it where the route has a route query (a stored page, the same bytes for every visitor).
 */
export async function registerWeb(app: FastifyInstance, webDist: string, publicPages?: PublicPages): Promise<boolean> {
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
  const publicPage = publicPages?.(indexHtml);
  // A route without data (or whose data is late) gets the built shell as is: held in memory with its codings, as a
  // stored page is, rather than read from disk per request (issue 33: the static file path ran at 0.4x bare Fastify).
  const shell = readFileSync(indexHtml);
  const plainShell: PublicPage = { body: new PrecompressedBody(shell), digest: digestOf(shell), stored: true };

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const page = (await publicPage?.(pageTarget(request))) ?? plainShell;
    const { body, coding } = await page.body.negotiate(request.headers['accept-encoding']);
    // The page holds only what every visitor sees (its language comes from a cookie): the browser revalidates each
    // time and gets a 304 while the stored page stands. A page not kept is nobody's to revalidate.
    reply.type('text/html; charset=utf-8').header('vary', 'accept-encoding, cookie');
    if (!page.stored) reply.header('cache-control', 'private, no-cache');
    else {
      reply.header('cache-control', 'no-cache').header('etag', entityTag(page.digest, coding));
      if (matchesEntityTag(request.headers['if-none-match'], page.digest)) return reply.code(304).send();
    }
    if (coding !== undefined) reply.header('content-encoding', coding);
    return reply.send(body);
  }

  app.get('/', sendPage);
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (wantsPage) return sendPage(request, reply);
    return reply.code(404).send({ error: 'not found' });
  });
  return true;
}
