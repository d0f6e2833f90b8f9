import { safeLink } from './safe-link.js';

/**
 * Picture addresses as the browser should load them. The platform sends absolute URLs for game icons but
 * site-relative paths for some pictures; those are resolved against the media origin (config MEDIA_ORIGINS,
 * or the CDN the platform names), which the CSP's img-src allows. Anything else fails the link rule: null.
 */
export function mediaUrl(value: string | null | undefined, base: string | undefined): string | null {
  const link = safeLink(value);
  if (link === null || !link.startsWith('/')) return link;
  if (base === undefined) return null;
  try {
    return new URL(link, base).href;
  } catch {
    return null;
  }
}
