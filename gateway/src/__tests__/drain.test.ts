import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { callKey, NOTICES, startGatewayStack, TEST_SESSION_SECRET } from '../testing/gateway-stack.js';
import { calls } from '../infra/upstream/catalogue.js';
import { freePort } from '../testing/redis.js';

const gatewayDir = join(import.meta.dirname, '..', '..');
/** Long enough to look at the draining gateway on a busy machine; the platform call outlasts it. */
const DRAIN_DELAY_MS = 5_000;
const PLATFORM_DELAY_MS = DRAIN_DELAY_MS + 2_000;

describe('SIGTERM drain (a real gateway process)', () => {
  it('turns not-ready first, finishes the request in flight, then exits 0', async () => {
    // The stack's sandbox is the platform; the gateway under test is a separate process on its own port.
    const stack = await startGatewayStack();
    const sandbox = stack.sandbox;
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: gatewayDir,
      env: { ...process.env, NODE_ENV: 'test', PORT: String(port), UPSTREAM_URL: sandbox.url, SESSION_SECRET: TEST_SESSION_SECRET, WEB_DIST: '/nonexistent', DRAIN_DELAY_MS: String(DRAIN_DELAY_MS), SHUTDOWN_TIMEOUT_MS: '30000', LOG_LEVEL: 'silent', REDIS_URL: '' },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      await until(async () => (await fetch(`${url}/readyz`)).ok, 60_000);
      // A platform call slow enough to be in flight through the whole drain delay.
      await fetch(`${sandbox.url}/__sandbox/faults`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ path: calls.announcements.path, latencyMs: PLATFORM_DELAY_MS }) });
      await stack.control('DELETE', '/calls');
      const inFlight = fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: NOTICES, variables: { first: 2 } }) });
      // The signal comes once the request is in flight: the platform has it.
      await until(async () => (await stack.upstreamCalls(callKey(calls.announcements))) === 1, 30_000);

      child.kill('SIGTERM');
      // Within the drain delay: still answering, but not ready, so the load balancer moves away.
      await until(async () => (await fetch(`${url}/readyz`)).status === 503, 30_000);
      const ready = await fetch(`${url}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ state: 'draining' });
      expect((await fetch(`${url}/healthz`)).status).toBe(200);

      const reply = await inFlight;
      expect(reply.status).toBe(200);
      const body = (await reply.json()) as { data?: { notices: { edges: unknown[] } } };
      expect(body.data?.notices.edges).toHaveLength(2);
      expect(await exited).toBe(0);
      await expect(fetch(`${url}/healthz`)).rejects.toThrow();
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await stack.close();
    }
  }, 90_000);
});

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the condition did not hold within ${timeoutMs} ms`);
}
