import type { AppPlatform } from '../../../__generated__/schema-types.js';
import { safeLink } from '../../values/safe-link.js';
import type { AppDownloadModel } from '../site/index.js';

/** The router list of the catalogue call `siteRoutes` (spec 000 section 7: value.domainList and value.resources). */
export interface SiteRoutesValue {
  domainList?: { domain?: string; url?: string; lineNo?: number; recommended?: boolean | number }[];
  resources?: { resourceType?: string; labelNameEn?: string; url?: string; qrCodeUrl?: string }[];
}

export interface SiteLineModel {
  url: string;
  lineNo: number;
  recommended: boolean;
}

export interface SiteRoutesModel {
  lines: SiteLineModel[];
  appDownloads: (AppDownloadModel & { qrCodeUrl: string | null })[];
}

const HOST_NAME = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i;
const APP_PLATFORMS: readonly AppPlatform[] = ['IOS', 'ANDROID', 'LITE'];

/** A line is an origin the browser can load: scheme, host and port only, nothing the platform appended. */
function lineOrigin(url: string | undefined, domain: string | undefined): string | null {
  // The url when the platform gives one (an unsafe one drops the line), else https on a plain host name.
  const link = url !== undefined ? safeLink(url) : domain !== undefined && HOST_NAME.test(domain) ? `https://${domain}` : null;
  if (link === null || link.startsWith('/')) return null;
  return new URL(link).origin;
}

export function toSiteRoutes(value: SiteRoutesValue | null | undefined): SiteRoutesModel {
  const seen = new Set<string>();
  const lines = (Array.isArray(value?.domainList) ? value.domainList : []).flatMap((line, index): SiteLineModel[] => {
    const url = lineOrigin(line.url, line.domain);
    if (url === null || seen.has(url)) return [];
    seen.add(url);
    return [{ url, lineNo: typeof line.lineNo === 'number' ? line.lineNo : index + 1, recommended: Boolean(line.recommended) }];
  });
  const appDownloads = (Array.isArray(value?.resources) ? value.resources : []).flatMap((resource) => {
    const platform = APP_PLATFORMS.find((candidate) => candidate === resource.resourceType?.toUpperCase());
    const url = safeLink(resource.url);
    if (platform === undefined || url === null) return [];
    return [{ platform, label: resource.labelNameEn?.trim() || platform, url, qrCodeUrl: safeLink(resource.qrCodeUrl) }];
  });
  return { lines, appDownloads };
}
