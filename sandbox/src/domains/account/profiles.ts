import type { Account } from '../../core/accounts.js';
import { randomInt } from '../../core/prng.js';
import type { Random } from '../../core/prng.js';
import { DEFAULT_DIALING_CODE } from './countries.js';

export type AccountStatus = 'active' | 'suspended';

/** Identity facts the shared Account does not hold, keyed by account id in IdentityData.profiles. */
export interface IdentityProfile {
  email: string | null;
  countryDialingCode: string;
  /** 1..AVATAR_COUNT: which generated avatar the member shows. */
  avatarId: number;
  /** The member's own code for the REFERRAL promotion (invite friends). */
  referralCode: string;
  /** Agents only: the invitation (affiliate) code new members register under, and the domain bound to it. */
  affiliateCode: string | null;
  affiliateDomain: string | null;
  referrerId: number | null;
  /** Suspended accounts are refused at login with `us_forbidden_login_error`. */
  status: AccountStatus;
  /** A login from an address not in trustedIps needs an SMS code through /wps/session/login/verification. */
  loginIpVerification: boolean;
  trustedIps: string[];
  /** The password before the last change, so a retried change call can be recognised. */
  previousPassword: string | null;
}

export const AVATAR_COUNT = 12;
export const EMAIL_DOMAIN = 'mail.saola.example';
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A code from the PRNG in an alphabet without look-alikes (no I, O, 0, 1). */
export function randomCode(random: Random, length: number): string {
  let code = '';
  for (let index = 0; index < length; index += 1) {
    code += CODE_ALPHABET[randomInt(random, 0, CODE_ALPHABET.length - 1)] ?? 'A';
  }
  return code;
}

export function seedProfile(account: Account, random: Random): IdentityProfile {
  const isAgent = account.type !== 0 && account.type !== 4;
  return {
    email: `${account.account}@${EMAIL_DOMAIN}`,
    countryDialingCode: DEFAULT_DIALING_CODE,
    avatarId: randomInt(random, 1, AVATAR_COUNT),
    referralCode: randomCode(random, 8),
    affiliateCode: isAgent ? randomCode(random, 6) : null,
    affiliateDomain: isAgent ? `${account.account}.saola.example` : null,
    referrerId: null,
    status: 'active',
    loginIpVerification: false,
    trustedIps: [],
    previousPassword: null,
  };
}
