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

/** What a page (or a section) of the agent centre reads: its fragment of the agent centre, by the route's variables. */
export interface AgentCentreFragmentProps<Fragment> {
  agentCentre: Fragment;
  /** The route query's variables: the fragment reads its list by them. */
  variables: Record<string, unknown>;
}

/** A list read page by page (announcements, real-time salary periods, the team). */
export interface PagedListProps<Fragment> extends AgentCentreFragmentProps<Fragment> {
  onLoadMore: (after: string) => Promise<unknown>;
}

/** A report over a range of days on one screen (income, team overview): its days can be changed. */
export interface RangeReportProps<Fragment> extends AgentCentreFragmentProps<Fragment> {
  filters: RecordFilterValues;
  onFilter: (values: RecordFilterValues) => void;
}
