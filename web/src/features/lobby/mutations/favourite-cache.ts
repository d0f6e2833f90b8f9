import type { ApolloCache, Reference } from '@apollo/client';

const viewerId = 'Viewer:{}';

interface StoredConnection {
  edges?: ReadonlyArray<{ node?: Reference }>;
  totalCount?: number;
}

/**
 * After a favourite change: the heart list (Viewer.favouriteGameIds) follows at once; a removed game leaves the
 * favourites list, and an added one makes the list stale (it is fetched again when next shown, in the server's
 * order).
 */
export function applyFavouriteChange(cache: ApolloCache, gameId: string, favourite: boolean): void {
  cache.modify<Record<string, unknown>>({
    id: viewerId,
    fields: {
      favouriteGameIds(existing) {
        const ids = Array.isArray(existing) ? (existing as string[]) : [];
        const others = ids.filter((id) => id !== gameId);
        return favourite ? [gameId, ...others] : others;
      },
    },
  });
  if (favourite) {
    cache.evict({ id: viewerId, fieldName: 'favouriteGames' });
    return;
  }
  cache.modify<Record<string, unknown>>({
    id: viewerId,
    fields: {
      favouriteGames(existing, { readField }) {
        const connection = existing as StoredConnection;
        if (!connection.edges) return existing;
        const edges = connection.edges.filter((edge) => !edge.node || readField('id', edge.node) !== gameId);
        const removed = connection.edges.length - edges.length;
        const totalCount = typeof connection.totalCount === 'number' ? connection.totalCount - removed : connection.totalCount;
        return { ...connection, edges, totalCount };
      },
    },
  });
}
