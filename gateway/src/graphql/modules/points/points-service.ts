import type {
  PointRewardType,
  PointsDetail,
  PointsDetailFilter,
  PointsRules,
  RedeemOrder,
  RedeemOrderFilter,
} from '../../../__generated__/schema-types.js';
import { calls } from '../../../infra/upstream/index.js';
import type { Platform } from '../../platform/platform.js';
import type { RequestScope, ServiceSettings } from '../../platform/request-scope.js';
import { connectionFromUpstreamPage, upstreamPageFor, type Connection, type ForwardPageArgs } from '../../relay/connection.js';
import { requireRole } from '../../roles/require-role.js';
import { timeWindow } from '../../values/date-range.js';
import { platformRedeemStatus, toPointReward, toPointsDetail, toPointsRules, toRedeemOrder } from './points-mapping.js';
import type { PointRewardModel } from './points-models.js';
import type { PageValue } from '../../shared/page-values.js';
import type { PointBalanceValue, PointConfigValue, PointRewardValue, PointsDetailsValue, RedeemOrderValue } from './upstream-shapes.js';

const PAGE = 20;

/**
 * The member's points: balance, rules, the mall's catalogue, redeem history and the points ledger. Private and
 * never cached across requests; each read is made at most once per request however many fields need it.
 */
export class PointsService {
  private readonly balanceLoader;
  private readonly configLoader;
  private readonly catalogueLoader;

  constructor(
    private readonly platform: Platform,
    private readonly settings: ServiceSettings,
    private readonly scope: RequestScope,
  ) {
    this.balanceLoader = platform.memberLoader<PointBalanceValue>(calls.pointBalance);
    this.configLoader = platform.memberLoader<PointConfigValue>(calls.pointConfig);
    this.catalogueLoader = platform.memberLoader<PointRewardValue[]>(calls.pointRewards);
  }

  async balance(): Promise<PointBalanceValue> {
    return this.balanceLoader.load(await this.token());
  }

  async rules(): Promise<PointsRules> {
    return toPointsRules(await this.configLoader.load(await this.token()));
  }

  /** The whole catalogue is one read; a type filter is applied here so every filter shares it. */
  async rewards(type?: PointRewardType | null): Promise<PointRewardModel[]> {
    const all = (await this.catalogueLoader.load(await this.token())).map((value) => toPointReward(value, this.mediaBase));
    return type === null || type === undefined ? all : all.filter((reward) => reward.type === type);
  }

  /** A catalogue reward by its platform id; null for one the mall does not have (or a session that may not see it). */
  async reward(rewardId: number): Promise<PointRewardModel | null> {
    return (await this.rewards()).find((reward) => reward.rewardId === rewardId) ?? null;
  }

  async redeemOrders(args: ForwardPageArgs, filter: RedeemOrderFilter | null | undefined): Promise<Connection<RedeemOrder>> {
    const page = upstreamPageFor(args, PAGE);
    const status = filter?.status;
    const value = await this.platform.read<PageValue<RedeemOrderValue>>(calls.redeemOrders, {
      query: { pageNum: page.pageNo, pageSize: page.pageSize, status: status ? platformRedeemStatus(status) : undefined, ...timeWindow(filter?.range) },
    });
    return connectionFromUpstreamPage(value.content.map((order) => toRedeemOrder(order, this.mediaBase)), page, value.totalCount);
  }

  async details(args: ForwardPageArgs, filter: PointsDetailFilter | null | undefined): Promise<Connection<PointsDetail> & { totalIn: number; totalOut: number }> {
    const page = upstreamPageFor(args, PAGE);
    const value = await this.platform.read<PointsDetailsValue>(calls.pointsDetails, {
      query: { pageNum: page.pageNo, pageSize: page.pageSize, transType: filter?.pointType ?? undefined, ...timeWindow(filter?.range) },
    });
    return {
      ...connectionFromUpstreamPage(value.content.flatMap(toPointsDetail), page, value.totalCount),
      totalIn: value.totalIn,
      totalOut: value.totalOut,
    };
  }

  /** After the member spent points: later fields of the same request read the balance and the stock afresh. */
  forgetSpending(): void {
    this.balanceLoader.clearAll();
    this.catalogueLoader.clearAll();
  }

  /** The fields that call this are REAL_ACCOUNT: the role is checked again here for node refetches and mutations. */
  private async token(): Promise<string> {
    return (await requireRole(this.scope.session, 'REAL_ACCOUNT')).token;
  }

  private get mediaBase(): string | undefined {
    return this.settings.lobby.mediaOrigins[0];
  }
}
