/** What timing one line from this browser gave: its round trip in ms, or that it did not answer in time. */
export type LineMeasurement = { reachable: true; ms: number } | { reachable: false };

export interface ProbeOptions {
  timeoutMs?: number;
  fetcher?: typeof fetch;
  now?: () => number;
}

export const PROBE_TIMEOUT_MS = 5_000;

/**
 * Times one request to a line's health check. no-cors: another origin answers opaquely, which is enough to
 * know it answered; no-store: a cached answer would time the browser, not the line. The path has no query
 * string, which the site's request budget would count against the player.
 */
export async function measureLine(origin: string, options: ProbeOptions = {}): Promise<LineMeasurement> {
  const { timeoutMs = PROBE_TIMEOUT_MS, fetcher = fetch, now = () => performance.now() } = options;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const started = now();
  try {
    await fetcher(`${origin}/healthz`, { mode: 'no-cors', cache: 'no-store', credentials: 'omit', signal: controller.signal });
    return { reachable: true, ms: Math.max(1, Math.round(now() - started)) };
  } catch {
    return { reachable: false };
  } finally {
    clearTimeout(timer);
  }
}

/** The reachable line with the shortest round trip (the first listed on a tie), or null when none answered. */
export function fastestLine(measurements: ReadonlyMap<string, LineMeasurement>): string | null {
  let best: { origin: string; ms: number } | null = null;
  for (const [origin, measurement] of measurements) {
    if (measurement.reachable && (best === null || measurement.ms < best.ms)) best = { origin, ms: measurement.ms };
  }
  return best?.origin ?? null;
}
