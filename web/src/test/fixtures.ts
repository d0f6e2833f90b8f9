import type { InMemoryCache } from '@apollo/client';
import { AppShellQueryFragment } from '../app/layout/AppShell';

export const aliceViewer = {
  __typename: 'Viewer' as const,
  member: { __typename: 'Member' as const, id: 'TWVtYmVyOjE=', nickname: 'Alice' },
  wallet: { __typename: 'Wallet' as const, id: 'V2FsbGV0OjE=', balance: '1234.50', currency: 'VND' },
};

/** Puts the app shell's data in the cache, as a route query would. */
export function writeShell(cache: InMemoryCache, viewer: typeof aliceViewer | null = null) {
  // Typenames as the server sends them (the generated types leave them out).
  const data = { __typename: 'Query', site: { __typename: 'Site', status: 'NORMAL' as const }, viewer };
  cache.writeFragment({ id: 'ROOT_QUERY', fragment: AppShellQueryFragment, fragmentName: 'AppShell_query', data });
}
