// A path of this site: one leading slash (never `//host` or `/\host`, which browsers read as another host),
// no spaces, backslashes or controls.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
const SITE_PATH = /^\/(?![/\\])[^\s\\\u0000-\u001f\u007f]*$/;
// Browsers drop tabs and newlines inside a URL, so "java\tscript:" would still run: such a link is refused whole.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * The one rule for every address the platform sends on to the browser (links, pictures, and href/src inside
 * its HTML): an absolute http(s) URL or a path of this site. `javascript:`, `data:`, `vbscript:`, relative or
 * malformed links are dropped (null), so platform data can never make a script clickable.
 */
export function safeLink(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const raw = value.trim();
  if (raw.startsWith('/')) return SITE_PATH.test(raw) ? raw : null;
  if (CONTROL.test(raw)) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? raw : null;
  } catch {
    return null;
  }
}
