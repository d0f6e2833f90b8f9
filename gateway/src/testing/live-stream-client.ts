import { createClient } from 'graphql-sse';
import { SESSION_COOKIE } from '../infra/session/request-session.js';
import { until } from './redis-processes.js';

/** What one subscription stream received, in order: its `next` payloads and the errors that ended it. */
export interface OpenStream {
  values: Record<string, unknown>[];
  errors: unknown[];
  /** Waits (generously: a busy machine) until some received payload matches, and answers it. */
  waitFor(what: string, match: (value: Record<string, unknown>) => boolean, timeoutMs?: number): Promise<Record<string, unknown>>;
  close(): void;
}

/** A subscription over the gateway's SSE endpoint with graphql-sse's own client, as a session's page would open it. */
export function openStream(baseUrl: string, query: string, session?: string, variables?: Record<string, unknown>): OpenStream {
  const client = createClient({
    url: `${baseUrl}/graphql/stream`,
    headers: session === undefined ? {} : { cookie: `${SESSION_COOKIE}=${session}` },
    retryAttempts: 0,
  });
  const values: Record<string, unknown>[] = [];
  const errors: unknown[] = [];
  const stop = client.subscribe<Record<string, unknown>>(
    { query, ...(variables === undefined ? {} : { variables }) },
    {
      next: (result) => {
        if (result.data) values.push(result.data);
        if (result.errors) errors.push(...result.errors);
      },
      error: (error) => errors.push(error),
      complete: () => undefined,
    },
  );
  return {
    values,
    errors,
    async waitFor(what, match, timeoutMs = 15_000) {
      await until(what, async () => values.some(match), timeoutMs);
      return values.find(match)!;
    },
    close() {
      stop();
      client.dispose();
    },
  };
}
