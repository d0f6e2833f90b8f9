import { PlatformError } from '../../protocol/errors.js';
import { cookieValue } from '../../protocol/headers.js';
import type { PlatformCall } from '../../core/route-registry.js';
import type { Account } from '../../core/accounts.js';
import type { SandboxStore } from '../../core/store.js';
import { CAPTCHA_COOKIE } from './captcha.js';
import { badParam } from '../account/identity-errors.js';
import { requireTrustedIp } from './login-ip-check.js';
import { openLogin, refuseSuspended } from './login-value.js';
import type { Fields } from '../account/payload-fields.js';

const CAPTCHA_FLAG = { captcha: true } as const;

export interface Credentials {
  username: string;
  password: string;
  captcha?: string;
}

export function credentialsOf(fields: Fields): Credentials {
  const { username, password, captcha } = fields;
  if (typeof username !== 'string' || username.trim() === '' || typeof password !== 'string' || password === '') {
    throw badParam('username and password are required');
  }
  if (captcha !== undefined && captcha !== null && typeof captcha !== 'string') throw badParam('captcha must be a string');
  return { username: username.trim(), password, captcha: captcha ?? undefined };
}

/**
 * Checks a username and password with the failed-login guard: after 3 failures for a username every attempt
 * needs the captcha bound to the caller's `captchaId` cookie (spent on each check); success clears the count.
 */
export function checkCredentials({ store, request }: PlatformCall, { username, password, captcha }: Credentials): Account {
  if (store.loginGuard.needsCaptcha(username)) {
    const solved = store.captchas.consume(cookieValue(request, CAPTCHA_COOKIE), captcha);
    if (!solved) throw PlatformError.of('captchaRequired', { value: CAPTCHA_FLAG });
  }
  const account = store.accountByName(username);
  if (account === undefined || account.password !== password) {
    const captchaNow = store.loginGuard.recordFailure(username);
    throw PlatformError.of('wrongCredentials', { value: captchaNow ? CAPTCHA_FLAG : null });
  }
  store.loginGuard.clear(username);
  return account;
}

/** Trial accounts have no usable password; they only live through their free-play token. */
function refuseTrial(store: SandboxStore, account: Account): void {
  if (account.type === 4) throw PlatformError.of('wrongCredentials');
}

/** `type: 'username'` (or no type): password login, then the suspension and login-IP checks. */
export function logInByUsername(call: PlatformCall, fields: Fields) {
  const account = checkCredentials(call, credentialsOf(fields));
  refuseTrial(call.store, account);
  refuseSuspended(call.store, account);
  requireTrustedIp(call.store, account, call.request);
  return openLogin(call.store, account);
}
