import { Pool } from 'undici';

/** One HTTP exchange with the platform, already fully described (path includes the query string). */
export interface WireRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
  signal?: AbortSignal | undefined;
}

/** What came back, or why nothing usable did. The caller decides what each outcome means. */
export type WireOutcome =
  | { kind: 'answer'; status: number; text: string; setCookie: string | string[] | undefined }
  | { kind: 'failed'; reason: 'network' | 'timeout' | 'aborted'; error: unknown };

export interface Transport {
  send(request: WireRequest): Promise<WireOutcome>;
  close(): Promise<void>;
}

/** A keep-alive undici pool to the platform's origin; a path prefix in baseUrl is kept. */
export function createTransport(baseUrl: string, connections: number): Transport {
  const url = new URL(baseUrl);
  const basePath = url.pathname.replace(/\/+$/, '');
  const pool = new Pool(url.origin, { connections, keepAliveTimeout: 30_000 });

  async function send(request: WireRequest): Promise<WireOutcome> {
    // The deadline covers headers and body together; undici's own timeouts alone would allow twice as long.
    const deadline = AbortSignal.timeout(request.timeoutMs);
    const signal = request.signal ? AbortSignal.any([request.signal, deadline]) : deadline;
    try {
      const response = await pool.request({
        method: request.method,
        path: `${basePath}${request.path}`,
        headers: request.headers,
        body: request.body ?? null,
        signal,
        headersTimeout: request.timeoutMs,
        bodyTimeout: request.timeoutMs,
      });
      const text = await response.body.text();
      return { kind: 'answer', status: response.statusCode, text, setCookie: response.headers['set-cookie'] };
    } catch (error) {
      if (request.signal?.aborted) return { kind: 'failed', reason: 'aborted', error };
      if (deadline.aborted || isUndiciTimeout(error)) return { kind: 'failed', reason: 'timeout', error };
      return { kind: 'failed', reason: 'network', error };
    }
  }

  return { send, close: () => pool.close() };
}

function isUndiciTimeout(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT';
}
