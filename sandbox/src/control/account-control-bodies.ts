import { ControlError } from './control-bodies.js';
import type { LoginSettings } from '../domains/account/identity-data.js';
import type { RegisterFieldRule } from '../core/site.js';

type Fields = Record<string, unknown>;

function objectOf(body: unknown): Fields {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new ControlError('the body must be a JSON object');
  return body as Fields;
}

/** `{ "googleLogin": false, ... }`: known setting names, booleans. */
export function loginSettingsBody(body: unknown, current: LoginSettings): Partial<LoginSettings> {
  const changes: Partial<LoginSettings> = {};
  for (const [name, value] of Object.entries(objectOf(body))) {
    if (!(name in current)) throw new ControlError(`unknown login setting ${name}`);
    if (typeof value !== 'boolean') throw new ControlError(`${name} must be a boolean`);
    changes[name as keyof LoginSettings] = value;
  }
  return changes;
}

function ruleChange(field: string, body: unknown): Partial<RegisterFieldRule> {
  const change: Partial<RegisterFieldRule> = {};
  for (const [key, value] of Object.entries(objectOf(body))) {
    if (key === 'enabled' || key === 'required') {
      if (typeof value !== 'boolean') throw new ControlError(`${field}.${key} must be a boolean`);
      change[key] = value;
    } else if (key === 'patternId' || key === 'minLength' || key === 'maxLength') {
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 255) {
        throw new ControlError(`${field}.${key} must be an integer from 0 to 255`);
      }
      change[key] = value;
    } else if (key === 'acceptedPattern') {
      if (typeof value !== 'string' || value === '') throw new ControlError(`${field}.acceptedPattern must be a non-empty string`);
      if (value !== '*') {
        try {
          new RegExp(value);
        } catch {
          throw new ControlError(`${field}.acceptedPattern is not a valid regular expression`);
        }
      }
      change.acceptedPattern = value;
    } else {
      throw new ControlError(`unknown rule key ${field}.${key}`);
    }
  }
  return change;
}

/** `{ "captcha": { "enabled": false }, "email": { "required": true } }`: changes to known fields' rules. */
export function registerSettingsBody(body: unknown, current: Record<string, RegisterFieldRule>): Record<string, Partial<RegisterFieldRule>> {
  const changes: Record<string, Partial<RegisterFieldRule>> = {};
  for (const [field, change] of Object.entries(objectOf(body))) {
    if (current[field] === undefined) throw new ControlError(`unknown register field ${field}`);
    changes[field] = ruleChange(field, change);
  }
  return changes;
}
