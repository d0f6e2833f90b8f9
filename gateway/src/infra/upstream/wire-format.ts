import { cookieHeader } from './cookies.js';
import type { ModuleId } from './modules.js';
import type { CallParams, UpstreamLanguage } from './types.js';

export interface HeaderContext {
  merchant: string;
  module: ModuleId;
  language: UpstreamLanguage;
  gatewayVersion: string;
  token?: string | undefined;
  clientIp?: string | undefined;
  requestId?: string | undefined;
  cookies?: Record<string, string> | undefined;
}

/** The headers every platform call carries (protocol section 1); each name appears exactly once. */
export function platformHeaders(context: HeaderContext): Record<string, string> {
  const headers: Record<string, string> = {
    Merchant: context.merchant,
    ModuleId: context.module,
    Language: context.language,
    Device: 'web',
    'X-Gateway-Version': context.gatewayVersion,
    'X-Timestamp': String(Date.now()),
  };
  // The platform wants the bare token, without a `Bearer` prefix.
  if (context.token !== undefined) headers.Authorization = context.token;
  if (context.clientIp !== undefined) headers['X-Forwarded-For'] = context.clientIp;
  if (context.requestId !== undefined) headers['X-Request-Id'] = context.requestId;
  const cookie = cookieHeader(context.cookies);
  if (cookie !== undefined) headers.Cookie = cookie;
  return headers;
}

/** `path?a=1&b=x`, leaving out undefined parameters. */
export function pathWithQuery(path: string, query: CallParams['query']): string {
  if (query === undefined) return path;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) search.append(name, String(value));
  }
  const encoded = search.toString();
  return encoded === '' ? path : `${path}?${encoded}`;
}

export interface EncodedBody {
  body: string;
  contentType: string;
}

/** JSON by default; form-urlencoded for the few calls the platform reads as a form. */
export function encodeBody(body: unknown, form: boolean): EncodedBody {
  if (form) {
    const fields = new URLSearchParams();
    if (typeof body === 'object' && body !== null) {
      for (const [name, value] of Object.entries(body)) {
        if (value !== undefined && value !== null) fields.append(name, String(value));
      }
    }
    return { body: fields.toString(), contentType: 'application/x-www-form-urlencoded' };
  }
  return { body: JSON.stringify(body), contentType: 'application/json' };
}
