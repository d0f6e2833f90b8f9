/** Where streams are refused the winners boards are polled: the gateway keeps them fresh for 10 s, so 30 s shows each new win. */
export const WINNERS_POLL_MS = 30_000;
const MIN_POLL_MS = 1_000;

/**
 * TEST-ONLY knob: `localStorage.winnersPollMs` (milliseconds, at least 1000) shortens the refresh so an
 * end-to-end test need not wait half a minute. Players never set it; without it the board polls every 30 s.
 */
export const WINNERS_POLL_STORAGE_KEY = 'winnersPollMs';

export function winnersPollInterval(): number {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(WINNERS_POLL_STORAGE_KEY);
  } catch {
    // Storage can be blocked (privacy settings): the default applies.
  }
  const ms = Number(stored);
  return stored !== null && Number.isFinite(ms) && ms >= MIN_POLL_MS ? ms : WINNERS_POLL_MS;
}
