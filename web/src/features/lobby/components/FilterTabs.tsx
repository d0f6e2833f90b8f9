import { useId, useRef, type KeyboardEvent } from 'react';
import styles from './FilterTabs.module.css';

export interface FilterTab {
  /** '' is the "all" tab. */
  value: string;
  label: string;
  /** Shown after the label, e.g. a vendor under maintenance. */
  note?: string;
}

export interface FilterTabsProps {
  label: string;
  tabs: ReadonlyArray<FilterTab>;
  value: string;
  onChange: (value: string) => void;
  /** The region the tabs filter. */
  controls: string;
  testId?: string;
}

/** A row of filter tabs that wraps on narrow screens; arrow keys move between them (roving focus). */
export function FilterTabs({ label, tabs, value, onChange, controls, testId }: FilterTabsProps) {
  const id = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (index: number) => `${id}-${index}`;
  const selectedIndex = Math.max(
    tabs.findIndex((tab) => tab.value === value),
    0,
  );

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const keys: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
    const step = keys[event.key];
    const current = tabs.findIndex((_, index) => tabId(index) === document.activeElement?.id);
    let next: number | undefined;
    if (step !== undefined) next = ((current === -1 ? selectedIndex : current) + step + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(next))}`)?.focus();
  }

  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={label}
      className={styles.list}
      data-testid={testId}
      onKeyDown={handleKeyDown}
    >
      {tabs.map((tab, index) => (
        <button
          key={tab.value}
          id={tabId(index)}
          type="button"
          role="tab"
          aria-selected={index === selectedIndex}
          aria-controls={controls}
          tabIndex={index === selectedIndex ? 0 : -1}
          className={styles.tab}
          onClick={() => onChange(tab.value)}
        >
          {tab.label}
          {tab.note ? <span className={styles.note}> · {tab.note}</span> : null}
        </button>
      ))}
    </div>
  );
}
