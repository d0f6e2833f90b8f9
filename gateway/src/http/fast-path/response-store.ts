import { LRUCache } from 'lru-cache';
import type { PrecompressedBody } from '../compression/precompressed-body.js';
import type { SharedAnswer } from '../cdn/shared-answer.js';

export interface StoredResponse {
  /** UTF-8, encoded once when stored: sent (and cut into a member's answer) without encoding it again. */
  body: Buffer;
  /** The same bytes with their brotli and gzip forms, each made once for every request that takes it. */
  encoded: PrecompressedBody;
  contentType: string;
  /** Set-Cookie headers sent again with the answer (a region verdict sealed for the one IP the answer is for). */
  setCookies: string[];
  freshUntil: number;
  /** Built by resolvers that asked for the session: a member's answer may differ, so it is never spliced into one. */
  askedWho: boolean;
  /** Past freshUntil and before this, the answer is served while one refresh runs. */
  staleUntil: number;
  tags: string[];
  /** Set when any client may be given this answer as it is (CDN-cacheable over GET; see cdn/shared-answer.ts). */
  shared: SharedAnswer | undefined;
}

/**
 * Answers in memory, bounded by bytes, indexed by the cache keys they were built from so that an invalidated
 * entry takes its answers with it. Answers that depend on the client IP are stored per IP.
 */
export class ResponseStore {
  private readonly answers: LRUCache<string, StoredResponse>;
  private readonly byTag = new Map<string, Set<string>>();
  /** Per operation key: whether its answers differ by client IP (learnt from its first execution). */
  private readonly perIp = new LRUCache<string, boolean>({ max: 10_000 });

  constructor(maxBytes: number) {
    this.answers = new LRUCache({
      maxSize: maxBytes,
      // The compressed forms add about a fifth to a JSON answer.
      sizeCalculation: (answer, key) => Math.ceil(answer.body.length * 1.2) + key.length,
      dispose: (answer, key) => this.untag(key, answer.tags),
    });
  }

  get(operationKey: string, ip: string): StoredResponse | undefined {
    const perIp = this.perIp.get(operationKey);
    if (perIp === undefined) return undefined;
    const answer = this.answers.get(perIp ? `${operationKey}\n${ip}` : operationKey);
    return answer !== undefined && Date.now() < answer.staleUntil ? answer : undefined;
  }

  set(operationKey: string, ip: string, perIp: boolean, answer: StoredResponse): void {
    this.perIp.set(operationKey, perIp);
    const key = perIp ? `${operationKey}\n${ip}` : operationKey;
    this.answers.set(key, answer);
    for (const tag of answer.tags) {
      let keys = this.byTag.get(tag);
      if (keys === undefined) this.byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
  }

  invalidate(tags: string[]): void {
    for (const tag of tags) {
      const keys = this.byTag.get(tag);
      if (keys === undefined) continue;
      for (const key of [...keys]) this.answers.delete(key);
    }
  }

  private untag(key: string, tags: string[]): void {
    for (const tag of tags) {
      const keys = this.byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.byTag.delete(tag);
    }
  }
}
