import type { ConvertPointsInput, PointsRules, RedeemPointRewardInput, UserError } from '../../../__generated__/schema-types.js';
import { required, userError } from '../../shared/user-errors.js';
import type { PointRewardModel } from './points-models.js';

export const MAX_ADDRESS_LENGTH = 200;

export const insufficientPoints = (field: string, balance: number): UserError =>
  userError(field, 'INSUFFICIENT_POINTS', 'You do not have enough points.', { maxPoints: balance });

/** What the platform would refuse of a redemption, found before it is asked: format first, then the figures. */
export function redeemProblems(input: RedeemPointRewardInput, reward: PointRewardModel, rules: PointsRules, balance: number): UserError[] {
  const quantity = input.quantity ?? 1;
  const problems: UserError[] = [];
  if (input.withdrawPassword === '') problems.push(required('withdrawPassword'));
  if (quantity < 1) problems.push(userError('quantity', 'TOO_SMALL', 'Redeem at least one.', { limit: 1 }));
  if (quantity > rules.maxRedeemQuantity) {
    problems.push(userError('quantity', 'TOO_LARGE', `At most ${rules.maxRedeemQuantity} at a time.`, { limit: rules.maxRedeemQuantity }));
  }
  const address = input.receivingAddress?.trim() ?? '';
  if (reward.type === 'PHYSICAL' && address === '') problems.push(required('receivingAddress', 'Enter the address the goods go to.'));
  if (address.length > MAX_ADDRESS_LENGTH) {
    problems.push(userError('receivingAddress', 'TOO_LONG', `At most ${MAX_ADDRESS_LENGTH} characters.`, { maxLength: MAX_ADDRESS_LENGTH }));
  }
  if (problems.length > 0) return problems;
  if (reward.stock < quantity) return [userError('quantity', 'OUT_OF_STOCK', 'This reward is out of stock.', { limit: reward.stock })];
  if (reward.pointsRequired * quantity > balance) return [insufficientPoints('quantity', balance)];
  return [];
}

/** A conversion inside the platform's bounds and the member's balance. */
export function convertProblems(input: ConvertPointsInput, rules: PointsRules, balance: number): UserError[] {
  const problems: UserError[] = [];
  if (input.withdrawPassword === '') problems.push(required('withdrawPassword'));
  const bounds = { minPoints: rules.minConvertPoints, maxPoints: rules.maxConvertPoints };
  if (input.points < rules.minConvertPoints) problems.push(userError('points', 'TOO_SMALL', `Convert at least ${rules.minConvertPoints} points.`, bounds));
  else if (input.points > rules.maxConvertPoints) problems.push(userError('points', 'TOO_LARGE', `Convert at most ${rules.maxConvertPoints} points.`, bounds));
  else if (input.points > balance) problems.push(insufficientPoints('points', balance));
  return problems;
}
