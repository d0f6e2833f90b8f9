import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';

// The shell (header, menus, overlays) reads Query from the cache, which each route's query fills. A route whose
// query failed filled nothing: its error state asks for the shell's part alone, so the header leaves its skeleton
// and the overlays (the forced password change among them) can open.
const RouteErrorShellQuery = graphql(`
  query RouteErrorShell {
    ...AppShell_query
  }
`);

/**
 * Fills the shell's data after the route's own query failed (no request when the cache already has it, nor when
 * `wholeSite` says a whole-site page replaces the shell).
 */
export function useShellAfterError(wholeSite = false): void {
  // A refusal of the header's own figures leaves them empty, not the whole shell.
  useQuery(RouteErrorShellQuery, { errorPolicy: 'all', skip: wholeSite });
}
