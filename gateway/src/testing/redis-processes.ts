import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { stopChild, waitForPong } from './redis.js';

const run = promisify(execFile);

/** Redis processes a test starts in a temp dir, and stops (removing the dir) itself. */
export class RedisProcesses {
  private readonly children = new Map<number, ChildProcess>();
  private constructor(readonly dir: string) {}

  static async create(prefix: string): Promise<RedisProcesses> {
    return new RedisProcesses(await mkdtemp(join(tmpdir(), `${prefix}-`)));
  }

  /** Starts `redis-server` on a loopback port with extra arguments (a config file first when given). */
  async start(port: number, args: string[], configText?: string): Promise<void> {
    const workDir = join(this.dir, String(port));
    await run('mkdir', ['-p', workDir]);
    const head: string[] = [];
    if (configText !== undefined) {
      const file = join(workDir, 'redis.conf');
      await writeFile(file, configText);
      head.push(file);
    }
    const child = spawn(
      'redis-server',
      [...head, '--port', String(port), '--bind', '127.0.0.1', '--dir', workDir, '--save', '', '--appendonly', 'no', ...args],
      { stdio: 'ignore' },
    );
    const failed = new Promise<never>((_, reject) => {
      child.once('error', (error: NodeJS.ErrnoException) =>
        reject(
          error.code === 'ENOENT'
            ? new Error('redis-server is not on PATH: install it (apt-get install redis-server) to run the Redis Cluster and Sentinel tests')
            : error,
        ),
      );
      child.once('exit', (code) => reject(new Error(`redis-server on port ${port} exited early (code ${String(code)}); is the port taken?`)));
    });
    failed.catch(() => {});
    this.children.set(port, child);
    await Promise.race([waitForPong(port, 10_000), failed]);
  }

  /** Stops one process (a fault in a test); start() it again to bring it back. */
  async stop(port: number): Promise<void> {
    const child = this.children.get(port);
    this.children.delete(port);
    if (child !== undefined) await stopChild(child);
  }

  async stopAll(): Promise<void> {
    await Promise.all([...this.children.keys()].map((port) => this.stop(port)));
    await rm(this.dir, { recursive: true, force: true });
  }
}

/** `redis-cli` with the given arguments; its output. */
export async function redisCli(args: string[]): Promise<string> {
  const { stdout } = await run('redis-cli', args, { timeout: 30_000 });
  return stdout;
}

export async function until(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} within ${timeoutMs} ms`);
}
