import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import { MessageDialog } from '../../../components/MessageDialog';
import { errorMessage } from '../../../lib/errors/error-message';
import { formatFieldMessage, type FieldMessage } from '../../../lib/errors/field-message';
import { useLogout } from '../mutations/useLogout';

export interface LogoutButtonProps {
  /** After the session ended and the member's data left the cache (the app goes home). */
  onLoggedOut?: () => void;
}

/** Asks for confirmation (spec 000 §4), then logs out. */
export function LogoutButton({ onLoggedOut }: LogoutButtonProps) {
  const intl = useIntl();
  const { logout, loading } = useLogout();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<FieldMessage | null>(null);

  async function confirm() {
    setFailure(null);
    try {
      await logout();
      setConfirming(false);
      onLoggedOut?.();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  }

  return (
    <>
      <Button variant="ghost" onClick={() => setConfirming(true)}>
        {intl.formatMessage({ id: 'auth.logout' })}
      </Button>
      {confirming ? (
        <MessageDialog
          testId="logout-confirm"
          title={intl.formatMessage({ id: 'auth.logout.title' })}
          message={
            <>
              <p>{intl.formatMessage({ id: 'auth.logout.question' })}</p>
              {failure ? <p role="alert">{formatFieldMessage(intl, failure)}</p> : null}
            </>
          }
          cancelLabel={intl.formatMessage({ id: 'dialog.cancel' })}
          onCancel={() => setConfirming(false)}
          confirmLabel={intl.formatMessage({ id: 'dialog.confirm' })}
          onConfirm={() => void confirm()}
          busy={loading}
        />
      ) : null}
    </>
  );
}
