import type { SessionData } from '../../session/session-data.js';
import type { RequestScope } from '../context.js';
import { gatewayError } from '../errors/gateway-error.js';
import { isTrialType } from '../modules/account/account-types.js';
import { requireViewer } from './require-viewer.js';

/** A logged-in real account: trial (free-play, type 4) accounts get NEED_REAL_ACCOUNT (spec 000 sections 6, 8). */
export async function requireRealAccount(scope: Pick<RequestScope, 'session'>): Promise<SessionData> {
  const session = await requireViewer(scope);
  if (isTrialType(session.accountType)) throw gatewayError('NEED_REAL_ACCOUNT');
  return session;
}
