import { useIntl } from 'react-intl';
import { Modal } from '../../../components/Modal';
import { NoticeBrowser } from './NoticeBrowser';

export interface NoticeDialogProps {
  /** The notice clicked in the marquee: the dialog opens at it. */
  initialNoticeId: string | null;
  onClose: () => void;
}

/** The announcement dialog (spec 001 §2): the notice browser in a modal. */
export function NoticeDialog({ initialNoticeId, onClose }: NoticeDialogProps) {
  const intl = useIntl();
  return (
    <Modal title={intl.formatMessage({ id: 'notices.dialog.title' })} onClose={onClose} testId="notice-dialog" size="large">
      <NoticeBrowser initialNoticeId={initialNoticeId} />
    </Modal>
  );
}
