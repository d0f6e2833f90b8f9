import type { Contract, UserError } from '../../../__generated__/schema-types.js';
import { UpstreamError } from '../../../infra/upstream/index.js';
import { toDecimal } from '../../values/decimal.js';
import { userError } from '../../shared/user-errors.js';
import { toContract } from './contract-mapping.js';
import type { RateWarningValue } from './upstream-shapes.js';

export interface ContractRefusal {
  error: UserError;
  /** With the downline-rate warning: the contracts going ahead would end. */
  affected: Contract[];
}

const refusal = (error: UserError, affected: Contract[] = []): ContractRefusal => ({ error, affected });

/**
 * The platform's answers to a contract action that the viewer can act on, as userErrors; undefined for anything
 * else (outages, our own malformed requests), which stays a GraphQL error.
 */
export function contractRefusal(error: unknown, viewerId: string): ContractRefusal | undefined {
  if (!(error instanceof UpstreamError)) return undefined;
  const value = (typeof error.value === 'object' && error.value !== null ? error.value : {}) as RateWarningValue & { maxRate?: unknown; field?: unknown };
  switch (error.upstreamCode) {
    case 'contract.downline.rate.higher':
      return refusal(
        userError(null, 'DOWNLINE_RATE_HIGHER', 'A higher-rate downline contract exists; going ahead ends it.'),
        (value.affectedContracts ?? []).map((contract) => toContract(contract, viewerId)),
      );
    case 'contract.pending.exists':
      return refusal(userError('downlineId', 'CONTRACT_PENDING_EXISTS', 'An offer of this kind is already waiting for this downline.'));
    case 'contract.status.invalid':
      return refusal(userError('contractId', 'CONTRACT_STATUS_INVALID', 'The contract cannot take this action in its current status.'));
    case 'request_param_err':
      // The platform's rate ceiling: the value says the most the agent may offer (0: nothing to pass on).
      if (typeof value.maxRate !== 'number') return undefined;
      return value.maxRate === 0
        ? refusal(userError('kind', 'NO_CONTRACT_TO_PASS_ON', 'You hold no contract of this kind to pass on.'))
        : refusal(userError('tiers', 'RATE_TOO_HIGH', 'The rate is above what you may offer.', { maxRate: toDecimal(value.maxRate) }));
    default:
      return undefined;
  }
}
