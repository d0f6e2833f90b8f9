import { E2E } from '../e2e-env.js';

/** Platform calls the sandbox counted, by "METHOD /path" (query left out), refused ones included. */
export type CallCounts = Record<string, number>;

export interface SmsRecord {
  phone: string;
  countryDialingCode: string;
  mobile: string;
  purpose: string;
  code: string;
  sentAt: number;
  expiresAt: number;
}

/** Feature switches of the whitelabel tree (spec 000 section 6). */
export type SwitchId =
  | 'MOBILENUMREG3'
  | 'REGMOBVERF3'
  | 'MOBILENUMPASSREG3'
  | 'USERNAMEREG3'
  | 'FREEPLAY3'
  | 'PWDEXPFORCECHANGE3'
  | 'MOBILEVERCODELOGIN3'
  | 'DIRECTREG3'
  | 'REFERRAL';

export interface FieldSetting {
  enabled?: boolean;
  required?: boolean;
  acceptedPattern?: string;
  patternId?: number;
  minLength?: number;
  maxLength?: number;
}

/** The sandbox's control API (`/__sandbox/...`) of one stack: the shared e2e stack or a private one. */
export class SandboxControl {
  constructor(readonly url: string) {}

  private async send(method: string, path: string, body?: unknown): Promise<Response> {
    return fetch(`${this.url}/__sandbox${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  private async json<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await this.send(method, path, body);
    if (!res.ok) throw new Error(`sandbox ${method} ${path}: ${res.status} ${await res.text()}`);
    const text = await res.text();
    return (text ? JSON.parse(text) : null) as T;
  }

  reset(): Promise<unknown> {
    return this.json('POST', '/reset');
  }

  calls(): Promise<CallCounts> {
    return this.json('GET', '/calls');
  }

  switches(switches: Partial<Record<SwitchId, boolean>>): Promise<unknown> {
    return this.json('PUT', '/switches', switches);
  }

  site(flags: { maintenance?: boolean; maintenanceEndTime?: number | null; regionRestriction?: boolean }): Promise<unknown> {
    return this.json('PUT', '/site', flags);
  }

  loginSettings(
    settings: Partial<Record<'countryCodePicker' | 'firebaseSms' | 'googleLogin' | 'facebookLogin' | 'phonePasswordRecovery' | 'humanVerification', boolean>>,
  ): Promise<unknown> {
    return this.json('PUT', '/login-settings', settings);
  }

  registerSettings(settings: Record<string, FieldSetting>): Promise<Record<string, FieldSetting>> {
    return this.json('PUT', '/register-settings', settings);
  }

  fault(fault: { path: string; latencyMs?: number; status?: number; errorCode?: string; outage?: boolean; times?: number }): Promise<unknown> {
    return this.json('PUT', '/faults', fault);
  }

  /** The answer of the last captcha the sandbox drew. */
  async captcha(): Promise<{ captchaId: string; answer: string }> {
    return this.json('GET', '/captcha');
  }

  /** The last SMS code sent to a number, or null before any. */
  async sms(mobile: string): Promise<SmsRecord | null> {
    const res = await this.send('GET', `/sms?mobile=${encodeURIComponent(mobile)}`);
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`sandbox GET /sms: ${res.status}`);
    return (await res.json()) as SmsRecord;
  }

  mails(): Promise<Array<{ accountId: number; username: string; email: string; sentAt: number }>> {
    return this.json('GET', '/mails');
  }

  affiliates(): Promise<Array<{ account: string; affiliateCode: string; domain: string }>> {
    return this.json('GET', '/affiliates');
  }

  /** Whom a member was registered under (upline agent, referring member). */
  member(account: string): Promise<{ account: string; upline: string | null; referrer: string | null }> {
    return this.json('GET', `/members/${encodeURIComponent(account)}`);
  }
}

/** The sandbox of the stack playwright.config.ts starts. */
export const sandbox = new SandboxControl(E2E.sandboxUrl);

/** How many times each of `paths` was called between `before` and `after` (0 when never). */
export function callsBetween(before: CallCounts, after: CallCounts, ...paths: string[]): Record<string, number> {
  return Object.fromEntries(paths.map((path) => [path, (after[path] ?? 0) - (before[path] ?? 0)]));
}

/** The platform paths of the identity calls, as the sandbox counts them. */
export const platform = {
  login: 'POST /wps/session/login',
  logout: 'DELETE /wps/session/logout',
  freePlay: 'POST /wps/session/login/freeplay',
  memberInfo: 'GET /wps/member/info',
  balance: 'GET /wps/v2/wallets/balance',
  status: 'GET /wps/system/status',
  captcha: 'GET /wps/captcha',
  smsNoLogin: 'POST /wps/verification/sms/noLogin',
  smsRegister: 'POST /wps/verification/sms/register',
  register: 'PUT /wps/member/register',
  registerMobile: 'PUT /wps/member/register/mobile',
  affiliate: 'GET /wps/agent/affiliate',
  changePassword: 'POST /wps/member/password',
  resetByEmail: 'POST /wps/member/password/email',
  resetBySms: 'POST /wps/member/password/verification',
} as const;
