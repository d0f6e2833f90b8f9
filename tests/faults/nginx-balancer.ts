import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../gateway/src/testing/redis.js';
import type { LoadBalancer } from './load-balancer.js';
import { root, waitForOk } from './processes.js';

/** Whether nginx (Debian's nginx-light will do) is on this machine. */
export const nginxAvailable = (): boolean => spawnSync('nginx', ['-v']).status === 0;

/**
 * The docker-compose load balancer itself (deploy/nginx.conf) as a plain process: the same upstream, retries and
 * passive checks, with the replicas' loopback addresses in place of the compose names, and its files in a
 * directory of its own. A balancer in C leaves the machine's two cores to the replicas under test.
 */
export async function startNginxBalancer(targets: string[], options: { port?: number } = {}): Promise<LoadBalancer> {
  const dir = await mkdtemp(join(tmpdir(), 'saola-lb-'));
  const port = options.port || (await freePort());
  const servers = targets.map((url) => `    server ${new URL(url).host} max_fails=1 fail_timeout=5s;`).join('\n');
  const compose = await readFile(join(root, 'deploy/nginx.conf'), 'utf8');
  const config = compose
    .replace('events {', `daemon off;\nuser root;\nworker_processes 1;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log error;\nevents {`)
    .replace(/^ {4}server gateway-\d:\d+ .*;\n/gm, '')
    .replace('  upstream gateways {\n', `  upstream gateways {\n${servers}\n`)
    .replace('http {', ['http {', 'access_log off;', ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${kind}_temp_path ${dir}/${kind};`)].join('\n  '))
    .replace('listen 8080;', `listen 127.0.0.1:${port};`);
  await writeFile(join(dir, 'nginx.conf'), config);
  const child = spawn('nginx', ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  await Promise.race([waitForOk(`${url}/healthz`, 10_000), exited.then(() => Promise.reject(new Error(`nginx exited; see ${dir}/error.log`)))]);
  return {
    kind: 'nginx',
    url,
    async close() {
      child.kill('SIGTERM');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
