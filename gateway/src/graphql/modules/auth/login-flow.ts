import type { UserError } from '../../../__generated__/schema-types.js';
import { calls, UpstreamError } from '../../../infra/upstream/index.js';
import type { Platform } from '../../platform/platform.js';
import type { RequestScope, ServiceSettings } from '../../platform/request-scope.js';
import type { AccountService, LoginValue } from '../account/index.js';
import { isAgentType } from '../../roles/account-types.js';
import type { SiteService } from '../site/index.js';
import { passwordLoginRejection } from './login-rejections.js';
import { failedLogin, type LoginResult } from './login-result.js';
import { DEFAULT_PASSWORD } from './password-policy.js';
import { platformRejection, type RejectionFields } from './platform-rejections.js';
import { endPlatformSession, sessionFor } from './platform-session.js';
import { rateLimited, userError } from '../../shared/user-errors.js';

export interface LoginAttempt {
  /** The decrypted body of the platform login call. */
  body: Record<string, unknown>;
  /** What failed attempts count against (username or mobile number); none for provider sign-ins. */
  failureKey?: string;
  fields: RejectionFields;
  /** Refusals that mean something specific for this kind of login, by platform error code. */
  overrides?: Readonly<Record<string, UserError>>;
  /** Only a password login can force a password change (never SMS or provider logins). */
  password?: string;
  captchaSent?: boolean;
  /** The agent entry: non-agents are refused and their platform session ended. */
  agentOnly?: boolean;
}

/** Every login kind's common path: throttles, the platform call with the bound captcha, outcomes, the session. */
export class LoginFlow {
  constructor(
    private readonly platform: Platform,
    private readonly deps: ServiceSettings,
    private readonly scope: RequestScope,
    private readonly account: AccountService,
    private readonly site: SiteService,
  ) {}

  async run(attempt: LoginAttempt): Promise<LoginResult> {
    const { throttles } = this.deps;
    const byIp = await throttles.loginPerIp.take(this.scope.clientIp);
    if (!byIp.allowed) return failedLogin([rateLimited(null, byIp.retryAfterSeconds)]);
    if (attempt.failureKey !== undefined) {
      const byKey = await throttles.loginFailuresPerUsername.take(attempt.failureKey);
      if (!byKey.allowed) return failedLogin([rateLimited(null, byKey.retryAfterSeconds)]);
    }

    let login: LoginValue;
    try {
      const captchaId = await this.scope.session.captchaId();
      login = await this.platform.write<LoginValue>(calls.login, attempt.body, {
        cookies: captchaId === undefined ? undefined : { captchaId },
      });
    } catch (error) {
      const refused = error instanceof UpstreamError ? this.refusal(error, attempt) : undefined;
      if (refused !== undefined) return refused;
      // Not the visitor's failure (platform down, our bug): it must not use up their attempts.
      await this.giveBack(attempt);
      throw error;
    }
    await this.giveBack(attempt);
    return this.succeed(login, attempt);
  }

  private refusal(error: UpstreamError, attempt: LoginAttempt): LoginResult | undefined {
    const override = error.upstreamCode === undefined ? undefined : attempt.overrides?.[error.upstreamCode];
    if (override !== undefined) return failedLogin([override]);
    const password = passwordLoginRejection(error, attempt.captchaSent === true);
    if (password !== undefined) return password;
    const common = platformRejection(error, attempt.fields, attempt.captchaSent === true);
    return common === undefined ? undefined : failedLogin([common]);
  }

  private async succeed(login: LoginValue, attempt: LoginAttempt): Promise<LoginResult> {
    const session = await sessionFor(this.account, login);
    if (attempt.agentOnly === true && !isAgentType(session.accountType)) {
      // The platform opened a session the gateway will not hand out: end it rather than leave it live.
      await endPlatformSession(this.platform, this.scope.logger, session.token);
      return failedLogin([userError(null, 'NOT_AGENT', 'This account is not an agent.')]);
    }
    const passwordChangeRequired = attempt.password !== undefined && (await this.mustChange(attempt.password, login));
    await this.scope.session.set(passwordChangeRequired ? { ...session, passwordChangeRequired } : session);
    return {
      viewer: { session },
      captchaRequired: false,
      firstTimeLogin: login.firstTimeLogin === true,
      passwordChangeRequired,
      userErrors: [],
    };
  }

  /** 123456, or an expired password while PWDEXPFORCECHANGE3 is on (spec 000 section 4). */
  private async mustChange(password: string, login: LoginValue): Promise<boolean> {
    if (password === DEFAULT_PASSWORD) return true;
    if (login.passwordExpired !== true) return false;
    // Without the switch state, err towards asking for a change: it is the safer of the two.
    const site = await this.site.site().catch(() => null);
    return site?.features.forcePasswordChangeOnExpiry ?? true;
  }

  private async giveBack(attempt: LoginAttempt): Promise<void> {
    if (attempt.failureKey !== undefined) await this.deps.throttles.loginFailuresPerUsername.giveBack(attempt.failureKey);
  }
}
