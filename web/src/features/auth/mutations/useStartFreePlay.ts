import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { writeSessionViewer } from './session-cache';

const StartFreePlayMutation = graphql(`
  mutation StartFreePlay {
    startFreePlay {
      viewer {
        ...AuthSession_viewer
      }
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);

export function useStartFreePlay() {
  const [mutate, { loading }] = useMutation(StartFreePlayMutation, {
    update(cache, { data }) {
      if (data?.startFreePlay.viewer) writeSessionViewer(cache, data.startFreePlay.viewer);
    },
  });

  const startFreePlay = useCallback(async () => {
    const { data } = await mutate();
    if (!data) throw new Error('startFreePlay returned no data');
    return data.startFreePlay;
  }, [mutate]);

  return { startFreePlay, loading };
}
