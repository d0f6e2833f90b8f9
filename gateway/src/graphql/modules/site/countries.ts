import type { CountryModel } from './site-models.js';

/** One entry of the countries call. */
export interface CountryValue {
  countryCode?: string;
  countryDialingCode?: string;
  mobileLength?: number | null;
}

/** The dialling code without its `+`, as clients show and send it ("84"). */
export const bareDialingCode = (code: string): string => code.trim().replace(/^\+/, '');

export function toCountries(value: readonly CountryValue[] | null | undefined): CountryModel[] {
  return (value ?? []).flatMap((entry) => {
    if (typeof entry.countryCode !== 'string' || typeof entry.countryDialingCode !== 'string') return [];
    const dialingCode = bareDialingCode(entry.countryDialingCode);
    if (!/^\d{1,4}$/.test(dialingCode)) return [];
    const length = entry.mobileLength;
    return [{ code: entry.countryCode, dialingCode, mobileLength: typeof length === 'number' && length > 0 ? length : null }];
  });
}
