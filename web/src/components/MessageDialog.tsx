import { useId, useRef, type ReactNode } from 'react';
import { Button } from './Button';
import { Modal } from './Modal';
import { WarningIcon } from './icons/WarningIcon';
import styles from './MessageDialog.module.css';

export interface MessageDialogProps {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  /** With a cancel button the dialog asks a question; Escape and × answer "cancel". */
  cancelLabel?: string;
  onCancel?: () => void;
  tone?: 'info' | 'warning';
  busy?: boolean;
  testId?: string;
}

/** A short message or question with one or two answers (role alertdialog). */
export function MessageDialog({
  title,
  message,
  confirmLabel,
  onConfirm,
  cancelLabel,
  onCancel,
  tone = 'info',
  busy = false,
  testId,
}: MessageDialogProps) {
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const dismiss = onCancel ?? onConfirm;
  return (
    <Modal
      role="alertdialog"
      size="small"
      title={title}
      describedBy={messageId}
      onClose={dismiss}
      testId={testId}
      icon={tone === 'warning' ? <WarningIcon /> : undefined}
      // A question starts on its safe answer.
      initialFocusRef={cancelLabel ? cancelRef : confirmRef}
    >
      <div id={messageId} className={styles.message}>
        {message}
      </div>
      <div className={styles.actions}>
        {cancelLabel ? (
          <Button ref={cancelRef} onClick={dismiss}>
            {cancelLabel}
          </Button>
        ) : null}
        <Button ref={confirmRef} variant="primary" disabled={busy} aria-busy={busy || undefined} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
