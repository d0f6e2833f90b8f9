import { useIntl } from 'react-intl';
import { MessageDialog } from '../../components/MessageDialog';

/**
 * Spec 000 §8: a trial account tried something only real accounts may do. Issue 32: it says what a trial account
 * can do and offers the way out, registering, over the page the trial was on (which stays as it was).
 */
export function NeedRealAccountDialog({ onClose, onRegister }: { onClose: () => void; onRegister?: () => void }) {
  const intl = useIntl();
  const message = (
    <>
      <p>{intl.formatMessage({ id: 'in_need_true_account' })}</p>
      <p>{intl.formatMessage({ id: 'needRealAccount.trialCan' })}</p>
    </>
  );
  return (
    <MessageDialog
      testId="need-real-account-dialog"
      tone="warning"
      title={intl.formatMessage({ id: 'needRealAccount.title' })}
      message={message}
      {...(onRegister
        ? {
            confirmLabel: intl.formatMessage({ id: 'needRealAccount.register' }),
            onConfirm: onRegister,
            cancelLabel: intl.formatMessage({ id: 'in_increase_submit' }),
            onCancel: onClose,
          }
        : { confirmLabel: intl.formatMessage({ id: 'in_increase_submit' }), onConfirm: onClose })}
    />
  );
}
