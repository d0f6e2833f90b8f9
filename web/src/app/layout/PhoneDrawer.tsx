import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { focusableElements, inertOutside } from '../../components/modal-focus';
import { MenuIcon } from './PhoneIcons';
import styles from './PhoneDrawer.module.css';

/**
 * The phone header's menu button and the drawer it opens (issue 16): a modal panel from the right that closes on
 * a tap outside it, on Escape, on its close button and when the page changes; focus moves into it on opening and
 * back to the button on closing.
 */
export function PhoneDrawer({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const drawerId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  // Open on the page it was opened on: a link inside it leads to another page, where its job is done.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={open ? drawerId : undefined}
        aria-label={intl.formatMessage({ id: 'phone.menu.open' })}
        data-testid="phone-menu-button"
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </button>
      {open ? (
        <DrawerPanel id={drawerId} onClose={() => setOpen(false)} returnFocusTo={buttonRef}>
          {children}
        </DrawerPanel>
      ) : null}
    </>
  );
}

interface DrawerPanelProps {
  id: string;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
}

function DrawerPanel({ id, onClose, returnFocusTo, children }: DrawerPanelProps) {
  const intl = useIntl();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const [container] = useState(() => document.createElement('div'));

  useEffect(() => {
    document.body.appendChild(container);
    const restoreInert = inertOutside(container);
    (focusableElements(panelRef.current)[0] ?? panelRef.current)?.focus();
    const button = returnFocusTo.current;
    return () => {
      restoreInert();
      container.remove();
      if (button?.isConnected) button.focus();
    };
  }, [container, returnFocusTo]);

  return createPortal(
    <div
      className={styles.backdrop}
      data-testid="phone-drawer-backdrop"
      // A tap on the dimmed page (not inside the panel) closes the drawer.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panelRef}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={styles.panel}
        data-testid="phone-drawer"
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            onClose();
          } else if (event.key === 'Tab') keepFocusInside(event, panelRef.current);
        }}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {intl.formatMessage({ id: 'phone.menu.title' })}
          </h2>
          <button type="button" className={styles.close} aria-label={intl.formatMessage({ id: 'phone.menu.close' })} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>,
    container,
  );
}

/** Tab and Shift+Tab cycle inside the panel while it is open. */
function keepFocusInside(event: KeyboardEvent, panel: HTMLElement | null): void {
  const items = focusableElements(panel);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
