import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import { errorMessageId } from '../../../lib/errors/error-message';
import type { MessageId } from '../../../i18n/message-id';
import { useLogout } from '../mutations/useLogout';

// Logs out directly for now; the spec's confirmation dialog arrives with the dialogs task.
export function LogoutButton() {
  const intl = useIntl();
  const { logout, loading } = useLogout();
  const [errorId, setErrorId] = useState<MessageId | null>(null);

  async function handleClick() {
    setErrorId(null);
    try {
      await logout();
    } catch (error) {
      setErrorId(errorMessageId(error));
    }
  }

  return (
    <>
      <Button variant="ghost" disabled={loading} onClick={() => void handleClick()}>
        {intl.formatMessage({ id: 'auth.logout' })}
      </Button>
      {errorId ? <span role="alert">{intl.formatMessage({ id: errorId })}</span> : null}
    </>
  );
}
