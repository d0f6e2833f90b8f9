import type {
  ChangePasswordInput,
  RequestPasswordResetInput,
  ResetPasswordByPhoneInput,
  ResolversParentTypes,
  UserError,
} from '../../../__generated__/resolvers-types.js';
import { calls, UpstreamError } from '../../../upstream/index.js';
import type { GatewayDeps, RequestScope } from '../../context.js';
import { requireRealAccount } from '../../guards/index.js';
import type { AccountService } from '../account/account-service.js';
import type { LoginValue } from '../account/upstream-shapes.js';
import { checkSmsCode } from '../auth/login-input.js';
import { checkMobile } from '../auth/mobile-number.js';
import { platformRejection } from '../auth/platform-rejections.js';
import { sessionFor } from '../auth/platform-session.js';
import { featureDisabled, invalidSmsCode, isInvalid, userError } from '../auth/user-errors.js';
import { loadRegisterSettings } from '../registration/register-settings.js';
import type { SiteService } from '../site/site-service.js';
import { checkNewPassword, PASSWORD_FIELD_NAMES } from './new-password.js';
import { checkResetRequest } from './reset-request.js';

type ChangeResult = ResolversParentTypes['ChangePasswordPayload'];
type ResetResult = ResolversParentTypes['ResetPasswordByPhonePayload'];
type ResetRequestResult = ResolversParentTypes['RequestPasswordResetPayload'];

/** Changing a password, and the two forgot-password flows (email link, SMS code). */
export class PasswordService {
  constructor(
    private readonly deps: GatewayDeps,
    private readonly scope: RequestScope,
    private readonly site: SiteService,
    private readonly account: AccountService,
  ) {}

  async changePassword(input: ChangePasswordInput): Promise<ChangeResult> {
    const session = await requireRealAccount(this.scope);
    const errors: UserError[] = [];
    if (input.oldPassword === '') errors.push(userError('oldPassword', 'REQUIRED', 'Enter your current password.'));
    errors.push(...checkNewPassword(input, await loadRegisterSettings(this.deps, this.scope)));
    if (errors.length === 0 && input.newPassword === input.oldPassword) {
      errors.push(userError('newPassword', 'NOT_ALLOWED', 'The new password must differ from the current one.'));
    }
    if (errors.length > 0) return { viewer: null, userErrors: errors };

    try {
      await this.deps.upstream.call(calls.changePassword, {
        token: session.token,
        // The platform's client sends the confirmation as the new password's repeat (spec 000 section 5).
        body: { oldPassword: input.oldPassword, newPassword: input.newPassword, confirmNewPassword: input.confirmPassword },
        language: this.scope.upstreamLanguage,
        requestId: this.scope.requestId,
        clientIp: this.scope.clientIp,
      });
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      if (error.code === 'UNAUTHENTICATED') this.scope.session.clear();
      if (error.upstreamCode === 'USER_PASSWORD_ERROR') {
        return { viewer: null, userErrors: [userError('oldPassword', 'INVALID_CREDENTIALS', 'The current password is not correct.')] };
      }
      const mapped = platformRejection(error, { byPlatformName: PASSWORD_FIELD_NAMES });
      if (mapped === undefined) throw error;
      return { viewer: null, userErrors: [mapped] };
    }
    // The forced change (123456 or an expired password) is done.
    const { passwordChangeRequired: _done, ...changed } = session;
    await this.scope.session.set(changed);
    return { viewer: { session: changed }, userErrors: [] };
  }

  async requestPasswordReset(input: RequestPasswordResetInput): Promise<ResetRequestResult> {
    const checked = checkResetRequest(input);
    if (isInvalid(checked)) return { sent: false, userErrors: checked.errors };
    try {
      await this.deps.upstream.call(calls.passwordResetEmail, {
        body: checked.value,
        language: this.scope.upstreamLanguage,
        requestId: this.scope.requestId,
        clientIp: this.scope.clientIp,
      });
    } catch (error) {
      // No such account, or not its email: answered as a request taken, so that this form cannot tell an
      // attacker which username and email pairs exist.
      if (!(error instanceof UpstreamError && error.upstreamCode === 'USER_NOT_EXIST')) throw error;
    }
    return { sent: true, userErrors: [] };
  }

  async resetPasswordByPhone(input: ResetPasswordByPhoneInput): Promise<ResetResult> {
    const site = await this.site.site();
    if (!site.loginOptions.phonePasswordRecovery) return { viewer: null, userErrors: [featureDisabled()] };
    const [countries, settings] = await Promise.all([this.site.countries(), loadRegisterSettings(this.deps, this.scope)]);
    const mobile = checkMobile(input.mobile, input.countryDialingCode, countries);
    const code = checkSmsCode(input.smsCode, 'smsCode');
    const errors = [
      ...(isInvalid(mobile) ? mobile.errors : []),
      ...(isInvalid(code) ? code.errors : []),
      ...checkNewPassword(input, settings),
    ];
    if (errors.length > 0 || isInvalid(mobile) || isInvalid(code)) return { viewer: null, userErrors: errors };

    let login: LoginValue;
    try {
      login = await this.deps.upstream.call<LoginValue>(calls.passwordResetSms, {
        body: {
          newPassword: input.newPassword,
          confirmNewPassword: input.confirmPassword,
          mobileNum: mobile.value.national,
          countryDialingCode: mobile.value.countryDialingCode,
          verificationCode: code.value,
        },
        language: this.scope.upstreamLanguage,
        requestId: this.scope.requestId,
        clientIp: this.scope.clientIp,
      });
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      // An unknown number is answered as a wrong code (none was ever sent to it): a reset must not tell which
      // numbers have an account.
      if (error.upstreamCode === 'USER_NOT_EXIST') return { viewer: null, userErrors: [invalidSmsCode('smsCode')] };
      const mapped = platformRejection(error, { mobile: 'mobile', smsCode: 'smsCode', byPlatformName: PASSWORD_FIELD_NAMES });
      if (mapped === undefined) throw error;
      return { viewer: null, userErrors: [mapped] };
    }
    // The reset logs in (spec 000 section 4) with the password just chosen: nothing left to change.
    const session = await sessionFor(this.account, login);
    await this.scope.session.set(session);
    return { viewer: { session }, userErrors: [] };
  }
}
