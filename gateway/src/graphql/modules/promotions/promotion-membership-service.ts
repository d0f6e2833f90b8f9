import type {
  ApplyPromotionInput,
  ClaimRafflePromotionInput,
  PromotionApplicationFilter,
  PromotionMemberState,
} from '../../../__generated__/schema-types.js';
import type { MoneyOrder } from '../../../infra/idempotency/index.js';
import { calls } from '../../../infra/upstream/index.js';
import type { Platform } from '../../platform/platform.js';
import type { RequestScope } from '../../platform/request-scope.js';
import { connectionFromUpstreamPage, upstreamPageFor, type Connection, type ForwardPageArgs } from '../../relay/connection.js';
import { platformIdOf } from '../../relay/typed-id.js';
import { isTrialType } from '../../roles/account-types.js';
import { userError } from '../../shared/user-errors.js';
import { rewardCall } from '../rewards/index.js';
import { proofImagesForPlatform } from '../wallet/index.js';
import { applicationProblems } from './application-input.js';
import { toApplication, toMemberState, toRaffleClaim } from './membership-mapping.js';
import type { ApplyPromotionPayloadModel, ClaimRafflePromotionPayloadModel, PromotionApplicationModel } from './membership-models.js';
import type { ApplicationPageValue, ApplicationValue, RaffleClaimValue } from './membership-shapes.js';
import type { PromotionDetailsValue } from './promotion-mapping.js';
import type { PromotionsService } from './promotions-service.js';

const PAGE = 20;

const unknownPromotion = () => userError('promotionId', 'NOT_FOUND', 'This promotion does not exist.');

/**
 * What a member does with promotions: their state on each (the card's action), claiming a raffle ticket, applying
 * with a comment and proof images, and their applications.
 */
export class PromotionMembershipService {
  private readonly states;

  constructor(
    private readonly platform: Platform,
    private readonly scope: RequestScope,
    private readonly promotions: PromotionsService,
  ) {
    this.states = platform.memberLoader<PromotionDetailsValue[]>(calls.memberPromotionStates);
  }

  /**
   * The member's state on a promotion: one private read per request for every card. Visitors, trial accounts and
   * sessions that must change their password act on nothing, so they get null without a platform call.
   */
  async memberState(promotionId: string): Promise<PromotionMemberState | null> {
    const session = await this.scope.session.get();
    if (session === null || isTrialType(session.accountType) || session.passwordChangeRequired === true) return null;
    const states = await this.states.load(session.token);
    return toMemberState(states.find((entry) => String(entry.promotionId) === promotionId)?.memberState);
  }

  async claimRaffle(input: ClaimRafflePromotionInput, order: MoneyOrder): Promise<ClaimRafflePromotionPayloadModel> {
    const promotionId = platformIdOf(input.promotionId, 'Promotion', 'promotionId');
    if ((await this.promotions.byId(String(promotionId))) === null) return { claim: null, userErrors: [unknownPromotion()] };
    const outcome = await rewardCall(() =>
      this.platform.write<RaffleClaimValue>(calls.claimRafflePromotion, { promotionId, requestId: order.number }),
    );
    if ('refusal' in outcome) return { claim: null, userErrors: [outcome.refusal] };
    return { claim: toRaffleClaim(outcome.value), userErrors: [] };
  }

  async apply(input: ApplyPromotionInput, order: MoneyOrder): Promise<ApplyPromotionPayloadModel> {
    const promotionId = platformIdOf(input.promotionId, 'Promotion', 'promotionId');
    const comment = input.comment?.trim() ?? '';
    const images = input.proofImages ?? [];
    const problems = applicationProblems(comment, images);
    if (problems.length > 0) return { application: null, userErrors: problems };
    if ((await this.promotions.byId(String(promotionId))) === null) return { application: null, userErrors: [unknownPromotion()] };
    const outcome = await rewardCall(() =>
      this.platform.write<ApplicationValue>(calls.applyPromotion, {
        promotionId,
        ...(comment === '' ? {} : { comment }),
        images: proofImagesForPlatform(images),
        requestId: order.number,
      }),
    );
    if ('refusal' in outcome) return { application: null, userErrors: [outcome.refusal] };
    return { application: toApplication(outcome.value), userErrors: [] };
  }

  async applications(args: ForwardPageArgs, filter: PromotionApplicationFilter | null | undefined): Promise<Connection<PromotionApplicationModel>> {
    const promotionId = filter?.promotionId ? platformIdOf(filter.promotionId, 'Promotion', 'filter.promotionId') : undefined;
    const page = upstreamPageFor(args, PAGE);
    const value = await this.platform.read<ApplicationPageValue>(calls.promotionApplications, {
      query: { pageNum: page.pageNo, pageSize: page.pageSize, status: filter?.status ?? undefined, promotionId },
    });
    return connectionFromUpstreamPage(value.content.map(toApplication), page, value.totalCount);
  }
}
