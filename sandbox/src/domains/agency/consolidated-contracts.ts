import { defineRoute } from '../../core/route-registry.js';
import type { ContractType } from './contract-terms.js';
import { syncAgency } from './agency-sync.js';
import type { SandboxStore } from '../../core/store.js';
import { realAccountOf } from './agent-guard.js';
import { heldContract } from './contract-lifecycle.js';
import { contractValue } from './contract-view.js';

/** The platform's key names: `*req*` keys list offers waiting for my answer, `*info*` keys my active contract. */
const KEYS: readonly { type: ContractType; requests: string; info: string }[] = [
  { type: 'DAILY_SALARY', requests: 'dailysalreqtype', info: 'dailysalinfotype' },
  { type: 'DIVIDEND', requests: 'divtypereq', info: 'divtypeinfo' },
  { type: 'HOURLY_SALARY', requests: 'contracthoursalreq', info: 'contracthoursalinfo' },
  { type: 'REALTIME_SALARY', requests: 'realtimesalreqtype', info: 'contractmrdailysalinfotype' },
];

function consolidated(store: SandboxStore, accountId: number) {
  const value: Record<string, unknown> = {};
  for (const { type, requests, info } of KEYS) {
    value[requests] = store.data.agency.contracts
      .filter((contract) => contract.type === type && contract.downlineId === accountId && contract.status === 'PENDING')
      .map((contract) => contractValue(store, contract));
    const held = heldContract(store, accountId, type);
    value[info] = held === undefined ? null : contractValue(store, held);
  }
  return value;
}

export const consolidatedContractRoutes = [
  defineRoute({
    method: 'GET',
    path: '/wps/member/info/funds/consolidated',
    moduleId: 'SIGNCONDIV3',
    token: true,
    handle: ({ store, session }) => {
      const me = realAccountOf(store, session);
      syncAgency(store);
      return consolidated(store, me.id);
    },
  }),
];
