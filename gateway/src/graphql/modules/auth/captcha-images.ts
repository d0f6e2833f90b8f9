import type { UserError } from '../../../__generated__/schema-types.js';
import { calls } from '../../../infra/upstream/index.js';
import type { Platform } from '../../platform/platform.js';
import type { RequestScope, ServiceSettings } from '../../platform/request-scope.js';
import { gatewayError } from '../../../infra/errors/gateway-error.js';
import { rateLimited } from '../../shared/user-errors.js';

interface CaptchaResult {
  image: string | null;
  userErrors: UserError[];
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * Fresh captcha images. The platform binds each image to a `captchaId` cookie; the gateway keeps that id in a
 * sealed cookie of the browser that asked, and sends it with that browser's next login or registration.
 */
export class CaptchaImages {
  constructor(
    private readonly platform: Platform,
    private readonly deps: ServiceSettings,
    private readonly scope: RequestScope,
  ) {}

  async request(): Promise<CaptchaResult> {
    const budget = await this.deps.throttles.captchaPerClient.take(this.scope.clientIp);
    if (!budget.allowed) return { image: null, userErrors: [rateLimited(null, budget.retryAfterSeconds)] };

    const answer = await this.platform.exchange<unknown>(calls.captcha, {});
    const captchaId = answer.cookies.captchaId;
    const png = typeof answer.value === 'string' ? answer.value.replace(/\s+/g, '') : '';
    if (captchaId === undefined || captchaId === '' || !BASE64.test(png)) {
      // An image nobody can answer is worse than an error the client can retry.
      this.scope.logger.warn({ hasCaptchaId: captchaId !== undefined, hasImage: png !== '' }, 'platform captcha answer unusable');
      throw gatewayError('UPSTREAM_UNAVAILABLE');
    }
    await this.scope.session.bindCaptcha(captchaId);
    return { image: `data:image/png;base64,${png}`, userErrors: [] };
  }
}
