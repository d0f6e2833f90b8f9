import { createElement, type ComponentType } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQueryRefHandlers, useReadQuery, type QueryRef } from '@apollo/client/react';
import type { DateRangeInput, TeamReportFilter } from '../../../gql/graphql';
import { agentPagePath, type AgentPageKey } from '../../../config/paths';
import type { DownlineFilter, ReportControls } from '../../../features/agent-centre/report-controls';
import { dateRange, readRecordFilters, type RecordFilterValues } from '../../../lib/date/record-filters';
import type { CentrePageModule } from '../centre-page';
import { defineAgentPage, type AgentPageProps } from './define-agent-page';

export const reportPageSize = 20;

// Beside the days and the type (the member centre's record filters), a report may be narrowed to one account
// (its id, and its name to show) and grouped: all in the URL, so a reload or a shared link keeps them.
const downlineParam = 'account';
const downlineNameParam = 'accountName';

function readDownline(params: URLSearchParams): DownlineFilter | null {
  const id = params.get(downlineParam);
  return id ? { id, account: params.get(downlineNameParam) ?? '' } : null;
}

/** The days of a report from its URL; null (the whole history) without a complete, valid range. */
export function reportRange(url: URL): DateRangeInput | null {
  return dateRange(readRecordFilters(url.searchParams));
}

/** The team filter (days and one account) of a report from its URL. */
export function reportFilter(url: URL): TeamReportFilter {
  const downline = readDownline(url.searchParams);
  return { range: reportRange(url), downlineId: downline?.id ?? null };
}

/** The URL's `param` (the type, by default) when it is one of `values`. */
export function reportType<Value extends string>(url: Pick<URL, 'searchParams'>, values: readonly Value[], param = 'type'): Value | null {
  const value = url.searchParams.get(param);
  return (values as readonly (string | null)[]).includes(value) ? (value as Value) : null;
}

/** The filters as shown (from the URL) and the ways to change them: a navigation, so the loader reads them. */
export function useReportFilters(page: AgentPageKey): Omit<ReportControls, 'variables' | 'onLoadMore'> {
  const navigate = useNavigate();
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const go = (change: (next: URLSearchParams) => void) => {
    const next = new URLSearchParams(search);
    change(next);
    const query = next.toString();
    void navigate(`${agentPagePath(page)}${query ? `?${query}` : ''}`);
  };
  return {
    filters: readRecordFilters(params),
    downline: readDownline(params),
    onFilter: (values: RecordFilterValues) =>
      go((next) => {
        for (const key of ['from', 'to', 'type'] as const) {
          if (values[key]) next.set(key, values[key]);
          else next.delete(key);
        }
      }),
    onDownline: (downline) =>
      go((next) => {
        if (downline) {
          next.set(downlineParam, downline.id);
          next.set(downlineNameParam, downline.account);
        } else {
          next.delete(downlineParam);
          next.delete(downlineNameParam);
        }
      }),
  };
}

/** A paged report's filters, its variables and its next pages. */
export function useReportControls(
  queryRef: QueryRef<unknown, { after?: string | null }>,
  page: AgentPageKey,
  variables: Record<string, unknown>,
): ReportControls {
  const filters = useReportFilters(page);
  const { fetchMore } = useQueryRefHandlers(queryRef);
  return { ...filters, variables, onLoadMore: (after: string) => fetchMore({ variables: { after } }) };
}

type AgentCentreData<AgentCentre> = { viewer?: { agentCentre: AgentCentre } | null };

interface ReportOptions<AgentCentre, TVariables extends OperationVariables, Props> {
  query: TypedDocumentNode<AgentCentreData<AgentCentre>, TVariables>;
  page: AgentPageKey;
  /** The query's variables from the page's URL (its filters). */
  variables: (url: URL) => TVariables;
  Report: ComponentType<{ agentCentre: AgentCentre } & Props>;
}

/** A report's route module: its query read with the URL's filters, and the report over the agent centre it read. */
function defineReport<AgentCentre, TVariables extends OperationVariables, Props>(
  options: ReportOptions<AgentCentre, TVariables, Props>,
  useControls: (queryRef: QueryRef<AgentCentreData<AgentCentre>, TVariables>, variables: TVariables) => Props,
): CentrePageModule {
  const { query, variables, Report } = options;
  function ReportRoute({ queryRef, variables: read }: AgentPageProps<AgentCentreData<AgentCentre>, TVariables>) {
    const { data } = useReadQuery(queryRef);
    const controls = useControls(queryRef, read);
    return data.viewer ? createElement(Report, { agentCentre: data.viewer.agentCentre, ...controls }) : null;
  }
  return defineAgentPage({ query, variables, Page: ReportRoute });
}

type RangeReportProps<TVariables> = { variables: TVariables; filters: RecordFilterValues; onFilter: (values: RecordFilterValues) => void };

/** A report over a range of days, on one screen (income, team overview): its days can be changed. */
export function defineRangeReport<AgentCentre, TVariables extends OperationVariables & { range?: DateRangeInput | null }>(
  options: Omit<ReportOptions<AgentCentre, TVariables, RangeReportProps<TVariables>>, 'variables'>,
): CentrePageModule {
  // Its query takes the days alone.
  const variables = (url: URL) => ({ range: reportRange(url) }) as TVariables;
  return defineReport({ ...options, variables }, (_queryRef, variables) => {
    const { filters, onFilter } = useReportFilters(options.page);
    return { variables, filters, onFilter };
  });
}

/** A paged report of the team (transactions, wins and losses): days, type and account filters, and next pages. */
export function definePagedReport<AgentCentre, TVariables extends OperationVariables>(
  options: ReportOptions<AgentCentre, TVariables, ReportControls>,
): CentrePageModule {
  return defineReport(options, (queryRef, variables) =>
    useReportControls(queryRef as QueryRef<unknown, { after?: string | null }>, options.page, variables),
  );
}
