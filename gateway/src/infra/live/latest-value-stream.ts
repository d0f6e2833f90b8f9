/**
 * One subscriber's values as an async iterator (what a GraphQL subscribe resolver returns). Only the newest
 * value waits: a balance or a board that changed twice before the client took the first needs only the second,
 * so a slow stream holds one pending value, never a growing queue.
 */
export class LatestValueStream<T> implements AsyncIterableIterator<T> {
  private pending: { value: T } | undefined;
  private waiting: ((result: IteratorResult<T>) => void) | undefined;
  private done = false;

  constructor(private readonly onEnd: () => void) {}

  push(value: T): void {
    if (this.done) return;
    if (this.waiting !== undefined) {
      const resolve = this.waiting;
      this.waiting = undefined;
      resolve({ value, done: false });
    } else {
      this.pending = { value };
    }
  }

  next(): Promise<IteratorResult<T>> {
    if (this.pending !== undefined) {
      const { value } = this.pending;
      this.pending = undefined;
      return Promise.resolve({ value, done: false });
    }
    if (this.done) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => (this.waiting = resolve));
  }

  return(): Promise<IteratorResult<T>> {
    if (!this.done) {
      this.done = true;
      this.pending = undefined;
      this.waiting?.({ value: undefined, done: true });
      this.waiting = undefined;
      this.onEnd();
    }
    return Promise.resolve({ value: undefined, done: true });
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<T> {
    return this;
  }
}
