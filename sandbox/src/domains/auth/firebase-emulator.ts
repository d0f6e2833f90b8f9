import { randomBytes, randomInt } from 'node:crypto';
import type { SandboxStore } from '../../core/store.js';
import type { FirebaseIdentity } from './firebase-token.js';
import { parsePhone } from '../account/mobile-number.js';
import type { EmulatorAccount } from '../account/firebase-emulator-book.js';

// The sandbox's imitation of the Firebase Auth emulator (its book: account/firebase-emulator-book.ts). The
// platform side accepts exactly the ID tokens issued here (and unexpired), so a test that passes went through
// the same calls as the real SDK against the real emulator.

/** An emulator ID token lives an hour, as Firebase's do. */
export const ID_TOKEN_SECONDS = 3600;

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An account for this email or number with this provider, made on first sign-in (isNewUser). */
export function emulatorAccount(store: SandboxStore, provider: string, subject: { email?: string; phoneNumber?: string }) {
  const book = store.data.identity.firebaseEmulator;
  const known = Object.values(book.accounts).find(
    (account) => account.provider === provider && account.email === subject.email && account.phoneNumber === subject.phoneNumber,
  );
  if (known) return { account: known, isNewUser: false };
  const account: EmulatorAccount = { localId: randomBytes(14).toString('base64url'), provider, ...subject, createdAt: store.clock.now() };
  book.accounts[account.localId] = account;
  return { account, isNewUser: true };
}

/** Tokens as the emulator issues them: unsigned JWTs (`alg: none`) carrying the Firebase claims. */
export function issueTokens(store: SandboxStore, account: EmulatorAccount, projectId: string) {
  const book = store.data.identity.firebaseEmulator;
  const now = Math.floor(store.clock.now() / 1000);
  const claims = {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: now,
    user_id: account.localId,
    sub: account.localId,
    iat: now,
    exp: now + ID_TOKEN_SECONDS,
    ...(account.email ? { email: account.email, email_verified: true } : {}),
    ...(account.phoneNumber ? { phone_number: account.phoneNumber } : {}),
    firebase: {
      identities: account.email ? { [account.provider]: [account.localId], email: [account.email] } : { phone: [account.phoneNumber] },
      sign_in_provider: account.provider,
    },
    // Unused by the SDK; makes every token unique even within one second.
    jti: randomBytes(8).toString('hex'),
  };
  const idToken = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
  const refreshToken = randomBytes(24).toString('base64url');
  book.idTokens[idToken] = { localId: account.localId, expiresAt: (now + ID_TOKEN_SECONDS) * 1000 };
  book.refreshTokens[refreshToken] = account.localId;
  return { idToken, refreshToken, expiresIn: String(ID_TOKEN_SECONDS) };
}

/** A code for the number, as `accounts:sendVerificationCode` sends it; readable at the emulator's verificationCodes. */
export function sendPhoneCode(store: SandboxStore, phoneNumber: string): string {
  const sessionInfo = randomBytes(24).toString('base64url');
  store.data.identity.firebaseEmulator.phoneSessions[sessionInfo] = { phoneNumber, code: String(randomInt(0, 1_000_000)).padStart(6, '0') };
  return sessionInfo;
}

/** The identity behind an ID token this imitation issued and that has not expired; undefined for any other. */
export function issuedIdentity(store: SandboxStore, idToken: string): FirebaseIdentity | undefined {
  const book = store.data.identity.firebaseEmulator;
  const issued = book.idTokens[idToken];
  if (issued === undefined || issued.expiresAt <= store.clock.now()) return undefined;
  const account = book.accounts[issued.localId];
  if (account === undefined) return undefined;
  if (account.provider === 'phone' && account.phoneNumber) return { channel: 'sms', mobile: parsePhone(account.phoneNumber, 'firebaseIdToken') };
  if (account.provider === 'google.com' && account.email) return { channel: 'google', email: account.email };
  if (account.provider === 'facebook.com' && account.email) return { channel: 'facebook', email: account.email };
  return undefined;
}
