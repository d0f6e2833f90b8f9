// One closed-loop load in a process of its own (argv[2]: LoadOptions as JSON), its figures sent back over IPC: the
// load balancer runs in the runner's process, and a load generator on the same event loop would slow both.
// Each of `connections` clients sends its next request once it has read the last answer, over a keep-alive socket of
// its own. Not autocannon: when a server closes a socket (nginx closes a client's after 1,000 requests), autocannon 9
// leaves the request it had just written in its queue, and from then on times each answer on that connection from
// the request before it; the latency it reported grew by a round trip per 1,000 requests per connection.
import { Pool } from 'undici';
import type { LoadFigures, LoadOptions } from './load.js';

const options = JSON.parse(process.argv[2] ?? '{}') as LoadOptions;
const target = new URL(options.url);
const timeoutMs = 20_000;
const pool = new Pool(target.origin, { connections: options.connections, headersTimeout: timeoutMs, bodyTimeout: timeoutMs });
const counts = { errors: 0, timeouts: 0, non2xx: 0, mismatches: 0, status5xx: 0 };
const times: number[] = [];

async function client(until: number): Promise<void> {
  while (performance.now() < until) {
    const started = performance.now();
    try {
      const reply = await pool.request({ method: options.method ?? 'GET', path: `${target.pathname}${target.search}`, headers: options.headers, body: options.body ?? null });
      const body = options.expectBody === undefined ? await reply.body.dump() : await reply.body.text();
      times.push(performance.now() - started);
      if (reply.statusCode >= 500) counts.status5xx++;
      if (reply.statusCode < 200 || reply.statusCode >= 300) counts.non2xx++;
      else if (options.expectBody !== undefined && body !== options.expectBody) counts.mismatches++;
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT') counts.timeouts++;
      else counts.errors++;
    }
  }
}

const start = performance.now();
await Promise.all(Array.from({ length: options.connections }, () => client(start + options.durationSeconds * 1000)));
const seconds = (performance.now() - start) / 1000;
await pool.close();
times.sort((a, b) => a - b);
const at = (p: number) => Math.round((times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? Number.NaN) * 10) / 10;
const figures: LoadFigures = {
  requests: times.length + counts.errors + counts.timeouts,
  failed: counts.errors + counts.timeouts + counts.non2xx + counts.mismatches,
  ...counts,
  p50: at(0.5),
  p95: at(0.95),
  p99: at(0.99),
  rps: Math.round(times.length / seconds),
};
process.send?.(figures, () => process.exit(0));
