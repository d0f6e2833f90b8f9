/** Spec 001 §9: notices come 9 to a page. */
export const noticesPerPage = 9;

export function pageCount(totalCount: number): number {
  return Math.max(1, Math.ceil(totalCount / noticesPerPage));
}

/** The 1-based page that holds the notice at `index` of the list. */
export function pageOfIndex(index: number): number {
  return Math.floor(Math.max(0, index) / noticesPerPage) + 1;
}

/** How many notices must be loaded to show `page` in full (or to the end). */
export function neededForPage(page: number, totalCount: number): number {
  return Math.min(page * noticesPerPage, totalCount);
}

export function pageSlice<T>(items: readonly T[], page: number): T[] {
  return items.slice((page - 1) * noticesPerPage, page * noticesPerPage);
}
