import { useIntl } from 'react-intl';
import { MessageDialog } from '../../components/MessageDialog';

/** Spec 000 §8: a trial account tried something only real accounts may do. */
export function NeedRealAccountDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  return (
    <MessageDialog
      testId="need-real-account-dialog"
      tone="warning"
      title={intl.formatMessage({ id: 'needRealAccount.title' })}
      message={<p>{intl.formatMessage({ id: 'in_need_true_account' })}</p>}
      confirmLabel={intl.formatMessage({ id: 'in_increase_submit' })}
      onConfirm={onClose}
    />
  );
}
