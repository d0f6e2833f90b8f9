import { defineRoute } from '../../core/route-registry.js';
import type { Account } from '../../core/accounts.js';
import type { SandboxStore } from '../../core/store.js';
import { moneyValue } from '../../core/money.js';
import { agencyErrors } from './agency-errors.js';
import { page, pagingOf } from './agency-params.js';
import { agentOf, isAgent } from './agent-guard.js';
import { directDownlines, downlineTree } from './downline-tree.js';
import type { TeamMember } from './downline-tree.js';

const USER_TYPES = ['ALL', 'AGENT', 'MEMBER'] as const;
type UserType = (typeof USER_TYPES)[number];

function userTypeOf(raw: string | undefined): UserType {
  if (raw === undefined || raw === '') return 'ALL';
  const userType = USER_TYPES.find((known) => known === raw.toUpperCase());
  if (userType === undefined) throw agencyErrors.param(`userType must be one of ${USER_TYPES.join(', ')}`);
  return userType;
}

function downlineRow(store: SandboxStore, member: TeamMember) {
  const { account } = member;
  const upline: Account | undefined = store.accountById(account.uplineId ?? -1);
  return {
    id: account.id,
    account: account.account,
    nickname: account.nickname,
    type: account.type,
    isAgent: isAgent(account),
    level: member.level,
    uplineId: account.uplineId,
    uplineAccount: upline?.account ?? null,
    regDate: account.regDate,
    lastLoginAt: account.lastLoginAt,
    balance: moneyValue(account.wallets.reduce((total, wallet) => total + wallet.availCents, 0)),
    directDownlines: directDownlines(store.data.accounts, account.id).length,
    teamSize: downlineTree(store.data.accounts, account.id).length,
  };
}

/**
 * Team management (downlineManagmentView): the direct downlines of the agent or of one account in its tree
 * (`parentId`), or a search by `account` (part of a username) across the whole tree.
 */
export const downlineListRoutes = [
  defineRoute({
    method: 'GET',
    path: '/wps/relay/MCS2_getDownlineList',
    moduleId: 'AFFMAN3',
    token: true,
    handle: ({ store, session, query }) => {
      const agent = agentOf(store, session);
      const paging = pagingOf(query);
      const userType = userTypeOf(query.userType);
      const tree = downlineTree(store.data.accounts, agent.id);
      let rows: TeamMember[];
      const search = query.account?.trim().toLowerCase() ?? '';
      if (search !== '') {
        rows = tree.filter((member) => member.account.account.toLowerCase().includes(search));
      } else {
        const parentId = query.parentId === undefined || query.parentId === '' ? agent.id : Number(query.parentId);
        const parent = parentId === agent.id ? agent : tree.find((member) => member.account.id === parentId)?.account;
        if (!/^\d*$/.test(query.parentId ?? '') || parent === undefined) throw agencyErrors.param('parentId is not in your team');
        const direct = new Set(directDownlines(store.data.accounts, parent.id).map((account) => account.id));
        rows = tree.filter((member) => direct.has(member.account.id));
      }
      const filtered = rows.filter((member) => userType === 'ALL' || (userType === 'AGENT') === isAgent(member.account));
      return page(filtered.map((member) => downlineRow(store, member)), paging);
    },
  }),
];
