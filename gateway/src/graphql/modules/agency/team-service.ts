import type { Downline, DownlineRole, RegisterDownlineInput, RegisterInput, UserError } from '../../../__generated__/schema-types.js';
import { calls, UpstreamError } from '../../../infra/upstream/index.js';
import type { Platform } from '../../platform/platform.js';
import type { RequestScope } from '../../platform/request-scope.js';
import { connectionFromUpstreamPage, upstreamPageFor, type Connection, type ForwardPageArgs } from '../../relay/connection.js';
import { gatewayError } from '../../../infra/errors/gateway-error.js';
import { platformRejection } from '../auth/index.js';
import { isInvalid } from '../../shared/user-errors.js';
import type { AgentReferralValue, DownlineValue, RegisteredAccountValue } from './upstream-shapes.js';
import type { ListPageValue } from '../../shared/page-values.js';
import { INPUT_NAME_OF_PLATFORM_FIELD, loadRegisterSettings, validateRegistration } from '../registration/index.js';
import type { SiteService } from '../site/index.js';
import { downlineGlobalId, parseDownlineId } from './downline-ids.js';
import { toDownline } from './downline-mapping.js';

const PAGE = 20;
const MAX_SEARCH = 40;

export interface RegisterDownlinePayloadModel {
  downline: Downline | null;
  userErrors: UserError[];
}

/** Team management: the agent's tree, paged and searchable, and new accounts registered under the agent. */
export class TeamService {
  constructor(
    private readonly platform: Platform,
    private readonly scope: RequestScope,
    private readonly site: SiteService,
  ) {}

  async downlines(
    parentId: string | null | undefined,
    search: string | null | undefined,
    role: DownlineRole | null | undefined,
    args: ForwardPageArgs,
  ): Promise<Connection<Downline>> {
    const page = upstreamPageFor(args, PAGE);
    const term = search?.trim() || undefined;
    if (term !== undefined && term.length > MAX_SEARCH) throw gatewayError('BAD_USER_INPUT', `"search" may have at most ${MAX_SEARCH} characters.`);
    const value = await this.platform.read<ListPageValue<DownlineValue>>(calls.downlineList, {
      query: {
        // @ownTree checked the parent against the agent's tree before this ran.
        parentId: parseDownlineId(parentId)?.accountId,
        account: term,
        userType: role ?? 'ALL',
        pageNo: page.pageNo,
        pageSize: page.pageSize,
      },
    });
    return connectionFromUpstreamPage(value.list.map(toDownline), page, value.totalCount);
  }

  /**
   * A new account under the agent, registered with the agent's own invitation code; the agent's session stays as
   * it is (the platform is asked not to log the new account in).
   */
  async register(input: RegisterDownlineInput): Promise<RegisterDownlinePayloadModel> {
    const [referral, settings, site, countries] = await Promise.all([
      this.platform.read<AgentReferralValue>(calls.agentReferral),
      loadRegisterSettings(this.platform),
      this.site.site(),
      this.site.countries(),
    ]);
    // The agent registers the account in its own programme: the public form's consent boxes are the agent's call.
    const form: RegisterInput = { ...input, method: input.method ?? 'USERNAME', affiliateCode: referral.affiliateCode, acceptTerms: true, confirmAge: true };
    const checked = validateRegistration(form, { settings, features: site.features, countries });
    if (isInvalid(checked)) return { downline: null, userErrors: checked.errors };

    const captchaId = await this.scope.session.captchaId();
    const body = {
      ...checked.value,
      affiliateCode: referral.affiliateCode,
      registerUrl: `${this.scope.visitorOrigin}/register`,
      registerMethod: 'WEB',
      login: false,
    };
    let value: RegisteredAccountValue;
    try {
      value = await this.platform.write<RegisteredAccountValue>(input.method === 'MOBILE' ? calls.registerMobile : calls.register, body, {
        cookies: captchaId === undefined ? undefined : { captchaId },
      });
    } catch (error) {
      const refusal =
        error instanceof UpstreamError
          ? platformRejection(
              error,
              { username: 'username', mobile: 'mobile', smsCode: 'verificationCode', captcha: 'captcha', byPlatformName: INPUT_NAME_OF_PLATFORM_FIELD },
              checked.value.captcha !== undefined,
            )
          : undefined;
      if (refusal === undefined) throw error;
      return { downline: null, userErrors: [refusal] };
    }
    const session = await this.scope.session.get();
    return {
      downline: {
        id: downlineGlobalId(value.id, value.userName),
        account: value.userName,
        nickname: null,
        isAgent: false,
        level: 1,
        uplineAccount: session?.account ?? null,
        registeredAt: null,
        lastLoginAt: null,
        balance: null,
        directDownlines: 0,
        teamSize: 0,
      },
      userErrors: [],
    };
  }
}
