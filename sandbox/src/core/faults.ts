export interface Fault {
  /** An exact path, or a prefix ending in `*`. */
  path: string;
  latencyMs?: number;
  status?: number;
  errorCode?: string;
  /** Destroy the socket without answering. */
  outage?: boolean;
  /** How many matching calls it hits before it disappears; forever when absent. */
  times?: number;
  /**
   * Strike the answer instead of the call: the platform carries the call out, then its answer is delayed,
   * dropped or replaced (an answer lost on the way back, after money moved).
   */
  afterHandling?: boolean;
}

function matches(pattern: string, path: string): boolean {
  return pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : pattern === path;
}

/** Specificity: an exact path beats any prefix, a longer prefix beats a shorter one. */
function specificity(pattern: string): number {
  return pattern.endsWith('*') ? pattern.length : Number.MAX_SAFE_INTEGER;
}

/** Injected faults for platform paths, set through the control API. */
export class FaultBook {
  private faults: Fault[] = [];

  /** A fault for the same path pattern replaces the previous one. */
  add(fault: Fault): void {
    this.faults = [...this.faults.filter((existing) => existing.path !== fault.path), fault];
  }

  list(): readonly Fault[] {
    return this.faults;
  }

  clear(): void {
    this.faults = [];
  }

  /** The fault that hits this call, counting it against `times`. */
  take(path: string): Fault | undefined {
    const hit = this.faults
      .filter((fault) => matches(fault.path, path))
      .sort((left, right) => specificity(right.path) - specificity(left.path))[0];
    if (hit?.times !== undefined) {
      const remaining = hit.times - 1;
      this.faults = this.faults.filter((fault) => fault !== hit);
      if (remaining > 0) this.faults.push({ ...hit, times: remaining });
    }
    return hit;
  }
}
