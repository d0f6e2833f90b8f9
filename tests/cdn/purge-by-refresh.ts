import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { readCdnLog, type NginxCdn } from './nginx-cdn.js';

// Refreshed again after each of these pauses: the other replica hears the invalidation over Redis a moment after
// the one that purged (longer on a busy machine), and a refresh it answered in between stores its old answer again.
// Growing pauses, about 3 s in all, so a late replica is still caught without a deadline of a few hundred ms.
const REPEAT_AFTER_MS = [200, 400, 800, 1_600];

export interface PurgeReceiver {
  url: string;
  /** The CDN it purges: set once nginx runs (nginx needs the gateways, which need this receiver's URL). */
  cdn: Pick<NginxCdn, 'url' | 'logPath'> | undefined;
  /** Each purge the gateway posted, with the number of cached copies refreshed for it. */
  purges: { tags: string[]; refreshed: number }[];
  close(): Promise<void>;
}

/**
 * The CDN's purge API, modelled for nginx (which has none in its open-source build): takes the gateway's webhook
 * post `{ "tags": [...] }` with its bearer token, finds in the CDN's access log each URL and variant (Accept,
 * Accept-Encoding, Accept-Language) whose answer carried one of the tags, and asks nginx for it again with the
 * refresh token, which replaces the cached copy with a gateway's fresh answer. It answers once every copy is
 * refreshed, as a purge API answers once the purge is done.
 */
export async function startPurgeReceiver(options: { webhookToken: string; refreshToken: string }): Promise<PurgeReceiver> {
  const purges: PurgeReceiver['purges'] = [];
  const target: Pick<PurgeReceiver, 'cdn'> = { cdn: undefined };

  async function refresh(tags: string[]): Promise<number> {
    const { cdn } = target;
    if (cdn === undefined) throw new Error('no CDN to purge yet');
    const wanted = new Set(tags);
    const variants = new Map<string, Record<string, string>>();
    for (const line of await readCdnLog(cdn.logPath)) {
      if (!line.tags.some((tag) => wanted.has(tag))) continue;
      const headers = { accept: line.accept, 'accept-encoding': line.acceptEncoding, 'accept-language': line.acceptLanguage };
      variants.set(JSON.stringify([line.uri, headers]), headers);
    }
    await Promise.all(
      [...variants].map(async ([key, headers]) => {
        const [uri] = JSON.parse(key) as [string];
        const present = Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== ''));
        const answer = await fetch(`${cdn.url}${uri}`, { headers: { ...present, 'apollo-require-preflight': 'true', 'x-cdn-refresh': options.refreshToken } });
        await answer.arrayBuffer();
      }),
    );
    return variants.size;
  }

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.headers.authorization !== `Bearer ${options.webhookToken}`) {
        response.writeHead(401).end();
        return;
      }
      const { tags } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { tags: string[] };
      refresh(tags)
        .then(async (first) => {
          let refreshed = first;
          for (const pause of REPEAT_AFTER_MS) {
            await sleep(pause);
            refreshed = Math.max(refreshed, await refresh(tags));
          }
          return refreshed;
        })
        .then(
        (refreshed) => {
          purges.push({ tags, refreshed });
          response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ refreshed }));
        },
        (error: unknown) => response.writeHead(500).end(String(error)),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/purge`,
    get cdn() {
      return target.cdn;
    },
    set cdn(cdn) {
      target.cdn = cdn;
    },
    purges,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
