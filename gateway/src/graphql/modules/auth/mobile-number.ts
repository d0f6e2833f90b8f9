import type { UserError } from '../../../__generated__/schema-types.js';
import { bareDialingCode, type CountryModel } from '../site/index.js';
import { userError, type Checked } from '../../shared/user-errors.js';

/** A mobile number the gateway checked: the platform receives it in exactly this form. */
export interface CheckedMobile {
  /** "+84": the form the platform's calls take. */
  countryDialingCode: string;
  /** The national digits without separators or the trunk 0. */
  national: string;
}

export interface MobileFieldNames {
  mobile: string;
  countryDialingCode: string;
}

const DEFAULT_FIELDS: MobileFieldNames = { mobile: 'mobile', countryDialingCode: 'countryDialingCode' };

/**
 * Checks a mobile number against its country (spec 000 section 5: "Mobile number of {0} digits"): separators
 * and one trunk 0 are dropped, the rest must be digits, as many as the country's mobile length.
 */
export function checkMobile(
  mobile: string,
  dialingCode: string,
  countries: readonly CountryModel[],
  fields: MobileFieldNames = DEFAULT_FIELDS,
): Checked<CheckedMobile> {
  const errors: UserError[] = [];
  const code = bareDialingCode(dialingCode);
  const country = countries.find((entry) => entry.dialingCode === code);
  if (code === '') errors.push(userError(fields.countryDialingCode, 'REQUIRED', 'Choose the country code.'));
  else if (country === undefined) errors.push(userError(fields.countryDialingCode, 'INVALID_FORMAT', 'This country code is not supported.'));

  const digits = mobile.trim().replace(/[\s.\-()]/g, '');
  const national = digits.startsWith('0') ? digits.slice(1) : digits;
  const length = country?.mobileLength ?? null;
  if (digits === '') {
    errors.push(userError(fields.mobile, 'REQUIRED', 'Enter your mobile number.'));
  } else if (!/^\d+$/.test(national) || national.length < 4 || national.length > 15 || (length !== null && national.length !== length)) {
    const details = length === null ? undefined : { digits: length };
    errors.push(userError(fields.mobile, 'INVALID_MOBILE', 'Enter a valid mobile number.', details));
  }
  if (errors.length > 0 || country === undefined) return { errors };
  return { value: { countryDialingCode: `+${country.dialingCode}`, national } };
}
