import { createElement, type ComponentType } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQueryRefHandlers, useReadQuery, type QueryRef } from '@apollo/client/react';
import { memberPagePath, type MemberPageKey } from '../../../config/paths';
import {
  dateRange,
  readRecordFilters,
  recordFilterSearch,
  type RecordFilterValues,
} from '../../../lib/date/record-filters';
import type { CentrePageModule } from '../centre-page';
import { defineMemberPage, type MemberPageProps } from './define-member-page';

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

/** What a records page takes: the viewer's fragment, the route's variables, its filters and its next pages. */
export interface RecordsPageProps<Viewer> extends ReturnType<typeof useRecordsNavigation> {
  viewer: Viewer;
  variables: Record<string, unknown>;
}

/**
 * A records page's route module (bets, account changes, bonuses): the page's query, read with the variables from
 * the URL (`recordsFilter`), and the records page over the viewer it read.
 */
export function defineRecordsPage<Viewer, TVariables extends OperationVariables>(options: {
  query: TypedDocumentNode<{ viewer?: Viewer | null }, TVariables>;
  page: MemberPageKey;
  variables: (url: URL) => TVariables;
  Records: ComponentType<RecordsPageProps<Viewer>>;
}): CentrePageModule {
  const { query, page, variables: variablesOf, Records } = options;
  function RecordsRoute({ queryRef, variables }: MemberPageProps<{ viewer?: Viewer | null }, TVariables>) {
    const { data } = useReadQuery(queryRef);
    const navigation = useRecordsNavigation(queryRef as QueryRef<unknown, { after?: string | null }>, memberPagePath(page));
    return data.viewer ? createElement(Records, { viewer: data.viewer, variables, ...navigation }) : null;
  }
  return defineMemberPage({ query, variables: variablesOf, Page: RecordsRoute });
}
