import { PlatformError } from '../../protocol/errors.js';
import { LANGUAGES } from '../../protocol/headers.js';
import type { Language } from '../../protocol/headers.js';

type Query = Readonly<Record<string, string>>;

export function invalidParam(message: string): PlatformError {
  return PlatformError.of('requestParam', { message });
}

/** A whole number in [min, max]; absent or empty gives the fallback. */
export function integerParam(query: Query, name: string, fallback: number, min: number, max: number): number {
  const raw = query[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw invalidParam(`${name} must be a whole number from ${min} to ${max}`);
  }
  return Number(raw);
}

export function requiredIntegerParam(query: Query, name: string, min: number, max: number): number {
  if (query[name] === undefined || query[name].trim() === '') throw invalidParam(`${name} is required`);
  return integerParam(query, name, min, min, max);
}

export interface Paging {
  page: number;
  size: number;
}

/** Page numbers start at 1; sizes run 1..maxSize. */
export function pagingParams(query: Query, pageName: string, sizeName: string, defaultSize = 20, maxSize = 100): Paging {
  return {
    page: integerParam(query, pageName, 1, 1, 100_000),
    size: integerParam(query, sizeName, defaultSize, 1, maxSize),
  };
}

export function pageOf<T>(items: readonly T[], paging: Paging): { items: T[]; totalPages: number } {
  const start = (paging.page - 1) * paging.size;
  return { items: items.slice(start, start + paging.size), totalPages: Math.ceil(items.length / paging.size) };
}

/** One of the allowed values, matched case-insensitively and answered in the allowed spelling. */
export function choiceParam<T extends string>(query: Query, name: string, allowed: readonly T[]): T | undefined {
  const raw = query[name]?.trim();
  if (raw === undefined || raw === '') return undefined;
  const found = allowed.find((choice) => choice.toUpperCase() === raw.toUpperCase());
  if (found === undefined) throw invalidParam(`${name} must be one of ${allowed.join(', ')}`);
  return found;
}

/** A money amount with at most 2 decimals, in cents. */
export function moneyParam(query: Query, name: string): number | undefined {
  const raw = query[name]?.trim();
  if (raw === undefined || raw === '') return undefined;
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(raw)) throw invalidParam(`${name} must be an amount with at most 2 decimals`);
  return Math.round(Number(raw) * 100);
}

/** The `language` query parameter some game calls carry; it wins over the header when present. */
export function languageParam(query: Query, header: Language): Language {
  return choiceParam(query, 'language', LANGUAGES) ?? header;
}

/** `merchant` / `merchantCode`, when sent, must name the site's merchant. */
export function checkMerchantParam(query: Query, name: string, merchant: string): void {
  const raw = query[name]?.trim();
  if (raw !== undefined && raw !== '' && raw !== merchant) throw invalidParam(`Unknown ${name}`);
}

/** An http(s) address to return to from a game; null when absent. */
export function backUrlParam(query: Query): string | null {
  const raw = query.backUrl?.trim();
  if (raw === undefined || raw === '') return null;
  try {
    const url = new URL(raw);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.toString();
  } catch {
    // Falls through to the refusal.
  }
  throw invalidParam('backUrl must be an http or https address');
}
