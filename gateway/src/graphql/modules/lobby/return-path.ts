import { gatewayError } from '../../../infra/errors/gateway-error.js';

const MAX_RETURN_PATH = 512;
// A path of this site: one leading slash (never `//host` or `/\host`), no spaces, backslashes or controls.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
const SITE_PATH = /^\/(?![/\\])[^\s\\\u0000-\u001f\u007f]*$/;

/**
 * The game's Back link: the visitor's own origin plus a validated site path, so a crafted returnPath can never
 * send a player from the game to another site.
 */
export function backUrlFor(returnPath: string | null | undefined, visitorOrigin: string): string | undefined {
  if (returnPath === null || returnPath === undefined) return undefined;
  const path = returnPath.trim();
  if (path.length > MAX_RETURN_PATH || !SITE_PATH.test(path)) {
    throw gatewayError('BAD_USER_INPUT', '"returnPath" must be a path of this site, such as /rng.');
  }
  const url = new URL(path, visitorOrigin);
  if (url.origin !== new URL(visitorOrigin).origin) {
    throw gatewayError('BAD_USER_INPUT', '"returnPath" must be a path of this site, such as /rng.');
  }
  return url.href;
}
