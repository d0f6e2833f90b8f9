import { agentPageKeys, isSwitchedAgentPageKey, type AgentPageKey } from '../../../config/paths';

/** The agent centre's menu: the always-shown pages. */
export function agentMenuPages(): AgentPageKey[] {
  return agentPageKeys.filter((key) => !isSwitchedAgentPageKey(key));
}
