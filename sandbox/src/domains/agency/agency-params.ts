import type { PlatformCall } from '../../core/route-registry.js';
import { vnDayStart } from '../../core/vn-day.js';
import { DAY_MS } from '../../core/epoch.js';
import { agencyErrors } from './agency-errors.js';

export type Fields = Record<string, unknown>;

export interface Paging {
  pageNo: number;
  pageSize: number;
}

const MAX_PAGE_SIZE = 100;
const MAX_AMOUNT_CENTS = 10_000_000_000;

function wholeNumber(raw: string | undefined, name: string, min: number, max: number, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw agencyErrors.param(`${name} must be a whole number from ${min} to ${max}`);
  }
  return Number(raw);
}

/** `pageNo` (from 1, default 1) and `pageSize` (1 to 100, default 20). */
export function pagingOf(query: Readonly<Record<string, string>>): Paging {
  return {
    pageNo: wholeNumber(query.pageNo, 'pageNo', 1, 1_000_000, 1),
    pageSize: wholeNumber(query.pageSize, 'pageSize', 1, MAX_PAGE_SIZE, 20),
  };
}

export function page<T>(items: readonly T[], paging: Paging) {
  const start = (paging.pageNo - 1) * paging.pageSize;
  return {
    list: items.slice(start, start + paging.pageSize),
    pageNo: paging.pageNo,
    pageSize: paging.pageSize,
    totalCount: items.length,
    totalPages: Math.ceil(items.length / paging.pageSize),
  };
}

/** A time window from `startDate`/`endDate` (Vietnam days, YYYY-MM-DD, both included); a missing bound is open. */
export interface DayRange {
  startDate: string | null;
  endDate: string | null;
  from: number;
  until: number;
}

function dayBound(raw: string | undefined, name: string): number | null {
  if (raw === undefined || raw === '') return null;
  const start = vnDayStart(raw);
  if (start === null) throw agencyErrors.param(`${name} must be a date written YYYY-MM-DD`);
  return start;
}

export function dayRangeOf(query: Readonly<Record<string, string>>): DayRange {
  const from = dayBound(query.startDate, 'startDate');
  const endStart = dayBound(query.endDate, 'endDate');
  if (from !== null && endStart !== null && from > endStart) throw agencyErrors.param('startDate must not be after endDate');
  return {
    startDate: from === null ? null : (query.startDate ?? null),
    endDate: endStart === null ? null : (query.endDate ?? null),
    from: from ?? Number.MIN_SAFE_INTEGER,
    until: endStart === null ? Number.MAX_SAFE_INTEGER : endStart + DAY_MS,
  };
}

export function inRange(range: DayRange, moment: number): boolean {
  return moment >= range.from && moment < range.until;
}

/** The JSON object body of a plain (unencrypted) call. */
export function jsonFields(call: Pick<PlatformCall, 'body'>): Fields {
  const { body } = call;
  if (body.kind === 'empty' || body.kind === 'malformed') throw agencyErrors.bodyRequired();
  if (body.kind !== 'json') throw agencyErrors.param('the body must be a JSON object');
  return objectFields(body.value);
}

export function objectFields(value: unknown): Fields {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw agencyErrors.param('the body must be a JSON object');
  return value as Fields;
}

export function requiredId(fields: Fields, name: string): number {
  const value = fields[name];
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) throw agencyErrors.param(`${name} must be a positive id`);
  return id;
}

export function optionalText(fields: Fields, name: string, maxLength: number): string | undefined {
  const value = fields[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || value.length > maxLength) throw agencyErrors.param(`${name} must be text of at most ${maxLength} characters`);
  return value;
}

/** An idempotency key: 1-40 letters, digits, `-` or `_`. */
export function optionalKey(fields: Fields, name: string): string | undefined {
  const value = fields[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || !/^[A-Za-z0-9_-]{1,40}$/.test(value)) {
    throw agencyErrors.param(`${name} must be 1-40 letters, digits, - or _`);
  }
  return value;
}

/** Money as the platform sends it: a number with at most 2 decimals; answered in cents. */
export function moneyCents(value: unknown, name: string, minCents: number, maxCents = MAX_AMOUNT_CENTS): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw agencyErrors.param(`${name} must be a number`);
  const cents = Math.round(value * 100);
  if (Math.abs(value * 100 - cents) > 1e-6) throw agencyErrors.param(`${name} may have at most 2 decimals`);
  if (cents < minCents || cents > maxCents) {
    throw agencyErrors.param(`${name} must be from ${minCents / 100} to ${maxCents / 100}`);
  }
  return cents;
}

/** A percentage with at most 2 decimals (1.25 = 1.25%), answered in basis points. */
export function rateBp(value: unknown, name: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw agencyErrors.param(`${name} must be a percentage`);
  const points = Math.round(value * 100);
  if (Math.abs(value * 100 - points) > 1e-6 || points <= 0 || points > 10_000) {
    throw agencyErrors.param(`${name} must be a percentage above 0 and at most 100 with at most 2 decimals`);
  }
  return points;
}

export function percentOf(points: number): number {
  return points / 100;
}
