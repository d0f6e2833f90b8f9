import { safeLink } from './safe-link.js';

/**
 * Picture addresses as the browser should load them. The platform sends absolute URLs for game icons but
 * site-relative paths for some pictures; those are prefixed with the media origin (config MEDIA_ORIGINS, or the
 * CDN the platform names), which the CSP's img-src allows. Anything else fails the link rule: null.
 */
export function mediaUrl(value: string | null | undefined, base: string | undefined): string | null {
  const link = safeLink(value);
  if (link === null || !link.startsWith('/')) return link;
  if (base === undefined) return null;
  try {
    // The base is prefixed, as the platform's clients do: a CDN may sit under a path of its host.
    return new URL(`${base.replace(/\/+$/, '')}${link}`).href;
  } catch {
    return null;
  }
}
