/** The spec's image cache (001 §9): 200 pictures. */
const CAPACITY = 200;
// Insertion order is recency: the first entry is the least recently used.
const loaded = new Set<string>();

/** Whether `url` loaded earlier this visit (then a picture mounted again shows at once, without waiting). */
export function wasLoaded(url: string): boolean {
  if (!loaded.delete(url)) return false;
  loaded.add(url);
  return true;
}

export function rememberLoaded(url: string): void {
  loaded.delete(url);
  loaded.add(url);
  if (loaded.size > CAPACITY) loaded.delete(loaded.values().next().value as string);
}
