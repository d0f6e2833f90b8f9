import type { MessageId } from './message-id';

// Types every react-intl message id against the catalogue: an unknown id fails tsc.
declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
