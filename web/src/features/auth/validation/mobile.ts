import type { FieldMessage } from '../../../lib/errors/field-message';

export interface MobileCountry {
  code: string;
  dialingCode: string;
  mobileLength?: number | null;
}

/** The number as typed without separators (spaces, dashes, dots, brackets). */
export function compactMobile(value: string): string {
  return value.replace(/[\s\-().]/g, '');
}

/** Digits after one trunk 0, which is how the platform counts a national number. */
export function nationalDigits(value: string): string {
  return compactMobile(value).replace(/^0/, '');
}

/** Spec 000 §5: required, digits only, and the country's digit count ("Mobile number of {0} digits"). */
export function validateMobile(value: string, country: MobileCountry | undefined): FieldMessage | undefined {
  const compact = compactMobile(value);
  if (!compact) return { id: 'validation.mobileRequired' };
  if (!/^\d+$/.test(compact)) return { id: 'validation.mobileInvalid' };
  const digits = nationalDigits(compact).length;
  if (country?.mobileLength) {
    if (digits !== country.mobileLength) return { id: 'validation.mobileDigits', values: { digits: country.mobileLength } };
  } else if (digits < 6 || digits > 15) {
    return { id: 'validation.mobileInvalid' };
  }
  return undefined;
}

export function findCountry<C extends MobileCountry>(countries: ReadonlyArray<C>, code: string): C | undefined {
  return countries.find((country) => country.code === code) ?? countries[0];
}
