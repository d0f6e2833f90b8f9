import { calls } from '../../../infra/upstream/index.js';
import type { Platform } from '../../platform/platform.js';
import type { RegisterSettingsValue } from './field-rules.js';

/** The platform's field rules (catalogue call `registerSettings`): PUBLIC data, shared by every visitor. */
export function loadRegisterSettings(platform: Platform): Promise<RegisterSettingsValue> {
  return platform.shared('registerSettings', calls.registerSettings, {
    anyLanguage: true,
    map: (value: RegisterSettingsValue | null) => value ?? {},
  });
}
