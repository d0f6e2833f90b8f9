import { startSandbox } from '../index.js';
import type { RunningSandbox, SandboxOptions } from '../index.js';
import type { ModuleId } from '../protocol/module-ids.js';
import { encryptCall } from './client-encryption.js';

export interface PlatformAnswer<Value = unknown> {
  status: number;
  headers: Headers;
  /** Parsed JSON, or the text when the answer is not JSON. */
  body: { success: boolean; message: string; value: Value; errorCode?: string } & Record<string, unknown>;
  text: string;
}

export interface CallOptions {
  moduleId?: ModuleId | null;
  method?: string;
  token?: string;
  headers?: Record<string, string>;
  /** A JSON body; a string is sent as is. */
  body?: unknown;
  merchant?: string | null;
}

/** A test's view of a sandbox over real HTTP. */
export class PlatformClient {
  constructor(readonly sandbox: RunningSandbox) {}

  async call<Value = unknown>(path: string, options: CallOptions = {}): Promise<PlatformAnswer<Value>> {
    const headers: Record<string, string> = { Language: 'EN', Device: 'web', 'X-Gateway-Version': '3' };
    const merchant = options.merchant === undefined ? 'SAOLA' : options.merchant;
    if (merchant !== null) headers.Merchant = merchant;
    if (options.moduleId !== null) headers.ModuleId = options.moduleId ?? 'COMM3';
    if (options.token !== undefined) headers.Authorization = options.token;
    let body: string | undefined;
    if (options.body !== undefined) {
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
      headers['Content-Type'] = 'application/json';
    }
    Object.assign(headers, options.headers);
    const response = await fetch(this.sandbox.url + path, { method: options.method ?? 'GET', headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // A plain-text answer (the RSA key) stays text.
    }
    return { status: response.status, headers: response.headers, body: parsed as PlatformAnswer<Value>['body'], text };
  }

  async control(path: string, method = 'GET', body?: unknown): Promise<{ status: number; body: unknown }> {
    const init: RequestInit = { method };
    if (body !== undefined) {
      init.body = JSON.stringify(body);
      init.headers = { 'Content-Type': 'application/json' };
    }
    const response = await fetch(`${this.sandbox.url}/__sandbox${path}`, init);
    return { status: response.status, body: (await response.json()) as unknown };
  }

  async modulus(): Promise<string> {
    return (await this.call('/wps/session/key/rsa?t=1')).text;
  }

  async login(payload: Record<string, unknown>, headers: Record<string, string> = {}) {
    const { encryption, body } = encryptCall({ type: 'username', ...payload }, await this.modulus());
    return this.call<Record<string, unknown> | null>('/wps/session/login', {
      method: 'POST',
      headers: { Encryption: encryption, ...headers },
      body,
    });
  }

  /** Logs in and answers the token, failing the test when login fails. */
  async token(username: string, password: string): Promise<string> {
    const answer = await this.login({ username, password });
    const token = answer.body.value?.token;
    if (typeof token !== 'string') throw new Error(`login of ${username} failed: ${answer.text}`);
    return token;
  }

  async lastCaptcha(): Promise<{ captchaId: string; answer: string }> {
    return (await this.control('/captcha')).body as { captchaId: string; answer: string };
  }
}

export async function startTestSandbox(options: SandboxOptions = {}): Promise<PlatformClient> {
  return new PlatformClient(await startSandbox(options));
}
