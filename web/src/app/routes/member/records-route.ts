import { useLocation, useNavigate } from 'react-router';
import { useQueryRefHandlers, type QueryRef } from '@apollo/client/react';
import {
  dateRange,
  readRecordFilters,
  recordFilterSearch,
  type RecordFilterValues,
} from '../../../features/member-centre/pages/records/record-filters';

export const recordsPageSize = 20;

/** A records page's variables from its URL: the first page, the days, and the type when it is one of `types`. */
export function recordsVariables<Type extends string>(url: URL, types: readonly Type[]) {
  const values = readRecordFilters(url.searchParams);
  const type = (types as readonly string[]).includes(values.type) ? (values.type as Type) : null;
  return { first: recordsPageSize, filter: { range: dateRange(values), type } };
}

/** The filters as shown (from the URL), applying new ones (a navigation, so the loader reads them), next pages. */
export function useRecordsNavigation(queryRef: QueryRef<unknown, { after?: string | null }>, path: string) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const { fetchMore } = useQueryRefHandlers(queryRef);
  const filters = readRecordFilters(new URLSearchParams(search));
  return {
    filters,
    onFilter: (values: RecordFilterValues) => void navigate(`${path}${recordFilterSearch(values)}`),
    onLoadMore: (after: string) => fetchMore({ variables: { after } }),
  };
}
