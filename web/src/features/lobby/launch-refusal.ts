import type { UserErrorCode } from '../../gql/graphql';
import type { MessageId } from '../../i18n/message-id';

interface LaunchUserError {
  field?: string | null;
  code: UserErrorCode;
}

/** The message for a launch the platform refused with a reason the player can act on. */
export function launchRefusalMessage(error: LaunchUserError | undefined): MessageId {
  if (error?.field === 'freePlay') return 'gameLobby.launch.noDemo';
  if (error?.code === 'REJECTED') return 'gameLobby.launch.unfinished';
  return 'gameLobby.launch.refused';
}
