import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { formatDialingCode } from './dialing-code';
import styles from './CountryCodePicker.module.css';

export interface CountryOption {
  code: string;
  dialingCode: string;
}

export interface CountryCodePickerProps {
  countries: ReadonlyArray<CountryOption>;
  /** The selected country's ISO code. */
  value: string;
  onChange: (country: CountryOption) => void;
  label: string;
}

// Spec 000 §9: the dropdown closes 200 ms after blur, so a click on an option still lands.
export const closeAfterBlurMs = 200;

/** A button that opens a list of countries with their dialling codes (listbox pattern). */
export function CountryCodePicker({ countries, value, onChange, label }: CountryCodePickerProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const selected = countries.find((country) => country.code === value) ?? countries[0];

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  function show() {
    window.clearTimeout(closeTimer.current);
    setActive(Math.max(0, countries.findIndex((country) => country.code === selected?.code)));
    setOpen(true);
    // The list renders on this update; focus it on the next frame.
    window.requestAnimationFrame(() => listRef.current?.focus());
  }

  function choose(country: CountryOption | undefined) {
    window.clearTimeout(closeTimer.current);
    if (country) onChange(country);
    setOpen(false);
    buttonRef.current?.focus();
  }

  function handleButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      show();
    }
  }

  function handleListKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => Math.min(countries.length - 1, Math.max(0, index + step)));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(countries[active]);
    } else if (event.key === 'Escape') {
      // Closes the list, not the dialog around it.
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
  }

  return (
    <div
      className={styles.picker}
      onFocus={() => window.clearTimeout(closeTimer.current)}
      onBlur={(event) => {
        if (event.currentTarget.contains(event.relatedTarget)) return;
        window.clearTimeout(closeTimer.current);
        closeTimer.current = window.setTimeout(() => setOpen(false), closeAfterBlurMs);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        // "Country code +84": the name holds the visible code (WCAG 2.5.3).
        aria-label={`${label} ${selected ? formatDialingCode(selected.dialingCode) : ''}`.trim()}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? `${id}-list` : undefined}
        onClick={() => (open ? setOpen(false) : show())}
        onKeyDown={handleButtonKeyDown}
      >
        {selected ? formatDialingCode(selected.dialingCode) : '+'}
        <span aria-hidden="true" className={styles.caret}>
          ▾
        </span>
      </button>
      {open ? (
        <ul
          ref={listRef}
          id={`${id}-list`}
          role="listbox"
          aria-label={label}
          tabIndex={-1}
          aria-activedescendant={`${id}-option-${active}`}
          className={styles.list}
          onKeyDown={handleListKeyDown}
        >
          {countries.map((country, index) => (
            <li
              key={country.code}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={country.code === selected?.code}
              className={[styles.option, index === active ? styles.active : ''].join(' ')}
              onMouseEnter={() => setActive(index)}
              onClick={() => choose(country)}
            >
              <span>{country.code}</span>
              <span>{formatDialingCode(country.dialingCode)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
