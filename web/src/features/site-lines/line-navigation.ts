/** The origin this page was loaded from: the line the player is on now. */
export function currentOrigin(): string {
  return window.location.origin;
}

/** Reloads the site on another line, keeping the page the player is on (path, search and hash). */
export function openOnLine(origin: string, place: { pathname: string; search: string; hash: string }): void {
  window.location.assign(`${origin}${place.pathname}${place.search}${place.hash}`);
}
