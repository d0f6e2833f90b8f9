/**
 * Spec 000 §9 and 001 §8: a script chunk that has not loaded within 120 seconds fails ("page load took too long,
 * check network") rather than leaving the page waiting for ever. Tests shorten nothing: they advance the page's
 * clock past this (Playwright's page.clock) while the chunk is held back.
 */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** TIMEOUT: nothing came within the deadline; FAILED: the download itself failed (offline, a lost deploy). */
export type ChunkFailure = 'TIMEOUT' | 'FAILED';

export class ChunkLoadError extends Error {
  constructor(
    readonly failure: ChunkFailure,
    options?: ErrorOptions,
  ) {
    super(failure === 'TIMEOUT' ? `script chunk not loaded within ${CHUNK_LOAD_TIMEOUT_MS} ms` : 'script chunk failed to load', options);
    this.name = 'ChunkLoadError';
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError;
}

/** `load` (a lazy part's import) failing as a ChunkLoadError, and after the deadline when it has not settled. */
export function withChunkDeadline<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkLoadError('TIMEOUT')), CHUNK_LOAD_TIMEOUT_MS);
      load().then(
        (module) => {
          clearTimeout(timer);
          resolve(module);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(new ChunkLoadError('FAILED', { cause: error }));
        },
      );
    });
}
