import type { Account } from '../../core/accounts.js';
import { profileOf } from '../account/identity-profiles.js';
import type { SandboxStore } from '../../core/store.js';
import { identityError } from '../account/identity-errors.js';

/** Suspended accounts cannot log in by any route; checked after the credentials so names cannot be probed. */
export function refuseSuspended(store: SandboxStore, account: Account): void {
  if (profileOf(store.data, account).status !== 'active') throw identityError('forbiddenLogin');
}

/** Opens a session: the login value every login route answers (registration and free play too). */
export function openLogin(store: SandboxStore, account: Account) {
  const firstTimeLogin = account.lastLoginAt === null;
  account.lastLoginAt = store.clock.now();
  const session = store.sessions.open(account.id);
  return {
    token: session.token,
    id: account.id,
    userName: account.account,
    customerType: account.type,
    firstTimeLogin,
    passwordExpired: account.passwordExpired,
  };
}
