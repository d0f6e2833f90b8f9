// Spec 000 §3 and §9: "remember me" keeps the login in a cookie for one day. Only the username, the login type
// and the mobile number: the password is left to the browser's password manager (autocomplete attributes).
export const rememberedLoginCookie = 'saola_login';
export const rememberedLoginMaxAgeMs = 86_400_000;

export type LoginMode = 'username' | 'sms';

export interface RememberedLogin {
  type: LoginMode;
  username: string;
  mobile: string;
  countryCode: string;
}

function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry ? entry.slice(prefix.length) : null;
}

export function readRememberedLogin(): RememberedLogin | null {
  const raw = readCookie(rememberedLoginCookie);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(raw));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const value = parsed as Partial<Record<keyof RememberedLogin, unknown>>;
    return {
      type: value.type === 'sms' ? 'sms' : 'username',
      username: typeof value.username === 'string' ? value.username : '',
      mobile: typeof value.mobile === 'string' ? value.mobile : '',
      countryCode: typeof value.countryCode === 'string' ? value.countryCode : '',
    };
  } catch {
    return null;
  }
}

export function writeRememberedLogin(login: RememberedLogin): void {
  // Built field by field so nothing else (a password) can ever slip into the cookie.
  const value = { type: login.type, username: login.username, mobile: login.mobile, countryCode: login.countryCode };
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    `${rememberedLoginCookie}=${encodeURIComponent(JSON.stringify(value))}; Max-Age=${rememberedLoginMaxAgeMs / 1000}` +
    `; Path=/; SameSite=Lax${secure}`;
}

export function forgetRememberedLogin(): void {
  document.cookie = `${rememberedLoginCookie}=; Max-Age=0; Path=/; SameSite=Lax`;
}
