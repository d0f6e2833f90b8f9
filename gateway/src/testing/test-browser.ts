import { expect } from 'vitest';
import type { GatewayStack } from './gateway-stack.js';
import { graphqlReply, type GraphqlReply } from './graphql-replies.js';

let addresses = 0;

/** A fresh client address per simulated browser, so per-IP throttles and per-IP cached status never leak between tests. */
export function nextIp(): string {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

/** One browser: its own address and cookie jar (session and captcha binding), talking to the gateway only. */
export interface TestBrowser {
  readonly ip: string;
  readonly cookies: Map<string, string>;
  gql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>): Promise<GraphqlReply<T>>;
}

export function openBrowser(stack: GatewayStack, ip: string = nextIp()): TestBrowser {
  const cookies = new Map<string, string>();
  return {
    ip,
    cookies,
    async gql<T>(query: string, variables?: Record<string, unknown>): Promise<GraphqlReply<T>> {
      const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      const res = await stack.app.inject({
        method: 'POST',
        url: '/graphql',
        remoteAddress: ip,
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        payload: { query, variables },
      });
      for (const set of res.cookies) {
        const expired = set.value === '' || set.maxAge === 0 || (set.expires !== undefined && set.expires.getTime() <= Date.now());
        if (expired) cookies.delete(set.name);
        else cookies.set(set.name, set.value);
      }
      return graphqlReply<T>(res);
    },
  };
}

export interface UserErrorShape {
  field: string | null;
  code: string;
  message: string;
  details?: Record<string, number | null> | null;
}

export const USER_ERRORS = 'userErrors { field code message details { minLength maxLength patternId retryAfterSeconds digits } }';

export const LOGIN_FIELDS = `captchaRequired firstTimeLogin passwordChangeRequired ${USER_ERRORS} viewer { member { account accountType isAgent isTrial } }`;

export interface LoginShape {
  captchaRequired: boolean;
  firstTimeLogin: boolean;
  passwordChangeRequired: boolean;
  userErrors: UserErrorShape[];
  viewer: { member: { account: string; accountType: string; isAgent: boolean; isTrial: boolean } } | null;
}

export const LOGIN_MUTATION = `mutation($input: LoginInput!) { login(input: $input) { ${LOGIN_FIELDS} } }`;
export const SMS_LOGIN_MUTATION = `mutation($input: LoginWithSmsInput!) { loginWithSms(input: $input) { ${LOGIN_FIELDS} } }`;
export const PROVIDER_LOGIN_MUTATION = `mutation($input: LoginWithProviderInput!) { loginWithProvider(input: $input) { ${LOGIN_FIELDS} } }`;
export const REQUEST_SMS = `mutation($input: RequestSmsCodeInput!) { requestSmsCode(input: $input) { resendAfterSeconds ${USER_ERRORS} } }`;
export const REQUEST_CAPTCHA = `mutation { requestCaptcha { image ${USER_ERRORS} } }`;

export interface SmsShape {
  requestSmsCode: { resendAfterSeconds: number | null; userErrors: UserErrorShape[] };
}

export interface CaptchaShape {
  requestCaptcha: { image: string | null; userErrors: UserErrorShape[] };
}

/** A browser that has logged in by username and password (the login must succeed). */
export async function loggedIn(stack: GatewayStack, username: string, password = 'secret88'): Promise<TestBrowser> {
  const browser = openBrowser(stack);
  const reply = await browser.gql<{ login: LoginShape }>(LOGIN_MUTATION, { input: { username, password } });
  expect(reply.body.data?.login.userErrors).toEqual([]);
  return browser;
}

/** The answer of the captcha the sandbox issued last (its control API reveals it; the gateway never does). */
export async function lastCaptchaAnswer(stack: GatewayStack): Promise<string> {
  return ((await stack.control('GET', '/captcha')) as { answer: string }).answer;
}

/** The last SMS code the sandbox sent to a number. */
export async function lastSmsCode(stack: GatewayStack, mobile: string, countryDialingCode = '+84'): Promise<string> {
  const query = `/sms?mobile=${encodeURIComponent(mobile)}&countryDialingCode=${encodeURIComponent(countryDialingCode)}`;
  return ((await stack.control('GET', query)) as { code: string }).code;
}

/**
 * After a test changes the platform's switches: the status every visitor shares is kept 30 s (issue 33), and a new
 * visitor's own status check replaces a shared one that differs, so the next reader sees the change at once.
 */
export async function shareSwitchChanges(stack: GatewayStack): Promise<void> {
  const reply = await openBrowser(stack).gql<{ site: { status: string } }>('{ site { status } }');
  if (reply.body.data?.site.status === undefined) throw new Error(`the status check failed: ${JSON.stringify(reply.body)}`);
}
