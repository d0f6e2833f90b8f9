import { createHash } from 'node:crypto';
import type { ChallengeVerifier } from './verifier.js';

/**
 * The two services merchants already use, which check their tokens at a siteverify endpoint of their own. Not
 * reachable from the offline test machines: `verifyUrl` and `fetch` are parameters so the request and the reading
 * of the answer are tested against a stand-in, and only the service itself is not.
 */
const SITEVERIFY = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
} as const;

/** Both services keep a token valid for a few minutes and refuse it a second time themselves. */
const TOKEN_LIFETIME_MS = 5 * 60 * 1000;
const MAX_TOKEN_LENGTH = 4096;

export interface SiteverifyOptions {
  provider: 'turnstile' | 'recaptcha';
  siteKey: string;
  secretKey: string;
  verifyUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export function siteverifyVerifier(options: SiteverifyOptions): ChallengeVerifier {
  const { provider, siteKey, secretKey } = options;
  const url = options.verifyUrl ?? SITEVERIFY[provider];
  const send = options.fetch ?? fetch;
  return {
    setup: { provider, siteKey },
    issue: () => Promise.resolve(null),
    async check(response, clientIp) {
      if (response === '' || response.length > MAX_TOKEN_LENGTH) return { valid: false };
      const body = new URLSearchParams({ secret: secretKey, response, remoteip: clientIp });
      try {
        const answer = await send(url, { method: 'POST', body, signal: AbortSignal.timeout(options.timeoutMs ?? 5_000) });
        const result = (await answer.json()) as { success?: unknown };
        if (result.success !== true) return { valid: false };
      } catch {
        // The service unreachable: the visitor cannot be told apart from a bot, so no login this time.
        return { valid: false };
      }
      return { valid: true, replayKey: createHash('sha256').update(response).digest('base64url'), ttlMs: TOKEN_LIFETIME_MS };
    },
  };
}
