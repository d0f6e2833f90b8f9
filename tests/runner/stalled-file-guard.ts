import type { Reporter, TestModule, Vitest } from 'vitest/node';

/** Longer than any file takes on a busy 2-core machine (the slowest, the fuzz run and the Redis topologies, took 2 to 4 minutes on a heavily loaded one). */
const DEFAULT_LIMIT_S = 600;
const CHECK_EVERY_MS = 10_000;
/** How long closing the run may take before the process is ended outright. */
const CLOSE_GRACE_MS = 20_000;

/**
 * Ends the run, loudly, when a test file runs past its limit. A test or hook timeout fires inside the worker, so a
 * worker whose main thread is blocked (a synchronous wait on a full pipe, a lock) never reports anything and the run
 * waits for ever; this watch runs in Vitest's own process, names the file, and fails the run.
 * `VITEST_FILE_LIMIT_S` sets the limit.
 */
export class StalledFileGuard implements Reporter {
  private readonly running = new Map<string, number>();
  private readonly limitMs: number;
  private vitest: Vitest | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(limitSeconds = Number(process.env.VITEST_FILE_LIMIT_S ?? DEFAULT_LIMIT_S)) {
    this.limitMs = limitSeconds * 1000;
  }

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
    this.timer = setInterval(() => this.check(), CHECK_EVERY_MS);
    this.timer.unref();
  }

  /** Told by the worker as it starts collecting the file: a worker stuck while importing is timed too. */
  onTestModuleQueued(testModule: TestModule): void {
    this.running.set(testModule.moduleId, Date.now());
  }

  onTestModuleEnd(testModule: TestModule): void {
    this.running.delete(testModule.moduleId);
  }

  onTestRunEnd(): void {
    clearInterval(this.timer);
  }

  private check(): void {
    const now = Date.now();
    const stalled = [...this.running].filter(([, since]) => now - since > this.limitMs);
    if (stalled.length === 0) return;
    clearInterval(this.timer);
    for (const [file, since] of stalled) {
      console.error(`\n[stalled] ${file} has run for ${Math.round((now - since) / 1000)} s (limit ${this.limitMs / 1000} s): its worker is stuck; ending the run.`);
    }
    process.exitCode = 1;
    const forced = setTimeout(() => process.exit(1), CLOSE_GRACE_MS);
    forced.unref();
    void (this.vitest?.close() ?? Promise.resolve()).finally(() => process.exit(1));
  }
}
