import type { ClaimRewardInput, RewardItem, RewardItemStatus, UserError } from '../../../__generated__/schema-types.js';
import { calls, UpstreamError } from '../../../infra/upstream/index.js';
import type { Platform } from '../../platform/platform.js';
import { connectionFromUpstreamPage, upstreamPageFor, type Connection, type ForwardPageArgs } from '../../relay/connection.js';
import { platformIdOf } from '../../relay/typed-id.js';
import { toDecimal } from '../../values/decimal.js';
import { userError } from '../../shared/user-errors.js';
import { toRewardItem } from './reward-mapping.js';
import type { ClaimRewardValue, RewardPageValue } from './upstream-shapes.js';

const PAGE = 20;

/** Payloads are plain JSON (kept by the idempotency layer); `viewer` is resolved afresh. */
export interface ClaimRewardPayloadModel {
  reward: RewardItem | null;
  mainBalance: string | null;
  pointsBalance: number | null;
  userErrors: UserError[];
}

const unknownReward = (): UserError => userError('rewardId', 'NOT_FOUND', 'This reward is not in your reward centre.');

/** The reward centre (page rewardCenter): what the member has won and not claimed yet, and claiming it. */
export class RewardCentreService {
  private readonly countLoader;

  constructor(private readonly platform: Platform) {
    this.countLoader = platform.memberLoader<number>(calls.rewardCount, undefined, 'rewardCount');
  }

  /** Unclaimed items: the rewards badge. */
  async unclaimedCount(token: string): Promise<number> {
    return this.countLoader.load(token);
  }

  async items(args: ForwardPageArgs, status: RewardItemStatus | null | undefined): Promise<Connection<RewardItem>> {
    const page = upstreamPageFor(args, PAGE);
    const value = await this.platform.read<RewardPageValue>(calls.rewardList, {
      query: { pageNum: page.pageNo, pageSize: page.pageSize, status: status ?? undefined },
    });
    return connectionFromUpstreamPage(value.content.map(toRewardItem), page, value.totalCount);
  }

  async claim(input: ClaimRewardInput): Promise<ClaimRewardPayloadModel> {
    const rewardId = platformIdOf(input.rewardId, 'RewardItem', 'rewardId');
    let value: ClaimRewardValue;
    try {
      value = await this.platform.write<ClaimRewardValue>(calls.claimReward, { rewardId });
    } catch (error) {
      // The call's one field is the id: a refused request names an item that is not the member's.
      if (error instanceof UpstreamError && error.upstreamCode === 'request_param_err') {
        return { reward: null, mainBalance: null, pointsBalance: null, userErrors: [unknownReward()] };
      }
      throw error;
    }
    return { reward: toRewardItem(value), mainBalance: toDecimal(value.availBalance), pointsBalance: value.pointsBalance, userErrors: [] };
  }
}
