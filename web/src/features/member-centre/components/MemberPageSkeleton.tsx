import { CentrePageSkeleton } from '../../../components/centre/CentreState';

const outline = ['40%', '100%', '100%', '70%', '85%'];

/** A page of the centre while its one query is on the way: the outline of a form or list. */
export function MemberPageSkeleton() {
  return <CentrePageSkeleton widths={outline} testId="member-page-loading" />;
}
