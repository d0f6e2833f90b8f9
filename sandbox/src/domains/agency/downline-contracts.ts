import { defineRoute } from '../../core/route-registry.js';
import { CONTRACT_TYPES } from './contract-terms.js';
import type { ContractStatus } from './contracts.js';
import { syncAgency } from './agency-sync.js';
import { agencyErrors } from './agency-errors.js';
import { page, pagingOf } from './agency-params.js';
import { agentOf } from './agent-guard.js';
import { contractValue } from './contract-view.js';

const STATUSES: readonly ContractStatus[] = ['PENDING', 'ACTIVE', 'REJECTED', 'TERMINATED'];

function optionalChoice<T extends string>(raw: string | undefined, name: string, choices: readonly T[]): T | undefined {
  if (raw === undefined || raw === '') return undefined;
  const choice = choices.find((known) => known === raw);
  if (choice === undefined) throw agencyErrors.param(`${name} must be one of ${choices.join(', ')}`);
  return choice;
}

/** The contracts an agent has offered its direct downlines, newest first (the contract request screen). */
export const downlineContractRoutes = [
  defineRoute({
    method: 'GET',
    path: '/wps/relay/MCS2_getDownlineContracts',
    moduleId: 'SIGNCONDIV3',
    token: true,
    handle: ({ store, session, query }) => {
      const agent = agentOf(store, session);
      const type = optionalChoice(query.contractType, 'contractType', CONTRACT_TYPES);
      const status = optionalChoice(query.status, 'status', STATUSES);
      const paging = pagingOf(query);
      syncAgency(store);
      const contracts = store.data.agency.contracts
        .filter((contract) => contract.uplineId === agent.id)
        .filter((contract) => (type === undefined || contract.type === type) && (status === undefined || contract.status === status))
        .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)
        .map((contract) => contractValue(store, contract));
      return page(contracts, paging);
    },
  }),
];
