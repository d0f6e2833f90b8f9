import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

export const root = join(import.meta.dirname, '..', '..');

export interface Service {
  name: string;
  child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
}

/**
 * Runs a package's TypeScript server in one node process with tsx as its loader (the tsx CLI would run it as a
 * child and relay a SIGTERM twice, which close-with-grace takes as "exit now"), in its own process group. Output goes to this process's stderr, prefixed.
 */
export function startService(name: string, entry: string, env: Record<string, string>, nodeFlags: readonly string[] = []): Service {
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', join(root, entry)], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const prefix = (chunk: Buffer) =>
    chunk
      .toString('utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .forEach((line) => process.stderr.write(`[${name}] ${line}\n`));
  child.stdout?.on('data', prefix);
  child.stderr?.on('data', prefix);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { name, child, exited };
}

export async function waitForOk(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(1_000) })).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}

export async function stopService(service: Service, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  if (service.child.exitCode !== null || service.child.signalCode !== null) return service.child.exitCode;
  const group = -(service.child.pid ?? 0);
  const force = setTimeout(() => process.kill(group, 'SIGKILL'), 20_000);
  process.kill(group, signal);
  const code = await service.exited;
  clearTimeout(force);
  return code;
}
