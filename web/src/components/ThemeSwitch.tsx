import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Theme } from '../lib/theme/theme';
import styles from './ThemeSwitch.module.css';

export interface ThemeSwitchProps {
  value: Theme;
  onChange: (theme: Theme) => void;
}

/** Two pressed-state buttons, "Black" (dark) and "Blue" (light), as the spec labels the themes. */
export function ThemeSwitch({ value, onChange }: ThemeSwitchProps) {
  const intl = useIntl();
  const labelId = useId();
  const options = [
    { theme: 'dark', label: intl.formatMessage({ id: 'topbar.theme.dark' }) },
    { theme: 'light', label: intl.formatMessage({ id: 'topbar.theme.light' }) },
  ] as const;

  return (
    <div role="group" aria-labelledby={labelId} className={styles.switch}>
      <span id={labelId} className={styles.label}>
        {intl.formatMessage({ id: 'topbar.theme.label' })}
      </span>
      <span className={styles.options}>
        {options.map((option) => (
          <button
            key={option.theme}
            type="button"
            className={styles.option}
            aria-pressed={value === option.theme}
            onClick={() => onChange(option.theme)}
          >
            {option.label}
          </button>
        ))}
      </span>
    </div>
  );
}
