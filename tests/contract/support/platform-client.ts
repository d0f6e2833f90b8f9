import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { request } from 'undici';
import { desEncryptJson, randomTransportKey, rsaEncryptKey } from '../../../gateway/src/infra/upstream/crypto.js';
import { startSandbox } from '../../../sandbox/src/index.js';

/** Where each worker records the catalogue calls it made; scripts/contract-coverage.mjs reads them. */
export const COVERAGE_DIR = join(import.meta.dirname, '..', '..', '..', 'test-results', 'contract-calls');

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallOptions {
  /** The ModuleId header; null leaves it out. */
  module: string | null;
  token?: string;
  query?: Record<string, string | number | boolean>;
  /** JSON body; sent encrypted (RSA + DES, as the platform's browser script does) when `encrypted`. */
  body?: unknown;
  encrypted?: boolean;
  /** form-urlencoded body. */
  form?: Record<string, string>;
  /** Sent byte for byte (malformed-input tests). */
  rawBody?: string;
  language?: string;
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
}

export interface Envelope<V = unknown> {
  success: boolean;
  message: string;
  value: V;
  errorCode?: string;
}

export interface PlatformReply<V = unknown> {
  status: number;
  /** Parsed JSON (an envelope for /wps, bare JSON for /lgw), or the text when not JSON. */
  body: Envelope<V> & Record<string, unknown>;
  json: unknown;
  text: string;
  setCookies: Record<string, string>;
}

/**
 * A raw HTTP client of the platform protocol (headers, envelope, encryption) written from
 * upstream-protocol.md with the gateway's crypto functions, so the sandbox is checked against the
 * protocol the gateway speaks, not against itself.
 */
export class PlatformClient {
  private modulus: string | undefined;

  constructor(
    readonly baseUrl: string,
    readonly merchant = 'SAOLA',
  ) {}

  async call<V = unknown>(method: Method, path: string, options: CallOptions): Promise<PlatformReply<V>> {
    const headers: Record<string, string> = {
      Merchant: this.merchant,
      Language: options.language ?? 'EN',
      Device: 'web',
      'X-Gateway-Version': '3',
      'X-Timestamp': String(Date.now()),
    };
    if (options.module !== null) headers.ModuleId = options.module;
    if (options.token) headers.Authorization = options.token;
    if (options.cookies) headers.Cookie = Object.entries(options.cookies).map(([k, v]) => `${k}=${v}`).join('; ');

    let body: string | undefined;
    if (options.rawBody !== undefined) {
      body = options.rawBody;
    } else if (options.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    } else if (options.body !== undefined && options.encrypted) {
      const key = randomTransportKey();
      headers.Encryption = rsaEncryptKey(key, await this.rsaModulus());
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify({ value: desEncryptJson(options.body, key) });
    } else if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    Object.assign(headers, options.headers);

    const query = options.query ? `?${new URLSearchParams(Object.entries(options.query).map(([k, v]) => [k, String(v)])).toString()}` : '';
    const reply = await request(`${this.baseUrl}${path}${query}`, { method, headers, body });
    const text = await reply.body.text();
    let json: unknown = text;
    try {
      json = JSON.parse(text);
    } catch {
      // Plain-text answers (the RSA key) stay text.
    }
    const setCookies: Record<string, string> = {};
    for (const line of ([] as string[]).concat(reply.headers['set-cookie'] ?? [])) {
      const [pair] = line.split(';');
      const eq = pair?.indexOf('=') ?? -1;
      if (pair && eq > 0) setCookies[pair.slice(0, eq).trim()] = pair.slice(eq + 1).trim();
    }
    const success = typeof json === 'object' && json !== null && 'success' in json ? (json as Envelope).success === true : reply.statusCode === 200;
    record(method, path, reply.statusCode, success);
    return { status: reply.statusCode, body: json as PlatformReply<V>['body'], json, text, setCookies };
  }

  /** Logs in by username and password; returns the token. */
  async login(username: string, password = 'secret88'): Promise<string> {
    const reply = await this.call<{ token: string }>('POST', '/wps/session/login', {
      module: 'COMM3',
      encrypted: true,
      body: { username, password, captcha: '', type: 'username' },
    });
    if (!reply.body.success) throw new Error(`login ${username} failed: ${reply.text}`);
    return reply.body.value.token;
  }

  private async rsaModulus(): Promise<string> {
    if (!this.modulus) {
      const reply = await this.call('GET', '/wps/session/key/rsa', { module: 'COMM3', query: { t: Date.now() } });
      this.modulus = reply.text.trim();
    }
    return this.modulus;
  }
}

function record(method: string, path: string, status: number, success: boolean): void {
  mkdirSync(COVERAGE_DIR, { recursive: true });
  appendFileSync(join(COVERAGE_DIR, `${process.pid}-${threadId}.jsonl`), `${JSON.stringify({ call: `${method} ${path}`, status, success })}\n`);
}

/** A fresh sandbox on a random port and a client for it; call `close` in afterAll. */
export async function startContractSandbox() {
  const sandbox = await startSandbox({ port: 0 });
  const client = new PlatformClient(sandbox.url);
  const control = async (method: Method, path: string, body?: unknown): Promise<unknown> => {
    const reply = await request(`${sandbox.url}/__sandbox${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await reply.body.text();
    if (reply.statusCode >= 400) throw new Error(`control ${method} ${path}: ${reply.statusCode} ${text}`);
    return text ? JSON.parse(text) : null;
  };
  return { sandbox, client, control, close: () => sandbox.close() };
}
