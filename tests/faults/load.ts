import autocannon from 'autocannon';

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

export interface LoadOptions {
  url: string;
  connections: number;
  durationSeconds: number;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
  /** When given, any other answer body counts as failed. */
  expectBody?: string;
}

/** One autocannon run; p95 is computed from every response time, as autocannon itself reports no p95. */
export function runLoad(options: LoadOptions): Promise<LoadFigures> {
  const times: number[] = [];
  let status5xx = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.durationSeconds,
        method: options.method ?? 'GET',
        body: options.body,
        headers: options.headers,
        timeout: 20,
        ...(options.expectBody === undefined ? {} : { expectBody: options.expectBody }),
      },
      (error, result) => {
        if (error) {
          reject(error);
          return;
        }
        times.sort((a, b) => a - b);
        const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? Number.NaN;
        resolve({
          requests: result.requests.total,
          failed: result.errors + result.timeouts + result.non2xx + (result.mismatches ?? 0),
          errors: result.errors,
          timeouts: result.timeouts,
          non2xx: result.non2xx,
          mismatches: result.mismatches ?? 0,
          status5xx,
          p50: at(0.5),
          p95: at(0.95),
          p99: at(0.99),
          rps: Math.round(result.requests.average),
        });
      },
    );
    instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
      times.push(responseTime);
      if (statusCode >= 500) status5xx++;
    });
  });
}
