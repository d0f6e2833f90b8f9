import type { ListPageValue } from '../../shared/page-values.js';

/** The platform's contract kinds (sandbox/docs/agency.md, Contracts). */
export type WireContractType = 'DIVIDEND' | 'DAILY_SALARY' | 'HOURLY_SALARY' | 'REALTIME_SALARY';

export interface ContractPartyValue {
  id: number;
  account: string;
  nickname?: string | null;
}

export interface DividendTierValue {
  periodValidBet: number;
  periodLoss: number;
  activeMembers: number;
  rate: number;
}

export interface SalaryTierValue {
  dailyBet?: number;
  hourlyBet?: number;
  activeMembers: number;
  rate: number;
}

/** `terms` as the platform answers them; which fields are there depends on the kind. */
export interface ContractTermsValue {
  period?: string;
  tiers?: (DividendTierValue | SalaryTierValue)[];
  profitRate?: number;
  lossRate?: number;
  singleBet?: number;
  periodMinutes?: number;
}

export interface ContractValue {
  contractId: number;
  contractType: WireContractType;
  status: 'PENDING' | 'ACTIVE' | 'REJECTED' | 'TERMINATED';
  rate: number;
  upline: ContractPartyValue;
  downline: ContractPartyValue;
  terms: ContractTermsValue;
  createdAt: number;
  respondedAt: number | null;
  activatedAt: number | null;
  endedAt: number | null;
  endReason: string | null;
}

/** The consolidated funds call: `*req*` keys list offers to me, `*info*` keys my active contract of that kind. */
export interface ConsolidatedValue {
  dailysalreqtype?: ContractValue[] | null;
  dailysalinfotype?: ContractValue | null;
  divtypereq?: ContractValue[] | null;
  divtypeinfo?: ContractValue | null;
  contracthoursalreq?: ContractValue[] | null;
  contracthoursalinfo?: ContractValue | null;
  realtimesalreqtype?: ContractValue[] | null;
  contractmrdailysalinfotype?: ContractValue | null;
}

export interface ContractProcessValue {
  action: string;
  contract: ContractValue;
  terminatedContracts: ContractValue[];
}

/** The value of `contract.downline.rate.higher`: the contracts going ahead would end. */
export interface RateWarningValue {
  contractId?: number | null;
  affectedContracts?: ContractValue[];
}

export interface SalaryPeriodValue {
  contractId: number;
  periodStart: number;
  periodEnd: number;
  validBet: number;
  winLoss: number;
  rate: number;
  salary: number;
}

export interface RealTimeSalaryValue {
  contract: ContractValue | null;
  periodMinutes: number;
  lastSettledAt: number | null;
  nextSettlementAt: number | null;
  totalSalary: number;
  todaySalary: number;
  periods: ListPageValue<SalaryPeriodValue>;
}
