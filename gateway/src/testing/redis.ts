import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, connect, type AddressInfo } from 'node:net';

export interface TestRedis {
  url: string;
  stop(): Promise<void>;
}

/**
 * A real Redis for tests: REDIS_URL if set (shared, so tests isolate themselves with uniqueNamespace),
 * else a testcontainers Redis where a container runtime exists, else a redis-server started from PATH.
 */
export async function startTestRedis(): Promise<TestRedis> {
  const fromEnv = process.env.REDIS_URL;
  if (fromEnv !== undefined && fromEnv !== '') {
    announce(`REDIS_URL ${fromEnv}`);
    return { url: fromEnv, stop: async () => {} };
  }
  const container = await startContainer();
  if (container !== undefined) {
    announce(`testcontainers ${container.url}`);
    return container;
  }
  const local = await startLocalServer();
  announce(`redis-server ${local.url}`);
  return local;
}

/** A key prefix no other test run shares, so a shared Redis never needs FLUSHALL. */
export function uniqueNamespace(prefix: string): string {
  return `${prefix}:${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;
}

function announce(strategy: string): void {
  process.stderr.write(`[test-redis] using ${strategy}\n`);
}

async function startContainer(): Promise<TestRedis | undefined> {
  try {
    const { RedisContainer } = await import('@testcontainers/redis');
    const started = await new RedisContainer('redis:7-alpine').start();
    return {
      url: started.getConnectionUrl(),
      stop: async () => {
        await started.stop();
      },
    };
  } catch {
    // No container runtime here ("Could not find a working container runtime strategy"): fall back.
    return undefined;
  }
}

async function startLocalServer(): Promise<TestRedis> {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const exited = new Promise<never>((_, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`redis-server exited early (code ${String(code)})`)));
  });
  // Only the race below cares about an early exit; the later, intended exit must not surface as unhandled.
  exited.catch(() => {});
  try {
    await Promise.race([waitForPong(port, 10_000), exited]);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return { url: `redis://127.0.0.1:${port}`, stop: () => stopChild(child) };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function waitForPong(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await answersPing(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`redis-server on port ${port} did not answer PING within ${timeoutMs} ms`);
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    const finish = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => finish(false));
    socket.once('error', () => finish(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
      if (answer.includes('\r\n')) finish(answer.startsWith('+PONG'));
    });
  });
}

export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 2_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
