import { defineRoute } from '../../core/route-registry.js';
import { profileOf } from '../account/identity-profiles.js';
import { agentOf } from './agent-guard.js';

/**
 * The agent's own invitation (referral link management): the code a registration names to land under the agent,
 * and the domain bound to it. Designed: the affiliate check only answers for a code or domain already known.
 */
export const agentReferralRoutes = [
  defineRoute({
    method: 'GET',
    path: '/wps/relay/MCS2_getAgentReferral',
    moduleId: 'AFFMAN3',
    token: true,
    handle: ({ store, session }) => {
      const profile = profileOf(store.data, agentOf(store, session));
      return { affiliateCode: profile.affiliateCode, domain: profile.affiliateDomain };
    },
  }),
];
