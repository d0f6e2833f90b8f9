import type { Logger } from 'pino';
import type { HumanVerificationSettings } from '../../config.js';
import type { RedisTarget } from '../redis/index.js';
import { altchaVerifier } from './altcha-verifier.js';
import { createReplayGuard, type ReplayGuard } from './replay-guard.js';
import { siteverifyVerifier } from './siteverify-verifier.js';
import type { ChallengeSetup, ChallengeVerifier, VerifiedChallenge } from './verifier.js';

/** The human-verification step as services use it: what to show, a fresh challenge, and checking a response once. */
export interface HumanVerification {
  readonly setup: ChallengeSetup;
  issue(): Promise<string | null>;
  /** The challenge to pass on to the platform, or null when the response is missing, wrong, expired or replayed. */
  verify(response: string | null | undefined, clientIp: string): Promise<VerifiedChallenge | null>;
  close(): Promise<void>;
}

export function humanVerificationOver(verifier: ChallengeVerifier, guard: ReplayGuard): HumanVerification {
  return {
    setup: verifier.setup,
    issue: () => verifier.issue(),
    async verify(response, clientIp) {
      const given = response?.trim() ?? '';
      if (given === '') return null;
      const checked = await verifier.check(given, clientIp);
      if (!checked.valid) return null;
      if (!(await guard.spend(checked.replayKey, checked.ttlMs))) return null;
      return { provider: verifier.setup.provider, response: given };
    },
    close: () => guard.close(),
  };
}

export function createHumanVerification(options: {
  settings: HumanVerificationSettings;
  redis: RedisTarget | undefined;
  namespace: string;
  logger: Logger;
}): HumanVerification {
  const { settings } = options;
  const verifier = settings.provider === 'altcha' ? altchaVerifier(settings.hmacKey) : siteverifyVerifier(settings);
  return humanVerificationOver(verifier, createReplayGuard(options));
}
