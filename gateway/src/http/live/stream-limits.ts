/**
 * Open streams per session and per client address on this replica. A page holds one stream per subscription; a
 * session with more than a few tabs' worth, or an address with more than a household's, is refused rather than
 * allowed to hold sockets without bound. Counted per replica: the balancer spreads one client's streams, so the
 * cluster's bound is the replica's times the replicas.
 */
export class StreamLimits {
  private readonly bySession = new Map<string, number>();
  private readonly byAddress = new Map<string, number>();

  constructor(
    private readonly perSession: number,
    private readonly perAddress: number,
  ) {}

  /** Takes a place for a new stream, or says which limit it would pass; `release` gives the place back once. */
  take(session: string | undefined, address: string): { release: () => void } | 'session' | 'address' {
    if (session !== undefined && (this.bySession.get(session) ?? 0) >= this.perSession) return 'session';
    if ((this.byAddress.get(address) ?? 0) >= this.perAddress) return 'address';
    if (session !== undefined) increment(this.bySession, session, 1);
    increment(this.byAddress, address, 1);
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        if (session !== undefined) increment(this.bySession, session, -1);
        increment(this.byAddress, address, -1);
      },
    };
  }
}

function increment(counts: Map<string, number>, key: string, by: number): void {
  const next = (counts.get(key) ?? 0) + by;
  if (next <= 0) counts.delete(key);
  else counts.set(key, next);
}
