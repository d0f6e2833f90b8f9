import { useLocation, useNavigate } from 'react-router';
import { useQueryRefHandlers, type QueryRef } from '@apollo/client/react';
import {
  dateRange,
  readRecordFilters,
  recordFilterSearch,
  type RecordFilterValues,
} from '../../../lib/date/record-filters';

export const recordsPageSize = 20;

/** The filter of a records page from its URL: the days, and the type (named `typeField`) when it is one of `types`. */
export function recordsFilter<Type extends string, TypeField extends string>(url: URL, types: readonly Type[], typeField: TypeField) {
  const values = readRecordFilters(url.searchParams);
  const type = (types as readonly string[]).includes(values.type) ? (values.type as Type) : null;
  return { range: dateRange(values), [typeField]: type } as { range: ReturnType<typeof dateRange> } & Record<TypeField, Type | null>;
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
