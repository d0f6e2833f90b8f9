import type { PlatformCall } from '../../protocol/route-registry.js';
import { COUNTRIES } from '../../seed/identity/countries.js';
import { assetUrl, ownOrigin } from './own-origin.js';

/** `GET /wps/system/domainRoute`: the site's lines (the caller's own origin first) and the app downloads. */
export function domainRoute({ store, request }: PlatformCall) {
  const { siteInfo } = store.data;
  const own = { domain: request.hostname, url: ownOrigin(request), lineNo: 1, recommended: false };
  return {
    domainList: [
      own,
      ...siteInfo.domains.map((line) => ({ ...line, url: `https://${line.domain}` })),
    ],
    resources: siteInfo.resources
      .filter((resource) => resource.qrCodeUrl !== '')
      .map((resource) => ({ ...resource, qrCodeUrl: assetUrl(request, resource.qrCodeUrl) })),
  };
}

/** `GET /wps/system/countries` (designed): what the mobile fields' country picker offers. */
export function countries() {
  return COUNTRIES.map((country) => ({ ...country }));
}

/** `GET /wps/system/setting/register`: the field rules, also `info.register` of status. */
export function registerSettings({ store }: PlatformCall) {
  return structuredClone(store.data.siteInfo.register);
}
