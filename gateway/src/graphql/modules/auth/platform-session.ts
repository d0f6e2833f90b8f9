import { calls, UpstreamError } from '../../../infra/upstream/index.js';
import type { SessionData } from '../../../infra/session/session-data.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Platform } from '../../platform/platform.js';
import { gatewayError } from '../../../infra/errors/gateway-error.js';
import type { AccountService, LoginValue } from '../account/index.js';

/**
 * The session a login value opens. Member info is the authority on who logged in (id, account, type); it is
 * read through the request's loader, so the payload's viewer fields reuse the same answer.
 */
export async function sessionFor(account: AccountService, login: LoginValue): Promise<SessionData> {
  if (typeof login.token !== 'string' || login.token === '') throw gatewayError('INTERNAL');
  const info = await account.memberInfoFor(login.token);
  return { token: login.token, memberId: String(info.id), account: info.account, accountType: info.type };
}

/** Ends a platform session; a token the platform already dropped is not an error. */
export async function endPlatformSession(platform: Platform, logger: FastifyBaseLogger, token: string): Promise<void> {
  try {
    await platform.write(calls.logout, undefined, { token });
  } catch (error) {
    if (!(error instanceof UpstreamError && error.code === 'UNAUTHENTICATED')) {
      logger.warn({ code: error instanceof UpstreamError ? error.code : 'unknown' }, 'upstream logout failed');
    }
  }
}
