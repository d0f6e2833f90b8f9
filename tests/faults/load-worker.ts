// One closed-loop load in a process of its own (argv[2]: LoadOptions as JSON), its figures sent back over IPC: the
// load balancer runs in the runner's process, and a load generator on the same event loop would slow both.
// Each of `connections` clients sends its next request once it has read the last answer, over a keep-alive socket of
// its own. Not autocannon: when a server closes a socket (nginx closes a client's after 1,000 requests), autocannon 9
// leaves the request it had just written in its queue, and from then on times each answer on that connection from
// the request before it; the latency it reported grew by a round trip per 1,000 requests per connection.
import { loadClient, quantileOf } from '../bench/load-exchange.js';
import type { LoadFigures, LoadOptions } from './load.js';

const options = JSON.parse(process.argv[2] ?? '{}') as LoadOptions;
const load = loadClient(options, options.connections);
const counts = { errors: 0, timeouts: 0, non2xx: 0, mismatches: 0, status5xx: 0 };
const times: number[] = [];

async function client(until: number): Promise<void> {
  while (performance.now() < until) {
    const started = performance.now();
    const { outcome, status } = await load.exchange();
    if (outcome === 'error') counts.errors++;
    else if (outcome === 'timeout') counts.timeouts++;
    else {
      times.push(performance.now() - started);
      if (status >= 500) counts.status5xx++;
      if (outcome === 'non-2xx') counts.non2xx++;
      if (outcome === 'other body') counts.mismatches++;
    }
  }
}

const start = performance.now();
await Promise.all(Array.from({ length: options.connections }, () => client(start + options.durationSeconds * 1000)));
const seconds = (performance.now() - start) / 1000;
await load.close();
times.sort((a, b) => a - b);
const figures: LoadFigures = {
  requests: times.length + counts.errors + counts.timeouts,
  failed: counts.errors + counts.timeouts + counts.non2xx + counts.mismatches,
  ...counts,
  p50: quantileOf(times, 0.5),
  p95: quantileOf(times, 0.95),
  p99: quantileOf(times, 0.99),
  rps: Math.round(times.length / seconds),
};
process.send?.(figures, () => process.exit(0));
