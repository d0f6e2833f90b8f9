import { useSyncExternalStore } from 'react';

/**
 * Up to this width the centres are a menu screen and full-width pages; their stylesheets (MemberCentrePanel,
 * AgentCentrePanel, RecordTable) break at the same width.
 */
export const phoneWidthQuery = '(max-width: 720px)';

export function isPhoneWidth(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(phoneWidthQuery).matches;
}

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(phoneWidthQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the screen is phone-wide now, following rotations and resizes. */
export function usePhoneWidth(): boolean {
  return useSyncExternalStore(subscribe, isPhoneWidth, () => false);
}
