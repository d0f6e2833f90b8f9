import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../infra/logging/logger.js';
import { drain } from '../http/plugins/drain.js';
import { NOTICES, startGatewayStack, TEST_SESSION_SECRET } from '../testing/gateway-stack.js';
import { freePort } from '../testing/redis.js';

/** One request over the given agent; the status and the Connection header of the answer. */
function get(url: string, agent: Agent): Promise<{ status: number; connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    request(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
    })
      .on('error', reject)
      .end();
  });
}

/** Waits for a condition itself, polling, up to a generous deadline. */
async function until(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

/** The status of one request on a connection of its own; 0 when it fails. */
const statusOf = (url: string) => get(url, new Agent()).then((answer) => answer.status, () => 0);

describe('a draining replica and its connections (the balancer never has to resend a POST)', () => {
  it('stops accepting, keeps its idle connections open for a notice, ending each after its next answer, then closes the idle ones', async () => {
    const stack = await startGatewayStack();
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const url = `${await stack.app.listen({ host: '127.0.0.1', port: 0 })}/healthz`;
      expect(await get(url, agent)).toEqual({ status: 200, connection: 'keep-alive' });
      const idle = new Agent({ keepAlive: true });
      expect(await get(url, idle)).toEqual({ status: 200, connection: 'keep-alive' });
      const idleSocket = Object.values(idle.freeSockets).flat()[0];
      // The not-ready wait passes at once; the notice after the listener closes lasts until the test ends it.
      let endNotice: () => void = () => undefined;
      const sleeps: number[] = [];
      const sleep = (ms: number) => {
        sleeps.push(ms);
        return sleeps.length === 1 ? Promise.resolve() : new Promise<void>((resolve) => (endNotice = resolve));
      };
      const draining = drain(stack.app, { notReadyForMs: 2_000, deadlineMs: 60_000, sleep, logger: createLogger({ logLevel: 'silent' }) });
      await until(() => !stack.app.server.listening, 'the replica to stop accepting');
      // A new connection is refused (a balancer resends that even for a POST)...
      await expect(get(url, new Agent())).rejects.toMatchObject({ code: 'ECONNREFUSED' });
      // ...while a kept-alive one still carries a request, answered with the end of the connection.
      expect(await get(url, agent)).toEqual({ status: 200, connection: 'close' });
      expect(idleSocket?.destroyed).toBe(false);
      endNotice();
      await draining;
      await until(() => idleSocket?.destroyed === true, 'the idle connection to close');
      expect(sleeps).toEqual([2_000, 2_000]);
      idle.destroy();
    } finally {
      agent.destroy();
      await stack.sandbox.close();
    }
  });

  it('serves a request that was on its way when close() began, instead of a 503 a balancer cannot resend for a POST', async () => {
    const stack = await startGatewayStack();
    let client: Socket | undefined;
    try {
      const served: Socket[] = [];
      stack.app.server.on('connection', (socket: Socket) => served.push(socket));
      const address = await stack.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = new URL(address);
      const socket = connect(Number(port), '127.0.0.1');
      client = socket;
      const answer = new Promise<string>((resolve) => {
        let text = '';
        socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        socket.on('close', () => resolve(text));
      });
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));

      // The first bytes of a POST reach the replica (the connection is no longer idle), then the replica closes.
      socket.write('POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\n');
      await until(() => (served[0]?.bytesRead ?? 0) > 0, 'the replica to read the first bytes');
      const closing = stack.app.close();
      await until(() => !stack.app.server.listening, 'the replica to stop accepting');

      const body = JSON.stringify({ query: NOTICES, variables: { first: 1 } });
      socket.write(`Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
      const text = await answer;
      expect(text).toMatch(/^HTTP\/1\.1 200 /);
      expect(text).toMatch(/\r\nconnection: close\r\n/i);
      expect(text).toContain('"notices"');
      await closing;
    } finally {
      client?.destroy();
      await stack.sandbox.close();
    }
  });

  it('in production, SIGTERM starts the drain alone: no handler closes the server before its not-ready notice', async () => {
    const stack = await startGatewayStack();
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: join(import.meta.dirname, '..', '..'),
      env: { ...process.env, NODE_ENV: 'production', PORT: String(port), UPSTREAM_URL: stack.sandbox.url, SESSION_SECRET: TEST_SESSION_SECRET, COOKIE_SECURE: 'false', WEB_DIST: '/nonexistent', DRAIN_DELAY_MS: '3000', LOG_LEVEL: 'silent', REDIS_URL: '' },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      await until(async () => child.exitCode !== null || (await statusOf(`${base}/readyz`)) === 200, 'the gateway process to start');
      expect(await get(`${base}/healthz`, agent)).toEqual({ status: 200, connection: 'keep-alive' });
      child.kill('SIGTERM');
      await until(async () => (await statusOf(`${base}/readyz`)) === 503, 'the gateway to report draining');
      // Within the notice the kept-alive connection still carries requests (Apollo's own SIGTERM handler closed
      // the server at once, cutting it).
      expect((await get(`${base}/healthz`, agent)).status).toBe(200);
      expect(await exited).toBe(0);
    } finally {
      agent.destroy();
      if (child.exitCode === null) child.kill('SIGKILL');
      await stack.close();
    }
  }, 120_000);
});
