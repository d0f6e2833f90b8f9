import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../../gql';
import { endSessionReads } from '../../../lib/apollo/session-epoch';
import type { AuthSession_QueryFragment } from '../../../gql/graphql';

// Every mutation that logs someone in selects this viewer and writes it into Query.viewer, which every route
// query reads: the header's figures (and so the app shell), and the favourite ids every page with game tiles
// reads for their hearts. No second request after logging in.
export const AuthSessionViewerFragment = graphql(`
  fragment AuthSession_viewer on Viewer {
    ...HeaderAccount_viewer
    favouriteGameIds
  }
`);

const AuthSessionQueryFragment = graphql(`
  fragment AuthSession_query on Query {
    viewer {
      ...AuthSession_viewer
    }
  }
`);

export type SessionViewer = NonNullable<AuthSession_QueryFragment['viewer']>;

export function writeSessionViewer(cache: ApolloCache, viewer: SessionViewer): void {
  cache.writeFragment({
    id: 'ROOT_QUERY',
    fragment: AuthSessionQueryFragment,
    fragmentName: 'AuthSession_query',
    data: { viewer },
  });
}

/**
 * The `update` of a mutation that logs someone in: its payload's viewer, when it has one, becomes the session's.
 * (Apollo's unmasked view of the payload types that viewer `unknown`.)
 */
export function writeSessionFrom<TField extends string>(field: TField) {
  return (cache: ApolloCache, { data }: { data?: { [K in TField]: { viewer?: unknown } } | null }) => {
    const viewer = data?.[field].viewer;
    if (viewer) writeSessionViewer(cache, viewer);
  };
}

// Entities that belong to the logged-in member; none may stay in memory after logout.
const privateTypenames = ['Viewer', 'Member', 'Wallet', 'AgentCentre', 'Downline', 'Contract'];

export function clearSession(cache: ApolloCache): void {
  endSessionReads(cache);
  cache.modify({ id: 'ROOT_QUERY', fields: { viewer: () => null } });
  const entities = Object.keys(cache.extract() as Record<string, unknown>);
  entities
    .filter((id) => privateTypenames.some((typename) => id.startsWith(`${typename}:`)))
    .forEach((id) => cache.evict({ id }));
  cache.gc();
}
