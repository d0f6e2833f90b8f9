import type { ContractKind } from '../../../__generated__/schema-types.js';
import { calls, type CallSpec } from '../../../infra/upstream/index.js';
import type { ConsolidatedValue, WireContractType } from './upstream-shapes.js';

interface KindTable {
  wire: WireContractType;
  /** The kind's processing call: OFFER, ACCEPT, REJECT and TERMINATE all go there. */
  call: CallSpec;
  /** The consolidated funds keys (upstream-protocol.md section 4): offers to me, my active contract. */
  requestsKey: keyof ConsolidatedValue;
  heldKey: keyof ConsolidatedValue;
}

export const CONTRACT_KINDS: Readonly<Record<ContractKind, KindTable>> = {
  DIVIDEND: { wire: 'DIVIDEND', call: calls.dividendContract, requestsKey: 'divtypereq', heldKey: 'divtypeinfo' },
  DAILY_SALARY: { wire: 'DAILY_SALARY', call: calls.dailySalaryContract, requestsKey: 'dailysalreqtype', heldKey: 'dailysalinfotype' },
  HOURLY_SALARY: { wire: 'HOURLY_SALARY', call: calls.hourlySalaryContract, requestsKey: 'contracthoursalreq', heldKey: 'contracthoursalinfo' },
  REAL_TIME_SALARY: {
    wire: 'REALTIME_SALARY',
    call: calls.realTimeSalaryContract,
    requestsKey: 'realtimesalreqtype',
    heldKey: 'contractmrdailysalinfotype',
  },
};

export const KIND_ORDER: readonly ContractKind[] = ['DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REAL_TIME_SALARY'];

export function kindOfWire(wire: WireContractType): ContractKind {
  const kind = KIND_ORDER.find((known) => CONTRACT_KINDS[known].wire === wire);
  if (kind === undefined) throw new Error(`unknown contract type from the platform: ${String(wire)}`);
  return kind;
}

export const isContractKind = (value: string): value is ContractKind => (KIND_ORDER as readonly string[]).includes(value);
