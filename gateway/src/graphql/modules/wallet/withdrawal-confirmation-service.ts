import type { ConfirmWithdrawalInput, WithdrawalConfirmation, WithdrawalConfirmations } from '../../../__generated__/schema-types.js';
import { calls } from '../../../infra/upstream/index.js';
import type { Platform } from '../../platform/platform.js';
import { localIdOf } from '../../relay/global-id.js';
import { toCents } from '../../values/money.js';
import { required, userError } from '../../shared/user-errors.js';
import { moneyCall } from './platform-refusal.js';
import { proofImageProblems, proofImagesForPlatform } from './proof-images.js';
import type { WithdrawalConfirmationValue, WithdrawalConfirmListValue } from './upstream-shapes.js';
import { refused, type ConfirmWithdrawalPayloadModel } from './wallet-models.js';
import type { WalletService } from './wallet-service.js';
import { toWithdrawalConfirmation } from './withdraw-mapping.js';

/** Paid-out withdrawals the member confirms (spec 001 section 4): received, not received with proof, or partly. */
export class WithdrawalConfirmationService {
  private readonly list;

  constructor(
    private readonly platform: Platform,
    private readonly wallets: WalletService,
  ) {
    this.list = platform.memberLoader<WithdrawalConfirmListValue>(calls.withdrawalConfirmations);
  }

  async confirmations(): Promise<WithdrawalConfirmations> {
    const value = await this.listValue();
    return {
      autoReceiveMinutes: value.autoReceiveMinutes,
      awaiting: value.list.map(toWithdrawalConfirmation),
      history: value.history.map(toWithdrawalConfirmation),
    };
  }

  async byId(id: string): Promise<WithdrawalConfirmation | null> {
    const found = await this.find(id);
    return found ? toWithdrawalConfirmation(found) : null;
  }

  async confirm(input: ConfirmWithdrawalInput): Promise<ConfirmWithdrawalPayloadModel> {
    const empty = { confirmation: null };
    const withdrawal = await this.find(localIdOf('WithdrawalConfirmation', input.withdrawalId));
    if (withdrawal === undefined) return refused(empty, userError('withdrawalId', 'INVALID_FORMAT', 'This withdrawal is not awaiting your confirmation.'));
    const images = input.answer === 'RECEIVED' ? [] : (input.proofImages ?? []);
    const problems = proofImageProblems(images);
    if (input.answer === 'NOT_RECEIVED' && images.length === 0) problems.push(userError('proofImages', 'PROOF_REQUIRED', 'Add a picture that shows the money did not arrive.'));
    if (input.answer === 'PARTIAL') {
      if (input.receivedAmount === null || input.receivedAmount === undefined) problems.push(required('receivedAmount'));
      else if (toCents(input.receivedAmount) >= toCents(String(withdrawal.amount))) {
        problems.push(userError('receivedAmount', 'AMOUNT_TOO_LARGE', 'A partial amount is below the withdrawal.', { maxAmount: String(withdrawal.amount) }));
      }
    }
    if (problems.length > 0) return refused(empty, ...problems);
    const outcome = await moneyCall(() =>
      this.platform.write<WithdrawalConfirmationValue>(calls.confirmWithdrawal, {
        id: withdrawal.id,
        status: input.answer,
        ...(input.answer === 'PARTIAL' ? { receivedAmount: Number(input.receivedAmount) } : {}),
        ...(images.length > 0 ? { proofImages: proofImagesForPlatform(images) } : {}),
      }),
    );
    if ('refusal' in outcome) return refused(empty, outcome.refusal);
    return { confirmation: toWithdrawalConfirmation(outcome.value), userErrors: [] };
  }

  private async listValue(): Promise<WithdrawalConfirmListValue> {
    const viewer = await this.wallets.viewer();
    return this.list.load(viewer.session.token);
  }

  private async find(id: string | undefined): Promise<WithdrawalConfirmationValue | undefined> {
    if (id === undefined) return undefined;
    const value = await this.listValue();
    return [...value.list, ...value.history].find((withdrawal) => String(withdrawal.id) === id);
  }
}
