import type { PlatformCall } from '../../core/route-registry.js';
import { COUNTRIES } from '../account/countries.js';
import type { SiteDomain } from '../../core/site.js';
import { assetUrl, ownOrigin } from '../../core/own-origin.js';

/**
 * `GET /wps/system/domainRoute`: the site's lines and the app downloads. The configured lines (the web site's own
 * origins, which a browser can time and switch to) when there are any; else the caller's own origin first, then
 * the seeded example domains.
 */
export function domainRoute({ store, request }: PlatformCall) {
  const { siteInfo } = store.data;
  return {
    domainList: store.siteLines.length > 0 ? configuredLines(store.siteLines) : seededLines(request, siteInfo.domains),
    resources: siteInfo.resources
      .filter((resource) => resource.qrCodeUrl !== '')
      .map((resource) => ({ ...resource, qrCodeUrl: assetUrl(request, resource.qrCodeUrl) })),
  };
}

function configuredLines(origins: readonly string[]) {
  return origins.map((url, index) => ({ domain: new URL(url).hostname, url, lineNo: index + 1, recommended: index === 0 }));
}

function seededLines(request: PlatformCall['request'], domains: readonly SiteDomain[]) {
  const own = { domain: request.hostname, url: ownOrigin(request), lineNo: 1, recommended: false };
  return [own, ...domains.map((line) => ({ ...line, url: `https://${line.domain}` }))];
}

/** `GET /wps/system/countries` (designed): what the mobile fields' country picker offers. */
export function countries() {
  return COUNTRIES.map((country) => ({ ...country }));
}

/** `GET /wps/system/setting/register`: the field rules, also `info.register` of status. */
export function registerSettings({ store }: PlatformCall) {
  return structuredClone(store.data.siteInfo.register);
}
