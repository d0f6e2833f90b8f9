import type { SiteFlags } from './site.js';
import { PlatformError } from '../protocol/errors.js';

/** A site in maintenance or closed to the visitor's region refuses every call not marked open; maintenance wins. */
export function checkSiteOpen(site: SiteFlags): void {
  if (site.maintenance) throw PlatformError.of('maintenance');
  if (site.regionRestriction) throw PlatformError.of('regionRestricted');
}
