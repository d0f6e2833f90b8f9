import type { SessionData } from '../../session/session-data.js';
import type { RequestScope } from '../context.js';
import { gatewayError } from '../errors/gateway-error.js';

/** The logged-in session, or UNAUTHENTICATED: for every field that acts as the member. */
export async function requireViewer(scope: Pick<RequestScope, 'session'>): Promise<SessionData> {
  const session = await scope.session.get();
  if (session === null) throw gatewayError('UNAUTHENTICATED');
  return session;
}
