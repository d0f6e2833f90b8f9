import type { RequestSmsCodeInput, UserError } from '../../../__generated__/schema-types.js';
import { SMS_LOCK_SECONDS } from '../../../infra/throttle/create-throttles.js';
import { calls, UpstreamError } from '../../../infra/upstream/index.js';
import type { Platform } from '../../platform/platform.js';
import type { RequestScope, ServiceSettings } from '../../platform/request-scope.js';
import type { SiteModel, SiteService } from '../site/index.js';
import { checkMobile, type CheckedMobile } from './mobile-number.js';
import { platformRejection } from './platform-rejections.js';
import { challengeStep, type ChallengeFields } from './challenge-step.js';
import { featureDisabled, isInvalid, rateLimited, userError } from '../../shared/user-errors.js';

interface SmsResult {
  resendAfterSeconds: number | null;
  userErrors: UserError[];
}

/** With third-party (Firebase) SMS the resend countdown is one minute (spec 000 section 4). */
const THIRD_PARTY_RESEND_SECONDS = 60;
/**
 * A reset code's countdown is not read from the platform's answer: only a registered number gets one, and a
 * countdown that differed would tell it from an unknown number. Five minutes, the lifetime the platform gives codes.
 */
const RESET_RESEND_SECONDS = 300;

const refused = (userErrors: UserError[]): SmsResult => ({ resendAfterSeconds: null, userErrors });

/** Whether this site sends codes for the purpose at all (the send button exists only then). */
function purposeEnabled(site: SiteModel, input: RequestSmsCodeInput): boolean {
  switch (input.purpose) {
    case 'LOGIN':
      return site.loginOptions.smsLogin;
    case 'RESET_PASSWORD':
      return site.loginOptions.phonePasswordRecovery;
    case 'REGISTER': {
      const { features } = site;
      const methodOn =
        input.registrationMethod === 'USERNAME'
          ? features.usernameRegistration
          : input.registrationMethod === 'MOBILE'
            ? features.mobileRegistration
            : features.usernameRegistration || features.mobileRegistration;
      return features.registrationSmsVerification && methodOn;
    }
  }
}

/** The send button's countdown: the code's lifetime (expiredMinutes × 60) or a fixed one (see above). */
function resendAfterSeconds(site: SiteModel, input: RequestSmsCodeInput, expiredMinutes: unknown): number {
  if (site.loginOptions.thirdPartySms) return THIRD_PARTY_RESEND_SECONDS;
  if (input.purpose === 'RESET_PASSWORD') return RESET_RESEND_SECONDS;
  const minutes = typeof expiredMinutes === 'number' && expiredMinutes > 0 ? expiredMinutes : 1;
  return Math.round(minutes * 60);
}

/**
 * SMS code sends. The number is checked here first; then the number's platform lock and this client's
 * one-a-second budget are honoured without asking the platform, which locks a number for 5 minutes itself.
 */
export class SmsCodes {
  constructor(
    private readonly platform: Platform,
    private readonly deps: ServiceSettings,
    private readonly scope: RequestScope,
    private readonly site: SiteService,
  ) {}

  async request(input: RequestSmsCodeInput): Promise<SmsResult> {
    const site = await this.site.site();
    if (!purposeEnabled(site, input)) return refused([featureDisabled('purpose')]);
    const mobile = checkMobile(input.mobile, input.countryDialingCode, await this.site.countries());
    if (isInvalid(mobile)) return refused(mobile.errors);

    const { smsNumberLock, smsPerClient } = this.deps.throttles;
    const numberKey = `${mobile.value.countryDialingCode}${mobile.value.national}`;
    const locked = await smsNumberLock.check(numberKey);
    if (!locked.allowed) return refused([rateLimited('mobile', locked.retryAfterSeconds)]);
    // Before the client's budget: a request without a solved challenge must not use up a real visitor's send.
    const challenge = await challengeStep(this.deps.humanVerification, site, input.challenge, this.scope.clientIp);
    if ('refused' in challenge) return refused([challenge.refused]);
    const client = await smsPerClient.take(this.scope.clientIp);
    if (!client.allowed) return refused([rateLimited(null, client.retryAfterSeconds)]);

    let expiredMinutes: unknown;
    try {
      ({ expiredMinutes } = await this.send(input, mobile.value, challenge.fields));
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      if (error.upstreamCode === 'TOO_MANY_REQUESTS' || error.code === 'RATE_LIMITED') {
        await smsNumberLock.lock(numberKey, SMS_LOCK_SECONDS);
        return refused([rateLimited('mobile', SMS_LOCK_SECONDS)]);
      }
      if (error.upstreamCode === 'USER_NOT_EXIST') {
        // A reset must not tell which numbers have an account: an unknown one is answered as if a code went out.
        if (input.purpose === 'RESET_PASSWORD') return { resendAfterSeconds: resendAfterSeconds(site, input, undefined), userErrors: [] };
        return refused([userError('mobile', 'INVALID_MOBILE', 'This mobile number is not registered.')]);
      }
      const known = platformRejection(error, { mobile: 'mobile' });
      if (known === undefined) throw error;
      return refused([known]);
    }
    return { resendAfterSeconds: resendAfterSeconds(site, input, expiredMinutes), userErrors: [] };
  }

  private send(input: RequestSmsCodeInput, mobile: CheckedMobile, challenge: ChallengeFields): Promise<{ expiredMinutes?: unknown }> {
    if (input.purpose === 'REGISTER') {
      // Both registration forms use the same call; it names the number mobileNo.
      const body = { mobileNo: mobile.national, countryDialingCode: mobile.countryDialingCode, ...challenge };
      return this.platform.write(calls.smsRegister, body);
    }
    const body = { mobileNum: mobile.national, countryDialingCode: mobile.countryDialingCode, ...challenge };
    return this.platform.write(calls.smsNoLogin, body);
  }
}
