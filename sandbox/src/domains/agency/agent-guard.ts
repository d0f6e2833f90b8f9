import { PlatformError } from '../../protocol/errors.js';
import type { Account } from '../../core/accounts.js';
import type { Session } from '../../core/sessions.js';
import type { SandboxStore } from '../../core/store.js';
import { agencyErrors } from './agency-errors.js';

/** Agent account types (upstream-protocol.md section 4); 4 is the trial type and never an agent. */
export const AGENT_TYPES: ReadonlySet<number> = new Set([1, 2, 41, 42]);
const TRIAL_TYPE = 4;

export function isAgent(account: Account): boolean {
  return AGENT_TYPES.has(account.type);
}

/** The caller's account, refusing trial accounts (spec 001 section 6: blocked from member and agent features). */
export function realAccountOf(store: SandboxStore, session: Session): Account {
  const account = store.accountById(session.accountId);
  if (account === undefined) throw PlatformError.of('sessionDead');
  if (account.type === TRIAL_TYPE) throw agencyErrors.needRealAccount();
  return account;
}

/** The caller's account when it is an agent; everyone else is refused at the agent centre. */
export function agentOf(store: SandboxStore, session: Session): Account {
  const account = realAccountOf(store, session);
  if (!isAgent(account)) throw agencyErrors.notAgent();
  return account;
}
