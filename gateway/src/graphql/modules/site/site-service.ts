import { calls } from '../../../upstream/index.js';
import type { Platform } from '../../platform/platform.js';
import { siteContentOf, type SiteContentInfo } from './site-content.js';
import { toCountries, type CountryValue } from './countries.js';
import { brandFlag, loginOptionsOf, type LoginSettingsValue } from './login-settings.js';
import type { CountryModel, SiteModel } from './site-models.js';
import { featureSwitches, flattenWhitelabel, type WhitelabelNode } from './whitelabel.js';

/** The parts of the system status call the site reads. */
interface SystemStatusValue {
  maintenance?: boolean | number;
  maintenanceEndTime?: number | null;
  regionRestriction?: boolean | number;
  location?: { ip?: string };
  info?: {
    whitelabel?: WhitelabelNode[] | WhitelabelNode;
    loginSettings?: LoginSettingsValue;
    loginedToHomePage?: unknown;
  } & SiteContentInfo;
}

export class SiteService {
  constructor(
    private readonly platform: Platform,
    /** loginedToHomePage when the platform does not report it (config NAVIGATION_GUARD). */
    private readonly defaultNavigationGuard: boolean,
  ) {}

  /**
   * One status call feeds status, switches and the visitor's IP. It is keyed by IP as well, because
   * region restriction and the reported IP are per visitor.
   */
  site(): Promise<SiteModel> {
    return this.platform.shared('systemStatus', calls.systemStatus, {
      anyLanguage: true,
      perVisitorIp: true,
      map: (value: SystemStatusValue) => toSiteModel(value),
    });
  }

  /** loginedToHomePage as the platform reports it, else the gateway's configured default. */
  navigationGuard(site: SiteModel): boolean {
    return site.navigationGuard ?? this.defaultNavigationGuard;
  }

  /** The countries mobile fields accept, with their mobile number lengths. */
  countries(): Promise<CountryModel[]> {
    return this.platform.shared('countries', calls.countries, { anyLanguage: true, map: (value: CountryValue[]) => toCountries(value) });
  }
}

export function toSiteModel(value: SystemStatusValue): SiteModel {
  const maintenance = Boolean(value.maintenance);
  const tree = value.info?.whitelabel;
  const nodes = Array.isArray(tree) ? tree : tree ? [tree] : [];
  const features = featureSwitches(flattenWhitelabel(nodes));
  return {
    // Maintenance wins over region restriction (spec 000 section 4).
    status: maintenance ? 'MAINTENANCE' : value.regionRestriction ? 'REGION_BLOCKED' : 'NORMAL',
    maintenanceEndsAt:
      maintenance && typeof value.maintenanceEndTime === 'number' ? new Date(value.maintenanceEndTime).toISOString() : null,
    visitorIp: value.location?.ip ?? null,
    features,
    loginOptions: loginOptionsOf(features, value.info?.loginSettings),
    navigationGuard: brandFlag(value.info?.loginedToHomePage),
    content: siteContentOf(value.info),
  };
}
