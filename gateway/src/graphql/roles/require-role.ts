import type { RequestSession } from '../../infra/session/request-session.js';
import type { SessionData } from '../../infra/session/session-data.js';
import type { GatewayErrorCode } from '../../infra/upstream/index.js';
import type { Role } from '../../__generated__/schema-types.js';
import { gatewayError } from '../../infra/errors/gateway-error.js';
import { isAgentType, isTrialType } from './account-types.js';

type RoleRefusal = Extract<GatewayErrorCode, 'UNAUTHENTICATED' | 'NEED_REAL_ACCOUNT' | 'FORBIDDEN'>;

/**
 * Why the session may not act in `role`, or null when it may: visitors UNAUTHENTICATED, trial (free-play) accounts
 * NEED_REAL_ACCOUNT for anything beyond MEMBER (spec 000 sections 6, 8), non-agents FORBIDDEN.
 */
export function roleRefusal(session: SessionData | null, role: Role): RoleRefusal | null {
  if (session === null) return 'UNAUTHENTICATED';
  if (role === 'MEMBER') return null;
  if (isTrialType(session.accountType)) return 'NEED_REAL_ACCOUNT';
  if (role === 'AGENT' && !isAgentType(session.accountType)) return 'FORBIDDEN';
  return null;
}

/** The session, if it may act in `role`; otherwise the refusal's error (see roleRefusal). */
export async function requireRole(session: Pick<RequestSession, 'get'>, role: Role): Promise<SessionData> {
  const current = await session.get();
  const refusal = roleRefusal(current, role);
  if (refusal !== null || current === null) throw gatewayError(refusal ?? 'UNAUTHENTICATED');
  return current;
}
