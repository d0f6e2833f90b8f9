import type { FastifyRequest } from 'fastify';
import type { CachePolicy } from '../../infra/cache/index.js';

/**
 * What one request's answer was built from, recorded while its resolvers run. The fast path reuses an answer
 * only if it came from shared (PUBLIC) cache entries alone, and keeps it no longer than those entries stay fresh.
 */
export class RequestExposure {
  /** A private or uncached platform call was made: the answer may be this visitor's alone. */
  private personal = false;
  private sharedReads = 0;
  /** A resolver asked who is logged in (even to hear "nobody"): the answer may differ for a member. */
  askedWho = false;
  /** Per-visitor reads (the region check) make the answer valid for this client IP only. */
  varyByIp = false;
  /** The cache keys read: deleting any of them drops the answer. */
  readonly tags = new Set<string>();
  freshUntil = Number.POSITIVE_INFINITY;
  staleWhileRevalidateMs = Number.POSITIVE_INFINITY;
  /** How long past freshness the answer may stand in while the platform fails (the shortest of its reads'). */
  staleIfErrorMs = Number.POSITIVE_INFINITY;

  sharedRead(key: string, policy: CachePolicy, perVisitorIp: boolean): void {
    this.sharedReads++;
    this.tags.add(key);
    if (perVisitorIp) this.varyByIp = true;
    this.staleWhileRevalidateMs = Math.min(this.staleWhileRevalidateMs, policy.staleWhileRevalidateMs);
    this.staleIfErrorMs = Math.min(this.staleIfErrorMs, policy.staleIfErrorMs);
  }

  /** Cache observer: the value just read is fresh until then. */
  readonly freshFor = (freshUntil: number): void => {
    this.freshUntil = Math.min(this.freshUntil, freshUntil);
  };

  readonly sessionRead = (): void => {
    this.askedWho = true;
  };

  privateRead(): void {
    this.personal = true;
  }

  /** Nothing read was this visitor's own, nor asked who they are: anyone else would get the same answer. */
  get sameForEveryone(): boolean {
    return !this.personal && !this.askedWho && !this.varyByIp;
  }

  /** Shared reads only, and at least one (an answer that read nothing has no known lifetime). */
  get reusable(): boolean {
    return !this.personal && this.sharedReads > 0;
  }
}

const exposures = new WeakMap<FastifyRequest, RequestExposure>();

/** The request's exposure, created by the context factory and read back by the fast path once the answer is sent. */
export function exposureOf(request: FastifyRequest): RequestExposure {
  let exposure = exposures.get(request);
  if (exposure === undefined) {
    exposure = new RequestExposure();
    exposures.set(request, exposure);
  }
  return exposure;
}

export function recordedExposure(request: FastifyRequest): RequestExposure | undefined {
  return exposures.get(request);
}
