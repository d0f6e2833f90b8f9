// The page rows of `pnpm bench:servers --pages` (issue 33): a new visitor's first request for a public page, as a
// browser sends it (Accept: text/html, brotli), from many client addresses, through Saola and through bare Fastify
// sending the very bytes Saola sent. Saola trusts the loopback proxy (TRUST_PROXY) so X-Forwarded-For names the
// visitor: each address has its own request budget, as on the site.
import { request } from 'node:http';

export const PAGE_PATHS = ['/', '/rng'];
const ADDRESSES = 200;

export const pageHeaders = (address: number): Record<string, string> => ({
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'br, gzip',
  'accept-language': 'vi',
  'x-forwarded-for': `198.18.${address >> 8}.${address & 255}`,
});

/** autocannon's request list: the page from each address in turn. */
export const pageRequests = (path: string) => Array.from({ length: ADDRESSES }, (_, address) => ({ method: 'GET' as const, path, headers: pageHeaders(address) }));

export interface PageBytes {
  path: string;
  status: number;
  /** The body as sent (compressed), base64 for IPC. */
  base64: string;
  headers: Record<string, string>;
}

/** The page as the server sent it, bytes untouched (fetch would decompress them). */
export function pageBytes(origin: string, path: string): Promise<PageBytes> {
  return new Promise((resolve, reject) => {
    const outgoing = request(`${origin}${path}`, { headers: pageHeaders(0) }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        const kept = ['content-type', 'content-encoding', 'cache-control', 'etag', 'vary'];
        const headers = Object.fromEntries(kept.flatMap((name) => (incoming.headers[name] === undefined ? [] : [[name, String(incoming.headers[name])]])));
        resolve({ path, status: incoming.statusCode ?? 0, base64: Buffer.concat(chunks).toString('base64'), headers });
      });
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}
