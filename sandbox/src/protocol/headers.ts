import type { FastifyRequest } from 'fastify';
import { PlatformError } from './errors.js';
import type { ModuleId } from './module-ids.js';

export const LANGUAGES = ['VI', 'EN', 'CN', 'JA', 'TH', 'TY', 'ID'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'VI';

/** How many times a header name occurs on the wire; Node folds repeats into one comma-joined value. */
function occurrences(request: FastifyRequest, name: string): number {
  const raw = request.raw.rawHeaders;
  let count = 0;
  for (let index = 0; index < raw.length; index += 2) {
    if (raw[index]?.toLowerCase() === name) count += 1;
  }
  return count;
}

/** The single value of a header, or undefined when absent or empty. */
export function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  const text = Array.isArray(value) ? value.join(', ') : value;
  return text === undefined || text.trim() === '' ? undefined : text.trim();
}

/** `Merchant` must be sent exactly once and name the configured merchant. */
export function checkMerchant(request: FastifyRequest, merchant: string): void {
  const value = headerValue(request, 'merchant');
  if (occurrences(request, 'merchant') > 1 || value?.includes(',')) {
    throw PlatformError.of('functionNotAvailable');
  }
  if (value !== merchant) {
    throw PlatformError.of('requestParam', { message: 'Missing or unknown merchant' });
  }
}

/** `ModuleId` is required on every call and must be the one the endpoint belongs to. */
export function checkModuleId(request: FastifyRequest, expected: ModuleId): void {
  const value = headerValue(request, 'moduleid');
  if (value === undefined) throw PlatformError.of('requestParam', { message: 'ModuleId is required' });
  if (value !== expected) throw PlatformError.of('requestParam', { message: 'Invalid ModuleId' });
}

/** `Language` defaults to VI; the names are matched case-insensitively and anything else is refused. */
export function readLanguage(request: FastifyRequest): Language {
  const value = headerValue(request, 'language')?.toUpperCase();
  if (value === undefined) return DEFAULT_LANGUAGE;
  const known = LANGUAGES.find((language) => language === value);
  if (known === undefined) throw PlatformError.of('requestParam', { message: 'Unsupported language' });
  return known;
}

/** The visitor's address: the first `X-Forwarded-For` hop when a proxy sent one, else the socket peer. */
export function visitorIp(request: FastifyRequest): string {
  const forwarded = headerValue(request, 'x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded) return forwarded;
  return request.socket.remoteAddress ?? request.ip;
}

/** One cookie from the `Cookie` header. */
export function cookieValue(request: FastifyRequest, name: string): string | undefined {
  const header = headerValue(request, 'cookie');
  if (header === undefined) return undefined;
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === name) {
      return safeDecode(pair.slice(separator + 1).trim());
    }
  }
  return undefined;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
