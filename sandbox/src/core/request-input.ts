import { PlatformError } from '../protocol/errors.js';
import type { PlatformCall } from './route-registry.js';
import { invalidParam } from './business-error.js';

export type Fields = Readonly<Record<string, unknown>>;

/** The JSON object body of a plain (not encrypted) call. */
export function jsonBody(call: PlatformCall): Fields {
  const { body } = call;
  if (body.kind === 'empty') throw PlatformError.of('requestBody');
  if (body.kind !== 'json') throw PlatformError.of('requestBody');
  return objectFields(body.value);
}

/** The decrypted payload (or any parsed value) as an object. */
export function objectFields(value: unknown): Fields {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalidParam('The request body must be a JSON object');
  }
  return value as Fields;
}

/** An integer id sent as a number or a string of digits. */
export function requiredId(fields: Fields, key: string): number {
  const value = fields[key];
  const number = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number <= 0) {
    throw invalidParam(`${key} is required and must be a positive integer`);
  }
  return number;
}

export function integerIn(fields: Fields, key: string, min: number, max: number, fallback?: number): number {
  const value = fields[key];
  if (value === undefined && fallback !== undefined) return fallback;
  const number = typeof value === 'string' && /^-?\d{1,15}$/.test(value) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < min || number > max) {
    throw invalidParam(`${key} must be an integer from ${min} to ${max}`);
  }
  return number;
}

const MAX_AMOUNT_CENTS = 100_000_000_000;

/** A money amount (a number, or a numeric string) > 0 with at most 2 decimals, as integer cents. */
export function amountCents(fields: Fields, key = 'amount'): number {
  const value = fields[key];
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d+(\.\d{1,2})?$/.test(text)) throw invalidParam(`${key} must be a positive amount with at most 2 decimals`);
  const [whole = '0', fraction = ''] = text.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (cents <= 0 || cents > MAX_AMOUNT_CENTS) throw invalidParam(`${key} must be greater than 0 and at most 1000000000`);
  return cents;
}

export function optionalText(fields: Fields, key: string, maxLength: number, message?: string): string | undefined {
  const value = fields[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw invalidParam(`${key} must be a string`);
  if ([...value].length > maxLength) throw invalidParam(message ?? `${key} can be at most ${maxLength} characters`);
  return value;
}

/**
 * The client's idempotency key (`requestId` or `orderNo`): 1–64 characters of letters, digits, `-` and `_`.
 * Absent means the call is not retry-safe from the client's side, and the sandbox makes one up.
 */
export function idempotencyKey(fields: Fields, key: 'requestId' | 'orderNo'): string | undefined {
  const value = fields[key];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(value)) {
    throw invalidParam(`${key} must be 1 to 64 letters, digits, - or _`);
  }
  return value;
}

/** An optional query enum, matched case-insensitively. */
export function queryChoice<T extends string>(value: string | undefined, key: string, choices: readonly T[]): T | undefined {
  if (value === undefined || value === '') return undefined;
  const found = choices.find((choice) => choice === value.toUpperCase());
  if (found === undefined) throw invalidParam(`${key} must be one of ${choices.join(', ')}`);
  return found;
}

/** An optional ms timestamp from the query. */
export function queryMoment(value: string | undefined, key: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^\d{1,15}$/.test(value)) throw invalidParam(`${key} must be a time in ms`);
  return Number(value);
}

/** `startTime`/`endTime` (ms, both optional, inclusive); a window that ends before it starts is refused. */
export function timeWindow(query: Readonly<Record<string, string>>): (at: number) => boolean {
  const start = queryMoment(query.startTime, 'startTime') ?? 0;
  const end = queryMoment(query.endTime, 'endTime') ?? Number.MAX_SAFE_INTEGER;
  if (start > end) throw invalidParam('startTime must not be after endTime');
  return (at) => at >= start && at <= end;
}
