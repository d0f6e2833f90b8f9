import type { Account } from '../../core/accounts.js';
import { headlineRateBp } from './contract-terms.js';
import type { ContractTerms } from './contract-terms.js';
import type { Contract } from './contracts.js';
import type { SandboxStore } from '../../core/store.js';
import { moneyValue } from '../../core/money.js';
import { percentOf } from './agency-params.js';

function termsValue(terms: ContractTerms) {
  switch (terms.type) {
    case 'DIVIDEND':
      return {
        period: terms.period,
        tiers: terms.tiers.map((tier) => ({
          periodValidBet: moneyValue(tier.periodValidBetCents),
          periodLoss: moneyValue(tier.periodLossCents),
          activeMembers: tier.activeMembers,
          rate: percentOf(tier.rateBp),
        })),
      };
    case 'DAILY_SALARY':
    case 'HOURLY_SALARY': {
      const betField = terms.type === 'DAILY_SALARY' ? 'dailyBet' : 'hourlyBet';
      return {
        tiers: terms.tiers.map((tier) => ({
          [betField]: moneyValue(tier.betCents),
          activeMembers: tier.activeMembers,
          rate: percentOf(tier.rateBp),
        })),
      };
    }
    case 'REALTIME_SALARY':
      return {
        profitRate: percentOf(terms.profitRateBp),
        lossRate: percentOf(terms.lossRateBp),
        singleBet: moneyValue(terms.singleBetCents),
        periodMinutes: 5,
      };
  }
}

function partyValue(account: Account | undefined, id: number) {
  return { id, account: account?.account ?? '', nickname: account?.nickname ?? '' };
}

/** A contract as every agency call answers it. */
export function contractValue(store: SandboxStore, contract: Contract) {
  return {
    contractId: contract.id,
    contractType: contract.type,
    status: contract.status,
    rate: percentOf(headlineRateBp(contract.terms)),
    upline: partyValue(store.accountById(contract.uplineId), contract.uplineId),
    downline: partyValue(store.accountById(contract.downlineId), contract.downlineId),
    terms: termsValue(contract.terms),
    createdAt: contract.createdAt,
    respondedAt: contract.respondedAt,
    activatedAt: contract.activatedAt,
    endedAt: contract.endedAt,
    endReason: contract.endReason,
  };
}

export type ContractValue = ReturnType<typeof contractValue>;
