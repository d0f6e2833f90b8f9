/** Only http(s) links reach the browser: a `javascript:` link in platform data must never become clickable. */
export function safeLink(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const raw = value.trim();
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? raw : null;
  } catch {
    return null;
  }
}
