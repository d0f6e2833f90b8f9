// One autocannon load in a process of its own (argv[2]: LoadOptions as JSON), its figures sent back over IPC: the
// load balancer runs in the runner's process, and a load generator on the same event loop would slow both.
import autocannon from 'autocannon';
import type { LoadFigures, LoadOptions } from './load.js';

const options = JSON.parse(process.argv[2] ?? '{}') as LoadOptions;
const times: number[] = [];
let status5xx = 0;
const instance = autocannon(
  {
    url: options.url,
    connections: options.connections,
    duration: options.durationSeconds,
    method: options.method ?? 'GET',
    body: options.body,
    headers: options.headers,
    timeout: 20,
    ...(options.expectBody === undefined ? {} : { expectBody: options.expectBody }),
  },
  (error, result) => {
    if (error) throw error;
    times.sort((a, b) => a - b);
    const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? Number.NaN;
    const figures: LoadFigures = {
      requests: result.requests.total,
      failed: result.errors + result.timeouts + result.non2xx + (result.mismatches ?? 0),
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      mismatches: result.mismatches ?? 0,
      status5xx,
      p50: at(0.5),
      p95: at(0.95),
      p99: at(0.99),
      rps: Math.round(result.requests.average),
    };
    process.send?.(figures, () => process.exit(0));
  },
);
instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
  times.push(responseTime);
  if (statusCode >= 500) status5xx++;
});
