import { PlatformError } from '../protocol/errors.js';
import type { Session } from './sessions.js';
import type { SandboxStore } from './store.js';
import type { Account } from './accounts.js';

/** The account behind a live token; a token whose account vanished (reset) is a dead session. */
export function sessionAccount(store: SandboxStore, session: Session): Account {
  const account = store.accountById(session.accountId);
  if (account === undefined) throw PlatformError.of('sessionDead');
  return account;
}
