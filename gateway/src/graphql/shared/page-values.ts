/**
 * The platform's two page shapes, as its calls answer them: the /wps reports, funds, points and rewards pages
 * (`content`, `pageNum`), and the agency and contract pages (`list`, `pageNo`).
 */
export interface PageValue<T> {
  content: T[];
  pageNum: number;
  pageSize: number;
  totalPages: number;
  totalCount: number;
}

export interface ListPageValue<T> {
  list: T[];
  pageNo: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
}
