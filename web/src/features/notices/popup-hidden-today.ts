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

/** sessionStorage key set once the popup notices have shown in this visit (tab session). */
export const popupShownKey = 'saola.popupNotices.shown';

/** The popup notices show once per visit: coming back to the home page does not bring them again. */
export function popupsShownThisVisit(): boolean {
  try {
    return window.sessionStorage.getItem(popupShownKey) !== null;
  } catch {
    return false;
  }
}

export function rememberPopupsShown(): void {
  try {
    window.sessionStorage.setItem(popupShownKey, '1');
  } catch {
    // Without storage they show on each arrival, as before.
  }
}
