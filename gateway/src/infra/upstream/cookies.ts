// Cookie values come from our own session, but a stray `;` or newline would let one value smuggle in
// another cookie or header, so anything outside the RFC 6265 cookie-octet set is dropped.
const cookieNamePattern = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const cookieValuePattern = /^[\x21\x23-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]*$/;

/** The `Cookie` request header for the given cookies, or undefined when there are none worth sending. */
export function cookieHeader(cookies: Record<string, string> | undefined): string | undefined {
  if (cookies === undefined) return undefined;
  const pairs = Object.entries(cookies)
    .filter(([name, value]) => cookieNamePattern.test(name) && cookieValuePattern.test(value))
    .map(([name, value]) => `${name}=${value}`);
  return pairs.length > 0 ? pairs.join('; ') : undefined;
}

/** Name → value of every `Set-Cookie` in an answer; attributes (Path, Expires, ...) are ignored. */
export function parseSetCookie(header: string | string[] | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [header];
  for (const line of lines) {
    const pair = line.split(';', 1)[0] ?? '';
    const equals = pair.indexOf('=');
    if (equals <= 0) continue;
    const name = pair.slice(0, equals).trim();
    let value = pair.slice(equals + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    cookies[name] = value;
  }
  return cookies;
}
