import type { Account } from '../../core/accounts.js';
import { headlineRateBp, PLATFORM_CEILING_BP } from './contract-terms.js';
import type { ContractType } from './contract-terms.js';
import type { Contract, ContractEndReason } from './contracts.js';
import { periodBoundaryAfter } from './agency-realtime-settlement.js';
import type { SandboxStore } from '../../core/store.js';
import { agencyErrors } from './agency-errors.js';
import { optionalKey, percentOf, requiredId } from './agency-params.js';
import type { Fields } from './agency-params.js';
import { contractTermsOf } from './contract-terms-input.js';
import { contractValue } from './contract-view.js';

export interface ContractOutcome {
  contract: Contract;
  /** Contracts this action ended: a replaced one, and downline ones that lost their backing. */
  ended: Contract[];
}

const TYPE_NAMES: Record<ContractType, string> = {
  DIVIDEND: 'dividend',
  DAILY_SALARY: 'daily salary',
  HOURLY_SALARY: 'hourly salary',
  REALTIME_SALARY: 'real-time salary',
};

function isLive(contract: Contract): boolean {
  return contract.status === 'ACTIVE' || contract.status === 'PENDING';
}

/** The contract of this kind an account holds from its upline, if any. */
export function heldContract(store: SandboxStore, accountId: number, type: ContractType): Contract | undefined {
  return store.data.agency.contracts.find((contract) => contract.type === type && contract.downlineId === accountId && contract.status === 'ACTIVE');
}

/** The live contracts of this kind an account gave its own downlines at a rate above `rateBp`. */
function higherGivenContracts(store: SandboxStore, accountId: number, type: ContractType, rateBp: number): Contract[] {
  return store.data.agency.contracts.filter(
    (given) => given.type === type && given.uplineId === accountId && isLive(given) && headlineRateBp(given.terms) > rateBp,
  );
}

/** What an upline may pass on: a top agent the platform ceiling, everyone else its own active contract's rate. */
function ownRateBp(store: SandboxStore, upline: Account, type: ContractType): number | null {
  if (upline.uplineId === null) return PLATFORM_CEILING_BP[type];
  const held = heldContract(store, upline.id, type);
  return held === undefined ? null : Math.min(headlineRateBp(held.terms), PLATFORM_CEILING_BP[type]);
}

/**
 * Ends a contract. An ended active contract takes the contracts its holder gave of the same kind down with it,
 * since an upline can pass on only what it holds.
 */
function endContract(contract: Contract, reason: ContractEndReason, now: number, store: SandboxStore, ended: Contract[]): void {
  const wasActive = contract.status === 'ACTIVE';
  contract.status = 'TERMINATED';
  contract.endedAt = now;
  contract.endReason = reason;
  ended.push(contract);
  if (!wasActive || reason === 'REPLACED') return;
  for (const below of store.data.agency.contracts) {
    if (below.type === contract.type && below.uplineId === contract.downlineId && isLive(below)) {
      endContract(below, below.status === 'ACTIVE' ? 'UPLINE_CONTRACT_ENDED' : 'WITHDRAWN_BY_UPLINE', now, store, ended);
    }
  }
}

export function offerContract(store: SandboxStore, upline: Account, type: ContractType, fields: Fields, now: number): ContractOutcome {
  const agency = store.data.agency;
  const downlineId = requiredId(fields, 'downlineId');
  const requestId = optionalKey(fields, 'requestId');
  if (requestId !== undefined) {
    const earlier = agency.contracts.find((contract) => contract.uplineId === upline.id && contract.requestId === requestId);
    if (earlier !== undefined) {
      if (earlier.type !== type || earlier.downlineId !== downlineId) throw agencyErrors.param('requestId was already used for another offer');
      return { contract: earlier, ended: [] };
    }
  }
  const downline = store.accountById(downlineId);
  if (downline === undefined || downline.uplineId !== upline.id) throw agencyErrors.param('downlineId is not one of your direct downlines');
  if (downline.type === 4) throw agencyErrors.param('a trial account cannot hold contracts');
  const terms = contractTermsOf(type, fields.terms);
  const confirm = confirmFlag(fields);
  const ceiling = ownRateBp(store, upline, type);
  // The value carries the highest rate allowed (0: nothing to pass on), so a client can say it without the message.
  if (ceiling === null) throw agencyErrors.param(`you hold no active ${TYPE_NAMES[type]} contract to pass on`, { field: 'terms', maxRate: 0 });
  if (headlineRateBp(terms) > ceiling) {
    throw agencyErrors.param(`the rate ${percentOf(headlineRateBp(terms))}% exceeds your own ${TYPE_NAMES[type]} rate of ${percentOf(ceiling)}%`, {
      field: 'terms',
      maxRate: percentOf(ceiling),
    });
  }
  const waiting = agency.contracts.find((contract) => contract.type === type && contract.uplineId === upline.id && contract.downlineId === downlineId && contract.status === 'PENDING');
  if (waiting !== undefined) throw agencyErrors.pendingOfferExists(waiting.id);
  // Spec 001 section 4: creating a lower contract over a higher one the downline gave further down warns its
  // creator first; the downline is warned again when it accepts (that is when those contracts end).
  const higher = higherGivenContracts(store, downlineId, type, headlineRateBp(terms));
  if (higher.length > 0 && !confirm) {
    throw agencyErrors.downlineRateHigher({ contractId: null, affectedContracts: higher.map((given) => contractValue(store, given)) });
  }
  const contract: Contract = {
    id: agency.nextContractId,
    type,
    uplineId: upline.id,
    downlineId,
    status: 'PENDING',
    terms,
    createdAt: now,
    respondedAt: null,
    activatedAt: null,
    endedAt: null,
    endReason: null,
    requestId: requestId ?? null,
    settledUntil: null,
  };
  agency.nextContractId += 1;
  agency.contracts.push(contract);
  return { contract, ended: [] };
}

/** The contract a response names, when the caller is one of its two parties. */
function partyContract(store: SandboxStore, me: Account, type: ContractType, fields: Fields): Contract {
  const contractId = requiredId(fields, 'contractId');
  const contract = store.data.agency.contracts.find((candidate) => candidate.id === contractId && candidate.type === type);
  if (contract === undefined || (contract.uplineId !== me.id && contract.downlineId !== me.id)) {
    throw agencyErrors.param(`unknown ${TYPE_NAMES[type]} contract ${contractId}`);
  }
  return contract;
}

function downlineContract(store: SandboxStore, me: Account, type: ContractType, fields: Fields): Contract {
  const contract = partyContract(store, me, type, fields);
  if (contract.downlineId !== me.id) throw agencyErrors.param('only the downline the contract was offered to can answer it');
  return contract;
}

function confirmFlag(fields: Fields): boolean {
  const { confirm } = fields;
  if (confirm !== undefined && typeof confirm !== 'boolean') throw agencyErrors.param('confirm must be a boolean');
  return confirm === true;
}

/**
 * Accepting a contract whose rate is below one the member already gave its own downline would leave that one
 * unbacked: the first answer is a warning listing them; `confirm: true` goes ahead and ends them.
 */
export function acceptContract(store: SandboxStore, me: Account, type: ContractType, fields: Fields, now: number): ContractOutcome {
  const contract = downlineContract(store, me, type, fields);
  const confirm = confirmFlag(fields);
  if (contract.status === 'ACTIVE') return { contract, ended: [] };
  if (contract.status !== 'PENDING') throw agencyErrors.contractStatus(contract.status);
  const higher = higherGivenContracts(store, me.id, type, headlineRateBp(contract.terms));
  if (higher.length > 0 && !confirm) {
    throw agencyErrors.downlineRateHigher({ contractId: contract.id, affectedContracts: higher.map((given) => contractValue(store, given)) });
  }
  const ended: Contract[] = [];
  for (const given of higher) endContract(given, given.status === 'ACTIVE' ? 'UPLINE_RATE_LOWERED' : 'WITHDRAWN_BY_UPLINE', now, store, ended);
  const previous = heldContract(store, me.id, type);
  if (previous !== undefined) endContract(previous, 'REPLACED', now, store, ended);
  contract.status = 'ACTIVE';
  contract.respondedAt = now;
  contract.activatedAt = now;
  if (type === 'REALTIME_SALARY') contract.settledUntil = periodBoundaryAfter(now);
  return { contract, ended };
}

export function rejectContract(store: SandboxStore, me: Account, type: ContractType, fields: Fields, now: number): ContractOutcome {
  const contract = downlineContract(store, me, type, fields);
  if (contract.status === 'REJECTED') return { contract, ended: [] };
  if (contract.status !== 'PENDING') throw agencyErrors.contractStatus(contract.status);
  contract.status = 'REJECTED';
  contract.respondedAt = now;
  return { contract, ended: [] };
}

/** Either party ends an active contract; the upline may also withdraw an offer still waiting for an answer. */
export function terminateContract(store: SandboxStore, me: Account, type: ContractType, fields: Fields, now: number): ContractOutcome {
  const contract = partyContract(store, me, type, fields);
  const byUpline = contract.uplineId === me.id;
  if (contract.status === 'TERMINATED') return { contract, ended: [] };
  const ended: Contract[] = [];
  if (contract.status === 'ACTIVE') {
    endContract(contract, byUpline ? 'TERMINATED_BY_UPLINE' : 'TERMINATED_BY_DOWNLINE', now, store, ended);
  } else if (contract.status === 'PENDING' && byUpline) {
    endContract(contract, 'WITHDRAWN_BY_UPLINE', now, store, ended);
  } else {
    throw agencyErrors.contractStatus(contract.status);
  }
  return { contract, ended: ended.filter((other) => other !== contract) };
}
