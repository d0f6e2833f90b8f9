import type { RequestSession } from '../../infra/session/request-session.js';
import { isTrialType } from './account-types.js';

/** Money entities answer only a real account's own session (as their @auth(requires: REAL_ACCOUNT) fields). */
export async function realAccount(ctx: { session: RequestSession }): Promise<boolean> {
  const session = await ctx.session.get();
  return session !== null && !isTrialType(session.accountType);
}
