// Prints Saola's figures: upstream calls under concurrent cold-cache load, and gateway latency.
// Run: pnpm bench   (loopback only; stops by itself). NODE_ENV=production, as deployed: graphql-js and
// Apollo skip their development-only checks and pretty-printing there.
import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';
import { startTestRedis } from '../../gateway/src/testing/redis.js';
import { callKey, NOTICES, startGatewayStack } from '../../gateway/src/testing/gateway-stack.js';
import { SESSION_COOKIE } from '../../gateway/src/infra/session/request-session.js';
import { calls } from '../../gateway/src/infra/upstream/catalogue.js';

const ANNOUNCEMENTS = 'GET /wps/relay/MCSFE_getListAnnouncements';

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function measure(cache: 'memory' | 'redis', redisUrl?: string): Promise<void> {
  // The per-IP budget would throttle a benchmark that comes from one address.
  const stack = await startGatewayStack({ redisUrl, env: { RATE_LIMIT_PER_MINUTE: '1000000' } });
  const address = await stack.app.listen({ host: '127.0.0.1', port: 0 });
  const pool = new Pool(address, { connections: 64 });
  const body = JSON.stringify({ query: NOTICES, variables: { first: 9 } });
  const post = async (): Promise<number> => {
    const started = performance.now();
    const reply = await pool.request({ path: '/graphql', method: 'POST', headers: { 'content-type': 'application/json' }, body });
    await reply.body.text();
    if (reply.statusCode !== 200) throw new Error(`status ${reply.statusCode}`);
    return performance.now() - started;
  };

  for (const concurrent of [200, 500]) {
    await stack.control('DELETE', '/calls');
    await stack.control('PUT', '/faults', { path: '/wps/relay/MCSFE_getListAnnouncements', latencyMs: 100 });
    // A fresh language each round makes the cache cold for this resource.
    const language = concurrent === 200 ? 'ja' : 'th';
    await Promise.all(
      Array.from({ length: concurrent }, () =>
        pool.request({ path: '/graphql', method: 'POST', headers: { 'content-type': 'application/json', 'accept-language': language }, body }).then((r) => r.body.text()),
      ),
    );
    console.log(`${cache.padEnd(6)} cold cache: ${concurrent} concurrent notices queries -> ${await stack.upstreamCalls(ANNOUNCEMENTS)} upstream announcements call(s)`);
  }
  await stack.control('DELETE', '/faults');

  const total = 4000;
  const concurrency = 50;
  const latencies: number[] = [];
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next += 1;
        latencies.push(await post());
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  console.log(
    `${cache.padEnd(6)} warm notices query over HTTP: ${total} requests, ${concurrency} concurrent: ` +
      `${Math.round(total / seconds)} req/s, p50 ${percentile(latencies, 50).toFixed(1)} ms, ` +
      `p95 ${percentile(latencies, 95).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`,
  );
  await pool.close();
  await stack.close();
}

const TRANSFER = `mutation Transfer($input: TransferBetweenWalletsInput!) {
  transferBetweenWallets(input: $input) {
    transfer { orderNo amount createdAt }
    wallet { sumBalance mainBalance vendorWallets { walletId balance } }
    userErrors { code }
  }
}`;

/** 1000 copies of one transfer with one idempotency key, all at once over HTTP: the platform must see exactly one. */
async function measureIdempotentTransfer(store: 'memory' | 'redis', redisUrl?: string): Promise<void> {
  const stack = await startGatewayStack({ redisUrl, env: { RATE_LIMIT_PER_MINUTE: '1000000' } });
  const address = await stack.app.listen({ host: '127.0.0.1', port: 0 });
  const pool = new Pool(address, { connections: 64 });
  const session = await stack.login();
  await stack.control('DELETE', '/calls');
  const body = JSON.stringify({
    query: TRANSFER,
    variables: { input: { fromWalletId: 2, toWalletId: 11, amount: '25.50', idempotencyKey: `bench-${store}-${Date.now()}` } },
  });
  const copies = 1000;
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: copies }, async () => {
      const reply = await pool.request({
        path: '/graphql',
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `${SESSION_COOKIE}=${session}` },
        body,
      });
      return `${reply.statusCode} ${await reply.body.text()}`;
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const transferCalls = await stack.upstreamCalls(callKey(calls.walletTransfer));
  const distinct = new Set(answers);
  console.log(
    `${store.padEnd(6)} idempotent transfer: ${copies} concurrent copies of one key -> ${transferCalls} platform transfer call(s), ` +
      `${distinct.size} distinct answer(s), ${answers.filter((answer) => answer.startsWith('200 ') && answer.includes('"userErrors":[]')).length} successful, ${seconds.toFixed(2)} s`,
  );
  await pool.close();
  await stack.close();
}

await measure('memory');
await measureIdempotentTransfer('memory');
const redis = await startTestRedis();
try {
  await measure('redis', redis.url);
  await measureIdempotentTransfer('redis', redis.url);
} finally {
  await redis.stop();
}
