import { randomBytes } from 'node:crypto';
import { MAIN_WALLET } from '../../core/accounts.js';
import type { Account } from '../../core/accounts.js';
import { profileRandom } from './identity-data.js';
import { seedProfile } from './profiles.js';
import type { SandboxStore } from '../../core/store.js';
import type { MobileNumber } from './mobile-number.js';

/** Demo money of a free-play account, in cents (10,000.00). */
export const TRIAL_BALANCE_CENTS = 1_000_000;

export interface NewMember {
  username: string;
  password: string;
  mobile?: MobileNumber;
  email?: string;
  paymentPassword?: string;
  uplineId: number | null;
  referrerId: number | null;
}

/** A member created by registration or a first social login: main wallet empty, VIP 0, not yet logged in. */
export function createMember(store: SandboxStore, member: NewMember): Account {
  const identity = store.data.identity;
  const account: Account = {
    id: identity.nextMemberId,
    account: member.username,
    password: member.password,
    paymentPassword: member.paymentPassword ?? null,
    nickname: member.username,
    type: 0,
    uplineId: member.uplineId,
    clubLabel: { labelName: 'VIP 0', rankLevel: 0 },
    memberLabels: [],
    regDate: store.clock.now(),
    mobile: member.mobile === undefined ? '' : member.mobile.national,
    passwordExpired: false,
    lastLoginAt: null,
    wallets: [{ accountTypeId: MAIN_WALLET, name: 'Main wallet', availCents: 0 }],
  };
  identity.nextMemberId += 1;
  const profile = seedProfile(account, profileRandom(account.id));
  profile.email = member.email ?? null;
  profile.referrerId = member.referrerId;
  if (member.mobile !== undefined) profile.countryDialingCode = member.mobile.countryDialingCode;
  store.data.accounts.push(account);
  identity.profiles[account.id] = profile;
  return account;
}

/** A free-play account (type 4) with a demo balance and a password nobody knows: it lives by its token. */
export function createTrial(store: SandboxStore): Account {
  const identity = store.data.identity;
  const sequence = identity.nextTrialId;
  identity.nextTrialId += 1;
  const account: Account = {
    id: 900_000 + sequence,
    account: `trial${String(sequence).padStart(6, '0')}`,
    password: randomBytes(18).toString('base64url'),
    paymentPassword: null,
    nickname: `Khách ${sequence}`,
    type: 4,
    uplineId: null,
    clubLabel: { labelName: 'VIP 0', rankLevel: 0 },
    memberLabels: [],
    regDate: store.clock.now(),
    mobile: '',
    passwordExpired: false,
    lastLoginAt: null,
    wallets: [{ accountTypeId: MAIN_WALLET, name: 'Main wallet', availCents: TRIAL_BALANCE_CENTS }],
  };
  const profile = seedProfile(account, profileRandom(account.id));
  profile.email = null;
  store.data.accounts.push(account);
  identity.profiles[account.id] = profile;
  return account;
}

/** A free username from a base (letters and digits, starting with a letter, 6-12 long). */
export function freeUsername(store: SandboxStore, base: string): string {
  const stem = base.replace(/[^a-zA-Z0-9]/g, '').toLowerCase().slice(0, 8).padEnd(6, '0');
  const name = /^[a-z]/.test(stem) ? stem : `u${stem.slice(0, 7)}`;
  if (store.accountByName(name) === undefined) return name;
  for (let suffix = 1; ; suffix += 1) {
    const candidate = `${name.slice(0, 12 - String(suffix).length)}${suffix}`;
    if (store.accountByName(candidate) === undefined) return candidate;
  }
}
