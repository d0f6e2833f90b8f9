import { randomBytes } from 'node:crypto';
import type { PlatformCall } from '../../core/route-registry.js';
import type { Account } from '../../core/accounts.js';
import { accountByEmail, accountByMobile } from '../account/identity-profiles.js';
import type { SandboxStore } from '../../core/store.js';
import { firebaseIdentityOf } from './firebase-token.js';
import { issuedIdentity } from './firebase-emulator.js';
import type { FirebaseIdentity } from './firebase-token.js';
import { identityError } from '../account/identity-errors.js';
import { trustIp } from './login-ip-check.js';
import { openLogin, refuseSuspended } from './login-value.js';
import { createMember, freeUsername } from '../account/new-accounts.js';
import type { Fields } from '../account/payload-fields.js';
import { optionalText, requiredText } from '../account/payload-fields.js';

/**
 * A social sign-in binds to the account with that email, or creates a member for it on first use (the
 * binding is permanent, spec 000 section 4). A third-party SMS sign-in needs a registered number.
 */
function accountOf(store: SandboxStore, identity: FirebaseIdentity): Account {
  if (identity.channel === 'sms') {
    const account = accountByMobile(store.data, identity.mobile.countryDialingCode, identity.mobile.national);
    if (account === undefined) throw identityError('mobileNotRegistered');
    return account;
  }
  const known = accountByEmail(store.data, identity.email);
  if (known !== undefined) return known;
  const [localPart = 'member'] = identity.email.split('@');
  return createMember(store, {
    username: freeUsername(store, `${identity.channel === 'google' ? 'g' : 'f'}${localPart}`),
    password: randomBytes(18).toString('base64url'),
    email: identity.email,
    uplineId: null,
    referrerId: null,
  });
}

/** `type: 'firebase'`: `firebaseIdToken` (and optionally `firebaseChannel`) from Google, Facebook or SMS. */
export function logInByFirebase(call: PlatformCall, fields: Fields) {
  const { store } = call;
  const token = requiredText(fields, 'firebaseIdToken', 4096);
  const channel = optionalText(fields, 'firebaseChannel', 16);
  const identity = firebaseIdentityOf(token, store.data.identity.loginSettings, channel, issuedIdentity(store, token));
  const account = accountOf(store, identity);
  refuseSuspended(store, account);
  trustIp(store, account, call.request);
  return openLogin(store, account);
}
