import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

const LogoutMutation = graphql(`
  mutation Logout {
    logout {
      userErrors {
        field
        code
      }
    }
  }
`);

// Entities that belong to the logged-in member; none may stay in memory after logout.
const privateTypenames = ['Viewer', 'Member', 'Wallet'];

function isPrivateEntity(cacheId: string): boolean {
  return privateTypenames.some((typename) => cacheId.startsWith(`${typename}:`));
}

export function useLogout() {
  const [mutate, { loading }] = useMutation(LogoutMutation, {
    update(cache) {
      cache.modify({ id: 'ROOT_QUERY', fields: { viewer: () => null } });
      const entities = Object.keys(cache.extract() as Record<string, unknown>);
      entities.filter(isPrivateEntity).forEach((id) => cache.evict({ id }));
      cache.gc();
    },
  });

  const logout = useCallback(async () => {
    await mutate();
  }, [mutate]);

  return { logout, loading };
}
