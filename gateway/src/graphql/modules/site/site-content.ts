import type { AppPlatform, CustomerServiceKind, SocialNetwork } from '../../../__generated__/schema-types.js';
import { desDecryptLink } from '../../../infra/upstream/index.js';
import { toDecimal } from '../../values/decimal.js';
import type { AppDownloadModel, CurrencyModel, CustomerServiceModel, JackpotModel, SiteContentModel, SocialLinkModel } from './site-models.js';
import { safeLink } from '../../values/safe-link.js';

interface ResourceValue {
  resourceType?: string;
  labelNameEn?: string;
  url?: string;
}

interface CustomerServiceValue {
  csType?: number;
  title?: string;
  path?: string;
}

interface JackpotValue {
  currency?: string;
  currencySymbol?: string;
  baseValue?: number | string;
  growthPerSecond?: number | string;
  baseTime?: number;
}

/** The parts of the status value's `info` this module reads (upstream-protocol.md section 4). */
export interface SiteContentInfo {
  customerService?: CustomerServiceValue[];
  resources?: ResourceValue[];
  jackpot?: JackpotValue | null;
  imageCDNs?: string[];
  launchGameCDNs?: string[];
}

const APP_PLATFORMS: readonly AppPlatform[] = ['IOS', 'ANDROID', 'LITE'];
const SOCIAL_NETWORKS: readonly SocialNetwork[] = ['TELEGRAM', 'TWITTER', 'DOUYIN', 'FACEBOOK'];
/** csType 3: the path is DES-encrypted (protocol section 3.7). */
const ENCRYPTED_LINK = 3;

export function siteContentOf(info: SiteContentInfo | undefined): SiteContentModel {
  const resources = Array.isArray(info?.resources) ? info.resources : [];
  return {
    currency: currencyOf(info?.jackpot),
    jackpot: jackpotOf(info?.jackpot),
    appDownloads: resources.flatMap((resource): AppDownloadModel[] => {
      const platform = APP_PLATFORMS.find((p) => p === resource.resourceType?.toUpperCase());
      const url = safeLink(resource.url);
      return platform === undefined || url === null ? [] : [{ platform, label: resource.labelNameEn?.trim() || platform, url }];
    }),
    // A social entry shows only when its resource exists (spec 000 section 2).
    socialLinks: resources.flatMap((resource): SocialLinkModel[] => {
      const network = SOCIAL_NETWORKS.find((n) => n === resource.resourceType?.toUpperCase());
      const url = safeLink(resource.url);
      return network === undefined || url === null ? [] : [{ network, url }];
    }),
    customerService: (Array.isArray(info?.customerService) ? info.customerService : []).flatMap((entry) => channelOf(entry) ?? []),
    imageCdns: cdnsOf(info?.imageCDNs),
    launchGameCdns: cdnsOf(info?.launchGameCDNs),
  };
}

/** Absolute CDN addresses only: a path would be this site's own. */
function cdnsOf(list: unknown): string[] {
  return (Array.isArray(list) ? list : []).flatMap((cdn) => {
    const link = safeLink(cdn);
    return link === null || link.startsWith('/') ? [] : [link];
  });
}

/**
 * The public settings name the platform's currency only with the jackpot (spec 001: "a currency symbol from public
 * settings"); every amount of the platform is in it, so the web writes its symbol, or the code without one.
 */
function currencyOf(value: JackpotValue | null | undefined): CurrencyModel | null {
  const code = typeof value?.currency === 'string' ? value.currency.trim() : '';
  const symbol = typeof value?.currencySymbol === 'string' ? value.currencySymbol.trim() : '';
  if (!code && !symbol) return null;
  return { code, symbol: symbol || code };
}

function jackpotOf(value: JackpotValue | null | undefined): JackpotModel | null {
  if (!value || typeof value.baseTime !== 'number' || value.baseValue === undefined) return null;
  return {
    currencySymbol: value.currencySymbol ?? '',
    baseValue: toDecimal(value.baseValue),
    growthPerSecond: toDecimal(value.growthPerSecond ?? 0),
    startedAt: new Date(value.baseTime).toISOString(),
  };
}

export function channelOf(entry: CustomerServiceValue): CustomerServiceModel | null {
  const url = safeLink(entry.csType === ENCRYPTED_LINK ? decrypted(entry.path) : entry.path);
  if (url === null) return null;
  return { kind: kindOf(entry.csType, url), title: entry.title?.trim() || 'Customer service', url };
}

function decrypted(path: string | undefined): string | null {
  if (!path) return null;
  try {
    return desDecryptLink(path);
  } catch {
    // A link that does not decrypt is left out rather than shown broken.
    return null;
  }
}

function kindOf(csType: number | undefined, url: string): CustomerServiceKind {
  if (csType === 1) return 'LIVE_CHAT';
  if (csType === 2) return 'VIP';
  // A path of this site has no host of its own.
  const host = url.startsWith('/') ? '' : new URL(url).hostname;
  return host === 't.me' || host.endsWith('telegram.org') || host.endsWith('telegram.me') ? 'TELEGRAM' : 'OTHER';
}
