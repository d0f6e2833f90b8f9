import type { AccountService, LoginValue, ViewerPayloadModel } from '../account/index.js';
import { calls } from '../../../infra/upstream/index.js';
import type { Platform } from '../../platform/platform.js';
import type { RequestScope, ServiceSettings } from '../../platform/request-scope.js';
import type { SiteService } from '../site/index.js';
import { sessionFor } from './platform-session.js';
import { featureDisabled, rateLimited } from '../../shared/user-errors.js';

type FreePlayResult = ViewerPayloadModel;

/** Free play (FREEPLAY3): the platform opens a new trial account (type 4) with demo money and logs it in. */
export class FreePlay {
  constructor(
    private readonly platform: Platform,
    private readonly deps: ServiceSettings,
    private readonly scope: RequestScope,
    private readonly site: SiteService,
    private readonly account: AccountService,
  ) {}

  async start(): Promise<FreePlayResult> {
    const { features } = await this.site.site();
    if (!features.freePlay) return { viewer: null, userErrors: [featureDisabled()] };
    // Each free play opens a new platform account: one address must not mint them without end.
    const budget = await this.deps.throttles.freePlayPerIp.take(this.scope.clientIp);
    if (!budget.allowed) return { viewer: null, userErrors: [rateLimited(null, budget.retryAfterSeconds)] };
    const login = await this.platform.write<LoginValue>(calls.freePlay);
    const session = await sessionFor(this.account, login);
    await this.scope.session.set(session);
    return { viewer: { session }, userErrors: [] };
  }
}
