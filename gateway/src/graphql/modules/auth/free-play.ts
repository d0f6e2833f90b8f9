import type { ResolversParentTypes } from '../../../__generated__/resolvers-types.js';
import { calls } from '../../../upstream/index.js';
import type { GatewayDeps, RequestScope } from '../../context.js';
import type { AccountService } from '../account/account-service.js';
import type { LoginValue } from '../account/upstream-shapes.js';
import type { SiteService } from '../site/site-service.js';
import { sessionFor } from './platform-session.js';
import { featureDisabled, rateLimited } from './user-errors.js';

type FreePlayResult = ResolversParentTypes['StartFreePlayPayload'];

/** Free play (FREEPLAY3): the platform opens a new trial account (type 4) with demo money and logs it in. */
export class FreePlay {
  constructor(
    private readonly deps: GatewayDeps,
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
    const login = await this.deps.upstream.call<LoginValue>(calls.freePlay, {
      language: this.scope.upstreamLanguage,
      requestId: this.scope.requestId,
      clientIp: this.scope.clientIp,
    });
    const session = await sessionFor(this.account, login);
    await this.scope.session.set(session);
    return { viewer: { session }, userErrors: [] };
  }
}
