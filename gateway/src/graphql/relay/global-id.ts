/** Opaque Relay ids: base64url of "Type:localId", so clients never build or parse them. */
export function toGlobalId(type: string, localId: string): string {
  return Buffer.from(`${type}:${localId}`, 'utf8').toString('base64url');
}

export function fromGlobalId(globalId: string): { type: string; id: string } | null {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(globalId)) return null;
  const decoded = Buffer.from(globalId, 'base64url').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0 || colon === decoded.length - 1) return null;
  return { type: decoded.slice(0, colon), id: decoded.slice(colon + 1) };
}

/** The local id of a global id of `type`, or undefined for anything else (another type, not an id at all). */
export function localIdOf(type: string, globalId: string | null | undefined): string | undefined {
  const parsed = globalId ? fromGlobalId(globalId) : null;
  return parsed?.type === type ? parsed.id : undefined;
}
