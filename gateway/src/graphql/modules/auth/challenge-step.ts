import type { UserError } from '../../../__generated__/schema-types.js';
import type { HumanVerification } from '../../../infra/human-verification/index.js';
import { userError } from '../../shared/user-errors.js';
import type { SiteModel } from '../site/index.js';

/**
 * Where the platform's login and SMS payloads carry a challenge result (spec 000 §3 "fields from a
 * human-verification (challenge) step"; the names are ours, sandbox/docs/identity.md): which service and its proof.
 */
export interface ChallengeFields {
  challengeProvider?: string;
  challengeResponse?: string;
}

export const verificationRequired = (): UserError =>
  userError('challenge', 'VERIFICATION_REQUIRED', 'Complete the verification first.');

/**
 * The human-verification step before a login or an SMS send. A response is checked here (and spent: a replay is
 * refused) whenever one is sent; none is needed while the platform does not require it. A refusal is a userError,
 * so the platform never sees a request that it would refuse for a missing challenge.
 */
export async function challengeStep(
  verification: HumanVerification,
  site: SiteModel,
  response: string | null | undefined,
  clientIp: string,
): Promise<{ fields: ChallengeFields } | { refused: UserError }> {
  if ((response?.trim() ?? '') === '') {
    return site.loginOptions.humanVerificationRequired ? { refused: verificationRequired() } : { fields: {} };
  }
  const verified = await verification.verify(response, clientIp);
  if (verified === null) return { refused: verificationRequired() };
  return { fields: { challengeProvider: verified.provider, challengeResponse: verified.response } };
}
