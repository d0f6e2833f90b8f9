/** Whether this replica can serve: only what truly stops it counts (see health.ts for what is merely degraded). */
export type ReplicaState = 'starting' | 'serving' | 'draining';

/** What /readyz reports of the dependencies; a degraded one is reported, never fatal. */
export interface DependencyChecks {
  cache: 'memory' | 'redis' | 'down';
  throttles: 'memory' | 'redis' | 'down';
  upstream: 'ok' | 'down';
}

export type ReadinessListener = (state: ReplicaState, checks: DependencyChecks) => void;

/** The replica's lifecycle as the load balancer sees it, with a hook for metrics (wt/obs subscribes). */
export class Readiness {
  private current: ReplicaState = 'starting';
  private readonly listeners: ReadinessListener[] = [];

  get state(): ReplicaState {
    return this.current;
  }

  serving(): void {
    if (this.current === 'starting') this.current = 'serving';
  }

  /** Irreversible: a draining replica only finishes what it has. */
  drain(): void {
    this.current = 'draining';
  }

  /** Called after every /readyz check with what it found. */
  watch(listener: ReadinessListener): void {
    this.listeners.push(listener);
  }

  report(checks: DependencyChecks): void {
    for (const listener of this.listeners) listener(this.current, checks);
  }
}
