import { useIntl } from 'react-intl';
import { MessageDialog } from '../../../components/MessageDialog';

/** Spec 000 §4: a first login gets its own notice before the visitor continues. */
export function FirstLoginNotice({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  return (
    <MessageDialog
      testId="first-login-notice"
      title={intl.formatMessage({ id: 'auth.firstLogin.title' })}
      message={<p>{intl.formatMessage({ id: 'auth.firstLogin.text' })}</p>}
      confirmLabel={intl.formatMessage({ id: 'dialog.ok' })}
      onConfirm={onClose}
    />
  );
}
