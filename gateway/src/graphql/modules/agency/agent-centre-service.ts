import type { AgentAnnouncement, AgentCentrePage, AgentReferral, ContractKind, DateRangeInput, Downline, TeamOverview } from '../../../__generated__/schema-types.js';
import { calls } from '../../../infra/upstream/index.js';
import { sanitiseHtml } from '../../html/sanitise-html.js';
import type { Platform } from '../../platform/platform.js';
import type { RequestScope } from '../../platform/request-scope.js';
import { connectionFromUpstreamPage, upstreamPageFor, type Connection, type ForwardPageArgs } from '../../relay/connection.js';
import { toDecimal } from '../../values/decimal.js';
import type { AccountService } from '../account/index.js';
import type { ContractsService } from '../contracts/index.js';
import type { ListPageValue } from '../../shared/page-values.js';
import { invitationQrCode } from '../referral/index.js';
import { downlineGlobalId } from './downline-ids.js';
import { teamDays } from './team-days.js';
import type { AgentAnnouncementValue, AgentReferralValue, TeamOverviewValue } from './upstream-shapes.js';

const PAGE = 20;

/** Spec 001 section 2: eight pages always, in menu order. */
const ALWAYS: readonly AgentCentrePage[] = [
  'ANNOUNCEMENTS',
  'TEAM_OVERVIEW',
  'REGISTER_ACCOUNT',
  'TEAM_MANAGEMENT',
  'TEAM_BETTING',
  'USER_LOSS',
  'MY_INCOME',
  'ACCOUNT_DETAILS',
];

/** The four switched pages, each shown while the viewer holds that contract (the platform's client reads the
 * consolidated funds `*info*` keys the same way). */
const SWITCHED: readonly { kind: ContractKind; page: AgentCentrePage }[] = [
  { kind: 'DIVIDEND', page: 'DIVIDEND_RECORD' },
  { kind: 'DAILY_SALARY', page: 'DAILY_WAGES' },
  { kind: 'HOURLY_SALARY', page: 'HOURLY_SALARY' },
  { kind: 'REAL_TIME_SALARY', page: 'REAL_TIME_SALARY' },
];

/** The agent centre's own pages: menu, announcements, team overview, the agent itself and its referral links. */
export class AgentCentreService {
  constructor(
    private readonly platform: Platform,
    private readonly scope: RequestScope,
    private readonly account: AccountService,
    private readonly contracts: ContractsService,
  ) {}

  async pages(): Promise<AgentCentrePage[]> {
    const held = new Set(await this.contracts.heldKinds());
    return [...ALWAYS, ...SWITCHED.filter(({ kind }) => held.has(kind)).map(({ page }) => page)];
  }

  async announcements(args: ForwardPageArgs): Promise<Connection<AgentAnnouncement>> {
    const page = upstreamPageFor(args, PAGE);
    const value = await this.platform.read<ListPageValue<AgentAnnouncementValue>>(calls.agentAnnouncements, {
      query: { pageNo: page.pageNo, pageSize: page.pageSize },
    });
    const notices = value.list.map((notice) => ({
      id: String(notice.id),
      title: notice.title,
      content: sanitiseHtml(notice.content),
      publishedAt: new Date(notice.publishedAt).toISOString(),
      pinned: notice.pinned,
    }));
    return connectionFromUpstreamPage(notices, page, value.totalCount);
  }

  async overview(range: DateRangeInput | null | undefined): Promise<TeamOverview> {
    const value = await this.platform.read<TeamOverviewValue>(calls.teamOverview, { query: teamDays(range) });
    return {
      teamSize: value.teamSize,
      directDownlines: value.directDownlines,
      subAgents: value.subAgents,
      members: value.members,
      newMembers: value.newMembers,
      activeMembers: value.activeMembers,
      teamBalance: toDecimal(value.teamBalance),
      betCount: value.betCount,
      betAmount: toDecimal(value.betAmount),
      validBet: toDecimal(value.validBet),
      winLoss: toDecimal(value.winLoss),
      depositCount: value.depositCount,
      depositAmount: toDecimal(value.depositAmount),
      withdrawCount: value.withdrawCount,
      withdrawAmount: toDecimal(value.withdrawAmount),
    };
  }

  /** The agent as an account of its own team: the head of the tree, level 0. */
  async agent(): Promise<Downline> {
    const viewer = await this.account.viewer();
    if (viewer === null) throw new Error('the agent centre resolves only for a session');
    const [info, team] = await Promise.all([this.account.memberInfoFor(viewer.session.token), this.overview(null)]);
    return {
      id: downlineGlobalId(Number(info.id), info.account),
      account: info.account,
      nickname: info.nickname?.trim() || null,
      isAgent: true,
      level: 0,
      uplineAccount: null,
      registeredAt: typeof info.regDate === 'number' ? new Date(info.regDate).toISOString() : null,
      lastLoginAt: null,
      balance: null,
      directDownlines: team.directDownlines,
      teamSize: team.teamSize,
    };
  }

  async referral(): Promise<AgentReferral> {
    const value = await this.platform.read<AgentReferralValue>(calls.agentReferral);
    const registerUrl = registrationLink(this.scope.visitorOrigin, value.affiliateCode);
    return {
      invitationCode: value.affiliateCode,
      boundDomain: value.domain || null,
      registerUrl,
      boundDomainUrl: value.domain ? registrationLink(`https://${value.domain}`, value.affiliateCode) : null,
      qrCode: await invitationQrCode(registerUrl),
    };
  }
}

/** The registration page with the invitation code (spec 000 section 4: the register page reads `affiliateCode`). */
function registrationLink(origin: string, code: string): string {
  const url = new URL('/register', origin);
  url.searchParams.set('affiliateCode', code);
  return url.href;
}
