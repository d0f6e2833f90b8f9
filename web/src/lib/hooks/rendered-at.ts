/** The element the server-rendered page names its render time in (entry-server.tsx writes it). */
export const RENDERED_AT_NAME = 'saola-rendered-at';

/** The time a server-rendered page was rendered at, once: undefined for a page the browser renders itself. */
export function takeRenderedAt(doc: Document = document): number | undefined {
  const element = doc.querySelector(`meta[name="${RENDERED_AT_NAME}"]`);
  if (element === null) return undefined;
  element.remove();
  const time = Number(element.getAttribute('content'));
  return Number.isSafeInteger(time) && time > 0 ? time : undefined;
}
