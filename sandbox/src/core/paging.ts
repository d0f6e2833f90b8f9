import { integerIn } from './request-input.js';

export const MAX_PAGE_SIZE = 100;

export interface PageRequest {
  pageNum: number;
  pageSize: number;
}

/** `pageNum` (1-based, default 1) and `pageSize` (1–100, default 10) from the query. */
export function pageRequest(query: Readonly<Record<string, string>>, defaultSize = 10): PageRequest {
  return {
    pageNum: integerIn(query, 'pageNum', 1, 100_000, 1),
    pageSize: integerIn(query, 'pageSize', 1, MAX_PAGE_SIZE, defaultSize),
  };
}

/** The platform's page shape (as `MCSFE_getFavoriteGamesList`): `{content, pageNum, pageSize, totalPages, totalCount}`. */
export function pageOf<T>(items: readonly T[], { pageNum, pageSize }: PageRequest) {
  const start = (pageNum - 1) * pageSize;
  return {
    content: items.slice(start, start + pageSize),
    pageNum,
    pageSize,
    totalPages: Math.ceil(items.length / pageSize),
    totalCount: items.length,
  };
}
