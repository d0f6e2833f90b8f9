import { cacheKey } from '../../../cache/index.js';
import { calls } from '../../../upstream/index.js';
import { publicPolicy } from '../../cache-policies.js';
import type { GatewayDeps, RequestScope } from '../../context.js';
import type { RegisterSettingsValue } from './field-rules.js';

/** The platform's field rules (catalogue call `registerSettings`): PUBLIC data, shared by every visitor. */
export function loadRegisterSettings(deps: GatewayDeps, scope: RequestScope): Promise<RegisterSettingsValue> {
  const key = cacheKey({ merchant: deps.merchant, language: 'ANY' }, 'registerSettings');
  return deps.cache.getOrLoad(key, publicPolicy('registerSettings', deps.publicTtlMs), async () => {
    const value = await deps.upstream.call<RegisterSettingsValue | null>(calls.registerSettings, {
      language: scope.upstreamLanguage,
      requestId: scope.requestId,
    });
    return value ?? {};
  });
}
