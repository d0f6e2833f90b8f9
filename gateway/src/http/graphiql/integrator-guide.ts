import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { marked } from 'marked';

/** The guide's source: repository markdown, so it is read (and reviewed) where the rest of the docs are. */
export const GUIDE_SOURCE = resolve(import.meta.dirname, '../../../../docs/api/integrators.md');

/** Enough style to read the guide; inline, which the CSP allows for styles (not for scripts: the page has none). */
const STYLE = `body { font: 16px/1.55 system-ui, sans-serif; margin: 0 auto; max-width: 52rem; padding: 1rem 1.25rem 4rem; color: #1b1f24; }
pre { background: #f3f4f6; padding: .75rem 1rem; overflow-x: auto; font-size: 13px; line-height: 1.45; }
code { font-size: 0.92em; } table { border-collapse: collapse; } td, th { border: 1px solid #d0d7de; padding: .3rem .6rem; text-align: left; vertical-align: top; }
nav { font-size: 14px; margin-bottom: 1rem; }`;

/**
 * The integrator guide as one HTML page, rendered from its markdown once when the gateway starts (the text cannot
 * change while it runs). The markdown is the repository's own, so it is trusted: no sanitising.
 */
export function integratorGuidePage(source: string = GUIDE_SOURCE): string {
  const body = marked.parse(readFileSync(source, 'utf8'), { async: false });
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Saola API: integrator guide</title>
    <style>${STYLE}</style>
  </head>
  <body>
    <nav><a href="/graphiql">GraphiQL</a></nav>
    <main>${body}</main>
  </body>
</html>
`;
}
