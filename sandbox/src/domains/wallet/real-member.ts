import { PlatformError } from '../../protocol/errors.js';
import type { Account } from '../../core/accounts.js';
import type { Session } from '../../core/sessions.js';
import type { SandboxStore } from '../../core/store.js';
import { sessionAccount } from '../../core/session-account.js';

const TRIAL_TYPE = 4;

/**
 * The caller's account; trial accounts have no member centre and move no real money (spec 001 section 6), so
 * they get the agency group's refusal, HTTP 403 `need.real.account`.
 */
export function realMemberOf(store: SandboxStore, session: Session): Account {
  const account = sessionAccount(store, session);
  if (account.type === TRIAL_TYPE) throw new PlatformError(403, 'need.real.account', 'Please use a real account');
  return account;
}
