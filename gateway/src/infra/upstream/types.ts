import type { Logger } from 'pino';
import type { CallSpec } from './catalogue.js';

export type UpstreamLanguage = 'VI' | 'EN' | 'CN' | 'JA' | 'TH' | 'TY' | 'ID';

export interface CallParams {
  language: UpstreamLanguage;
  /** The bare upstream token; required by calls whose spec says auth 'token'. */
  token?: string;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  cookies?: Record<string, string>;
  requestId?: string;
  signal?: AbortSignal;
  /** The browser's address, forwarded so the platform's IP rules see the player, not the gateway. */
  clientIp?: string;
}

export interface UpstreamResponse<T> {
  value: T;
  message: string;
  /** Cookies the platform set (for example `captchaId`), by name. */
  cookies: Record<string, string>;
}

export interface UpstreamClient {
  request<T>(spec: CallSpec, params: CallParams): Promise<UpstreamResponse<T>>;
  call<T>(spec: CallSpec, params: CallParams): Promise<T>;
  /** Cheap reachability check for /readyz: fetches the RSA key with a short timeout. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface UpstreamClientOptions {
  baseUrl: string;
  merchant: string;
  timeoutMs: number;
  /** Keep-alive connections to the platform. */
  connections?: number;
  logger: Logger;
  gatewayVersion?: string;
}
