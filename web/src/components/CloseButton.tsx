import styles from './CloseButton.module.css';

export interface CloseButtonProps {
  /** What it closes, for assistive tech (the button shows only ×). */
  label: string;
  onClick: () => void;
  /** A finger's size on phones, where the button is the main way out. */
  touch?: boolean;
}

/** The × in the corner of a dialog or a popup. */
export function CloseButton({ label, onClick, touch = false }: CloseButtonProps) {
  return (
    <button type="button" className={touch ? `${styles.close} ${styles.touch}` : styles.close} aria-label={label} onClick={onClick}>
      <span aria-hidden="true">×</span>
    </button>
  );
}
