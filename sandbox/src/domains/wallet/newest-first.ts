/** Newest first by a moment; items of the same moment keep the later-created one first. */
export function newestFirst<T>(items: readonly T[], momentOf: (item: T) => number): T[] {
  return [...items].reverse().sort((a, b) => momentOf(b) - momentOf(a));
}
