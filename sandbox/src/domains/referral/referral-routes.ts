import { defineRoute } from '../../core/route-registry.js';
import { affiliateCheck } from './affiliate-check.js';
import type { Account } from '../../core/accounts.js';
import type { SeedData } from '../../core/seed-data.js';
import { profileOf } from '../account/identity-profiles.js';
import { pageOf, pageRequest } from '../../core/paging.js';
import { sessionAccount } from '../../core/session-account.js';

/** Masks a username as `pla***02`, as the leaderboard does: invitees see each other's names only in part. */
const masked = (account: string) => `${account.slice(0, 3)}***${account.slice(-2)}`;

/** The member's invitation (invite friends): its referral code, whether the site takes codes now, how many joined. */
export const referralInfoRoute = defineRoute({
  method: 'GET',
  path: '/wps/relay/MCSFE_getReferralInfo',
  moduleId: 'AFFMAN3',
  token: true,
  handle: ({ store, session }) => {
    const account = sessionAccount(store, session);
    return {
      referralCode: profileOf(store.data, account).referralCode,
      enabled: store.data.switches.REFERRAL,
      invitedCount: invitees(store.data, account).length,
    };
  },
});

/** Who registered with the member's referral code, newest first (a page). */
export const referralListRoute = defineRoute({
  method: 'GET',
  path: '/wps/relay/MCSFE_getReferralList',
  moduleId: 'AFFMAN3',
  token: true,
  handle: ({ store, session, query }) => {
    const paging = pageRequest(query);
    const account = sessionAccount(store, session);
    const rows = invitees(store.data, account)
      .sort((left, right) => right.regDate - left.regDate || right.id - left.id)
      .map((invitee) => ({ account: masked(invitee.account), nickname: invitee.nickname, regDate: invitee.regDate }));
    return pageOf(rows, paging);
  },
});

function invitees(data: SeedData, referrer: Account): Account[] {
  return data.accounts.filter((account) => account.id !== referrer.id && profileOf(data, account).referrerId === referrer.id);
}

/** The agent's affiliate check and a member's referrals. */
export const referralRoutes = [
  defineRoute({ method: 'GET', path: '/wps/agent/affiliate', moduleId: 'AFFMAN3', token: false, handle: affiliateCheck }),
  referralInfoRoute,
  referralListRoute,
];
