import { createContext, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useHydrated } from '../hooks/useHydrated';
import { applyTheme, defaultTheme, readStoredTheme, storeTheme, type Theme } from './theme';

export interface ThemeContextValue {
  theme: Theme;
  setTheme: (theme: Theme) => void;
}

export const ThemeContext = createContext<ThemeContextValue | null>(null);

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [stored, setThemeState] = useState<Theme>(readStoredTheme);
  // A server-rendered page is the default theme's until hydrated (the page's colours follow <html data-theme> at once).
  const theme = useHydrated() ? stored : defaultTheme;

  useEffect(() => {
    applyTheme(stored);
  }, [stored]);

  const setTheme = useCallback((next: Theme) => {
    storeTheme(next);
    setThemeState(next);
  }, []);

  const value = useMemo(() => ({ theme, setTheme }), [theme, setTheme]);
  return <ThemeContext value={value}>{children}</ThemeContext>;
}
