/**
 * Picture addresses as the browser should load them. The platform sends absolute URLs for game icons but
 * site-relative paths for some pictures; those are resolved against the media origin (config MEDIA_ORIGINS,
 * or the CDN the platform names), which the CSP's img-src allows.
 */
export function mediaUrl(value: string | null | undefined, base: string | undefined): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const raw = value.trim();
  if (/^https?:\/\//i.test(raw)) return raw;
  if (!raw.startsWith('/') || base === undefined) return null;
  try {
    return new URL(raw, base).href;
  } catch {
    return null;
  }
}
