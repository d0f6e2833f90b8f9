import type { RecordFilterValues } from '../../lib/date/record-filters';

/** A report narrowed to one account of the team (a row's account, clicked). */
export interface DownlineFilter {
  id: string;
  account: string;
}

/** What a report page of the agent centre gets from its route: the URL's filters and the ways to change them. */
export interface ReportControls {
  /** The route query's variables: the page's fragment reads its list by them. */
  variables: Record<string, unknown>;
  filters: RecordFilterValues;
  downline: DownlineFilter | null;
  onFilter: (values: RecordFilterValues) => void;
  onDownline: (downline: DownlineFilter | null) => void;
  onLoadMore: (after: string) => Promise<unknown>;
}
