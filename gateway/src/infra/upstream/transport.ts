import { Pool, type Dispatcher } from 'undici';

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

  // undici's dispatch with a handler that gathers the body, rather than request(): every platform answer is read
  // whole, and request()'s body stream and per-call AbortSignal cost a member's request about a fifth of its CPU
  // (logged-in home, `pnpm bench:servers`: 0.79-0.91 ms per request against 1.03-1.08).
  function send(request: WireRequest): Promise<WireOutcome> {
    return new Promise((resolve) => {
      const chunks: Buffer[] = [];
      let status = 0;
      let setCookie: string | string[] | undefined;
      let controller: Dispatcher.DispatchController | undefined;
      let settled = false;
      const settle = (outcome: WireOutcome) => {
        if (settled) return;
        settled = true;
        clearTimeout(deadline);
        request.signal?.removeEventListener('abort', onAbort);
        resolve(outcome);
      };
      /** Ends it from our side: the answer is no longer wanted (a request still queued for a connection never goes out). */
      const giveUp = (reason: 'timeout' | 'aborted', error: unknown) => {
        if (settled) return;
        settle({ kind: 'failed', reason, error });
        controller?.abort(error instanceof Error ? error : new Error(reason));
      };
      // The deadline covers headers and body together, and time queued for a connection; undici's own timeouts
      // alone would allow twice as long.
      const deadline = setTimeout(() => giveUp('timeout', new Error(`no answer within ${request.timeoutMs} ms`)), request.timeoutMs);
      const onAbort = () => giveUp('aborted', request.signal?.reason);
      if (request.signal?.aborted) return onAbort();
      request.signal?.addEventListener('abort', onAbort, { once: true });

      const handler: Dispatcher.DispatchHandler = {
        onRequestStart(started) {
          controller = started;
          if (settled) started.abort(new Error('given up before it was sent'));
        },
        onResponseStart(_controller, statusCode, headers) {
          status = statusCode;
          setCookie = headers['set-cookie'];
        },
        onResponseData(_controller, chunk) {
          chunks.push(chunk);
        },
        onResponseEnd() {
          settle({ kind: 'answer', status, text: Buffer.concat(chunks).toString('utf8'), setCookie });
        },
        onResponseError(_controller, error) {
          settle({ kind: 'failed', reason: isUndiciTimeout(error) ? 'timeout' : 'network', error });
        },
      };
      try {
        pool.dispatch(
          {
            method: request.method,
            path: `${basePath}${request.path}`,
            headers: request.headers,
            body: request.body ?? null,
            headersTimeout: request.timeoutMs,
            bodyTimeout: request.timeoutMs,
          },
          handler,
        );
      } catch (error) {
        settle({ kind: 'failed', reason: 'network', error });
      }
    });
  }

  return { send, close: () => pool.close() };
}

function isUndiciTimeout(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT';
}
