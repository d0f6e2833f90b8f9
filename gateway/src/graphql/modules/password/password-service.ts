import type { AccountService, LoginValue, ViewerPayloadModel } from '../account/index.js';
import type {
  ChangePasswordInput,
  RequestPasswordResetInput,
  ResetPasswordByPhoneInput,
  UserError,
} from '../../../__generated__/schema-types.js';
import { calls, UpstreamError } from '../../../infra/upstream/index.js';
import type { Platform } from '../../platform/platform.js';
import { requireRole } from '../../roles/require-role.js';
import type { RequestScope, ServiceSettings } from '../../platform/request-scope.js';
import { checkMobile, checkSmsCode, platformRejection, sessionFor } from '../auth/index.js';
import { featureDisabled, invalidSmsCode, isInvalid, rateLimited, userError } from '../../shared/user-errors.js';
import { loadRegisterSettings } from '../registration/index.js';
import type { SiteService } from '../site/index.js';
import { checkNewPassword, PASSWORD_FIELD_NAMES } from './new-password.js';
import { checkResetRequest } from './reset-request.js';
import { resetRequestRefusal } from './reset-request-budget.js';

type ChangeResult = ViewerPayloadModel;
type ResetResult = ViewerPayloadModel;
interface ResetRequestResult {
  sent: boolean;
  userErrors: UserError[];
}

/** Changing a password, and the two forgot-password flows (email link, SMS code). */
export class PasswordService {
  constructor(
    private readonly platform: Platform,
    private readonly deps: ServiceSettings,
    private readonly scope: RequestScope,
    private readonly site: SiteService,
    private readonly account: AccountService,
  ) {}

  async changePassword(input: ChangePasswordInput): Promise<ChangeResult> {
    // The field declares REAL_ACCOUNT, so a session is there.
    const session = await requireRole(this.scope.session, 'REAL_ACCOUNT');
    const errors: UserError[] = [];
    if (input.oldPassword === '') errors.push(userError('oldPassword', 'REQUIRED', 'Enter your current password.'));
    errors.push(...checkNewPassword(input, await loadRegisterSettings(this.platform)));
    if (errors.length === 0 && input.newPassword === input.oldPassword) {
      errors.push(userError('newPassword', 'NOT_ALLOWED', 'The new password must differ from the current one.'));
    }
    if (errors.length > 0) return { viewer: null, userErrors: errors };

    // Only wrong current passwords spend this budget: a session left open must not let anyone guess the password.
    const guesses = this.deps.throttles.wrongOldPasswordPerAccount;
    const budget = await guesses.take(session.memberId);
    if (!budget.allowed) return { viewer: null, userErrors: [rateLimited(null, budget.retryAfterSeconds)] };
    try {
      // The platform's client sends the confirmation as the new password's repeat (spec 000 section 5).
      await this.platform.write(calls.changePassword, {
        oldPassword: input.oldPassword,
        newPassword: input.newPassword,
        confirmNewPassword: input.confirmPassword,
      });
    } catch (error) {
      if (error instanceof UpstreamError && error.upstreamCode === 'USER_PASSWORD_ERROR') {
        return { viewer: null, userErrors: [userError('oldPassword', 'INVALID_CREDENTIALS', 'The current password is not correct.')] };
      }
      await guesses.giveBack(session.memberId);
      if (!(error instanceof UpstreamError)) throw error;
      const mapped = platformRejection(error, { byPlatformName: PASSWORD_FIELD_NAMES });
      if (mapped === undefined) throw error;
      return { viewer: null, userErrors: [mapped] };
    }
    await guesses.clear(session.memberId);
    // The forced change (123456 or an expired password) is done.
    const { passwordChangeRequired: _done, ...changed } = session;
    await this.scope.session.set(changed);
    return { viewer: { session: changed }, userErrors: [] };
  }

  async requestPasswordReset(input: RequestPasswordResetInput): Promise<ResetRequestResult> {
    const checked = checkResetRequest(input);
    if (isInvalid(checked)) return { sent: false, userErrors: checked.errors };
    const refused = await resetRequestRefusal(this.deps.throttles, this.scope.clientIp, checked.value.username);
    if (refused !== undefined) return { sent: false, userErrors: [refused] };
    try {
      await this.platform.write(calls.passwordResetEmail, checked.value);
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
    const [countries, settings] = await Promise.all([this.site.countries(), loadRegisterSettings(this.platform)]);
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
      login = await this.platform.write<LoginValue>(calls.passwordResetSms, {
        newPassword: input.newPassword,
        confirmNewPassword: input.confirmPassword,
        mobileNum: mobile.value.national,
        countryDialingCode: mobile.value.countryDialingCode,
        // Third-party SMS: Firebase checked the code; the platform checks its token for this number instead.
        ...(input.firebaseIdToken ? { firebaseChannel: 'sms', firebaseIdToken: input.firebaseIdToken } : { verificationCode: code.value }),
      });
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      // An unknown number is answered as a wrong code (none was ever sent to it): a reset must not tell which
      // numbers have an account.
      if (error.upstreamCode === 'USER_NOT_EXIST') return { viewer: null, userErrors: [invalidSmsCode('smsCode')] };
      // A Firebase token that does not prove this number is a wrong code, as far as the visitor can tell.
      if (error.upstreamCode === 'request_param_err' && (error.value as { field?: unknown } | null | undefined)?.field === 'firebaseIdToken') {
        return { viewer: null, userErrors: [invalidSmsCode('smsCode')] };
      }
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
