// Streams benchmark (issue 34): one gateway replica holding N open subscription streams (BENCH_STREAMS, default
// 2,000; the figure is 10,000), a new win published by the platform, and what it took to reach them all.
// Prints, never asserts: events delivered, delivery time from the first stream's arrival and from the win (p50,
// p99, max), the replica's RSS before and with the streams, and a plain query's latency without and with them.
//   pnpm bench:streams                   BENCH_STREAMS=10000 for the figure (ulimit -n above it)
// Loopback only, one process for the gateway and one for the clients; stops by itself.
import { fork } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSandbox } from '@saola/sandbox';
import type { FromGateway } from './streams/serve-gateway.js';
import { listen, type Listener } from './streams/sse-listener.js';

const here = dirname(fileURLToPath(import.meta.url));
const STREAMS = Number(process.env.BENCH_STREAMS ?? 2_000);
const FEED_INTERVAL_MS = 500;
const QUERY_SAMPLES = 300;
const WINNERS = 'subscription { winners { latest { player amount } } }';
const OPENING_AT_ONCE = 200;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function queryLatencies(url: string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < QUERY_SAMPLES; i++) {
    const started = performance.now();
    const res = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ site { status } }"}' });
    await res.text();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

const sandbox = await startSandbox({ port: 0 });
const gateway = fork(join(here, 'streams/serve-gateway.ts'), [], {
  execArgv: ['--import', 'tsx', '--expose-gc'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    // Its feed reads still in flight as the benchmark stops would log the platform's closing otherwise.
    LOG_LEVEL: 'error',
    UPSTREAM_URL: sandbox.url,
    SESSION_SECRET: 'bench-session-secret-of-at-least-32-chars',
    WEB_DIST: '/nonexistent',
    RATE_LIMIT_PER_MINUTE: '1000000',
    LIVE_STREAMS_PER_IP: String(STREAMS + 100),
    LIVE_FEED_INTERVAL_MS: String(FEED_INTERVAL_MS),
    // Each poll reaches the platform, so the win is seen within one interval.
    PUBLIC_CACHE_TTL_MS: '1',
    CACHE_NAMESPACE: `bench-streams-${process.pid}`,
  },
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
// A gateway that dies (a bad configuration) ends the benchmark rather than leaving it waiting.
gateway.once('exit', (code) => {
  if (code !== 0) process.exit(1);
});
const fromGateway = <T extends FromGateway['type']>(type: T) =>
  new Promise<Extract<FromGateway, { type: T }>>((resolve) => {
    const onMessage = (message: FromGateway) => {
      if (message.type !== type) return;
      gateway.off('message', onMessage);
      resolve(message as Extract<FromGateway, { type: T }>);
    };
    gateway.on('message', onMessage);
  });
const rss = async () => (gateway.send('rss'), (await fromGateway('rss')).bytes);

try {
  const { port } = await fromGateway('ready');
  const url = `http://127.0.0.1:${port}`;
  await queryLatencies(url); // warm-up
  const quiet = await queryLatencies(url);
  const rssBefore = await rss();

  const opening = performance.now();
  const listeners: Listener[] = [];
  for (let i = 0; i < STREAMS; i += OPENING_AT_ONCE) {
    listeners.push(...(await Promise.all(Array.from({ length: Math.min(OPENING_AT_ONCE, STREAMS - i) }, () => listen(url, WINNERS)))));
  }
  const openedIn = performance.now() - opening;
  const rssWith = await rss();
  const busy = await queryLatencies(url);

  const amount = 1_234_567 + Math.floor(Math.random() * 1000);
  const arrivals = listeners.map((listener) => listener.arrival(String(amount)));
  const published = performance.now();
  const win = await fetch(`${sandbox.url}/__sandbox/games/winners`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: 'vip01', amount }) });
  if (!win.ok) throw new Error(`the sandbox refused the win: ${win.status}`);
  const settled = await Promise.race([Promise.all(arrivals), new Promise<null>((resolve) => setTimeout(() => resolve(null), 30_000))]);
  const times = settled === null ? [] : [...settled].sort((a, b) => a - b);
  const first = times[0] ?? Number.NaN;
  const fanOut = times.map((at) => at - first);
  const fromWin = times.map((at) => at - published);

  console.log(`\nstreams benchmark: ${STREAMS} open streams on one replica (feed read every ${FEED_INTERVAL_MS} ms)\n`);
  console.table({
    'streams opened': { value: `${listeners.length} in ${ms(openedIn)}` },
    'event delivered to': { value: `${times.length} of ${STREAMS} streams` },
    'fan-out p50 / p99 / max (from the first stream)': { value: `${ms(percentile(fanOut, 50))} / ${ms(percentile(fanOut, 99))} / ${ms(fanOut.at(-1) ?? Number.NaN)}` },
    'from the win p50 / p99 (includes the poll interval)': { value: `${ms(percentile(fromWin, 50))} / ${ms(percentile(fromWin, 99))}` },
    'RSS without / with the streams': { value: `${mb(rssBefore)} / ${mb(rssWith)} (+${mb(rssWith - rssBefore)})` },
    'query p50 / p99 without streams': { value: `${ms(percentile(quiet, 50))} / ${ms(percentile(quiet, 99))}` },
    'query p50 / p99 with the streams': { value: `${ms(percentile(busy, 50))} / ${ms(percentile(busy, 99))}` },
  });
  for (const listener of listeners) listener.close();
} finally {
  gateway.disconnect();
  await sandbox.close();
}
