import type { UserError } from '../../../__generated__/schema-types.js';
import type { Throttles } from '../../../infra/throttle/create-throttles.js';
import { rateLimited } from '../../shared/user-errors.js';

/**
 * Each forgot-password request makes the platform email a member: limited per client IP (one address trying
 * many accounts) and per username (many addresses flooding one member's inbox).
 */
export async function resetRequestRefusal(throttles: Throttles, clientIp: string, username: string): Promise<UserError | undefined> {
  const byIp = await throttles.passwordResetPerIp.take(clientIp);
  if (!byIp.allowed) return rateLimited(null, byIp.retryAfterSeconds);
  const byAccount = await throttles.passwordResetPerAccount.take(`username:${username.toLowerCase()}`);
  if (!byAccount.allowed) return rateLimited(null, byAccount.retryAfterSeconds);
  return undefined;
}
