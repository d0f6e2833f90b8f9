import type { AccountService, ViewerPayloadModel } from '../account/index.js';
import type { ChallengeProvider } from '../../../infra/human-verification/index.js';
import type {
  HumanVerificationProvider,
  IdentityProvider,
  LoginInput,
  LoginOptions,
  LoginWithProviderInput,
  LoginWithSmsInput,
  RequestSmsCodeInput,
} from '../../../__generated__/schema-types.js';
import type { Platform } from '../../platform/platform.js';
import type { RequestScope, ServiceSettings } from '../../platform/request-scope.js';
import type { LoginOptionsModel, SiteService } from '../site/index.js';
import { CaptchaImages } from './captcha-images.js';
import { FreePlay } from './free-play.js';
import { LoginFlow } from './login-flow.js';
import { checkIdToken, checkSmsCode, validateLogin } from './login-input.js';
import { failedLogin, type LoginResult } from './login-result.js';
import { checkMobile } from './mobile-number.js';
import { endPlatformSession } from './platform-session.js';
import { SmsCodes } from './sms-codes.js';
import { challengeStep } from './challenge-step.js';
import { featureDisabled, isInvalid, userError } from '../../shared/user-errors.js';

type LogoutResult = ViewerPayloadModel;

/** The platform's `firebaseChannel` and the login toggle of each provider. */
const PROVIDERS: Record<IdentityProvider, { channel: string; option: keyof LoginOptions & keyof LoginOptionsModel }> = {
  GOOGLE: { channel: 'google', option: 'google' },
  FACEBOOK: { channel: 'facebook', option: 'facebook' },
  FIREBASE_SMS: { channel: 'sms', option: 'thirdPartySms' },
};

const PROVIDER_NAMES: Record<ChallengeProvider, HumanVerificationProvider> = { altcha: 'ALTCHA', turnstile: 'TURNSTILE', recaptcha: 'RECAPTCHA' };

const notRegistered = userError('mobile', 'INVALID_MOBILE', 'This mobile number is not registered.');

/** Logging in and out in every way the site offers, plus the captcha, SMS and free-play steps around it. */
export class AuthService {
  private readonly flow: LoginFlow;
  private readonly smsCodes: SmsCodes;
  private readonly captchas: CaptchaImages;
  private readonly freePlay: FreePlay;

  constructor(
    private readonly platform: Platform,
    private readonly deps: ServiceSettings,
    private readonly scope: RequestScope,
    private readonly site: SiteService,
    account: AccountService,
  ) {
    this.flow = new LoginFlow(platform, deps, scope, account, site);
    this.smsCodes = new SmsCodes(platform, deps, scope, site);
    this.captchas = new CaptchaImages(platform, deps, scope);
    this.freePlay = new FreePlay(platform, deps, scope, site, account);
  }

  async login(input: LoginInput): Promise<LoginResult> {
    const checked = validateLogin(input);
    if (isInvalid(checked)) return failedLogin(checked.errors);
    const { username, password, captcha } = checked.value;
    const challenge = await this.challenge(input.challenge);
    if ('refused' in challenge) return failedLogin([challenge.refused]);
    return this.flow.run({
      body: { username, password, captcha: captcha ?? '', type: 'username', ...challenge.fields },
      failureKey: `username:${username.toLowerCase()}`,
      fields: { captcha: 'captcha' },
      password,
      captchaSent: captcha !== undefined,
      agentOnly: input.entry === 'AGENT',
    });
  }

  async loginWithSms(input: LoginWithSmsInput): Promise<LoginResult> {
    const site = await this.site.site();
    if (!site.loginOptions.smsLogin) return failedLogin([featureDisabled()]);
    const mobile = checkMobile(input.mobile, input.countryDialingCode, await this.site.countries());
    const code = checkSmsCode(input.smsCode, 'smsCode');
    const errors = [...(isInvalid(mobile) ? mobile.errors : []), ...(isInvalid(code) ? code.errors : [])];
    if (isInvalid(mobile) || isInvalid(code)) return failedLogin(errors);
    const { national, countryDialingCode } = mobile.value;
    const challenge = await this.challenge(input.challenge);
    if ('refused' in challenge) return failedLogin([challenge.refused]);
    return this.flow.run({
      // SMS mode sends the code in the password field (spec 000 section 3, login payload).
      body: { type: 'sms', mobileNum: national, countryDialingCode, password: code.value, ...challenge.fields },
      failureKey: `mobile:${countryDialingCode}${national}`,
      fields: { mobile: 'mobile', smsCode: 'smsCode' },
      overrides: { USER_NOT_EXIST: notRegistered },
    });
  }

  async loginWithProvider(input: LoginWithProviderInput): Promise<LoginResult> {
    const provider = PROVIDERS[input.provider];
    const site = await this.site.site();
    if (!site.loginOptions[provider.option]) return failedLogin([featureDisabled('provider')]);
    const token = checkIdToken(input);
    if (isInvalid(token)) return failedLogin(token.errors);
    return this.flow.run({
      body: { type: 'firebase', firebaseIdToken: token.value, firebaseChannel: provider.channel },
      fields: {},
      overrides: {
        request_param_err: userError('idToken', 'INVALID_CREDENTIALS', 'The sign-in could not be verified.'),
        USER_NOT_EXIST: userError('idToken', 'INVALID_MOBILE', 'This mobile number is not registered.'),
      },
    });
  }

  requestSmsCode(input: RequestSmsCodeInput) {
    return this.smsCodes.request(input);
  }

  /** A fresh ALTCHA challenge for the widget (null for providers whose widget fetches its own). */
  async startHumanVerification() {
    return { challenge: await this.deps.humanVerification.issue(), userErrors: [] };
  }

  /** Which widget the forms show; the platform's toggle decides whether they show one at all. */
  humanVerificationSetup() {
    const { provider, siteKey } = this.deps.humanVerification.setup;
    return { provider: PROVIDER_NAMES[provider], siteKey };
  }

  /** The merchant's Firebase web app for the browser's SDK; null when not configured. */
  firebaseWebConfig() {
    const firebase = this.deps.firebase;
    if (firebase === undefined) return null;
    return { ...firebase, appId: firebase.appId ?? null, emulatorUrl: firebase.emulatorUrl ?? null };
  }

  private async challenge(response: string | null | undefined) {
    return challengeStep(this.deps.humanVerification, await this.site.site(), response, this.scope.clientIp);
  }

  requestCaptcha() {
    return this.captchas.request();
  }

  startFreePlay() {
    return this.freePlay.start();
  }

  async logout(): Promise<LogoutResult> {
    const session = await this.scope.session.get();
    this.scope.session.clear();
    if (session) await endPlatformSession(this.platform, this.scope.logger, session.token);
    return { viewer: null, userErrors: [] };
  }
}
