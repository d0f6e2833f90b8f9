import type { UpstreamError } from '../../../infra/upstream/index.js';
import { failedLogin, type LoginResult } from './login-result.js';
import { userError } from '../../shared/user-errors.js';

const CAPTCHA_MESSAGE = /captcha/i;

const hasCaptchaFlag = (error: UpstreamError): boolean =>
  (error.value as { captcha?: unknown } | null | undefined)?.captcha === true;

/**
 * The password-login refusals. The platform demands a captcha with a flag in the error value (or, on older
 * builds, only by its message); a wrong password that reaches the failure limit carries the flag too.
 */
export function passwordLoginRejection(error: UpstreamError, captchaSent: boolean): LoginResult | undefined {
  const wrongCredentials = userError(null, 'INVALID_CREDENTIALS', 'Wrong account or password.');
  switch (error.upstreamCode) {
    case 'USER_PASSWORD_ERROR':
      if (!hasCaptchaFlag(error)) return failedLogin([wrongCredentials]);
      return failedLogin(captchaSent ? [wrongCredentials] : [wrongCredentials, userError('captcha', 'CAPTCHA_REQUIRED', 'Enter the captcha.')], true);
    case 'login.ip.verification':
      return failedLogin([userError(null, 'NOT_ALLOWED', 'Logging in from a new address needs an SMS code: log in by SMS.')]);
    default:
      break;
  }
  if (error.code === 'REJECTED' && (hasCaptchaFlag(error) || CAPTCHA_MESSAGE.test(error.upstreamMessage ?? ''))) {
    return failedLogin(
      [
        captchaSent
          ? userError('captcha', 'CAPTCHA_INVALID', 'The captcha is not correct.')
          : userError('captcha', 'CAPTCHA_REQUIRED', 'Enter the captcha.'),
      ],
      true,
    );
  }
  return undefined;
}
