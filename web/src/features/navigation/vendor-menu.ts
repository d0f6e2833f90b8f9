/** Spec 001 §2: a dropdown lists at most 11 vendors. */
export const maxDropdownVendors = 11;

/** Centring is dropped from this many vendors on (spec 000 §9). */
export const leftAlignFrom = 6;

/** What a category's dropdown shows: the first 11 vendors, and a More link exactly when 11 are shown. */
export function dropdownVendors<T>(vendors: readonly T[]): { shown: T[]; showMore: boolean; centred: boolean } {
  const shown = vendors.slice(0, maxDropdownVendors);
  return { shown, showMore: shown.length === maxDropdownVendors, centred: shown.length < leftAlignFrom };
}
