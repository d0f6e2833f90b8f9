import type { Logger } from 'pino';

const repeatAfterMs = 60_000;

export interface OutageLog {
  failed(operation: string, error: unknown): void;
  recovered(): void;
}

/**
 * Logs a Redis outage once when it starts (and once a minute while it lasts), not once per request:
 * a dead Redis under load would otherwise flood the logs with thousands of identical lines.
 */
export function createOutageLog(logger: Logger): OutageLog {
  let down = false;
  let lastLoggedAt = 0;
  let suppressed = 0;

  return {
    failed(operation, error) {
      const now = Date.now();
      if (down && now - lastLoggedAt < repeatAfterMs) {
        suppressed++;
        return;
      }
      logger.warn({ operation, err: error, suppressed }, 'Redis cache unavailable; serving from memory and the platform');
      down = true;
      lastLoggedAt = now;
      suppressed = 0;
    },
    recovered() {
      if (!down) return;
      logger.info({ suppressed }, 'Redis cache available again');
      down = false;
      suppressed = 0;
    },
  };
}
