import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

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
  const [mutate] = useMutation(SetAvatarMutation, { refetchQueries: 'active' });
  return async (avatarId: string) => {
    const { data } = await mutate({ variables: { input: { avatarId } } });
    if (!data) throw new Error('setAvatar returned no data');
    return data.setAvatar;
  };
}
