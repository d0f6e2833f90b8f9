import { useLiveSiteStatus } from './live-site-status';

/** The site status stream, loaded after the first paint (the first-paint budget): renders nothing. */
export function LiveSiteStatus() {
  useLiveSiteStatus();
  return null;
}
