/**
 * A cache key as a CDN tag (Cache-Tag, Surrogate-Key): URI-encoded so it holds no space, comma or quote, with its
 * `:` separators kept readable (`SAOLA:vi:helpTopics`). The mapping is reversible, so a purge by tag reaches the
 * very key on any replica, including one that never served an answer built from it.
 */
export function tagOfKey(key: string): string {
  return encodeURIComponent(key).replaceAll('%3A', ':');
}

const TAG = /^[A-Za-z0-9%:._~!*'()-]{1,512}$/;

/** The cache key a tag names; undefined for anything tagOfKey could not have written. */
export function keyOfTag(tag: string): string | undefined {
  if (!TAG.test(tag)) return undefined;
  try {
    const key = decodeURIComponent(tag);
    return tagOfKey(key) === tag ? key : undefined;
  } catch {
    return undefined;
  }
}
