import { PlatformError } from '../../protocol/errors.js';
import type { Account } from '../../core/accounts.js';
import type { Session } from '../../core/sessions.js';
import type { SandboxStore } from '../../core/store.js';
import { gameErrors } from './game-errors.js';

export const TRIAL_ACCOUNT_TYPE = 4;

export function playerOf(store: SandboxStore, session: Session): Account {
  const account = store.accountById(session.accountId);
  if (account === undefined) throw PlatformError.of('sessionDead');
  return account;
}

/** Favourites and recent games are member features: a trial account (type 4) is refused (spec 001 section 4). */
export function realPlayerOf(store: SandboxStore, session: Session): Account {
  const account = playerOf(store, session);
  if (account.type === TRIAL_ACCOUNT_TYPE) throw gameErrors.needRealAccount();
  return account;
}
