import { PlatformError } from '../protocol/errors.js';
import { cookieValue } from '../protocol/headers.js';
import type { PlatformCall } from '../protocol/route-registry.js';
import { CAPTCHA_COOKIE } from './captcha.js';

interface LoginPayload {
  username: string;
  password: string;
  captcha?: string;
}

/** The decrypted login body: `{username, password, captcha?, type}`; type defaults to `username`. */
function loginPayload(payload: unknown): LoginPayload {
  if (typeof payload !== 'object' || payload === null) throw PlatformError.of('requestParam');
  const { username, password, captcha, type } = payload as Record<string, unknown>;
  if (type === 'sms' || type === 'firebase') throw PlatformError.of('functionNotAvailable');
  if (type !== undefined && type !== 'username') throw PlatformError.of('requestParam', { message: 'Unknown login type' });
  if (typeof username !== 'string' || username.trim() === '' || typeof password !== 'string' || password === '') {
    throw PlatformError.of('requestParam', { message: 'username and password are required' });
  }
  if (captcha !== undefined && captcha !== null && typeof captcha !== 'string') throw PlatformError.of('requestParam');
  return { username: username.trim(), password, captcha: captcha ?? undefined };
}

const CAPTCHA_FLAG = { captcha: true } as const;

/**
 * Username login. After 3 failures for a username every attempt needs the captcha bound to the caller's
 * `captchaId` cookie (spent on each check); success clears the count.
 */
export function logIn({ store, request, payload }: PlatformCall) {
  const { username, password, captcha } = loginPayload(payload);
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
  const firstTimeLogin = account.lastLoginAt === null;
  account.lastLoginAt = store.clock.now();
  const session = store.sessions.open(account.id);
  return {
    token: session.token,
    id: account.id,
    userName: account.account,
    customerType: account.type,
    firstTimeLogin,
    passwordExpired: account.passwordExpired,
  };
}
