import type { ModuleId } from './modules.js';

/** One platform call as the gateway makes it. Domain services refer to calls only through `calls`. */
export interface CallSpec {
  /** Domain name, used in logs and errors. */
  readonly name: string;
  readonly path: string;
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly module: ModuleId;
  readonly auth: 'none' | 'token';
  /** Body DES-encrypted with an RSA-wrapped transport key (protocol section 3). */
  readonly encrypted?: boolean;
  /** false for `/lgw` calls, which answer bare JSON instead of `{success, message, value}`. */
  readonly envelope: boolean;
  /** Body sent as application/x-www-form-urlencoded instead of JSON. */
  readonly form?: boolean;
  /** Overrides the client's default timeout for slow calls. */
  readonly timeoutMs?: number;
}

// Keep this a flat table, one call per entry: it is the index of everything the gateway asks the platform.
export const calls = {
  systemStatus: { name: 'systemStatus', method: 'GET', path: '/wps/system/status', module: 'COMM3', auth: 'none', envelope: true },
  whitelabel: { name: 'whitelabel', method: 'GET', path: '/wps/system/whitelabel', module: 'COMM3', auth: 'none', envelope: true },
  announcements: { name: 'announcements', method: 'GET', path: '/wps/relay/MCSFE_getListAnnouncements', module: 'AGEANNOUNCE3', auth: 'none', envelope: true },
  captcha: { name: 'captcha', method: 'GET', path: '/wps/captcha', module: 'CAPTCHA3', auth: 'none', envelope: true },
  login: { name: 'login', method: 'POST', path: '/wps/session/login', module: 'COMM3', auth: 'none', envelope: true, encrypted: true },
  memberInfo: { name: 'memberInfo', method: 'GET', path: '/wps/member/info', module: 'COMM3', auth: 'token', envelope: true },
  balance: { name: 'balance', method: 'GET', path: '/wps/v2/wallets/balance', module: 'FUNDTRANS3', auth: 'token', envelope: true },
  logout: { name: 'logout', method: 'DELETE', path: '/wps/session/logout', module: 'COMM3', auth: 'token', envelope: true },
} as const satisfies Record<string, CallSpec>;

export type CallName = keyof typeof calls;
