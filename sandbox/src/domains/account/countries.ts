/** A country the mobile fields accept: its dialling code and the digit count of a mobile number without the trunk 0. */
export interface Country {
  countryCode: string;
  countryDialingCode: string;
  mobileLength: number;
}

/** Vietnam first: the site's market and the default when a call names no dialling code. */
export const COUNTRIES: readonly Country[] = [
  { countryCode: 'VN', countryDialingCode: '+84', mobileLength: 9 },
  { countryCode: 'TH', countryDialingCode: '+66', mobileLength: 9 },
  { countryCode: 'PH', countryDialingCode: '+63', mobileLength: 10 },
  { countryCode: 'ID', countryDialingCode: '+62', mobileLength: 10 },
  { countryCode: 'MY', countryDialingCode: '+60', mobileLength: 9 },
  { countryCode: 'KH', countryDialingCode: '+855', mobileLength: 8 },
  { countryCode: 'LA', countryDialingCode: '+856', mobileLength: 10 },
  { countryCode: 'SG', countryDialingCode: '+65', mobileLength: 8 },
  { countryCode: 'CN', countryDialingCode: '+86', mobileLength: 11 },
  { countryCode: 'JP', countryDialingCode: '+81', mobileLength: 10 },
  { countryCode: 'KR', countryDialingCode: '+82', mobileLength: 10 },
  { countryCode: 'IN', countryDialingCode: '+91', mobileLength: 10 },
  { countryCode: 'US', countryDialingCode: '+1', mobileLength: 10 },
];

export const DEFAULT_DIALING_CODE = '+84';
