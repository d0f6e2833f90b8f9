import type { LiveBus } from './live-bus.js';

/** One replica without Redis: events go straight to this process's listeners, and every lease is its own. */
export function memoryBus(): LiveBus {
  const listeners = new Map<string, Set<(value: string) => void>>();
  const latest = new Map<string, { value: string; until: number }>();
  const claims = new Map<string, number>();
  return {
    async publish(topic, value, ttlMs, announce = true) {
      latest.set(topic, { value, until: Date.now() + ttlMs });
      if (announce) for (const listener of [...(listeners.get(topic) ?? [])]) listener(value);
    },
    listen(topic, onValue) {
      const set = listeners.get(topic) ?? new Set();
      listeners.set(topic, set.add(onValue));
      return () => {
        set.delete(onValue);
        if (set.size === 0) listeners.delete(topic);
      };
    },
    async latest(topic) {
      const kept = latest.get(topic);
      if (kept === undefined || kept.until <= Date.now()) return undefined;
      return kept.value;
    },
    async hold() {
      return true;
    },
    async release() {},
    async claim(key, ttlMs) {
      const now = Date.now();
      if ((claims.get(key) ?? 0) > now) return false;
      claims.set(key, now + ttlMs);
      // Expired claims go, so the map holds only the signals of the last few seconds.
      if (claims.size > 1_000) for (const [name, until] of claims) if (until <= now) claims.delete(name);
      return true;
    },
    async close() {
      listeners.clear();
    },
  };
}
