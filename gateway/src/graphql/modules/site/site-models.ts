import type { SiteStatus } from '../../../__generated__/resolvers-types.js';

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
}
