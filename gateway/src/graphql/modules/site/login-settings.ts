import type { FeatureSwitchesModel, LoginOptionsModel } from './site-models.js';

/** Server toggles the platform reports outside the whitelabel tree (`info.loginSettings` of status). */
export interface LoginSettingsValue {
  countryCodePicker?: boolean;
  firebaseSms?: boolean;
  googleLogin?: boolean;
  facebookLogin?: boolean;
  phonePasswordRecovery?: boolean;
  /** Logins and SMS sends must carry a solved human-verification challenge. */
  humanVerification?: boolean;
}

/** How visitors may log in: whitelabel switches and login toggles in one place. A missing toggle is off. */
export function loginOptionsOf(features: FeatureSwitchesModel, settings: LoginSettingsValue | undefined): LoginOptionsModel {
  return {
    smsLogin: features.smsLogin,
    countryCodePicker: settings?.countryCodePicker === true,
    thirdPartySms: settings?.firebaseSms === true,
    google: settings?.googleLogin === true,
    facebook: settings?.facebookLogin === true,
    freePlay: features.freePlay,
    directRegistration: features.directRegistration,
    phonePasswordRecovery: settings?.phonePasswordRecovery === true,
    humanVerificationRequired: settings?.humanVerification === true,
  };
}

/** The platform may send a brand flag as a boolean, 1/0 or "1"/"0"; anything else means "not reported". */
export function brandFlag(value: unknown): boolean | null {
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false') return false;
  return null;
}
