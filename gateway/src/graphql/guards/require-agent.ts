import type { SessionData } from '../../session/session-data.js';
import type { RequestScope } from '../context.js';
import { gatewayError } from '../errors/gateway-error.js';
import { isAgentType } from '../modules/account/account-types.js';
import { requireRealAccount } from './require-real-account.js';

/** A logged-in agent (types 1, 2, 41, 42); any other account gets FORBIDDEN, a trial one NEED_REAL_ACCOUNT. */
export async function requireAgent(scope: Pick<RequestScope, 'session'>): Promise<SessionData> {
  const session = await requireRealAccount(scope);
  if (!isAgentType(session.accountType)) throw gatewayError('FORBIDDEN');
  return session;
}
