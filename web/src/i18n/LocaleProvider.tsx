import { createContext, useCallback, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { defaultLocale, setActiveLocale, storeLocale, type Locale } from './locale';
import { loadMessages, type Messages } from './messages';

export interface LocaleContextValue {
  locale: Locale;
  setLocale: (locale: Locale) => Promise<void>;
}

export const LocaleContext = createContext<LocaleContextValue | null>(null);

export interface LocaleProviderProps {
  initialLocale: Locale;
  initialMessages: Messages;
  /** Runs after the texts switched, e.g. to refetch data in the new language. */
  onLocaleChange?: (locale: Locale) => void;
  children: ReactNode;
}

export function LocaleProvider({ initialLocale, initialMessages, onLocaleChange, children }: LocaleProviderProps) {
  const [state, setState] = useState({ locale: initialLocale, messages: initialMessages });

  const setLocale = useCallback(
    async (locale: Locale) => {
      const messages = await loadMessages(locale);
      storeLocale(locale);
      setActiveLocale(locale);
      setState({ locale, messages });
      onLocaleChange?.(locale);
    },
    [onLocaleChange],
  );

  const value = useMemo(() => ({ locale: state.locale, setLocale }), [state.locale, setLocale]);

  return (
    <LocaleContext value={value}>
      <IntlProvider locale={state.locale} defaultLocale={defaultLocale} messages={state.messages}>
        {children}
      </IntlProvider>
    </LocaleContext>
  );
}
