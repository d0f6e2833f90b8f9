import type { Account } from '../core/accounts.js';
import type { SandboxStore } from '../core/store.js';
import { ControlError } from './control-bodies.js';

export type Fields = Record<string, unknown>;

export function fieldsOf(body: unknown, allowed: readonly string[]): Fields {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new ControlError('the body must be a JSON object');
  const unknown = Object.keys(body).filter((key) => !allowed.includes(key));
  if (unknown.length > 0) throw new ControlError(`unknown field(s): ${unknown.join(', ')}`);
  return body as Fields;
}

export function accountField(store: SandboxStore, fields: Fields): Account {
  const name = fields.account;
  if (typeof name !== 'string') throw new ControlError('account (a username) is required');
  const account = store.accountByName(name);
  if (account === undefined) throw new ControlError(`unknown account ${name}`);
  return account;
}

export function optionalAccount(store: SandboxStore, fields: Fields): Account | undefined {
  return fields.account === undefined ? undefined : accountField(store, fields);
}

/** A money amount as a JSON number with at most 2 decimals, in cents; `signed` allows negatives (never 0). */
export function centsField(fields: Fields, key: string, signed = false): number {
  const value = fields[key];
  const cents = typeof value === 'number' ? Math.round(value * 100) : Number.NaN;
  if (!Number.isFinite(value) || Math.abs((value as number) * 100 - cents) > 1e-6 || Math.abs(cents) > 100_000_000_000) {
    throw new ControlError(`${key} must be a number with at most 2 decimals`);
  }
  if (signed ? cents === 0 : cents <= 0) throw new ControlError(`${key} must be ${signed ? 'non-zero' : 'positive'}`);
  return cents;
}

export function optionalRemark(fields: Fields): string | null {
  const value = fields.remark;
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || value.length > 200) throw new ControlError('remark must be a string of at most 200 characters');
  return value;
}

export function choiceField<T extends string>(fields: Fields, key: string, choices: readonly T[]): T {
  const found = choices.find((choice) => choice === fields[key]);
  if (found === undefined) throw new ControlError(`${key} must be one of ${choices.join(', ')}`);
  return found;
}
