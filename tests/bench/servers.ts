// Side-by-side: the web's real operations through Saola, Mercurius + graphql-jit, GraphQL Yoga (all serving the
// gateway's own schema, resolvers and platform client) and bare Fastify sending the same bytes, each server in
// its own process, autocannon in another. Prints req/s, p50/p99 and server CPU per request in one table.
//   pnpm bench:servers                 the table (BENCH_SECONDS per run, default 10)
//   pnpm bench:servers --rss           also the built gateway's RSS before and after a 60 s load (pnpm build first;
//                                      gateway/node-settings.json as deployed; BENCH_NODE_FLAGS adds Node flags to try)
//   pnpm bench:servers --latency       also Saola's added latency over the platform at 1,000 req/s (BENCH_RATE
//                                      sets other rates, e.g. 100,500,1000), both measured after a few seconds of warm-up
//   pnpm bench:servers --pages         only a new visitor's GET / and /rng (stored pages), Saola against bare Fastify sending
//                                      Saola's bytes, from 200 addresses; p99 at 200 req/s; Saola's RSS after (web built first);
//                                      with SERVER_RENDER off, then on ("rendered" rows) when the web has its server build
//   BENCH_SERVERS=saola,bare           only these servers
//   BENCH_OPERATIONS=logged            only the operations whose name contains this
// Loopback only; stops by itself. LOG_LEVEL=info, NODE_ENV=production: as deployed.
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSandbox } from '@saola/sandbox';
import type autocannon from 'autocannon';
import { LOGIN } from '../../gateway/src/testing/gateway-stack.js';
import { SESSION_COOKIE } from '../../gateway/src/infra/session/request-session.js';
import { freePort } from '../../gateway/src/testing/redis.js';
import { waitForOk } from '../faults/processes.js';
import gatewayNode from '../../gateway/node-settings.json' with { type: 'json' };
import { pacedLoad } from './paced-load.js';
import { BALANCE, OPERATIONS, type BenchOperation } from './servers/operations.js';
import type { FromServer, ServerKind, ToServer } from './servers/serve.js';
import { PAGE_PATHS, pageBytes, pageHeaders, pageRequests, type PageBytes } from './servers/pages.js';

const here = dirname(fileURLToPath(import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_SECONDS = 3;
const kinds = (process.env.BENCH_SERVERS ?? 'saola,mercurius,yoga,bare').split(',') as ServerKind[];
const tsx = ['--import', 'tsx'];
const operations = OPERATIONS.filter((operation) => operation.name.includes(process.env.BENCH_OPERATIONS ?? ''));

interface Server {
  kind: ServerKind;
  url: string;
  child: ChildProcess;
  ask(message: ToServer): Promise<{ cpuMicros: number }>;
}

async function startServer(kind: ServerKind, env: NodeJS.ProcessEnv): Promise<Server> {
  // Saola runs with the Node settings it is deployed with; the others with Node's defaults, as they ship.
  const deployed = kind === 'saola' ? gatewayNode : { flags: [], env: {} };
  const profile = process.env.BENCH_PROF === kind ? ['--cpu-prof', '--cpu-prof-dir=bench-profiles'] : [];
  const child = fork(join(here, 'servers/serve.ts'), [kind], { execArgv: [...tsx, ...deployed.flags, ...profile], env: { ...env, ...deployed.env }, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${kind} exited (${code}) before listening`)));
    child.on('message', (message: FromServer) => message.type === 'ready' && resolve(message.port));
  });
  const ask: Server['ask'] = (message) =>
    new Promise((resolve) => {
      const onMessage = (answer: FromServer) => {
        if (answer.type !== 'usage') return;
        child.off('message', onMessage);
        resolve(answer);
      };
      child.on('message', onMessage);
      child.send(message);
    });
  return { kind, url: `http://127.0.0.1:${port}`, child, ask };
}

async function stopServer(server: Server): Promise<void> {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.disconnect();
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  if (server.child.exitCode === null) server.child.kill('SIGKILL');
}

/** autocannon in its own process. */
function load(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const child = fork(join(here, 'servers/load.ts'), [JSON.stringify(options)], { execArgv: tsx, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.once('message', (result) => resolve(result as autocannon.Result));
    child.once('exit', (code) => code !== 0 && reject(new Error(`autocannon exited ${code}`)));
  });
}

const headersFor = (operation: { loggedIn: boolean }, session: string) => ({
  'content-type': 'application/json',
  accept: 'application/graphql-response+json, application/json',
  'accept-language': 'vi',
  ...(operation.loggedIn ? { cookie: `${SESSION_COOKIE}=${session}` } : {}),
});

async function post(url: string, body: string, headers: Record<string, string>) {
  const reply = await fetch(`${url}/graphql`, { method: 'POST', headers, body });
  return { status: reply.status, text: await reply.text(), cookies: reply.headers.getSetCookie() };
}

interface Row { operation: string; server: string; rps: number; p50: number; p99: number; cpuMs: number; bad: number }

async function measure(server: Server, operation: BenchOperation, session: string, bareBodies: Map<string, string>): Promise<Row> {
  const headers = headersFor(operation, session);
  if (server.kind === 'bare') await server.ask({ type: 'body', body: bareBodies.get(operation.name) ?? '{}' });
  // Warm: caches filled, documents compiled; and a check that the server answers this operation at all.
  for (let i = 0; i < 20; i++) {
    const answer = await post(server.url, operation.body, headers);
    if (answer.status !== 200 || answer.text.includes('"errors"')) throw new Error(`${server.kind} ${operation.name}: ${answer.status} ${answer.text.slice(0, 300)}`);
  }
  return loadRow(server, operation.name, { url: `${server.url}/graphql`, method: 'POST', headers, body: operation.body });
}

/**
 * A few seconds of the load unmeasured, so that every server is measured with its code optimised, then the
 * measured run at 50 connections: req/s, latency and the server's CPU per answer.
 */
async function loadRow(server: Server, operation: string, target: autocannon.Options): Promise<Row> {
  await load({ ...target, connections: 50, duration: WARM_SECONDS });
  const before = await server.ask({ type: 'usage' });
  const result = await load({ ...target, connections: 50, duration: seconds });
  const after = await server.ask({ type: 'usage' });
  const answered = result.requests.total;
  return {
    operation,
    server: server.kind,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMs: answered === 0 ? Number.NaN : (after.cpuMicros - before.cpuMicros) / 1000 / answered,
    bad: result.non2xx + result.errors + result.timeouts,
  };
}

function printTable(rows: Row[]): void {
  console.log(`\n${'operation'.padEnd(22)}${'server'.padEnd(11)}${'req/s'.padStart(8)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'CPU ms/req'.padStart(12)}${'x merc'.padStart(8)}${'x bare'.padStart(8)}${'errors'.padStart(8)}`);
  for (const row of rows) {
    const of = (kind: string) => rows.find((other) => other.operation === row.operation && other.server === kind)?.rps;
    const ratio = (base: number | undefined) => (base === undefined ? '-' : (row.rps / base).toFixed(2));
    console.log(
      `${row.operation.padEnd(22)}${row.server.padEnd(11)}${row.rps.toFixed(0).padStart(8)}${row.p50.toFixed(1).padStart(9)}${row.p99.toFixed(1).padStart(9)}` +
        `${row.cpuMs.toFixed(2).padStart(12)}${ratio(of('mercurius')).padStart(8)}${ratio(of('bare')).padStart(8)}${String(row.bad).padStart(8)}`,
    );
  }
}

/** Resident memory of a process, read from /proc (Linux), in MB. */
const rssMb = async (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(await readFile(`/proc/${pid}/status`, 'utf8'))?.[1] ?? Number.NaN) / 1024;

/** The V8 heap and the memory outside it, from the gateway's own /metrics: where an RSS figure comes from. */
async function heapFigures(url: string): Promise<string> {
  const metrics = await (await fetch(`${url}/metrics`)).text();
  const mb = (name: string) => (Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(metrics)?.[1]) / 2 ** 20).toFixed(0);
  return `V8 heap ${mb('nodejs_heap_size_total_bytes')} MB (${mb('nodejs_heap_size_used_bytes')} MB used), external ${mb('nodejs_external_memory_bytes')} MB`;
}

/**
 * The built gateway as deployed (`node <flags> dist/server.js`, after `pnpm build`; BENCH_NODE_FLAGS adds Node flags to try),
 * before and after 60 s of the three operations in turn: its RSS, the figure the issue bounds.
 */
async function rssAfterLoad(env: NodeJS.ProcessEnv, session: string): Promise<void> {
  const flags = process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
  const port = await freePort();
  const child = spawn(process.execPath, [...gatewayNode.flags, ...flags, join(here, '../../gateway/dist/server.js')], {
    // heapFigures reads its /metrics from loopback, where no proxy stands in between.
    env: { ...env, ...gatewayNode.env, PORT: String(port), HOST: '127.0.0.1', METRICS_ALLOW: '127.0.0.1' },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForOk(`${url}/healthz`, 15_000);
    const requests = OPERATIONS.map((operation) => ({ method: 'POST' as const, headers: headersFor(operation, session), body: operation.body }));
    for (const operation of OPERATIONS) await post(url, operation.body, headersFor(operation, session));
    const before = await rssMb(child.pid!);
    const result = await load({ url: `${url}/graphql`, requests, connections: 50, duration: 60 });
    const after = await rssMb(child.pid!);
    console.log(
      `\nSaola RSS (built, ${[...gatewayNode.flags, ...flags].join(' ')}): ${before.toFixed(0)} MB before, ${after.toFixed(0)} MB after a 60 s load of ` +
        `${result.requests.total} requests (the three operations in turn, ${result.requests.average} req/s); ${await heapFigures(url)}`,
    );
  } finally {
    child.kill('SIGTERM');
  }
}

/**
 * Saola's latency minus the platform's own, for a query that makes one slow platform read, at each rate of
 * BENCH_RATE (default 1,000 req/s; a list such as 100,500,1000 shows where queueing starts on the machine at hand).
 * Requests leave evenly spaced, as independent visitors' do (paced-load.ts), not in autocannon's bursts.
 */
async function addedLatency(env: NodeJS.ProcessEnv, sandboxUrl: string, session: string): Promise<void> {
  const platformMs = 5;
  const balancePath = '/wps/v2/wallets/balance';
  await fetch(`${sandboxUrl}/__sandbox/faults`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ path: balancePath, latencyMs: platformMs }) });
  const server = await startServer('saola', env);
  try {
    const headers = headersFor({ loggedIn: true }, session);
    for (let i = 0; i < 20; i++) await post(server.url, BALANCE, headers);
    console.log(`\nAdded latency over the platform (platform read slowed to ${platformMs} ms; open loop, evenly spaced requests):`);
    for (const rate of (process.env.BENCH_RATE ?? '1000').split(',').map(Number)) {
      // Both measured warm, as the table is: a few seconds of the same load first, unmeasured. The bare call to the
      // platform lacks a member's headers: the platform refuses it, after the same delay, and that reply is timed.
      const direct = await pacedLoad({ url: `${sandboxUrl}${balancePath}`, rate, durationSeconds: seconds, warmSeconds: WARM_SECONDS, anyStatus: true });
      const before = await server.ask({ type: 'usage' });
      const through = await pacedLoad({ url: `${server.url}/graphql`, method: 'POST', headers, body: BALANCE, rate, durationSeconds: seconds, warmSeconds: WARM_SECONDS });
      const after = await server.ask({ type: 'usage' });
      // CPU over the whole run, its warm-up included.
      const cpuMs = (after.cpuMicros - before.cpuMicros) / 1000 / (rate * (seconds + WARM_SECONDS));
      console.log(
        `  at ${rate} req/s: platform p50 ${direct.p50} ms p99 ${direct.p99} ms (${direct.rps} req/s, ${direct.failed} failed); ` +
          `Saola p50 ${through.p50} ms p99 ${through.p99} ms (${through.rps} req/s, ${cpuMs.toFixed(2)} ms CPU/req, ${through.failed} failed); ` +
          `added p50 ${(through.p50 - direct.p50).toFixed(1)} ms, p99 ${(through.p99 - direct.p99).toFixed(1)} ms`,
      );
    }
  } finally {
    await stopServer(server);
    await fetch(`${sandboxUrl}/__sandbox/faults`, { method: 'DELETE' });
  }
}


/** A new visitor's page (pages.ts) through one server, from 200 addresses. */
const measurePage = (server: Server, operation: string, path: string): Promise<Row> => loadRow(server, operation, { url: server.url, requests: pageRequests(path) });

/** Saola's pages without server rendering, then with it (rendered in its worker threads) when the web has a server build. */
const PAGE_VARIANTS = [
  { suffix: '', env: { SERVER_RENDER: 'false' }, rendered: false },
  { suffix: ' rendered', env: { SERVER_RENDER: 'true' }, rendered: true },
];
const RENDERED_MARK = '<meta name="saola-rendered-at"';

/** Waits until the page a new visitor gets carries its markup: the first render of a cold process may be late. */
async function untilRendered(url: string, path: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!(await (await fetch(`${url}${path}`, { headers: pageHeaders(0) })).text()).includes(RENDERED_MARK)) {
    if (Date.now() > deadline) throw new Error(`saola GET ${path}: not rendered after 60 s (web/dist-server built?)`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The page rows, p99 at a steady 200 req/s (the bound) and Saola's RSS after the load, per variant, side by side. */
async function pageFigures(env: NodeJS.ProcessEnv): Promise<void> {
  const pageEnv = { ...env, WEB_DIST: join(here, '../../web/dist'), TRUST_PROXY: '127.0.0.1' };
  const serverBuilt = existsSync(join(here, '../../web/dist-server/entry-server.js'));
  const rows: Row[] = [];
  const pages: Array<{ operation: string; page: PageBytes }> = [];
  const notes: string[] = [];
  for (const variant of PAGE_VARIANTS.filter((candidate) => serverBuilt || !candidate.rendered)) {
    const saola = await startServer('saola', { ...pageEnv, ...variant.env });
    try {
      for (const path of PAGE_PATHS) {
        const operation = `GET ${path}${variant.suffix}`;
        if (variant.rendered) await untilRendered(saola.url, path);
        rows.push(await measurePage(saola, operation, path));
        // Taken warm: a cold first page may miss its data's deadline and go out without it.
        const page = await pageBytes(saola.url, path);
        if (page.status !== 200) throw new Error(`saola GET ${path}: ${page.status}`);
        pages.push({ operation, page });
        const steady = await pacedLoad({ url: `${saola.url}${path}`, headers: pageHeaders(7), rate: 200, durationSeconds: seconds, warmSeconds: WARM_SECONDS });
        notes.push(`${operation} at 200 req/s: p50 ${steady.p50} ms, p99 ${steady.p99} ms (${steady.failed} failed)`);
      }
      notes.push(`Saola${variant.suffix} (SERVER_RENDER=${variant.env.SERVER_RENDER}) RSS after its page loads (under tsx): ${(await rssMb(saola.child.pid!)).toFixed(0)} MB`);
    } finally {
      await stopServer(saola);
    }
  }
  if (!serverBuilt) notes.push('no rendered rows: the web has no server build (pnpm --filter ./web run build)');
  const bare = await startServer('bare', pageEnv);
  try {
    for (const { operation, page } of pages) {
      await bare.ask({ type: 'page', page });
      rows.push(await measurePage(bare, operation, page.path));
    }
  } finally {
    await stopServer(bare);
  }
  const sizes = pages.map(({ operation, page }) => `${operation} ${Buffer.from(page.base64, 'base64').length} B ${page.headers['content-encoding'] ?? 'identity'}`).join(', ');
  console.log(`${seconds} s per run, 50 connections from 200 addresses, NODE_ENV=production; bytes sent: ${sizes}`);
  printTable(rows.sort((a, b) => a.operation.localeCompare(b.operation)));
  console.log(notes.map((line) => `  ${line}`).join('\n'));
}

/** The table of the web's operations through every server, and the --latency and --rss figures. */
async function operationFigures(env: NodeJS.ProcessEnv, sandboxUrl: string): Promise<void> {
  // One member's session, sealed with the secret every server shares; the bare server's bytes are Saola's answers.
  const saola = await startServer('saola', env);
  const login = await post(saola.url, JSON.stringify({ query: LOGIN, variables: { input: { username: 'player01', password: 'secret88' } } }), headersFor({ loggedIn: false }, ''));
  const session = login.cookies.map((cookie) => cookie.split(';')[0]!).find((pair) => pair.startsWith(`${SESSION_COOKIE}=`))?.slice(SESSION_COOKIE.length + 1);
  if (session === undefined) throw new Error(`login failed: ${login.text}`);
  const bareBodies = new Map<string, string>();
  for (const operation of OPERATIONS) bareBodies.set(operation.name, (await post(saola.url, operation.body, headersFor(operation, session))).text);
  await stopServer(saola);

  const rows: Row[] = [];
  for (const kind of kinds) {
    const server = await startServer(kind, env);
    try {
      for (const operation of operations) rows.push(await measure(server, operation, session, bareBodies));
    } finally {
      await stopServer(server);
    }
  }
  console.log(`${seconds} s per run, 50 connections, LOG_LEVEL=${env.LOG_LEVEL}, NODE_ENV=production, warm caches`);
  printTable(rows.sort((a, b) => OPERATIONS.findIndex((o) => o.name === a.operation) - OPERATIONS.findIndex((o) => o.name === b.operation)));
  if (process.argv.includes('--latency')) await addedLatency(env, sandboxUrl, session);
  if (process.argv.includes('--rss')) await rssAfterLoad(env, session);
}

const sandbox = await startSandbox({ port: 0 });
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'production',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  UPSTREAM_URL: sandbox.url,
  SESSION_SECRET: 'bench-session-secret-of-at-least-32-chars',
  RATE_LIMIT_PER_MINUTE: '1000000',
  WEB_DIST: '/nonexistent',
  COOKIE_SECURE: 'false',
};
try {
  if (process.argv.includes('--pages')) await pageFigures(env);
  else await operationFigures(env, sandbox.url);
} finally {
  await sandbox.close();
}
