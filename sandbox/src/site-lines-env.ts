/**
 * The site's lines from the environment: SITE_LINES (comma-separated origins), else the web site's port that
 * scripts/start.mjs gives both processes (PORT) on the two loopback names, which reach the same server as two
 * origins. Neither: no configured lines (domainRoute falls back to its seeded examples).
 */
export function siteLinesFromEnv(env: Record<string, string | undefined>): string[] {
  const listed = env.SITE_LINES?.trim();
  if (listed) return listed.split(',').map((entry) => originOf(entry.trim()));
  const port = env.PORT?.trim();
  if (!port) return [];
  if (!/^\d{1,5}$/.test(port) || Number(port) > 65_535) throw new Error(`PORT is not a port: ${port}`);
  return [`http://127.0.0.1:${port}`, `http://localhost:${port}`];
}

function originOf(entry: string): string {
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    throw new Error(`SITE_LINES has an entry that is not a URL: ${entry}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`SITE_LINES takes http(s) origins: ${entry}`);
  return url.origin;
}
