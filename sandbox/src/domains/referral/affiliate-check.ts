import type { PlatformCall } from '../../core/route-registry.js';
import { agentByAffiliateCode, agentByDomain, profileOf } from '../account/identity-profiles.js';
import { badParam } from '../account/identity-errors.js';

/**
 * `GET /wps/agent/affiliate?code=&domain=`: is this an agent's invitation code? With no code, the agent
 * bound to `domain` (an agent's own site) gives its code. Unknown → request_param_err "Invalid invitation code".
 */
export function affiliateCheck({ store, query }: PlatformCall) {
  const code = query.code?.trim() ?? '';
  const domain = query.domain?.trim() ?? '';
  if (code === '' && domain === '') throw badParam('code or domain is required');
  const agent = code !== '' ? agentByAffiliateCode(store.data, code) : agentByDomain(store.data, domain);
  if (agent === undefined) throw badParam('Invalid invitation code', { field: 'affiliateCode' });
  const profile = profileOf(store.data, agent);
  return { valid: true, affiliateCode: profile.affiliateCode, domain: profile.affiliateDomain };
}
