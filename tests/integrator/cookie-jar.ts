/**
 * A fetch that keeps the cookies the gateway sets and sends them back, as a browser would: the session of `login`
 * is an HttpOnly cookie (saola_session), never a token in the answer, so a server-side client must keep it itself.
 * Deliberately small: one site, no expiry handling (the gateway clears a cookie by setting it empty).
 */
export function fetchWithCookies(base: typeof fetch = fetch): typeof fetch {
  const cookies = new Map<string, string>();
  return async (input, init = {}) => {
    const headers = new Headers(init.headers);
    if (cookies.size > 0) headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await base(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (at <= 0) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === '') cookies.delete(name);
      else cookies.set(name, value);
    }
    return response;
  };
}
