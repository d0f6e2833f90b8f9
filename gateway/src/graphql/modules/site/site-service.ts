import { cacheKey } from '../../../cache/index.js';
import { publicPolicy } from '../../cache-policies.js';
import { calls } from '../../../upstream/index.js';
import type { GatewayDeps, RequestScope } from '../../context.js';
import type { SiteModel } from './site-models.js';
import { featureSwitches, flattenWhitelabel, type WhitelabelNode } from './whitelabel.js';

/** The parts of `/wps/system/status` the site reads. */
interface SystemStatusValue {
  maintenance?: boolean | number;
  maintenanceEndTime?: number | null;
  regionRestriction?: boolean | number;
  location?: { ip?: string };
  info?: { whitelabel?: WhitelabelNode[] | WhitelabelNode };
}

export class SiteService {
  constructor(
    private readonly deps: GatewayDeps,
    private readonly scope: RequestScope,
  ) {}

  /**
   * One status call feeds status, switches and the visitor's IP. It is keyed by IP as well, because
   * region restriction and the reported IP are per visitor.
   */
  site(): Promise<SiteModel> {
    const key = cacheKey(
      { merchant: this.deps.merchant, language: 'ANY' },
      'systemStatus',
      { ip: this.scope.clientIp },
    );
    return this.deps.cache.getOrLoad(key, publicPolicy('systemStatus', this.deps.publicTtlMs), async () => {
      const value = await this.deps.upstream.call<SystemStatusValue>(calls.systemStatus, {
        language: this.scope.upstreamLanguage,
        clientIp: this.scope.clientIp,
        requestId: this.scope.requestId,
      });
      return toSiteModel(value);
    });
  }
}

export function toSiteModel(value: SystemStatusValue): SiteModel {
  const maintenance = Boolean(value.maintenance);
  const tree = value.info?.whitelabel;
  const nodes = Array.isArray(tree) ? tree : tree ? [tree] : [];
  return {
    // Maintenance wins over region restriction (spec 000 section 4).
    status: maintenance ? 'MAINTENANCE' : value.regionRestriction ? 'REGION_BLOCKED' : 'NORMAL',
    maintenanceEndsAt:
      maintenance && typeof value.maintenanceEndTime === 'number' ? new Date(value.maintenanceEndTime).toISOString() : null,
    visitorIp: value.location?.ip ?? null,
    features: featureSwitches(flattenWhitelabel(nodes)),
  };
}
