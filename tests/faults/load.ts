import { fork } from 'node:child_process';
import { join } from 'node:path';
import type { LoadRequest } from '../bench/load-exchange.js';

export interface LoadFigures {
  requests: number;
  /** Errors, timeouts, non-2xx answers and bodies other than the expected one. */
  failed: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Answers whose body differed from `expectBody`. */
  mismatches: number;
  status5xx: number;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
}

/** An `other body` (LoadRequest's expectBody) counts as failed. */
export interface LoadOptions extends LoadRequest {
  connections: number;
  durationSeconds: number;
}

/** One closed-loop run in its own process (load-worker.ts); p95 is computed from every response time there. */
export function runLoad(options: LoadOptions): Promise<LoadFigures> {
  return new Promise((resolve, reject) => {
    const child = fork(join(import.meta.dirname, 'load-worker.ts'), [JSON.stringify(options)], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.once('message', (figures) => resolve(figures as LoadFigures));
    child.once('exit', (code) => code !== 0 && reject(new Error(`the load process exited with code ${String(code)}`)));
  });
}
