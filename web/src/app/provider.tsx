import { useCallback, useMemo, type ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { LocaleProvider } from '../i18n/LocaleProvider';
import type { Locale } from '../i18n/locale';
import type { Messages } from '../i18n/messages';
import { LiveFeedsContext } from '../lib/apollo/useLiveFeed';
import { loadLiveFeeds } from './live/load-live-feeds';
import { ThemeProvider } from '../lib/theme/ThemeProvider';

export interface AppProviderProps {
  client: ApolloClient;
  locale: Locale;
  messages: Partial<Messages>;
  children: ReactNode;
}

export function AppProvider({ client, locale, messages, children }: AppProviderProps) {
  // Cached data is in the old language (notice titles, ...): refetch what is on screen in the new one. The
  // cache stays (no resetStore), so open forms keep their input and their messages, which re-localise.
  // Failures surface through the queries themselves, so the returned promise is not awaited.
  const refetchInNewLanguage = useCallback(() => {
    client.refetchQueries({ include: 'active' }).catch(() => undefined);
  }, [client]);
  // The tab's one live stream, which every live follower of the page shares; its code loads with the first follower.
  const liveFeeds = useMemo(() => loadLiveFeeds(client), [client]);

  return (
    <ApolloProvider client={client}>
      <LiveFeedsContext.Provider value={liveFeeds}>
        <LocaleProvider initialLocale={locale} initialMessages={messages} onLocaleChange={refetchInNewLanguage}>
          <ThemeProvider>{children}</ThemeProvider>
        </LocaleProvider>
      </LiveFeedsContext.Provider>
    </ApolloProvider>
  );
}
