import type { RequestSession } from '../../session/request-session.js';
import type { SessionData } from '../../session/session-data.js';
import type { Role } from '../../__generated__/schema-types.js';
import { gatewayError } from '../errors/gateway-error.js';
import { isAgentType, isTrialType } from './account-types.js';

/**
 * The session, if it may act in `role`: visitors get UNAUTHENTICATED, trial (free-play) accounts
 * NEED_REAL_ACCOUNT for anything beyond MEMBER (spec 000 sections 6, 8), non-agents FORBIDDEN.
 */
export async function requireRole(session: Pick<RequestSession, 'get'>, role: Role): Promise<SessionData> {
  const current = await session.get();
  if (current === null) throw gatewayError('UNAUTHENTICATED');
  if (role === 'MEMBER') return current;
  if (isTrialType(current.accountType)) throw gatewayError('NEED_REAL_ACCOUNT');
  if (role === 'AGENT' && !isAgentType(current.accountType)) throw gatewayError('FORBIDDEN');
  return current;
}
