import type { Country, LoginOptions, SiteStatus } from '../../../__generated__/resolvers-types.js';
import type { SiteContentModel } from '../content/content-models.js';

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

export interface SiteModel {
  status: SiteStatus;
  maintenanceEndsAt: string | null;
  visitorIp: string | null;
  features: FeatureSwitchesModel;
  loginOptions: LoginOptions;
  /** The brand setting loginedToHomePage when the platform reports it; null means "use the gateway's default". */
  navigationGuard: boolean | null;
  /** Jackpot, downloads, social links, customer service and CDNs (the content module reads them). Optional: an
   * entry cached by an older gateway lacks it. */
  content?: SiteContentModel;
}

export type CountryModel = Country & { mobileLength: number | null };
