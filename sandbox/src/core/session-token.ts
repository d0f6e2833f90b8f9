import type { FastifyRequest } from 'fastify';
import type { Session, SessionStore } from './sessions.js';
import { PlatformError } from '../protocol/errors.js';
import { headerValue } from '../protocol/headers.js';

/** `Authorization: <token>`, bare: a `Bearer` prefix makes it an unknown token like any other. */
export function requireSession(request: FastifyRequest, sessions: SessionStore): Session {
  const token = headerValue(request, 'authorization');
  const session = token === undefined ? null : sessions.resolve(token);
  if (session === null) throw PlatformError.of('sessionDead');
  return session;
}
