import { COUNTRIES, DEFAULT_DIALING_CODE } from './countries.js';
import type { Country } from './countries.js';
import type { Fields } from './payload-fields.js';
import { optionalText } from './payload-fields.js';
import { badParam } from './identity-errors.js';

/** A checked mobile number: the country's dialling code and the national digits without the trunk 0. */
export interface MobileNumber {
  countryDialingCode: string;
  national: string;
  /** `+84901234567`: the key SMS codes and lookups use. */
  phone: string;
}

/** `84`, `+84` and ` +84 ` all name Vietnam; no code means Vietnam. */
export function countryOf(dialingCode: string | undefined): Country {
  const wanted = dialingCode === undefined ? DEFAULT_DIALING_CODE : `+${dialingCode.replace(/^\+/, '').trim()}`;
  const country = COUNTRIES.find((entry) => entry.countryDialingCode === wanted);
  if (country === undefined) throw badParam('Unknown countryDialingCode', { field: 'countryDialingCode' });
  return country;
}

/**
 * Separators (spaces, dots, dashes) are dropped and one leading trunk 0 is removed; what is left must be
 * exactly the country's digit count ("Mobile number of 9 digits").
 */
export function parseMobile(raw: string, dialingCode: string | undefined, field = 'mobileNum'): MobileNumber {
  const country = countryOf(dialingCode);
  const digits = raw.replace(/[\s.\-()]/g, '');
  const national = digits.startsWith('0') ? digits.slice(1) : digits;
  if (!/^[0-9]+$/.test(national) || national.length !== country.mobileLength) {
    throw badParam(`Mobile number of ${country.mobileLength} digits`, { field, mobileLength: country.mobileLength });
  }
  return { countryDialingCode: country.countryDialingCode, national, phone: `${country.countryDialingCode}${national}` };
}

/** The mobile of a request: `mobileNum`, or `mobileNo` as the registration SMS call names it. */
export function mobileFromFields(fields: Fields, required: true): MobileNumber;
export function mobileFromFields(fields: Fields, required: boolean): MobileNumber | undefined;
export function mobileFromFields(fields: Fields, required: boolean): MobileNumber | undefined {
  const field = fields.mobileNum !== undefined ? 'mobileNum' : 'mobileNo';
  const raw = optionalText(fields, field, 32);
  if (raw === undefined) {
    if (required) throw badParam('mobileNum is required', { field: 'mobileNum' });
    return undefined;
  }
  return parseMobile(raw, optionalText(fields, 'countryDialingCode', 8), field);
}

/** `+84901234567`: the longest dialling code that prefixes the number wins (+855 before +85...). */
export function parsePhone(text: string, field: string): MobileNumber {
  const country = [...COUNTRIES]
    .sort((a, b) => b.countryDialingCode.length - a.countryDialingCode.length)
    .find((entry) => text.startsWith(entry.countryDialingCode));
  if (country === undefined) throw badParam(`Invalid ${field}`, { field });
  return parseMobile(text.slice(country.countryDialingCode.length), country.countryDialingCode, field);
}
