import { CURRENCY } from './accounts.js';
import { SEED_EPOCH_MS } from './epoch.js';

/** Whole-site flags the control API flips; status always reports them. */
export interface SiteFlags {
  maintenance: boolean;
  maintenanceEndTime: number | null;
  regionRestriction: boolean;
  /**
   * Hosts the merchant does not serve: the status call's domain check fails for them (`invalidDomain`). Lower
   * case, no port. Empty by default: the sandbox answers for any host (tests reach it on 127.0.0.1).
   */
  invalidDomains: string[];
}

/** 1 live chat, 2 VIP service (rank level above 4), 3 a DES-encrypted link opened in a popup. */
export interface CustomerServiceEntry {
  csType: 1 | 2 | 3;
  title: string;
  /** The plain link; type 3 is encrypted with `linkKey` when answered. */
  link: string;
  linkKey?: string;
}

export interface Resource {
  resourceType: string;
  labelNameEn: string;
  url: string;
  /** A path under the sandbox's assets (answered as an absolute URL on the caller's host), or '' for none. */
  qrCodeUrl: string;
}

/** The public jackpot the home ticker shows: it grows from baseValue by growthPerSecond since baseTime. */
export interface JackpotSetting {
  currency: string;
  currencySymbol: string;
  baseValue: number;
  growthPerSecond: number;
  baseTime: number;
}

/** One line of the site (domainRoute): clients pick the first reachable one. */
export interface SiteDomain {
  domain: string;
  lineNo: number;
  recommended: boolean;
}

export interface RegisterFieldRule {
  enabled: boolean;
  required: boolean;
  /** A regular expression, or `*` for anything. */
  acceptedPattern: string;
  patternId: number;
  minLength: number;
  maxLength: number;
}

export interface SiteInfo {
  customerService: CustomerServiceEntry[];
  resources: Resource[];
  register: Record<string, RegisterFieldRule>;
  analytics: { gtagId: string };
  launchGameCDNs: string[];
  jackpot: JackpotSetting;
  /** Further lines after the sandbox's own origin, which domainRoute always lists first. */
  domains: SiteDomain[];
}

export function seedSiteFlags(): SiteFlags {
  return { maintenance: false, maintenanceEndTime: null, regionRestriction: false, invalidDomains: [] };
}

const rule = (
  enabled: boolean,
  required: boolean,
  acceptedPattern: string,
  patternId: number,
  minLength: number,
  maxLength: number,
): RegisterFieldRule => ({ enabled, required, acceptedPattern, patternId, minLength, maxLength });

export function seedSiteInfo(): SiteInfo {
  return {
    customerService: [
      { csType: 1, title: 'Live chat', link: 'https://chat.saola.example/livechat?channel=web' },
      { csType: 2, title: 'VIP service', link: 'https://chat.saola.example/vip?channel=web' },
      { csType: 3, title: 'Telegram support', link: 'https://t.me/saola_support', linkKey: 'Sa0LaKey' },
    ],
    resources: [
      { resourceType: 'TELEGRAM', labelNameEn: 'Telegram', url: 'https://t.me/saola_official', qrCodeUrl: '' },
      { resourceType: 'TWITTER', labelNameEn: 'Twitter', url: 'https://twitter.com/saola_example', qrCodeUrl: '' },
      { resourceType: 'DOUYIN', labelNameEn: 'Douyin', url: 'https://www.douyin.com/user/saola_example', qrCodeUrl: '' },
      { resourceType: 'FACEBOOK', labelNameEn: 'Facebook', url: 'https://facebook.com/saola.example', qrCodeUrl: '' },
      {
        resourceType: 'IOS',
        labelNameEn: 'iOS app',
        url: 'https://saola.example/app/saola.mobileconfig',
        qrCodeUrl: '/__sandbox/assets/qr/ios.png',
      },
      {
        resourceType: 'ANDROID',
        labelNameEn: 'Android app',
        url: 'https://saola.example/app/saola.apk',
        qrCodeUrl: '/__sandbox/assets/qr/android.png',
      },
      {
        resourceType: 'LITE',
        labelNameEn: 'Lite app',
        url: 'https://m.saola.example/?lite=1',
        qrCodeUrl: '/__sandbox/assets/qr/lite.png',
      },
    ],
    register: {
      username: rule(true, true, '^[a-zA-Z][a-zA-Z0-9]*$', 1, 6, 12),
      password: rule(true, true, '^[a-zA-Z0-9]*$', 4, 6, 12),
      confirmPassword: rule(true, true, '^[a-zA-Z0-9]*$', 4, 6, 12),
      mobileNum: rule(true, false, '^[0-9]*$', 6, 9, 11),
      email: rule(true, false, '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', 5, 5, 50),
      payeeName: rule(false, false, '*', 0, 1, 50),
      affiliateCode: rule(true, false, '^[a-zA-Z0-9]*$', 4, 4, 12),
      captcha: rule(true, true, '^[0-9]*$', 6, 4, 4),
      paymentPassword: rule(false, false, '^[0-9]*$', 6, 6, 6),
      qqNum: rule(false, false, '^[0-9]*$', 6, 5, 12),
      line: rule(false, false, '*', 0, 1, 50),
      whatsapp: rule(false, false, '^[0-9]*$', 6, 8, 15),
      facebook: rule(false, false, '*', 0, 1, 50),
      wechat: rule(false, false, '*', 0, 1, 50),
      idNumber: rule(false, false, '^[0-9]*$', 6, 9, 12),
    },
    analytics: { gtagId: 'G-SAOLA00001' },
    launchGameCDNs: [],
    jackpot: {
      currency: CURRENCY.code,
      currencySymbol: CURRENCY.symbol,
      baseValue: 8_888_888.88,
      // Spec 001: the ticker grows by about 165.11 every 3 seconds.
      growthPerSecond: 55.04,
      baseTime: SEED_EPOCH_MS,
    },
    domains: [
      { domain: 'www.saola.example', lineNo: 2, recommended: true },
      { domain: 'saola88.example', lineNo: 3, recommended: false },
      { domain: 'saola-vn.example', lineNo: 4, recommended: false },
    ],
  };
}
