import { readFileSync } from 'node:fs';
import type { RouteData } from './route-data.js';
import type { RenderedPage } from './server-render.js';

/** The element web/src/lib/apollo/route-data-link.ts reads (same id there). */
const ROUTE_DATA_ELEMENT_ID = 'route-data';

/**
 * The built index.html with the route's answer in a data element before the app's scripts, which read it at start,
 * and the page's largest picture preloaded. Only the answer goes in: the bytes are the same for every visitor of
 * the route in that language, so they can be stored (stored-pages.ts).
 */
export function shellPageWriter(indexHtmlPath: string) {
  const html = readFileSync(indexHtmlPath, 'utf8');
  // Before </head>: the module script in the head is deferred, so the element exists before any app code runs.
  const at = html.includes('</head>') ? html.indexOf('</head>') : 0;
  // The server-rendered markup (server-render.ts) goes into the app's element, which the client then hydrates.
  const root = html.indexOf(ROOT_ELEMENT, at);

  return function shellPage(data: Pick<RouteData, 'json' | 'leadImage'>, rendered?: RenderedPage): Buffer {
    // The rendered page names its own largest picture (React's preload of the banner given fetchpriority=high).
    const preload =
      rendered !== undefined ? rendered.head : data.leadImage === undefined ? '' : `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(data.leadImage)}">`;
    const head = `${html.slice(0, at)}${preload}<script type="application/json" id="${ROUTE_DATA_ELEMENT_ID}">${data.json}</script>`;
    if (rendered === undefined || root === -1) return Buffer.from(`${head}${html.slice(at)}`);
    const inRoot = root + ROOT_ELEMENT.length;
    return Buffer.from(`${head}${html.slice(at, inRoot)}${rendered.body}${html.slice(inRoot)}`);
  };
}

/** The built index.html's (empty) app element. */
const ROOT_ELEMENT = '<div id="root">';

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}
