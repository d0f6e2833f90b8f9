import { CentrePageSkeleton } from '../../../components/centre/CentreState';

const outline = ['50%', '100%', '100%', '80%'];

/** A page of the agent centre while its one query is on the way: the outline of figures and a table. */
export function AgentPageSkeleton() {
  return <CentrePageSkeleton widths={outline} testId="agent-page-loading" />;
}
