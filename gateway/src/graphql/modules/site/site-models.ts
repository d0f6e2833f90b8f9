import type { AppPlatform, Country, CustomerServiceKind, LoginOptions, SiteStatus, SocialNetwork } from '../../../__generated__/schema-types.js';

/** The platform's switch names, read from its whitelabel tree. */
export interface FeatureSwitchesModel {
  mobileRegistration: boolean;
  registrationSmsVerification: boolean;
  mobileRegistrationPassword: boolean;
  usernameRegistration: boolean;
  freePlay: boolean;
  forcePasswordChangeOnExpiry: boolean;
  smsLogin: boolean;
  directRegistration: boolean;
  referral: boolean;
}

/** The login toggles; which challenge to show is the gateway's own setting, resolved by the auth module. */
export interface LoginOptionsModel extends Omit<LoginOptions, 'humanVerification'> {
  /** The platform requires a human-verification challenge with logins and SMS sends. */
  humanVerificationRequired: boolean;
}

export interface SiteModel {
  status: SiteStatus;
  /** The platform's region verdict for the visitor's address, apart from maintenance (it goes into their cookie). */
  regionBlocked: boolean;
  maintenanceEndsAt: string | null;
  visitorIp: string | null;
  features: FeatureSwitchesModel;
  loginOptions: LoginOptionsModel;
  /** The brand setting loginedToHomePage when the platform reports it; null means "use the gateway's default". */
  navigationGuard: boolean | null;
  /** Jackpot, downloads, social links, customer service and CDNs (the content module reads them). Optional: an
   * entry cached by an older gateway lacks it. */
  content?: SiteContentModel;
}

export type CountryModel = Country & { mobileLength: number | null };

/** The platform's money unit (Site.currency). */
export interface CurrencyModel {
  code: string;
  symbol: string;
}

export interface JackpotModel {
  currencySymbol: string;
  baseValue: string;
  growthPerSecond: string;
  startedAt: string;
}

export interface AppDownloadModel {
  platform: AppPlatform;
  label: string;
  url: string;
}

export interface SocialLinkModel {
  network: SocialNetwork;
  url: string;
}

export interface CustomerServiceModel {
  kind: CustomerServiceKind;
  title: string;
  url: string;
}

/** The content parts of the system status call (`info`), cached with the site's status. */
export interface SiteContentModel {
  /** Optional: an entry cached by an older gateway lacks it. */
  currency?: CurrencyModel | null;
  jackpot: JackpotModel | null;
  appDownloads: AppDownloadModel[];
  socialLinks: SocialLinkModel[];
  /** Every channel, encrypted links already decrypted; the resolver picks one per viewer. */
  customerService: CustomerServiceModel[];
  imageCdns: string[];
  /** Absent from a status cached by an older gateway. */
  launchGameCdns?: string[];
}
