import type { Account } from '../../core/accounts.js';
import type { SandboxStore } from '../../core/store.js';
import { agencyErrors } from './agency-errors.js';
import { teamWithSelf } from './downline-tree.js';
import type { TeamMember } from './downline-tree.js';

/**
 * The accounts a team report covers: the agent and its whole tree, or one of them when `account` names it.
 * An account outside the tree is answered as unknown, so an agent cannot probe other teams.
 */
export function reportScope(store: SandboxStore, agent: Account, accountName: string | undefined): TeamMember[] {
  const team = teamWithSelf(store.data.accounts, agent);
  if (accountName === undefined || accountName === '') return team;
  const wanted = accountName.toLowerCase();
  const member = team.find((candidate) => candidate.account.account.toLowerCase() === wanted);
  if (member === undefined) throw agencyErrors.param(`unknown downline ${accountName}`);
  return [member];
}
