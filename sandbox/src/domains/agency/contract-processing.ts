import type { ModuleId } from '../../protocol/module-ids.js';
import { defineRoute } from '../../core/route-registry.js';
import type { ContractType } from './contract-terms.js';
import { syncAgency } from './agency-sync.js';
import { agencyErrors } from './agency-errors.js';
import { jsonFields } from './agency-params.js';
import { isAgent, realAccountOf } from './agent-guard.js';
import { acceptContract, offerContract, rejectContract, terminateContract } from './contract-lifecycle.js';
import type { ContractOutcome } from './contract-lifecycle.js';
import { contractValue } from './contract-view.js';

const ACTIONS = ['OFFER', 'ACCEPT', 'REJECT', 'TERMINATE'] as const;
type ContractAction = (typeof ACTIONS)[number];

function actionOf(value: unknown): ContractAction {
  const action = ACTIONS.find((known) => known === value);
  if (action === undefined) throw agencyErrors.param(`action must be one of ${ACTIONS.join(', ')}`);
  return action;
}

/** One processing call per contract kind, all with the same `{action, ...}` body (docs/agency.md). */
function processingRoute(path: string, moduleId: ModuleId, type: ContractType) {
  return defineRoute({
    method: 'POST',
    path,
    moduleId,
    token: true,
    handle: ({ store, session, body }) => {
      const me = realAccountOf(store, session);
      const fields = jsonFields({ body });
      const action = actionOf(fields.action);
      const now = syncAgency(store);
      let outcome: ContractOutcome;
      switch (action) {
        case 'OFFER':
          // Only agents offer; any real member may answer an offer made to it.
          if (!isAgent(me)) throw agencyErrors.notAgent();
          outcome = offerContract(store, me, type, fields, now);
          break;
        case 'ACCEPT':
          outcome = acceptContract(store, me, type, fields, now);
          break;
        case 'REJECT':
          outcome = rejectContract(store, me, type, fields, now);
          break;
        case 'TERMINATE':
          outcome = terminateContract(store, me, type, fields, now);
          break;
      }
      return {
        action,
        contract: contractValue(store, outcome.contract),
        terminatedContracts: outcome.ended.map((ended) => contractValue(store, ended)),
      };
    },
  });
}

export const contractProcessingRoutes = [
  processingRoute('/wps/relay/MCS2_processDividendReq', 'SIGNCONDIV3', 'DIVIDEND'),
  processingRoute('/wps/relay/MCS2_processDailySalContract', 'DAILYSALCONT3', 'DAILY_SALARY'),
  processingRoute('/wps/relay/MCS2_processContractHourSalary', 'HOURSAL3', 'HOURLY_SALARY'),
  processingRoute('/wps/relay/MCSFE_processRealTimeSalaryContract', 'RTSALARY3', 'REALTIME_SALARY'),
];
