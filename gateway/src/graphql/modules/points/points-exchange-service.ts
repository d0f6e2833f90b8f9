import type { ConvertPointsInput, RedeemPointRewardInput } from '../../../__generated__/schema-types.js';
import type { MoneyOrder } from '../../../infra/idempotency/index.js';
import { calls } from '../../../infra/upstream/index.js';
import type { Platform } from '../../platform/platform.js';
import type { RequestScope, ServiceSettings } from '../../platform/request-scope.js';
import { platformIdOf } from '../../relay/typed-id.js';
import { requireRole } from '../../roles/require-role.js';
import { toDecimal } from '../../values/decimal.js';
import { userError } from '../../shared/user-errors.js';
import type { PaymentPasswordLock } from '../../shared/payment-password-lock.js';
import { rewardCall } from '../rewards/index.js';
import { convertProblems, redeemProblems } from './points-input.js';
import { toRedeemOrder } from './points-mapping.js';
import type { ConvertPointsPayloadModel, RedeemPointRewardPayloadModel } from './points-models.js';
import type { PointsService } from './points-service.js';
import type { ConvertValue, RedeemValue } from './upstream-shapes.js';

const noRedeem = { order: null, pointsBalance: null };

/**
 * Spending points: redeeming a mall reward and converting points into money. Both go through the platform's
 * password check with the withdraw (payment) password; the gateway checks the figures first, so a redemption it
 * can already see failing never reaches the platform.
 */
export class PointsExchangeService {
  constructor(
    private readonly platform: Platform,
    private readonly settings: ServiceSettings,
    private readonly scope: RequestScope,
    private readonly points: PointsService,
    private readonly passwordLock: PaymentPasswordLock,
  ) {}

  async redeem(input: RedeemPointRewardInput, order: MoneyOrder): Promise<RedeemPointRewardPayloadModel> {
    const rewardId = platformIdOf(input.rewardId, 'PointReward', 'rewardId');
    await requireRole(this.scope.session, 'REAL_ACCOUNT');
    const [reward, rules, balance] = await Promise.all([this.points.reward(rewardId), this.points.rules(), this.points.balance()]);
    if (reward === null) return { ...noRedeem, userErrors: [userError('rewardId', 'NOT_FOUND', 'This reward is not in the points mall.')] };
    const problems = redeemProblems(input, reward, rules, balance.points);
    if (problems.length > 0) return { ...noRedeem, userErrors: problems };
    const address = input.receivingAddress?.trim();
    const outcome = await this.passwordLock.check(order.memberId, 'withdrawPassword', () =>
      rewardCall(
        () =>
          this.platform.write<RedeemValue>(calls.redeemPointReward, {
            rewardId,
            quantity: input.quantity ?? 1,
            paymentPassword: input.withdrawPassword,
            ...(reward.type === 'PHYSICAL' && address ? { receivingAddress: address } : {}),
            requestId: order.number,
          }),
        { password: 'withdrawPassword', quantity: 'quantity', points: 'quantity' },
      ),
    );
    if ('refusal' in outcome) return { ...noRedeem, userErrors: [outcome.refusal] };
    this.points.forgetSpending();
    const redeemed = toRedeemOrder(outcome.value, this.settings.lobby.mediaOrigins[0]);
    return { order: redeemed, pointsBalance: outcome.value.pointsBalance, userErrors: [] };
  }

  async convert(input: ConvertPointsInput, order: MoneyOrder): Promise<ConvertPointsPayloadModel> {
    await requireRole(this.scope.session, 'REAL_ACCOUNT');
    const [rules, balance] = await Promise.all([this.points.rules(), this.points.balance()]);
    const problems = convertProblems(input, rules, balance.points);
    if (problems.length > 0) return { conversion: null, userErrors: problems };
    const outcome = await this.passwordLock.check(order.memberId, 'withdrawPassword', () =>
      rewardCall(
        () => this.platform.write<ConvertValue>(calls.convertPoints, { points: input.points, paymentPassword: input.withdrawPassword, requestId: order.number }),
        { password: 'withdrawPassword', points: 'points' },
      ),
    );
    if ('refusal' in outcome) return { conversion: null, userErrors: [outcome.refusal] };
    this.points.forgetSpending();
    const value = outcome.value;
    return {
      conversion: {
        orderNo: value.orderNo,
        points: value.points,
        amount: toDecimal(value.amount),
        pointsBalance: value.pointsBalance,
        mainBalance: toDecimal(value.availBalance),
        createdAt: new Date(value.createdAt).toISOString(),
      },
      userErrors: [],
    };
  }
}
