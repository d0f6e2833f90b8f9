import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { focusableElements, inertOutside } from './modal-focus';
import { CloseButton } from './CloseButton';
import styles from './Modal.module.css';

export interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
  /** alertdialog for short messages that need an answer (confirmations, warnings). */
  role?: 'dialog' | 'alertdialog';
  /** The id of the text that describes the dialog (an alertdialog's message). */
  describedBy?: string;
  /** Shown before the title, e.g. a warning sign. */
  icon?: ReactNode;
  /** large: two-pane dialogs such as the notice browser. */
  size?: 'small' | 'medium' | 'large';
  /** Receives focus on open; by default the first focusable element of the body. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** false: a required step (the forced password change); neither Escape nor a close button ends it. */
  dismissible?: boolean;
  /** false: a click on the background leaves the dialog open (spec 001 §4: "unless click-to-close is off"). */
  closeOnBackdrop?: boolean;
}

/**
 * An accessible modal: labelled by its title, traps focus, closes on Escape, the close button or a background click
 * (unless not dismissible), makes the rest
 * of the page inert and gives focus back to where it was when it closes. Rendered in a portal on <body>;
 * nested modals stack (the innermost handles Escape and Tab).
 */
export function Modal({
  title,
  onClose,
  children,
  testId,
  role = 'dialog',
  describedBy,
  icon,
  size = 'medium',
  initialFocusRef,
  dismissible = true,
  closeOnBackdrop = true,
}: ModalProps) {
  const intl = useIntl();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const [container] = useState(() => document.createElement('div'));
  // A press that starts inside the dialog (selecting text) and ends on the background is not a background click.
  const pressedBackdrop = useRef(false);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    document.body.appendChild(container);
    const restoreInert = inertOutside(container);
    const target = initialFocusRef?.current ?? focusableElements(bodyRef.current)[0] ?? dialogRef.current;
    target?.focus();
    return () => {
      restoreInert();
      container.remove();
      if (opener?.isConnected) opener.focus();
    };
    // Focus moves once, when the modal opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [container]);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      // Nested modals are children in the React tree: only the innermost one closes.
      event.stopPropagation();
      if (dismissible) onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    event.stopPropagation();
    const items = focusableElements(dialogRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !dialogRef.current?.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !dialogRef.current?.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  }

  // Spec 001 §4: a background click closes the modal. Only the backdrop itself counts: a nested modal's backdrop
  // is a React child of this one, and its clicks bubble here with another target.
  function handleBackdropPress(event: MouseEvent<HTMLDivElement>) {
    pressedBackdrop.current = event.target === event.currentTarget;
  }

  function handleBackdropClick(event: MouseEvent<HTMLDivElement>) {
    const onBackdrop = pressedBackdrop.current && event.target === event.currentTarget;
    pressedBackdrop.current = false;
    if (onBackdrop && dismissible && closeOnBackdrop) onClose();
  }

  return createPortal(
    // The background is no control of its own: Escape and the close button do the same for keyboards.
    <div className={styles.backdrop} data-testid="modal-backdrop" onMouseDown={handleBackdropPress} onClick={handleBackdropClick}>
      <div
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        data-testid={testId}
        className={[styles.dialog, styles[size]].join(' ')}
        onKeyDown={handleKeyDown}
      >
        <div className={styles.header}>
          {icon ? <span className={styles.icon}>{icon}</span> : null}
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {dismissible ? (
            <CloseButton label={intl.formatMessage({ id: 'modal.close' })} onClick={onClose} touch />
          ) : null}
        </div>
        <div ref={bodyRef} className={styles.body}>
          {children}
        </div>
      </div>
    </div>,
    container,
  );
}
