import type { FieldMessage } from '../errors/field-message';

/** The records' filters as they stand in the URL: yyyy-MM-dd days (local) and a type. */
export interface RecordFilterValues {
  from: string;
  to: string;
  type: string;
}

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
// The gateway answers BAD_USER_INPUT beyond 90 days.
export const maxRangeDays = 90;

function localDay(day: string, endOfDay: boolean): Date | null {
  if (!dayPattern.test(day)) return null;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const value = endOfDay ? new Date(year, month - 1, date, 23, 59, 59, 999) : new Date(year, month - 1, date);
  return Number.isNaN(value.getTime()) ? null : value;
}

export function readRecordFilters(params: URLSearchParams): RecordFilterValues {
  return { from: params.get('from') ?? '', to: params.get('to') ?? '', type: params.get('type') ?? '' };
}

/** The DateRangeInput of two days (the whole of both), or null without a complete, valid range. */
export function dateRange({ from, to }: Pick<RecordFilterValues, 'from' | 'to'>): { from: string; to: string } | null {
  const start = localDay(from, false);
  const end = localDay(to, true);
  if (!start || !end || end < start) return null;
  if ((end.getTime() - start.getTime()) / 86_400_000 > maxRangeDays) return null;
  return { from: start.toISOString(), to: end.toISOString() };
}

/** What is wrong with the chosen days, as the gateway would see it. */
export function dateRangeError({ from, to }: Pick<RecordFilterValues, 'from' | 'to'>): FieldMessage | null {
  if (!from && !to) return null;
  if (!from || !to) return { id: 'records.range.both' };
  const start = localDay(from, false);
  const end = localDay(to, true);
  if (!start || !end || end < start) return { id: 'records.range.order' };
  if ((end.getTime() - start.getTime()) / 86_400_000 > maxRangeDays) return { id: 'records.range.tooLong', values: { days: maxRangeDays } };
  return null;
}

export function recordFilterSearch(values: RecordFilterValues): string {
  const params = new URLSearchParams();
  if (values.from) params.set('from', values.from);
  if (values.to) params.set('to', values.to);
  if (values.type) params.set('type', values.type);
  const search = params.toString();
  return search ? `?${search}` : '';
}
