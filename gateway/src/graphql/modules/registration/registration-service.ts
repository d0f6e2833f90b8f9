import type { AccountService, LoginValue, ViewerPayloadModel } from '../account/index.js';
import type { AffiliateCodeCheck, RegisterInput, RegistrationForm, UserError } from '../../../__generated__/schema-types.js';
import { calls, UpstreamError } from '../../../infra/upstream/index.js';
import type { Platform } from '../../platform/platform.js';
import type { RequestScope } from '../../platform/request-scope.js';
import { platformRejection, sessionFor } from '../auth/index.js';
import { isInvalid, userError } from '../../shared/user-errors.js';
import type { SiteService } from '../site/index.js';
import { checkAffiliateCode } from './affiliate-codes.js';
import { validateRegistration, type RegistrationFields } from './register-validation.js';
import { loadRegisterSettings } from './register-settings.js';
import { INPUT_NAME_OF_PLATFORM_FIELD } from './registration-fields.js';
import { registrationForm } from './registration-form.js';

type RegisterResult = ViewerPayloadModel;

const refused = (userErrors: UserError[]): RegisterResult => ({ viewer: null, userErrors });
const invalidInvitation = (field = 'affiliateCode') => userError(field, 'INVALID_INVITATION_CODE', 'This invitation code is not valid.');

/** Registration: the form's rules, the invitation-code check, and the registration itself (which logs in). */
export class RegistrationService {
  constructor(
    private readonly platform: Platform,
    private readonly scope: RequestScope,
    private readonly site: SiteService,
    private readonly account: AccountService,
  ) {}

  async form(): Promise<RegistrationForm> {
    const [settings, site] = await Promise.all([loadRegisterSettings(this.platform), this.site.site()]);
    return registrationForm(settings, site.features);
  }

  affiliateCode(code: string): Promise<AffiliateCodeCheck> {
    return checkAffiliateCode(this.platform, this.scope.visitorHost, code);
  }

  async register(input: RegisterInput): Promise<RegisterResult> {
    const [settings, site, countries] = await Promise.all([
      loadRegisterSettings(this.platform),
      this.site.site(),
      this.site.countries(),
    ]);
    const checked = validateRegistration(input, { settings, features: site.features, countries });
    if (isInvalid(checked)) return refused(checked.errors);

    // Spec 000 section 4: the invitation code is checked before the registration is sent.
    const affiliateCode = checked.value.affiliateCode;
    if (affiliateCode !== undefined && !(await this.affiliateCode(affiliateCode)).valid) return refused([invalidInvitation()]);

    let login: LoginValue;
    try {
      login = await this.send(input, checked.value);
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      const mapped = registrationRejection(error, checked.value.captcha !== undefined);
      if (mapped === undefined) throw error;
      return refused([mapped]);
    }
    const session = await sessionFor(this.account, login);
    await this.scope.session.set(session);
    return { viewer: { session }, userErrors: [] };
  }

  private async send(input: RegisterInput, fields: RegistrationFields): Promise<LoginValue> {
    const captchaId = await this.scope.session.captchaId();
    const body = {
      ...fields,
      // Agents' own sites register members under them without a code; the platform reads the domain.
      domain: this.scope.visitorHost,
      registerUrl: `${this.scope.visitorOrigin}/register`,
      registerMethod: 'WEB',
      login: true,
    };
    return this.platform.write<LoginValue>(input.method === 'MOBILE' ? calls.registerMobile : calls.register, body, {
      cookies: captchaId === undefined ? undefined : { captchaId },
    });
  }
}

function registrationRejection(error: UpstreamError, captchaSent: boolean): UserError | undefined {
  const field = (error.value as { field?: unknown } | null | undefined)?.field;
  if (error.upstreamCode === 'request_param_err' && (field === 'affiliateCode' || field === 'referralCode')) {
    return invalidInvitation(field);
  }
  // Third-party SMS: the Firebase token does not prove this number (another number, expired, not issued).
  if (error.upstreamCode === 'request_param_err' && field === 'firebaseIdToken') {
    return userError('verificationCode', 'INVALID_CODE', 'The verified number does not match; verify this number again.');
  }
  return platformRejection(
    error,
    { username: 'username', mobile: 'mobile', smsCode: 'verificationCode', captcha: 'captcha', byPlatformName: INPUT_NAME_OF_PLATFORM_FIELD },
    captchaSent,
  );
}
