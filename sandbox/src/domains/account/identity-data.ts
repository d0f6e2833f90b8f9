import { seedAccounts } from '../../core/accounts.js';
import type { Account } from '../../core/accounts.js';
import { SEED_NUMBER } from '../../core/epoch.js';
import { mulberry32 } from '../../core/prng.js';
import { IP_CHECKED_ACCOUNT, IP_CHECKED_TRUSTED_IP, seedIdentityAccounts, SUSPENDED_ACCOUNT } from './identity-accounts.js';
import { seedProfile } from './profiles.js';
import type { IdentityProfile } from './profiles.js';
import type { FirebaseEmulatorBook } from './firebase-emulator-book.js';

/** Identity's own random streams start here, so other groups' seeds never shift its data (nor it theirs). */
export const IDENTITY_SEED_OFFSET = 0x1d_0000;

/** Server toggles outside the whitelabel tree (spec 000 section 6), reported in status `info.loginSettings`. */
export interface LoginSettings {
  countryCodePicker: boolean;
  /** Third-party (Firebase) SMS: registration and login with a `firebaseIdToken` of channel sms. */
  firebaseSms: boolean;
  googleLogin: boolean;
  facebookLogin: boolean;
  /** Forgot password by SMS (`/wps/member/password/verification`). */
  phonePasswordRecovery: boolean;
  /** Login and both SMS sends refuse a request without a solved human-verification challenge (docs/identity.md). */
  humanVerification: boolean;
}

/** noLogin: SMS login, login-IP verification and password reset; register: registration. */
export type SmsPurpose = 'noLogin' | 'register';

export interface SmsCode {
  /** `+84901234567`: dialling code and national number without the trunk 0. */
  phone: string;
  countryDialingCode: string;
  mobile: string;
  purpose: SmsPurpose;
  code: string;
  sentAt: number;
  expiresAt: number;
  failedChecks: number;
}

export interface SmsBook {
  /** The live code per `<purpose>:<phone>`; a new send replaces it, a successful check spends it. */
  codes: Record<string, SmsCode>;
  /** Send times per phone within the lock window, for the too-many-requests lock. */
  sendTimes: Record<string, number[]>;
  lockedUntil: Record<string, number>;
  /** Every code sent, newest last (the control API reads the last one of a number). */
  outbox: SmsCode[];
}

export interface FeedbackEntry {
  feedbackId: number;
  type: number;
  content: string;
  contact: string | null;
  accountId: number | null;
  requestId: string | null;
  createdAt: number;
}

/** A password-reset mail the email flow "sent" (the sandbox keeps it instead). */
export interface ResetMail {
  accountId: number;
  username: string;
  email: string;
  sentAt: number;
}

/** The identity group's part of SeedData: everything it changes lives here, so reset restores it. */
export interface IdentityData {
  profiles: Record<number, IdentityProfile>;
  loginSettings: LoginSettings;
  sms: SmsBook;
  feedback: FeedbackEntry[];
  resetMails: ResetMail[];
  nextMemberId: number;
  nextTrialId: number;
  nextFeedbackId: number;
  /** Signatures of the challenges already used: each answers one request. */
  spentChallenges: string[];
  /** The Firebase Auth emulator imitation's accounts and tokens (domains/auth/firebase-emulator.ts). */
  firebaseEmulator: FirebaseEmulatorBook;
}

/** Each profile draws from its own stream keyed by account id, so adding accounts never changes another's. */
export function profileRandom(accountId: number) {
  return mulberry32(SEED_NUMBER + IDENTITY_SEED_OFFSET + accountId);
}

const REFERRING_ACCOUNT = 'player01';
const REFERRED_ACCOUNTS: readonly string[] = ['player02', 'player03'];

function seedProfiles(accounts: readonly Account[]): Record<number, IdentityProfile> {
  const profiles: Record<number, IdentityProfile> = {};
  for (const account of accounts) {
    const profile = seedProfile(account, profileRandom(account.id));
    if (account.account === SUSPENDED_ACCOUNT) profile.status = 'suspended';
    if (account.account === IP_CHECKED_ACCOUNT) {
      profile.loginIpVerification = true;
      profile.trustedIps = [IP_CHECKED_TRUSTED_IP];
    }
    profiles[account.id] = profile;
  }
  // Invitations to show: player01 brought in player02 and player03 (both joined after it).
  const referrer = accounts.find((account) => account.account === REFERRING_ACCOUNT);
  for (const account of accounts) {
    const profile = profiles[account.id];
    if (referrer !== undefined && profile !== undefined && REFERRED_ACCOUNTS.includes(account.account)) profile.referrerId = referrer.id;
  }
  return profiles;
}

export function seedLoginSettings(): LoginSettings {
  return { countryCodePicker: true, firebaseSms: false, googleLogin: true, facebookLogin: true, phonePasswordRecovery: true, humanVerification: false };
}

export function seedIdentity(): IdentityData {
  return {
    profiles: seedProfiles([...seedAccounts(), ...seedIdentityAccounts()]),
    loginSettings: seedLoginSettings(),
    sms: { codes: {}, sendTimes: {}, lockedUntil: {}, outbox: [] },
    feedback: [],
    resetMails: [],
    nextMemberId: 300001,
    nextTrialId: 1,
    nextFeedbackId: 1,
    spentChallenges: [],
    firebaseEmulator: { accounts: {}, idTokens: {}, refreshTokens: {}, phoneSessions: {} },
  };
}
