import type { Account } from '../../core/accounts.js';

export interface TeamMember {
  account: Account;
  /** 1 for a direct downline, 2 for its downline, and so on. */
  level: number;
}

export function directDownlines(accounts: readonly Account[], uplineId: number): Account[] {
  return accounts.filter((account) => account.uplineId === uplineId);
}

/** Everyone below an account, breadth first (an agent sees only this tree). */
export function downlineTree(accounts: readonly Account[], rootId: number): TeamMember[] {
  const team: TeamMember[] = [];
  let frontier = [rootId];
  for (let level = 1; frontier.length > 0; level += 1) {
    const below = accounts.filter((account) => account.uplineId !== null && frontier.includes(account.uplineId));
    team.push(...below.map((account) => ({ account, level })));
    frontier = below.map((account) => account.id);
  }
  return team;
}

/** The team of a report: the agent itself (level 0) and its whole downline tree. */
export function teamWithSelf(accounts: readonly Account[], self: Account): TeamMember[] {
  return [{ account: self, level: 0 }, ...downlineTree(accounts, self.id)];
}
