export { altchaVerifier, ALTCHA_LIFETIME_MS } from './altcha-verifier.js';
export { createHumanVerification, humanVerificationOver, type HumanVerification } from './human-verification.js';
export { memoryGuard, type ReplayGuard } from './replay-guard.js';
export { hostedChallengeOrigins } from './hosted-origins.js';
export { siteverifyVerifier } from './siteverify-verifier.js';
export type { ChallengeProvider, ChallengeSetup, ChallengeVerifier, VerifiedChallenge } from './verifier.js';
