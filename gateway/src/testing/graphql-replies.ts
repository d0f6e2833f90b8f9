import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { SESSION_COOKIE } from '../infra/session/request-session.js';

export interface GraphqlReply<T = Record<string, unknown>> {
  status: number;
  body: { data?: T | null; errors?: { message: string; extensions?: { code?: string } }[] };
  /** The sealed session cookie the gateway set (undefined: untouched; '': cleared). */
  session: string | undefined;
  setCookie: string[];
  raw: string;
}

/** Any reply with GraphQL errors: a GraphqlReply of whatever data shape. */
interface WithErrors {
  body: { errors?: { extensions?: { code?: string } }[] };
}

/** A reply of POST /graphql as fastify.inject answered it. */
export function graphqlReply<T>(res: LightMyRequestResponse): GraphqlReply<T> {
  const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const session = res.cookies.find((c) => c.name === SESSION_COOKIE)?.value;
  return { status: res.statusCode, body: res.json(), session, setCookie, raw: res.body };
}

/** The first error code of a reply, for BAD_USER_INPUT and guard assertions. */
export const errorCode = (reply: WithErrors | undefined): string | undefined => reply?.body.errors?.[0]?.extensions?.code;

/** Every error code of a reply, in order ([] without errors). */
export const errorCodes = (reply: WithErrors): (string | undefined)[] => (reply.body.errors ?? []).map((error) => error.extensions?.code);

/** One root field of a reply that must carry no GraphQL error (a mutation's payload, mostly). */
export function payloadOf<T, K extends keyof T>(reply: GraphqlReply<T>, field: K): T[K] {
  expect(reply.body.errors).toBeUndefined();
  return reply.body.data?.[field] as T[K];
}
