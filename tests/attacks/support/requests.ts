import { randomBytes } from 'node:crypto';
import type { GatewayStack } from '../../../gateway/src/testing/gateway-stack.js';
import { SESSION_COOKIE } from '../../../gateway/src/infra/session/request-session.js';

export interface Answer<T = Record<string, unknown>> {
  status: number;
  data: T | null | undefined;
  errors: { message: string; extensions?: { code?: string } }[];
  raw: string;
  headers: Record<string, string | string[] | number | undefined>;
}

export interface Ask {
  query: string;
  variables?: Record<string, unknown>;
  /** The client's address as the gateway's socket sees it. */
  ip?: string;
  session?: string;
  headers?: Record<string, string>;
}

/** One GraphQL POST through the gateway stack (fastify.inject), from any address and with any headers. */
export async function ask<T = Record<string, unknown>>(stack: GatewayStack, request: Ask): Promise<Answer<T>> {
  const res = await stack.app.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress: request.ip ?? '127.0.0.1',
    headers: {
      'content-type': 'application/json',
      ...(request.session === undefined ? {} : { cookie: `${SESSION_COOKIE}=${request.session}` }),
      ...request.headers,
    },
    payload: { query: request.query, variables: request.variables ?? {} },
  });
  let body: { data?: T | null; errors?: Answer['errors'] } = {};
  try {
    body = res.json();
  } catch {
    // Not GraphQL (a plain 4xx page): no data, no errors.
  }
  return { status: res.statusCode, data: body.data, errors: body.errors ?? [], raw: res.body, headers: res.headers };
}

/** Whether the gateway turned the request away as over a limit (a 429, a RATE_LIMITED error or userError). */
export const rateLimited = (answer: Answer): boolean => answer.status === 429 || answer.raw.includes('"RATE_LIMITED"');

/** A fresh idempotency key, as the web makes one per submission. */
export const newKey = (): string => `atk-${randomBytes(9).toString('base64url')}`;

/** The first error code of an answer. */
export const codeOf = (answer: Answer): string | undefined => answer.errors[0]?.extensions?.code;

/** Budgets wide enough that a test's own requests from one address never trip them, unless it means to. */
export const WIDE_LIMITS: Record<string, string> = {
  RATE_LIMIT_PER_MINUTE: '1000000',
  LOGIN_LIMIT_PER_IP: '1000000',
  LOGIN_LIMIT_PER_USERNAME: '1000000',
};
