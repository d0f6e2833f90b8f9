import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { E2E, STACK_ENV } from '../e2e-env.js';
import { SandboxControl } from './sandbox.js';

const root = join(import.meta.dirname, '..', '..', '..');

/** A port nothing listens on right now (the OS picks it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface PrivateStack {
  gatewayUrl: string;
  sandbox: SandboxControl;
  stop(): Promise<void>;
}

/**
 * A second sandbox + gateway (serving the same built web) on free ports, for settings the shared stack cannot
 * change at run time (NAVIGATION_GUARD, the public cache's freshness). Started by the spec that needs it, ended
 * by its own process id.
 */
export async function startPrivateStack(env: Record<string, string>): Promise<PrivateStack> {
  const [port, sandboxPort] = [await freePort(), await freePort()];
  const child: ChildProcess = spawn(process.execPath, [join(root, 'scripts', 'start.mjs'), '--source'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      SANDBOX_PORT: String(sandboxPort),
      SESSION_SECRET: E2E.sessionSecret,
      ...STACK_ENV,
      // Its own sandbox, so its own cache: with REDIS_URL set (CI) a shared namespace would serve the other stack's data.
      CACHE_NAMESPACE: `saola-e2e-private-${port}`,
      ...env,
    },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const gatewayUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.pid !== undefined) process.kill(child.pid, 'SIGTERM');
    await exited;
  };

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`private stack exited (${child.exitCode}): ${stderr}`);
    const ready = await fetch(`${gatewayUrl}/readyz`).then((res) => res.ok, () => false);
    if (ready) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`private stack not ready after 60 s: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { gatewayUrl, sandbox: new SandboxControl(`http://127.0.0.1:${sandboxPort}`), stop };
}

interface Hooks {
  beforeAll(hook: () => Promise<void>): void;
  afterAll(hook: () => Promise<void>): void;
  beforeEach(hook: () => Promise<void>): void;
}

/**
 * A spec's own stack for all its tests: started before them, stopped after them, and with `resetEachTest` its sandbox
 * reset before each. Answers the running stack (valid inside the tests and their hooks).
 */
export function usePrivateStack(test: Hooks, env: Record<string, string>, { resetEachTest = false } = {}): () => PrivateStack {
  let stack: PrivateStack | undefined;
  test.beforeAll(async () => {
    stack = await startPrivateStack(env);
  });
  test.afterAll(async () => {
    await stack?.stop();
  });
  if (resetEachTest) {
    test.beforeEach(async () => {
      await running().sandbox.reset();
    });
  }
  const running = () => {
    if (stack === undefined) throw new Error('the private stack is not running (used outside the tests?)');
    return stack;
  };
  return running;
}
