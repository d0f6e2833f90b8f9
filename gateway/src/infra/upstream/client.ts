import type { Logger } from 'pino';
import { readAnswer } from './answer.js';
import type { CallSpec } from './catalogue.js';
import { parseSetCookie } from './cookies.js';
import { desEncryptJson, randomTransportKey, rsaEncryptKey } from './crypto.js';
import { UpstreamError } from './errors.js';
import { createRsaKeyStore } from './rsa-key-store.js';
import { createTransport, type WireOutcome, type WireRequest } from './transport.js';
import type { CallParams, UpstreamClient, UpstreamClientOptions, UpstreamResponse } from './types.js';
import { encodeBody, pathWithQuery, platformHeaders } from './wire-format.js';

export type { CallParams, UpstreamClient, UpstreamClientOptions, UpstreamLanguage, UpstreamResponse } from './types.js';

interface Exchanged {
  outcome: WireOutcome;
  ms: number;
  attempt: number;
}

const defaultConnections = 64;
const pingTimeoutMs = 2_000;
const rsaKeyCall = 'rsaKey';
const rsaKeyPath = '/wps/session/key/rsa';

export function createUpstreamClient(options: UpstreamClientOptions): UpstreamClient {
  const transport = createTransport(options.baseUrl, options.connections ?? defaultConnections);
  const logger: Logger = options.logger.child({ component: 'upstream' });
  const gatewayVersion = options.gatewayVersion ?? '3';
  const rsaKeys = createRsaKeyStore(() => fetchRsaModulus(options.timeoutMs));

  /**
   * Sends one request, retrying a GET once when the platform was unreachable or answered 5xx.
   * Only transport facts are logged here; `send` logs the outcome once the answer is read.
   */
  async function exchange(call: string, request: WireRequest, requestId: string | undefined): Promise<Exchanged> {
    const attempts = request.method === 'GET' ? 2 : 1;
    for (let attempt = 1; ; attempt++) {
      const started = performance.now();
      const outcome = await transport.send(request);
      const ms = Math.round(performance.now() - started);
      if (attempt >= attempts || !worthRetrying(outcome)) return { outcome, ms, attempt };
      // Deliberately no headers, body, cookies or query in any log line: they carry tokens, passwords and keys.
      logger.debug({ call, method: request.method, ...outcomeFields(outcome), ms, attempt, requestId }, 'upstream call retried');
    }
  }

  function logCall(call: string, method: string, exchanged: Exchanged, upstreamCode: string | undefined, requestId: string | undefined): void {
    const { outcome, ms, attempt } = exchanged;
    logger.debug({ call, method, ...outcomeFields(outcome), upstreamCode, ms, attempt, requestId }, 'upstream call');
  }

  function unavailable(call: string, outcome: Extract<WireOutcome, { kind: 'failed' }>): UpstreamError {
    return new UpstreamError({ code: 'UPSTREAM_UNAVAILABLE', call, upstreamMessage: outcome.reason, cause: outcome.error });
  }

  async function fetchRsaModulus(timeoutMs: number): Promise<string> {
    const request: WireRequest = {
      method: 'GET',
      path: pathWithQuery(rsaKeyPath, { t: Date.now() }),
      headers: platformHeaders({ merchant: options.merchant, module: 'COMM3', language: 'EN', gatewayVersion }),
      timeoutMs,
    };
    const exchanged = await exchange(rsaKeyCall, request, undefined);
    logCall(rsaKeyCall, 'GET', exchanged, undefined, undefined);
    const { outcome } = exchanged;
    if (outcome.kind === 'failed') throw unavailable(rsaKeyCall, outcome);
    return modulusFrom(outcome.status, outcome.text);
  }

  async function send(spec: CallSpec, params: CallParams, encryption?: { modulus: string }): Promise<UpstreamResponse<unknown>> {
    const headers = platformHeaders({
      merchant: options.merchant,
      module: spec.module,
      language: params.language,
      gatewayVersion,
      token: spec.auth === 'token' ? params.token : undefined,
      clientIp: params.clientIp,
      requestId: params.requestId,
      cookies: params.cookies,
    });
    Object.assign(headers, spec.headers);
    let body: string | undefined;
    if (encryption !== undefined) {
      // A fresh transport key per call, as the platform's own client does.
      const key = randomTransportKey();
      headers.Encryption = rsaEncryptKey(key, encryption.modulus);
      if (spec.keyOnly !== true) {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify({ value: desEncryptJson(params.body ?? {}, key) });
      }
    } else if (spec.method !== 'GET' && params.body !== undefined) {
      const encoded = encodeBody(params.body, spec.form === true);
      headers['Content-Type'] = encoded.contentType;
      body = encoded.body;
    }
    const request: WireRequest = {
      method: spec.method,
      path: pathWithQuery(spec.path, params.query),
      headers,
      timeoutMs: spec.timeoutMs ?? options.timeoutMs,
      signal: params.signal,
      ...(body === undefined ? {} : { body }),
    };
    const exchanged = await exchange(spec.name, request, params.requestId);
    const { outcome } = exchanged;
    if (outcome.kind === 'failed') {
      logCall(spec.name, spec.method, exchanged, undefined, params.requestId);
      throw unavailable(spec.name, outcome);
    }
    const cookies = parseSetCookie(outcome.setCookie);
    try {
      const { value, message } = readAnswer(spec, outcome.status, outcome.text);
      logCall(spec.name, spec.method, exchanged, undefined, params.requestId);
      return { value, message, cookies };
    } catch (error) {
      logCall(spec.name, spec.method, exchanged, error instanceof UpstreamError ? error.upstreamCode : undefined, params.requestId);
      if (error instanceof UpstreamError && error.code === 'INTERNAL') {
        logger.warn({ call: spec.name, status: error.status, upstreamCode: error.upstreamCode, upstreamMessage: error.upstreamMessage, requestId: params.requestId }, 'platform refused a request the gateway built');
      }
      throw error;
    }
  }

  async function sendEncrypted(spec: CallSpec, params: CallParams): Promise<UpstreamResponse<unknown>> {
    const modulus = await rsaKeys.modulus();
    try {
      return await send(spec, params, { modulus });
    } catch (error) {
      // The platform checks the key before acting, so a refused key means nothing happened: retry once.
      if (!(error instanceof UpstreamError) || error.upstreamCode !== 'encryption.invalid') throw error;
      logger.info({ call: spec.name }, 'platform refused the RSA key; fetching a new one');
      rsaKeys.discard(modulus);
      return send(spec, params, { modulus: await rsaKeys.modulus() });
    }
  }

  async function request<T>(spec: CallSpec, params: CallParams): Promise<UpstreamResponse<T>> {
    if (spec.auth === 'token' && (params.token === undefined || params.token === '')) {
      throw new UpstreamError({ code: 'UNAUTHENTICATED', call: spec.name, upstreamMessage: 'no token' });
    }
    const response = spec.encrypted === true ? await sendEncrypted(spec, params) : await send(spec, params);
    return response as UpstreamResponse<T>;
  }

  return {
    request,
    async call<T>(spec: CallSpec, params: CallParams): Promise<T> {
      return (await request<T>(spec, params)).value;
    },
    async ping(): Promise<void> {
      await fetchRsaModulus(Math.min(options.timeoutMs, pingTimeoutMs));
    },
    close: () => transport.close(),
  };
}

/** Network failures and 5xx answers; never timeouts (the caller's time is spent) nor caller aborts. */
function worthRetrying(outcome: WireOutcome): boolean {
  if (outcome.kind === 'failed') return outcome.reason === 'network';
  return outcome.status >= 500;
}

/** The key endpoint answers the modulus as plain hex; an enveloped answer is accepted too. */
function modulusFrom(status: number, text: string): string {
  let candidate: unknown = text.trim();
  if (typeof candidate === 'string' && candidate.startsWith('{')) {
    try {
      candidate = (JSON.parse(candidate) as { value?: unknown }).value;
    } catch {
      candidate = undefined;
    }
  }
  if (status >= 200 && status < 300 && typeof candidate === 'string' && /^[0-9a-fA-F]{64,}$/.test(candidate)) {
    return candidate.toLowerCase();
  }
  throw new UpstreamError({
    code: status >= 500 ? 'UPSTREAM_UNAVAILABLE' : 'INTERNAL',
    call: rsaKeyCall,
    status,
    upstreamMessage: 'no RSA modulus in the answer',
  });
}

function outcomeFields(outcome: WireOutcome): Record<string, unknown> {
  if (outcome.kind === 'answer') return { status: outcome.status };
  return { failure: outcome.reason, errorCode: errorCodeOf(outcome.error) };
}

function errorCodeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}
