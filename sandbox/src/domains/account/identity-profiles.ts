import type { Account } from '../../core/accounts.js';
import { profileRandom } from './identity-data.js';
import { seedProfile } from './profiles.js';
import type { IdentityProfile } from './profiles.js';
import type { SeedData } from '../../core/seed-data.js';

/**
 * The identity profile of an account. Accounts another group adds after the seed get a default profile on
 * first use, drawn from the same per-account stream, so it is the same on every run.
 */
export function profileOf(data: SeedData, account: Account): IdentityProfile {
  const known = data.identity.profiles[account.id];
  if (known !== undefined) return known;
  const profile = seedProfile(account, profileRandom(account.id));
  data.identity.profiles[account.id] = profile;
  return profile;
}

/** Stored mobiles are compared by national digits (seeded ones keep the trunk 0) within a dialling code. */
export function accountByMobile(data: SeedData, countryDialingCode: string, national: string): Account | undefined {
  return data.accounts.find((account) => {
    const digits = account.mobile.replace(/\D/g, '');
    const own = digits.startsWith('0') ? digits.slice(1) : digits;
    return own !== '' && own === national && profileOf(data, account).countryDialingCode === countryDialingCode;
  });
}

export function accountByEmail(data: SeedData, email: string): Account | undefined {
  const wanted = email.toLowerCase();
  return data.accounts.find((account) => profileOf(data, account).email?.toLowerCase() === wanted);
}

export function agentByAffiliateCode(data: SeedData, code: string): Account | undefined {
  const wanted = code.toUpperCase();
  return data.accounts.find((account) => profileOf(data, account).affiliateCode === wanted);
}

export function agentByDomain(data: SeedData, domain: string): Account | undefined {
  const wanted = domain.toLowerCase().replace(/^https?:\/\//, '').replace(/[/:].*$/, '');
  return data.accounts.find((account) => profileOf(data, account).affiliateDomain === wanted);
}

export function accountByReferralCode(data: SeedData, code: string): Account | undefined {
  const wanted = code.toUpperCase();
  return data.accounts.find((account) => profileOf(data, account).referralCode === wanted);
}
