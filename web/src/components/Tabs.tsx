import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './Tabs.module.css';

export interface TabOption<T extends string> {
  value: T;
  label: string;
}

export interface TabsProps<T extends string> {
  label: string;
  options: ReadonlyArray<TabOption<T>>;
  value: T;
  onChange: (value: T) => void;
  children: ReactNode;
}

/** A tab list (arrow keys move between tabs) and the selected tab's panel. */
export function Tabs<T extends string>({ label, options, value, onChange, children }: TabsProps<T>) {
  const id = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (option: T) => `${id}-tab-${option}`;

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const index = options.findIndex((option) => option.value === value);
    const next = options[(index + step + options.length) % options.length];
    if (!next) return;
    onChange(next.value);
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(next.value))}`)?.focus();
  }

  return (
    <>
      <div ref={listRef} role="tablist" aria-label={label} className={styles.list} onKeyDown={handleKeyDown}>
        {options.map((option) => (
          <button
            key={option.value}
            id={tabId(option.value)}
            type="button"
            role="tab"
            aria-selected={option.value === value}
            aria-controls={`${id}-panel`}
            tabIndex={option.value === value ? 0 : -1}
            className={styles.tab}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={tabId(value)} className={styles.panel}>
        {children}
      </div>
    </>
  );
}
