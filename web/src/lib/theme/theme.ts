export const themes = ['dark', 'light'] as const;
export type Theme = (typeof themes)[number];

export const defaultTheme: Theme = 'dark';

// The spec names this local-storage key.
const storageKey = 'theme';

export function isTheme(value: unknown): value is Theme {
  return value === 'dark' || value === 'light';
}

export function readStoredTheme(): Theme {
  try {
    const stored = window.localStorage.getItem(storageKey);
    return isTheme(stored) ? stored : defaultTheme;
  } catch {
    return defaultTheme;
  }
}

/** Switches the CSS variables, which are scoped by data-theme on <html>. */
export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
}

export function storeTheme(theme: Theme): void {
  try {
    window.localStorage.setItem(storageKey, theme);
  } catch {
    // The theme still applies for this visit.
  }
}
