// A load generator's requests and what became of each, over the gateway's own platform transport (undici's
// dispatch, no body streams): a generator shares the machine's cores with what it measures, and request()'s body
// streams cost it more CPU per answer.
import { createTransport, type WireRequest } from '../../gateway/src/infra/upstream/transport.js';

export interface LoadRequest {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** When given, an answer with another body is an `other body`. */
  expectBody?: string;
}

export type ExchangeOutcome = 'answered' | 'error' | 'timeout' | 'non-2xx' | 'other body';

export interface LoadClient {
  /** Sends the request once; the HTTP status is 0 when no answer came. */
  exchange(): Promise<{ outcome: ExchangeOutcome; status: number }>;
  close(): Promise<void>;
}

/** No answer within this long is a timeout. */
const TIMEOUT_MS = 20_000;

/** The same request again and again over at most `connections` keep-alive connections to its origin. */
export function loadClient(request: LoadRequest, connections: number): LoadClient {
  const target = new URL(request.url);
  const transport = createTransport(target.origin, connections);
  const wire: WireRequest = { method: request.method ?? 'GET', path: `${target.pathname}${target.search}`, headers: request.headers ?? {}, body: request.body, timeoutMs: TIMEOUT_MS };
  return {
    async exchange() {
      const reply = await transport.send(wire);
      if (reply.kind === 'failed') return { outcome: reply.reason === 'timeout' ? 'timeout' : 'error', status: 0 };
      if (reply.status < 200 || reply.status >= 300) return { outcome: 'non-2xx', status: reply.status };
      return { outcome: request.expectBody === undefined || reply.text === request.expectBody ? 'answered' : 'other body', status: reply.status };
    },
    close: () => transport.close(),
  };
}

/** The `p` quantile (0-1) of answer times already sorted ascending, in ms to one decimal; NaN when there are none. */
export const quantileOf = (sorted: readonly number[], p: number): number =>
  Math.round((sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN) * 10) / 10;
