// The fault scenarios of issue 18 on the plain-process topology (topology.ts), printing figures per scenario.
// Run: pnpm faults            quick (10 s loads, 20 s platform down) for CI
//      pnpm faults --full     as in the issue: 60 s loads, 10 min platform down
// Options: --duration <s>, --down <s>, --connections <n> (default 500), --delay <ms> (platform delay, default 50),
//          --rate <req/s> and --paced-connections <n> (the paced figure printed after the first scenario: default
//          1000 evenly spaced requests a second, over at most the scenario's connections).
// Loopback only; starts and stops every process itself.
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import { calls } from '../../gateway/src/infra/upstream/catalogue.js';
import { pacedLoad } from '../bench/paced-load.js';
import { runLoad, type LoadFigures } from './load.js';
import { stopService } from './processes.js';
import { startTopology, type Topology } from './topology.js';
import { loginThroughLb, moneyMutationDuplicates, privateReadDuringOutage, PUBLIC_QUERY } from './scenarios.js';

const print = (line: string) => process.stdout.write(`${line}\n`);

const { values } = parseArgs({
  options: {
    full: { type: 'boolean', default: false },
    duration: { type: 'string' },
    down: { type: 'string' },
    connections: { type: 'string', default: '500' },
    delay: { type: 'string', default: '50' },
    rate: { type: 'string', default: '1000' },
    'paced-connections': { type: 'string' },
  },
});
const durationSeconds = Number(values.duration ?? (values.full ? 60 : 10));
const downSeconds = Number(values.down ?? (values.full ? 600 : 20));
const connections = Number(values.connections);
const platformDelayMs = Number(values.delay);
const pacedRate = Number(values.rate);
const pacedConnections = Number(values['paced-connections'] ?? connections);

const results: { scenario: string; pass: boolean; figures: string }[] = [];
function report(scenario: string, pass: boolean, figures: string): void {
  results.push({ scenario, pass, figures });
  print(`${pass ? 'PASS' : 'FAIL'}  ${scenario}\n      ${figures}`);
}
const describeLoad = (load: LoadFigures) =>
  `requests ${load.requests}, failed ${load.failed} (errors ${load.errors}, timeouts ${load.timeouts}, non-2xx ${load.non2xx}, 5xx ${load.status5xx}, other bodies ${load.mismatches}), p50 ${load.p50} ms, p95 ${load.p95} ms, p99 ${load.p99} ms, ${load.rps} req/s`;

const topology: Topology = await startTopology({ platformDelayMs, drainDelayMs: 1_500 });
try {
  print(`topology: lb (${topology.lb.kind}) ${topology.lb.url}, gateways ${topology.gateways.map((g) => g.url).join(' ')}, sandbox ${topology.sandboxUrl}, redis :${topology.redisPort}`);
  print(`load: ${connections} connections, ${durationSeconds} s per scenario, platform delay ${platformDelayMs} ms`);
  const publicLoad = async (seconds: number) => {
    const expected = await warm(topology);
    return runLoad({ url: `${topology.lb.url}/graphql`, method: 'POST', headers: { 'content-type': 'application/json' }, body: PUBLIC_QUERY, connections, durationSeconds: seconds, expectBody: expected });
  };

  // The platform's own p95 at the same delay, straight to the sandbox (the yardstick of the first scenario).
  const platform = await runLoad({ url: `${topology.sandboxUrl}${calls.announcements.path}`, connections: 50, durationSeconds: 3 });
  print(`platform alone: p95 ${platform.p95} ms (${platform.requests} calls)`);

  const steady = await publicLoad(durationSeconds);
  report('two replicas behind the LB', steady.failed === 0 && steady.p95 <= 1.5 * platform.p95, `${describeLoad(steady)}; p95 / platform p95 = ${(steady.p95 / platform.p95).toFixed(2)} (limit 1.5)`);
  // Requests at a steady pace (an open loop, evenly spaced), below what this machine can serve: the latency a
  // replica adds, apart from the queue a closed loop builds once every core is busy (load generator, balancer and
  // replicas share them).
  const paced = await pacedLoad({ url: `${topology.lb.url}/graphql`, method: 'POST', headers: { 'content-type': 'application/json' }, body: PUBLIC_QUERY, connections: pacedConnections, durationSeconds, rate: pacedRate, expectBody: await warm(topology) });
  print(`      paced, ${pacedRate} req/s evenly spaced (up to ${pacedConnections} connections): requests ${paced.sent}, failed ${paced.failed}, p50 ${paced.p50} ms, p95 ${paced.p95} ms, p99 ${paced.p99} ms, ${paced.rps} req/s; p95 / platform p95 = ${(paced.p95 / platform.p95).toFixed(2)}`);

  const redisLoad = publicLoad(durationSeconds);
  await sleep((durationSeconds * 1000) / 3);
  await topology.stopRedis();
  await sleep((durationSeconds * 1000) / 3);
  await topology.startRedis();
  // Watched from the restart on, while the load goes on (its last third outlasts the watch in a 60 s run).
  const reconnected = untilRedisBack(topology, Date.now());
  const withRedisOutage = await redisLoad;
  const reconnectMs = await reconnected;
  report('Redis stopped during load', withRedisOutage.failed === 0 && reconnectMs !== undefined, `${describeLoad(withRedisOutage)}; both replicas back on Redis ${reconnectMs === undefined ? 'NEVER (15 s)' : `${reconnectMs} ms after it restarted`}`);

  const money = await moneyMutationDuplicates(topology, 1_000);
  report('1000 duplicates of one money mutation over both replicas', money.platformCalls === 1 && money.distinctAnswers === 1, `platform calls ${money.platformCalls}, distinct answers ${money.distinctAnswers}, replicas that answered ${money.replicasSeen}`);

  const session = await loginThroughLb(topology);
  await warm(topology);
  await topology.platformFault({ outage: true });
  const downLoad = await runLoad({ url: `${topology.lb.url}/graphql`, method: 'POST', headers: { 'content-type': 'application/json' }, body: PUBLIC_QUERY, connections: Math.min(connections, 100), durationSeconds: downSeconds, expectBody: await warm(topology) });
  const privateRead = await privateReadDuringOutage(topology, session);
  await topology.platformFault({ latencyMs: platformDelayMs });
  report(
    `platform down ${downSeconds} s: public stale, private typed error`,
    downLoad.failed === 0 && downLoad.status5xx === 0 && privateRead.status === 200 && privateRead.code !== undefined,
    `${describeLoad(downLoad)}; private read: HTTP ${privateRead.status}, error code ${privateRead.code ?? 'none'}`,
  );

  const drainLoad = publicLoad(durationSeconds);
  await sleep((durationSeconds * 1000) / 2);
  const exitCode = await stopService(topology.gateways[1]!.service, 'SIGTERM');
  const drained = await drainLoad;
  report('SIGTERM to one replica under load', drained.failed === 0 && exitCode === 0, `${describeLoad(drained)}; the replica exited with code ${String(exitCode)}`);
} finally {
  await topology.close();
}
const failed = results.filter((result) => !result.pass).length;
print(`\n${results.length - failed} of ${results.length} scenarios passed`);
process.exitCode = failed === 0 ? 0 : 1;

/** One request so the cache holds the public answer; its body is what every later answer must equal. */
async function warm(topology: Topology): Promise<string> {
  const reply = await fetch(`${topology.lb.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: PUBLIC_QUERY });
  const body = await reply.text();
  if (!reply.ok || body.includes('"errors"')) throw new Error(`warm-up failed: ${reply.status} ${body}`);
  return body;
}

/** How long after Redis came back until both replicas report it in /readyz; undefined if not within 15 s. */
async function untilRedisBack(topology: Topology, since: number): Promise<number | undefined> {
  while (Date.now() - since < 15_000) {
    const checks = await Promise.all(
      topology.gateways.map(async (gateway) => ((await (await fetch(`${gateway.url}/readyz`)).json()) as { checks: { cache: string } }).checks.cache),
    );
    if (checks.every((cache) => cache === 'redis')) return Date.now() - since;
    await sleep(100);
  }
  return undefined;
}
