/** What a PUBLIC value depends on besides its arguments: the merchant's site and the display language. */
export interface CacheScope {
  merchant: string;
  language: string;
}

/**
 * `merchant:language:resource[:args]`, stable for equal arguments whatever their order. Components are
 * URI-encoded so a `:` inside one cannot make two different keys collide.
 */
export function cacheKey(scope: CacheScope, resource: string, args?: Record<string, unknown>): string {
  const base = [scope.merchant, scope.language, resource].map(encodeURIComponent).join(':');
  if (args === undefined) return base;
  const canonical = stableJson(args);
  return canonical === '{}' ? base : `${base}:${canonical}`;
}

/** JSON with object keys sorted at every depth and undefined members left out. */
function stableJson(value: unknown): string {
  if (value instanceof Date) return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined ? 'null' : stableJson(item))).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.entries(value as Record<string, unknown>)
      .filter(([, member]) => member !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, member]) => `${JSON.stringify(name)}:${stableJson(member)}`);
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
