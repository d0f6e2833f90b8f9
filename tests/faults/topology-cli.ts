// The docker-compose topology as plain processes (no Docker): Redis, the sandbox, two gateways and a load balancer.
// Run: pnpm topology [--delay <ms>] [--port <lb port>]   Ctrl-C stops everything.
import { parseArgs } from 'node:util';
import { startTopology } from './topology.js';

const print = (line: string) => process.stdout.write(`${line}\n`);

const { values } = parseArgs({ options: { delay: { type: 'string', default: '0' }, port: { type: 'string', default: '0' } } });
const topology = await startTopology({ platformDelayMs: Number(values.delay), drainDelayMs: 1_500, lbPort: Number(values.port) });
print(`load balancer ${topology.lb.url} -> ${topology.gateways.map((gateway) => gateway.url).join(', ')}`);
print(`sandbox ${topology.sandboxUrl} (delay ${values.delay} ms), redis 127.0.0.1:${topology.redisPort}`);
const stop = () => void topology.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
