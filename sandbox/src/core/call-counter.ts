/** Requests that reached the sandbox on platform paths, keyed `"<METHOD> <path>"` without the query string. */
export class CallCounter {
  private readonly counts = new Map<string, number>();

  record(method: string, path: string): void {
    const key = `${method} ${path}`;
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }

  snapshot(): Record<string, number> {
    return Object.fromEntries(this.counts);
  }

  clear(): void {
    this.counts.clear();
  }
}
