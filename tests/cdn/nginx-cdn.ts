import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../gateway/src/testing/redis.js';
import { root, waitForOk } from '../faults/processes.js';

export interface NginxCdn {
  url: string;
  /** The access log deploy/nginx-cdn.conf writes for /graphql: one line per request, cache status first. */
  logPath: string;
  close(): Promise<void>;
}

/**
 * deploy/nginx-cdn.conf as a plain process on loopback: the replicas' addresses in place of the compose names, the
 * cache, logs and temporary files in a directory of its own, and the given refresh token in place of the placeholder.
 */
export async function startNginxCdn(targets: string[], refreshToken: string): Promise<NginxCdn> {
  const dir = await mkdtemp(join(tmpdir(), 'saola-cdn-'));
  const port = await freePort();
  const servers = targets.map((url) => `    server ${new URL(url).host} max_fails=1 fail_timeout=5s;`).join('\n');
  const logPath = join(dir, 'cdn.log');
  const deployed = await readFile(join(root, 'deploy/nginx-cdn.conf'), 'utf8');
  const config = deployed
    .replace('events {', `daemon off;\nuser root;\nworker_processes 1;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log error;\nevents {`)
    .replace(/^ {4}server gateway-\d:\d+ .*;\n/gm, '')
    .replace('  upstream gateways {\n', `  upstream gateways {\n${servers}\n`)
    .replace('http {', ['http {', 'access_log off;', ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${kind}_temp_path ${dir}/${kind};`)].join('\n  '))
    .replace('/var/cache/nginx/saola-cdn', join(dir, 'cache'))
    .replace('/var/log/nginx/saola-cdn.log', logPath)
    .replace('"REPLACE-WITH-CDN-REFRESH-TOKEN"', `"${refreshToken}"`)
    .replace('listen 8081;', `listen 127.0.0.1:${port};`);
  if (!config.includes(logPath) || !config.includes(refreshToken)) throw new Error('deploy/nginx-cdn.conf no longer has the log path or refresh token this test replaces');
  await writeFile(join(dir, 'nginx.conf'), config);
  const child = spawn('nginx', ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  await Promise.race([waitForOk(`${url}/healthz`, 10_000), exited.then(() => Promise.reject(new Error(`nginx exited; see ${dir}/error.log`)))]);
  return {
    url,
    logPath,
    async close() {
      child.kill('SIGTERM');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export interface CdnLogLine {
  /** HIT, MISS, EXPIRED, BYPASS, REVALIDATED, UPDATING, STALE, or "-" where the cache was not consulted. */
  status: string;
  uri: string;
  accept: string;
  acceptEncoding: string;
  acceptLanguage: string;
  tags: string[];
}

/** The log so far (format cdn_tags in deploy/nginx-cdn.conf). */
export async function readCdnLog(path: string): Promise<CdnLogLine[]> {
  const text = await readFile(path, 'utf8').catch(() => '');
  const field = (value: string | undefined) => (value === undefined || value === '-' ? '' : value);
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => {
      const [status = '', uri = '', accept, acceptEncoding, acceptLanguage, tags] = line.split('\t');
      return { status, uri, accept: field(accept), acceptEncoding: field(acceptEncoding), acceptLanguage: field(acceptLanguage), tags: field(tags).split(',').filter((tag) => tag !== '') };
    });
}
