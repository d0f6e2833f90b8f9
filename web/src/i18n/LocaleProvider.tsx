import { createContext, useCallback, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { defaultLocale, setActiveLocale, storeLocale, type Locale } from './locale';
import { subscribeWholeCatalogue, wholeCatalogue } from './all-messages';
import { loadMessages, type Messages } from './messages';

export interface LocaleContextValue {
  locale: Locale;
  setLocale: (locale: Locale) => Promise<void>;
}

export const LocaleContext = createContext<LocaleContextValue | null>(null);

export interface LocaleProviderProps {
  initialLocale: Locale;
  /** The default language may start with its first-paint texts only; the rest joins when loaded (all-messages.ts). */
  initialMessages: Partial<Messages>;
  /** Runs after the texts switched, e.g. to refetch data in the new language. */
  onLocaleChange?: (locale: Locale) => void;
  children: ReactNode;
}

export function LocaleProvider({ initialLocale, initialMessages, onLocaleChange, children }: LocaleProviderProps) {
  const [state, setState] = useState<{ locale: Locale; messages: Partial<Messages> }>({ locale: initialLocale, messages: initialMessages });
  const whole = useSyncExternalStore(subscribeWholeCatalogue, wholeCatalogue, wholeCatalogue);
  const messages = whole?.locale === state.locale ? whole.messages : state.messages;

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
      <IntlProvider locale={state.locale} defaultLocale={defaultLocale} messages={messages as Messages}>
        {children}
      </IntlProvider>
    </LocaleContext>
  );
}
