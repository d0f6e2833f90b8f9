import type { ReferralInvitee } from '../../../__generated__/schema-types.js';
import { calls } from '../../../infra/upstream/index.js';
import type { Platform } from '../../platform/platform.js';
import type { RequestScope } from '../../platform/request-scope.js';
import { connectionFromUpstreamPage, upstreamPageFor, type Connection, type ForwardPageArgs } from '../../relay/connection.js';
import { invitationLink, invitationQrCode } from './invitation-link.js';
import type { ReferralModel } from './referral-models.js';
import type { ReferralInfoValue, ReferralListValue } from './upstream-shapes.js';

const PAGE = 20;

/** The member's invitation (page referral): code, link on the address the visitor uses, its QR code, who joined. */
export class ReferralService {
  constructor(
    private readonly platform: Platform,
    private readonly scope: RequestScope,
  ) {}

  async referral(): Promise<ReferralModel> {
    const value = await this.platform.read<ReferralInfoValue>(calls.referralInfo);
    return { code: value.referralCode, enabled: value.enabled };
  }

  link(referral: ReferralModel): string {
    return invitationLink(this.scope.visitorOrigin, referral.code);
  }

  qrCode(referral: ReferralModel): Promise<string> {
    return invitationQrCode(this.link(referral));
  }

  async invitees(args: ForwardPageArgs): Promise<Connection<ReferralInvitee>> {
    const page = upstreamPageFor(args, PAGE);
    const value = await this.platform.read<ReferralListValue>(calls.referralList, { query: { pageNum: page.pageNo, pageSize: page.pageSize } });
    const invitees = value.content.map((row) => ({
      account: row.account,
      nickname: row.nickname?.trim() || null,
      joinedAt: new Date(row.regDate).toISOString(),
    }));
    return connectionFromUpstreamPage(invitees, page, value.totalCount);
  }
}
