/** One feed's stream in a merge, and how each of its values becomes the merged stream's event. */
export interface FeedSource<T> {
  source: AsyncIterator<unknown>;
  event: (value: unknown) => T;
}

interface Ready<T> {
  from: FeedSource<T>;
  value: T;
}

/**
 * Several feeds' streams as one (what a `liveFeeds` subscribe resolver returns), in the order their values come.
 * Each feed is asked for its next value only once the merged stream has taken the previous one, so a slow client
 * holds at most one value per feed here (and the feed's own stream keeps only its newest): never a growing queue.
 * The first feed that ends ends them all, so the client reconnects and gets every feed afresh.
 */
export class MergedFeeds<T> implements AsyncIterableIterator<T> {
  private readonly ready: Ready<T>[] = [];
  private waiting: { resolve: (result: IteratorResult<T>) => void; reject: (error: unknown) => void } | undefined;
  private failure: { error: unknown } | undefined;
  private done = false;

  constructor(private readonly feeds: readonly FeedSource<T>[]) {
    for (const feed of feeds) this.pull(feed);
  }

  next(): Promise<IteratorResult<T>> {
    const first = this.ready.shift();
    if (first !== undefined) {
      this.pull(first.from);
      return Promise.resolve({ value: first.value, done: false });
    }
    if (this.failure !== undefined) return Promise.reject(this.failure.error);
    if (this.done) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve, reject) => (this.waiting = { resolve, reject }));
  }

  async return(): Promise<IteratorResult<T>> {
    if (!this.done) {
      this.done = true;
      this.ready.length = 0;
      this.waiting?.resolve({ value: undefined, done: true });
      this.waiting = undefined;
      await Promise.all(this.feeds.map(({ source }) => source.return?.()));
    }
    return { value: undefined, done: true };
  }

  async throw(error: unknown): Promise<IteratorResult<T>> {
    await this.return();
    throw error;
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<T> {
    return this;
  }

  private pull(from: FeedSource<T>): void {
    from.source.next().then(
      (result) => {
        if (this.done) return;
        if (result.done === true) {
          void this.return();
          return;
        }
        const value = from.event(result.value);
        const waiting = this.waiting;
        if (waiting === undefined) {
          this.ready.push({ from, value });
          return;
        }
        this.waiting = undefined;
        waiting.resolve({ value, done: false });
        this.pull(from);
      },
      (error: unknown) => {
        if (this.done) return;
        this.failure = { error };
        const waiting = this.waiting;
        this.waiting = undefined;
        void this.return().then(() => waiting?.reject(error));
      },
    );
  }
}
