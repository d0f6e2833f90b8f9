import type { OperationVariables } from '@apollo/client';
import { AgentPageSkeleton } from '../../../features/agent-centre/components/AgentPageSkeleton';
import { defineCentrePage, type CentrePageModule, type CentrePageOptions, type CentrePageProps } from '../centre-page';

export type AgentPageProps<TData, TVariables extends OperationVariables> = CentrePageProps<TData, TVariables>;

/** An agent page's route module: a centre page under the agent centre's skeleton. */
export function defineAgentPage<TData, TVariables extends OperationVariables>(options: CentrePageOptions<TData, TVariables>): CentrePageModule {
  return defineCentrePage({ ...options, Fallback: AgentPageSkeleton });
}
