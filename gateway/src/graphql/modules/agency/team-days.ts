import type { DateRangeInput } from '../../../__generated__/schema-types.js';
import { timeWindow } from '../../values/date-range.js';

/** Vietnam is UTC+7 all year: the platform's team reports count its calendar days. */
const VIETNAM_OFFSET_MS = 7 * 3600_000;

const vietnamDay = (ms: number): string => new Date(ms + VIETNAM_OFFSET_MS).toISOString().slice(0, 10);

/** A report's range as the platform's inclusive Vietnam days; no range: no bounds (the whole history). */
export function teamDays(range: DateRangeInput | null | undefined): { startDate?: string; endDate?: string } {
  const window = timeWindow(range);
  if (!('startTime' in window)) return {};
  return { startDate: vietnamDay(window.startTime), endDate: vietnamDay(window.endTime) };
}
