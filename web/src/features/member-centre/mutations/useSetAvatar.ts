import { graphql } from '../../../gql';
import { useMutationPayload } from '../../../lib/apollo/useMutationPayload';

const SetAvatarMutation = graphql(`
  mutation SetAvatar($input: SetAvatarInput!) {
    setAvatar(input: $input) {
      member {
        id
        avatarUrl
      }
      userErrors {
        ...MoneyUserErrorFields @unmask
      }
    }
  }
`);

/** The chosen picture; the header and the avatar list read it again. */
export function useSetAvatar() {
  const { run } = useMutationPayload(SetAvatarMutation, 'setAvatar', { refetchQueries: 'active' });
  return (avatarId: string) => run({ avatarId });
}
