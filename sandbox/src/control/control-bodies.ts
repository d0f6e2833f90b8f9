import { isSwitchId } from '../core/switches.js';
import type { SwitchId } from '../core/switches.js';
import type { SiteFlags } from '../core/site.js';
import type { Fault } from '../core/faults.js';

/** A refused control request: answered 400 `{ error }`. */
export class ControlError extends Error {
  override name = 'ControlError';
}

type Fields = Record<string, unknown>;

function objectBody(body: unknown, optional = false): Fields {
  if (body === undefined && optional) return {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ControlError('the body must be a JSON object');
  }
  return body as Fields;
}

function onlyKeys(fields: Fields, allowed: readonly string[]): void {
  const unknown = Object.keys(fields).filter((key) => !allowed.includes(key));
  if (unknown.length > 0) throw new ControlError(`unknown field(s): ${unknown.join(', ')}`);
}

function optionalBoolean(fields: Fields, key: string): boolean | undefined {
  const value = fields[key];
  if (value !== undefined && typeof value !== 'boolean') throw new ControlError(`${key} must be a boolean`);
  return value;
}

/** A list of host names (at most 50, each 1-253 characters, no scheme, port or path), lower-cased. */
function hostList(value: unknown, key: string): string[] {
  const host = /^[a-z0-9.-]{1,253}$/;
  if (!Array.isArray(value) || value.length > 50) throw new ControlError(`${key} must be a list of at most 50 host names`);
  return value.map((entry) => {
    const name = typeof entry === 'string' ? entry.toLowerCase() : '';
    if (!host.test(name)) throw new ControlError(`${key} must hold host names without scheme, port or path`);
    return name;
  });
}

function optionalCount(fields: Fields, key: string, min: number, max: number): number | undefined {
  const value = fields[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new ControlError(`${key} must be an integer from ${min} to ${max}`);
  }
  return value;
}

function momentOrNull(value: unknown, key: string): number | null {
  if (value === null) return null;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw new ControlError(`${key} must be a time in ms or null`);
  }
  return value;
}

/** `{ "FREEPLAY3": true, ... }` */
export function switchesBody(body: unknown): Partial<Record<SwitchId, boolean>> {
  const fields = objectBody(body);
  const changes: Partial<Record<SwitchId, boolean>> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (!isSwitchId(name)) throw new ControlError(`unknown switch ${name}`);
    if (typeof value !== 'boolean') throw new ControlError(`${name} must be a boolean`);
    changes[name] = value;
  }
  return changes;
}

/** `{ maintenance?, maintenanceEndTime?, regionRestriction?, invalidDomains? }` */
export function siteBody(body: unknown): Partial<SiteFlags> {
  const fields = objectBody(body);
  onlyKeys(fields, ['maintenance', 'maintenanceEndTime', 'regionRestriction', 'invalidDomains']);
  const changes: Partial<SiteFlags> = {};
  const maintenance = optionalBoolean(fields, 'maintenance');
  const regionRestriction = optionalBoolean(fields, 'regionRestriction');
  if (maintenance !== undefined) changes.maintenance = maintenance;
  if (regionRestriction !== undefined) changes.regionRestriction = regionRestriction;
  if ('invalidDomains' in fields) changes.invalidDomains = hostList(fields.invalidDomains, 'invalidDomains');
  if ('maintenanceEndTime' in fields) {
    changes.maintenanceEndTime = momentOrNull(fields.maintenanceEndTime, 'maintenanceEndTime');
  }
  return changes;
}

/** `{ path, latencyMs?, status?, errorCode?, outage?, times? }` */
export function faultBody(body: unknown): Fault {
  const fields = objectBody(body);
  onlyKeys(fields, ['path', 'latencyMs', 'status', 'errorCode', 'outage', 'times', 'afterHandling']);
  const { path, errorCode } = fields;
  if (typeof path !== 'string' || !path.startsWith('/')) throw new ControlError('path must start with /');
  if (errorCode !== undefined && (typeof errorCode !== 'string' || errorCode === '')) {
    throw new ControlError('errorCode must be a non-empty string');
  }
  const fault: Fault = { path };
  const latencyMs = optionalCount(fields, 'latencyMs', 0, 120_000);
  const status = optionalCount(fields, 'status', 200, 599);
  const outage = optionalBoolean(fields, 'outage');
  const times = optionalCount(fields, 'times', 1, 1_000_000);
  const afterHandling = optionalBoolean(fields, 'afterHandling');
  if (latencyMs !== undefined) fault.latencyMs = latencyMs;
  if (status !== undefined) fault.status = status;
  if (errorCode !== undefined) fault.errorCode = errorCode;
  if (outage !== undefined) fault.outage = outage;
  if (times !== undefined) fault.times = times;
  if (afterHandling !== undefined) fault.afterHandling = afterHandling;
  if (fault.latencyMs === undefined && fault.status === undefined && !fault.outage && fault.errorCode === undefined) {
    throw new ControlError('a fault needs latencyMs, status, errorCode or outage');
  }
  return fault;
}

/** `{ now: ms | null }` */
export function clockBody(body: unknown): number | null {
  const fields = objectBody(body);
  onlyKeys(fields, ['now']);
  if (!('now' in fields)) throw new ControlError('now is required (ms or null)');
  return momentOrNull(fields.now, 'now');
}

/** `{ account? }`; no body means every session. */
export function expireBody(body: unknown): string | undefined {
  const fields = objectBody(body, true);
  onlyKeys(fields, ['account']);
  const { account } = fields;
  if (account !== undefined && (typeof account !== 'string' || account === '')) {
    throw new ControlError('account must be a non-empty string');
  }
  return account;
}

/** `{ title, content?, popup? }`: an announcement the platform publishes now (a popup one with `popup: true`). */
export function noticeBody(body: unknown): { title: string; content: string; popup: boolean } {
  const fields = objectBody(body);
  onlyKeys(fields, ['title', 'content', 'popup']);
  const { title, content = '' } = fields;
  if (typeof title !== 'string' || title.trim() === '') throw new ControlError('title must be a non-empty string');
  if (typeof content !== 'string') throw new ControlError('content must be a string');
  return { title, content, popup: optionalBoolean(fields, 'popup') ?? false };
}
