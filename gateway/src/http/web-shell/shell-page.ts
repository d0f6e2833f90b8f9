import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { RouteData } from './route-data.js';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The element web/src/lib/apollo/route-data-link.ts reads (same id there). */
const ROUTE_DATA_ELEMENT_ID = 'route-data';

/** A page with its route's data is made per request: compressed on the fly, brotli at a level fast enough for that. */
export interface ShellPage {
  body: Buffer;
  encoding: 'br' | 'gzip' | undefined;
}

/** The built index.html with the route's answer in a data element before the app's scripts, which read it at start. */
export function shellPageWriter(indexHtmlPath: string) {
  const html = readFileSync(indexHtmlPath, 'utf8');
  // Before </head>: the module script in the head is deferred, so the element exists before any app code runs.
  const at = html.includes('</head>') ? html.indexOf('</head>') : 0;

  return async function shellPage(data: RouteData, acceptEncoding: string | undefined): Promise<ShellPage> {
    const preload = data.leadImage === undefined ? '' : `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(data.leadImage)}">`;
    const page = Buffer.from(`${html.slice(0, at)}${preload}<script type="application/json" id="${ROUTE_DATA_ELEMENT_ID}">${data.json}</script>${html.slice(at)}`);
    const accepted = acceptEncoding ?? '';
    if (/\bbr\b/.test(accepted)) return { body: await brotli(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }), encoding: 'br' };
    if (/\bgzip\b/.test(accepted)) return { body: await gzipAsync(page), encoding: 'gzip' };
    return { body: page, encoding: undefined };
  };
}

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}
