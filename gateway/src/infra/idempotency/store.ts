/** What a key holds: a claim on it while its first request runs, then that request's answer for 24 hours. */
export type KeyState =
  | { state: 'running'; fingerprint: string; owner: string }
  | { state: 'done'; fingerprint: string; answer: string };

/** Where first answers are kept: Redis when configured (shared by every replica), else this process's memory. */
export interface IdempotencyStore {
  /** Claims a free key for `owner` (true), or tells what holds it (false: read it with `get`). */
  claim(key: string, fingerprint: string, owner: string, claimTtlMs: number): Promise<boolean>;
  get(key: string): Promise<KeyState | undefined>;
  /** Replaces the owner's claim with the answer, kept for `ttlMs`. */
  complete(key: string, fingerprint: string, answer: string, ttlMs: number): Promise<void>;
  /** Frees the owner's claim (its request never reached the platform), so a retry runs again. */
  release(key: string, owner: string): Promise<void>;
  close(): Promise<void>;
}

export function parseKeyState(json: string | null | undefined): KeyState | undefined {
  if (typeof json !== 'string') return undefined;
  try {
    const value = JSON.parse(json) as Partial<KeyState>;
    if (value.state === 'running' && typeof value.fingerprint === 'string' && typeof value.owner === 'string') return value as KeyState;
    if (value.state === 'done' && typeof value.fingerprint === 'string' && typeof value.answer === 'string') return value as KeyState;
  } catch {
    // A value we cannot read is treated as absent.
  }
  return undefined;
}
