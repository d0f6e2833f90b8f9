/** The challenge providers a merchant may use (HUMAN_VERIFICATION). */
export type ChallengeProvider = 'altcha' | 'turnstile' | 'recaptcha';

/** What the browser needs to show the provider's widget. */
export interface ChallengeSetup {
  provider: ChallengeProvider;
  /** Turnstile's or reCAPTCHA's public site key; none for ALTCHA. */
  siteKey: string | null;
}

/** A solved challenge the gateway accepted, as the platform's payload carries it on. */
export interface VerifiedChallenge {
  provider: ChallengeProvider;
  /** The provider's proof as the browser sent it (ALTCHA payload, Turnstile or reCAPTCHA token). */
  response: string;
}

/**
 * One provider behind the human-verification step. Each checks a solution its own way (ALTCHA here, offline;
 * Turnstile and reCAPTCHA at their siteverify services); replays are refused around it (replay-guard.ts).
 */
export interface ChallengeVerifier {
  readonly setup: ChallengeSetup;
  /** A fresh ALTCHA challenge (JSON for the widget); null for providers whose widget fetches its own. */
  issue(): Promise<string | null>;
  /** Whether the browser's response proves a solved, unexpired challenge; `replayKey` identifies it for the guard. */
  check(response: string, clientIp: string): Promise<{ valid: false } | { valid: true; replayKey: string; ttlMs: number }>;
}
