import { startSandbox } from '@saola/sandbox';
import { buildApp, type AppOverrides } from '../app.js';
import { loadConfig } from '../config.js';
import { createLogger } from '../infra/logging/logger.js';
import { SESSION_COOKIE } from '../infra/session/request-session.js';
import type { CallSpec } from '../infra/upstream/catalogue.js';
import { graphqlReply, type GraphqlReply } from './graphql-replies.js';
import { captureLog } from './log-capture.js';

/** The Accept header of Apollo Client's requests (the web's). */
export const WEB_ACCEPT = 'application/graphql-response+json,application/json;q=0.9';

export const TEST_SESSION_SECRET = 'test-session-secret-of-at-least-32-chars';
/** The merchant's ALTCHA key, shared by the gateway (signs challenges) and the sandbox platform (checks results). */
export const TEST_ALTCHA_HMAC_KEY = 'test-altcha-hmac-key-of-at-least-32-chars';

export interface StackOptions {
  redisUrl?: string;
  env?: Record<string, string>;
  /** Collect every log line (at debug) for assertions. */
  captureLogs?: boolean;
  /** Parts of the app to replace (a tracing processor, a client). */
  overrides?: AppOverrides;
}

/** The sandbox counts calls by `METHOD /path`; tests name them through the catalogue, never by path. */
export function callKey(call: Pick<CallSpec, 'method' | 'path'>): string {
  return `${call.method} ${call.path}`;
}

/** An in-process sandbox on a real port, and a gateway pointed at it, driven through fastify.inject. */
export async function startGatewayStack(options: StackOptions = {}) {
  const sandbox = await startSandbox({ port: 0, altchaHmacKey: TEST_ALTCHA_HMAC_KEY });
  const { sink, lines: logs } = captureLog();
  const config = loadConfig({
    NODE_ENV: 'test',
    UPSTREAM_URL: sandbox.url,
    SESSION_SECRET: TEST_SESSION_SECRET,
    CACHE_NAMESPACE: `saola-test-${process.pid}-${Math.random().toString(36).slice(2)}`,
    LOG_LEVEL: options.captureLogs ? 'trace' : 'silent',
    // Deadlines suited to a test on a busy 2-core machine, where hundreds of concurrent requests can hold the event
    // loop past production's figures and turn a platform or Redis answer into a timeout. A test of a deadline sets
    // its own short one.
    UPSTREAM_TIMEOUT_MS: '30000',
    REDIS_COMMAND_TIMEOUT_MS: '30000',
    WEB_DIST: '/nonexistent',
    // Tests read /metrics as a scraper on the host would (inject's own address); none may by default.
    METRICS_ALLOW: '127.0.0.1',
    ALTCHA_HMAC_KEY: TEST_ALTCHA_HMAC_KEY,
    ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
    ...options.env,
  });
  const app = await buildApp(config, createLogger(config, sink), options.overrides);
  await app.ready();

  async function gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    opts: { session?: string; language?: string; ip?: string } = {},
  ): Promise<GraphqlReply<T>> {
    const res = await app.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress: opts.ip ?? '127.0.0.1',
      headers: {
        'content-type': 'application/json',
        // What the web's Apollo Client sends: request errors then keep their 4xx (legacy-json-status.ts).
        accept: WEB_ACCEPT,
        ...(opts.language ? { 'accept-language': opts.language } : {}),
        ...(opts.session ? { cookie: `${SESSION_COOKIE}=${opts.session}` } : {}),
      },
      payload: { query, variables },
    });
    return graphqlReply<T>(res);
  }

  /**
   * A GraphQL multipart request (file uploads): each file goes where its variable path says (the variable holds
   * null there). `preflight: false` leaves out the CSRF header a browser form could not send.
   */
  async function upload<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown>,
    files: { path: string; name: string; bytes: Buffer }[],
    opts: { session?: string; preflight?: boolean } = {},
  ): Promise<GraphqlReply<T>> {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query, variables }));
    form.append('map', JSON.stringify(Object.fromEntries(files.map((file, i) => [String(i), [file.path]]))));
    files.forEach((file, i) => form.append(String(i), new Blob([new Uint8Array(file.bytes)]), file.name));
    const encoded = new Request('http://gateway/graphql', { method: 'POST', body: form });
    const res = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        'content-type': encoded.headers.get('content-type') ?? '',
        ...(opts.preflight === false ? {} : { 'apollo-require-preflight': 'true' }),
        ...(opts.session ? { cookie: `${SESSION_COOKIE}=${opts.session}` } : {}),
      },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    return graphqlReply<T>(res);
  }

  async function control(method: string, path: string, body?: unknown): Promise<unknown> {
    const res = await fetch(`${sandbox.url}/__sandbox${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`sandbox control ${method} ${path}: ${res.status} ${await res.text()}`);
    const text = await res.text();
    return text ? JSON.parse(text) : null;
  }

  /** How often the sandbox saw `METHOD /path` (see callKey) since the last reset of its counters. */
  async function upstreamCalls(key: string): Promise<number> {
    const counts = (await control('GET', '/calls')) as Record<string, number>;
    return counts[key] ?? 0;
  }

  async function login(username = 'player01', password = 'secret88'): Promise<string> {
    const reply = await gql(LOGIN, { input: { username, password } });
    if (!reply.session) throw new Error(`login failed: ${reply.raw}`);
    return reply.session;
  }

  return {
    app,
    sandbox,
    config,
    logs,
    gql,
    upload,
    control,
    upstreamCalls,
    login,
    async close() {
      await app.close();
      await sandbox.close();
    },
  };
}

export type GatewayStack = Awaited<ReturnType<typeof startGatewayStack>>;

export const LOGIN = /* GraphQL */ `
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      captchaRequired
      firstTimeLogin
      passwordChangeRequired
      userErrors { field code message }
      viewer { member { id nickname accountType } wallet { balance } }
    }
  }
`;

export const VIEWER = /* GraphQL */ `
  query Viewer { viewer { member { id account nickname accountType isAgent isTrial } wallet { id balance currency } } }
`;

export const NOTICES = /* GraphQL */ `
  query Notices($first: Int, $after: String) {
    notices(first: $first, after: $after) {
      totalCount
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      edges { cursor node { id title content startsAt } }
    }
  }
`;

export const SITE = /* GraphQL */ `
  query Site { site { status maintenanceEndsAt visitorIp defaultLanguage languages features { freePlay smsLogin directRegistration } } }
`;
