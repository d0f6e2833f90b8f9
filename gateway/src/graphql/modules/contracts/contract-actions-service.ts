import type { Contract, ContractAnswerInput, OfferContractInput, UserError } from '../../../__generated__/schema-types.js';
import type { MoneyOrder } from '../../../infra/idempotency/index.js';
import type { Platform } from '../../platform/platform.js';
import { userError } from '../../shared/user-errors.js';
import { CONTRACT_KINDS } from './contract-kinds.js';
import { toContract } from './contract-mapping.js';
import { contractRefusal } from './contract-refusals.js';
import { offerTerms } from './contract-terms.js';
import type { ContractsService } from './contracts-service.js';
import type { ContractProcessValue } from './upstream-shapes.js';

// Payloads are plain JSON: the idempotency layer keeps an offer's first answer and replays it.
export interface OfferContractPayloadModel {
  contract: Contract | null;
  affectedContracts: Contract[];
  userErrors: UserError[];
}

export interface ContractAnswerPayloadModel {
  contract: Contract | null;
  terminatedContracts: Contract[];
  affectedContracts: Contract[];
  userErrors: UserError[];
}

/** The downline an offer goes to, as the viewer's own tree knows it. */
export interface OfferRecipient {
  accountId: number;
  /** 1 for a direct downline. */
  level: number;
}

/** Offer, accept, reject and terminate: each kind's processing call, with the platform's refusals as userErrors. */
export class ContractActionsService {
  constructor(
    private readonly platform: Platform,
    private readonly contracts: ContractsService,
  ) {}

  async offer(input: OfferContractInput, recipient: OfferRecipient, order: MoneyOrder): Promise<OfferContractPayloadModel> {
    const refused = (...userErrors: UserError[]) => ({ contract: null, affectedContracts: [], userErrors });
    if (recipient.level !== 1) return refused(userError('downlineId', 'NOT_DIRECT_DOWNLINE', 'Contracts are offered to direct downlines only.'));
    const checked = offerTerms(input);
    if ('errors' in checked) return refused(...checked.errors);
    const body = {
      action: 'OFFER',
      downlineId: recipient.accountId,
      requestId: order.number,
      terms: checked.terms,
      confirm: input.confirmDownlineRateRule === true,
    };
    const viewerId = await this.contracts.viewerId();
    try {
      const value = await this.platform.write<ContractProcessValue>(CONTRACT_KINDS[input.kind].call, body);
      return { contract: toContract(value.contract, viewerId), affectedContracts: [], userErrors: [] };
    } catch (error) {
      const refusal = contractRefusal(error, viewerId);
      if (refusal === undefined) throw error;
      return { contract: null, affectedContracts: refusal.affected, userErrors: [refusal.error] };
    }
  }

  accept(contract: Contract, input: ContractAnswerInput): Promise<ContractAnswerPayloadModel> {
    return this.answer(contract, { action: 'ACCEPT', confirm: input.confirmDownlineRateRule === true });
  }

  reject(contract: Contract): Promise<ContractAnswerPayloadModel> {
    return this.answer(contract, { action: 'REJECT' });
  }

  async terminate(contract: Contract): Promise<ContractAnswerPayloadModel> {
    return this.process(contract, { action: 'TERMINATE' });
  }

  private async answer(contract: Contract, body: Record<string, unknown>): Promise<ContractAnswerPayloadModel> {
    if (contract.viewerSide !== 'DOWNLINE') {
      return { contract: null, terminatedContracts: [], affectedContracts: [], userErrors: [userError('contractId', 'NOT_ALLOWED', 'Only the downline answers an offer.')] };
    }
    return this.process(contract, body);
  }

  private async process(contract: Contract, body: Record<string, unknown>): Promise<ContractAnswerPayloadModel> {
    const viewerId = await this.contracts.viewerId();
    try {
      const value = await this.platform.write<ContractProcessValue>(CONTRACT_KINDS[contract.kind].call, { ...body, contractId: Number(contract.contractNo) });
      this.contracts.forgetConsolidated();
      return {
        contract: toContract(value.contract, viewerId),
        terminatedContracts: value.terminatedContracts.map((ended) => toContract(ended, viewerId)),
        affectedContracts: [],
        userErrors: [],
      };
    } catch (error) {
      const refusal = contractRefusal(error, viewerId);
      if (refusal === undefined) throw error;
      return { contract: null, terminatedContracts: [], affectedContracts: refusal.affected, userErrors: [refusal.error] };
    }
  }
}
