import { graphql } from '../../../gql';
import { useMutationPayload } from '../../../lib/apollo/useMutationPayload';
import { writeSessionFrom } from './session-cache';

const StartFreePlayMutation = graphql(`
  mutation StartFreePlay {
    startFreePlay {
      viewer { ...AuthSession_viewer }
      userErrors { ...UserErrorFields @unmask }
    }
  }
`);

export function useStartFreePlay() {
  const { run: startFreePlay, loading } = useMutationPayload(StartFreePlayMutation, 'startFreePlay', { update: writeSessionFrom('startFreePlay') });
  return { startFreePlay, loading };
}
