import { calls } from '../../../infra/upstream/index.js';
import type { Platform } from '../../platform/platform.js';
import type { RequestScope } from '../../platform/request-scope.js';
import type { RegionVerdict } from '../../../infra/session/sealer.js';
import { siteContentOf, type SiteContentInfo } from './site-content.js';
import { toCountries, type CountryValue } from './countries.js';
import { brandFlag, loginOptionsOf, type LoginSettingsValue } from './login-settings.js';
import type { SiteStatus } from '../../../__generated__/schema-types.js';
import type { CountryModel, SiteModel } from './site-models.js';
import { featureSwitches, flattenWhitelabel, type WhitelabelNode } from './whitelabel.js';

/** The parts of the system status call the site reads. */
interface SystemStatusValue {
  maintenance?: boolean | number;
  maintenanceEndTime?: number | null;
  regionRestriction?: boolean | number;
  /** The domain check of the `host` the call sends (sandbox/README.md: our reading of how it is reported). */
  invalidDomain?: boolean | number;
  location?: { ip?: string };
  info?: {
    whitelabel?: WhitelabelNode[] | WhitelabelNode;
    loginSettings?: LoginSettingsValue;
    loginedToHomePage?: unknown;
  } & SiteContentInfo;
}

export class SiteService {
  private current: Promise<SiteModel> | undefined;
  private everyones: Promise<SiteModel> | undefined;

  constructor(
    private readonly platform: Platform,
    private readonly scope: Pick<RequestScope, 'clientIp' | 'visitorHost' | 'session' | 'logger'>,
    /** loginedToHomePage when the platform does not report it (config NAVIGATION_GUARD). */
    private readonly defaultNavigationGuard: boolean,
  ) {}

  /**
   * One status call feeds status, switches and the visitor's IP. Region restriction and the reported IP are
   * per visitor, so a visitor without a verdict for their address gets a call keyed by that address, and the
   * verdict is sealed into a cookie; with one, the status every visitor shares (maintenance, switches) is enough.
   * Every call names the host the visitor reached (the platform's domain check), so each host has its own entry.
   */
  site(): Promise<SiteModel> {
    this.current ??= this.load();
    return this.current;
  }

  private async load(): Promise<SiteModel> {
    const { clientIp, session } = this.scope;
    const query = this.hostQuery();
    const verdict = await session.regionVerdict(clientIp);
    if (verdict !== null) {
      const shared = await this.platform.shared('systemStatus', calls.systemStatus, {
        query,
        anyLanguage: true,
        answerPerVisitor: true,
        map: (value: SystemStatusValue) => withoutVisitor(toSiteModel(value)),
      });
      return withRegionVerdict(shared, verdict);
    }
    let askedNow = false;
    const site = await this.platform.shared('systemStatus', calls.systemStatus, {
      query,
      anyLanguage: true,
      perVisitorIp: true,
      map: (value: SystemStatusValue) => {
        askedNow = true;
        return toSiteModel(value);
      },
    });
    await this.shareStatus(withoutVisitor(site), askedNow);
    // A cookie that cannot be sealed only costs the next page a status call.
    await session.rememberRegion({ ip: clientIp, blocked: site.regionBlocked, visitorIp: site.visitorIp }).catch((error: unknown) => {
      this.scope.logger.warn({ err: error }, 'region verdict not remembered');
    });
    return site;
  }

  /**
   * A visitor's status answer fills the shared status when that is missing, so their next page (with the verdict
   * cookie) needs no call of its own; one just asked of the platform also replaces a shared status that differs
   * (switches or maintenance changed), so the visitor's pages never step back to the older one.
   */
  private async shareStatus(status: SiteModel, askedNow: boolean): Promise<void> {
    const key = this.hostQuery();
    const shared = await this.platform.sharedValue('systemStatus', key, () => Promise.resolve(status), true);
    if (!askedNow || JSON.stringify(shared) === JSON.stringify(status)) return;
    await this.platform.forgetShared('systemStatus', key, true);
    await this.platform.sharedValue('systemStatus', key, () => Promise.resolve(status), true);
  }

  /**
   * The status every visitor of this host shares (maintenance, switches, content), read without asking where the
   * visitor is: an answer built from it alone is the same for everyone and may be stored once for all of them
   * (issue 33: the public pages). The same cache entry site() fills; the visitor's own status and address are
   * site()'s (Site.status, Site.visitorIp).
   */
  everyonesSite(): Promise<SiteModel> {
    this.everyones ??= this.platform.shared('systemStatus', calls.systemStatus, {
      query: this.hostQuery(),
      anyLanguage: true,
      map: (value: SystemStatusValue) => withoutVisitor(toSiteModel(value)),
    });
    return this.everyones;
  }

  /**
   * For what any visitor may see alike (the image CDNs): the visitor's own status when this request already asks
   * for it (one status call, not two), else the status every visitor shares.
   */
  sharedParts(): Promise<SiteModel> {
    return this.current ?? this.everyonesSite();
  }

  /** The site's own host, as the status call sends it (spec 000 section 7: "current site host in the query"). */
  private hostQuery(): { host: string } {
    return { host: this.scope.visitorHost };
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

/** The status every visitor of this host shares: no address and no region verdict in it (each visitor brings their own). */
function withoutVisitor(site: SiteModel): SiteModel {
  return { ...site, status: site.status === 'REGION_BLOCKED' ? 'NORMAL' : site.status, regionBlocked: false, visitorIp: null };
}

/** The shared status with this visitor's own region verdict; maintenance and the host's domain check still win. */
function withRegionVerdict(site: SiteModel, verdict: RegionVerdict): SiteModel {
  const status = site.status !== 'NORMAL' && site.status !== 'REGION_BLOCKED' ? site.status : verdict.blocked ? 'REGION_BLOCKED' : 'NORMAL';
  return { ...site, status, regionBlocked: verdict.blocked, visitorIp: verdict.visitorIp };
}

/**
 * One status from the platform's flags: maintenance wins over everything (spec 000 section 4); an address the
 * merchant does not serve comes next (nothing on it is the merchant's site, whoever the visitor is); then the
 * visitor's region.
 */
function statusOf(value: SystemStatusValue): SiteStatus {
  if (value.maintenance) return 'MAINTENANCE';
  if (value.invalidDomain) return 'INVALID_DOMAIN';
  return value.regionRestriction ? 'REGION_BLOCKED' : 'NORMAL';
}

export function toSiteModel(value: SystemStatusValue): SiteModel {
  const maintenance = Boolean(value.maintenance);
  const tree = value.info?.whitelabel;
  const nodes = Array.isArray(tree) ? tree : tree ? [tree] : [];
  const features = featureSwitches(flattenWhitelabel(nodes));
  return {
    status: statusOf(value),
    regionBlocked: Boolean(value.regionRestriction),
    maintenanceEndsAt:
      maintenance && typeof value.maintenanceEndTime === 'number' ? new Date(value.maintenanceEndTime).toISOString() : null,
    visitorIp: value.location?.ip ?? null,
    features,
    loginOptions: loginOptionsOf(features, value.info?.loginSettings),
    navigationGuard: brandFlag(value.info?.loginedToHomePage),
    content: siteContentOf(value.info),
  };
}
