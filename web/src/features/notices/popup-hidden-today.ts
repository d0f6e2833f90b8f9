import { formatLocalDate } from '../../lib/date/local-date-time';

/** localStorage key holding the day (yyyy-MM-dd) on which popup notices were hidden. */
export const popupHiddenKey = 'saola.popupNotices.hiddenOn';

export function popupsHiddenToday(now = new Date()): boolean {
  try {
    return window.localStorage.getItem(popupHiddenKey) === formatLocalDate(now);
  } catch {
    // Storage can be off (private mode, policies): then popups simply show.
    return false;
  }
}

export function hidePopupsForToday(now = new Date()): void {
  try {
    window.localStorage.setItem(popupHiddenKey, formatLocalDate(now));
  } catch {
    // Nothing to remember without storage.
  }
}
