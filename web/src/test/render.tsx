import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { ApolloLink, type InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { LiveFeed } from '../gql/schema-enums';
import { MockLink } from '@apollo/client/testing';
import { loadLiveFeeds } from '../app/live/load-live-feeds';
import { OverlayProvider } from '../app/overlays/OverlayProvider';
import { LocaleProvider } from '../i18n/LocaleProvider';
import { createCache } from '../lib/apollo/cache';
import { createApolloClient } from '../lib/apollo/client';
import { LiveFeedsContext } from '../lib/apollo/useLiveFeed';
import { ThemeProvider } from '../lib/theme/ThemeProvider';
import { liveFigureAnswers, withBalance } from './fixtures';
import { LiveStreams, liveStreamsLink } from './live-streams';
import { lazyComponents, preloadBeforeAll } from './lazy-parts';
import { testMessages } from './messages';

preloadBeforeAll(lazyComponents);

export interface RenderOptions {
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
  cache?: InMemoryCache;
  locale?: 'en' | 'vi';
  /** What each stream answers as it opens (default: the header's figures for Alice); empty for none. */
  liveAnswers?: Iterable<[LiveFeed, unknown]>;
}

/** A link that records the operation names (and variables and headers) that reached the network, in order. */
export function recordingLink() {
  const operations: string[] = [];
  const variables: Array<Record<string, unknown>> = [];
  const headers: Array<Record<string, string>> = [];
  const link = new ApolloLink((operation, forward) => {
    operations.push(operation.operationName ?? '');
    variables.push(operation.variables);
    headers.push((operation.getContext().headers ?? {}) as Record<string, string>);
    return forward(operation);
  });
  return { link, operations, variables, headers };
}

/**
 * Renders with the app's real Apollo client (data masking, cache policies) over a MockLink, the locale, the
 * theme and the overlay state. `operations` lists the operation names that reached the network, in order;
 * the tab's live stream is held open in `live` (each stream opened listed in `streams` by its feeds), not a request.
 */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const { mocks = [], cache = createCache(), locale = 'en' } = options;
  const recorder = recordingLink();
  const streams: string[] = [];
  const live = new LiveStreams(options.liveAnswers ?? liveFigureAnswers());
  const client = createApolloClient({
    getLocale: () => locale,
    cache,
    terminatingLink: ApolloLink.from([liveStreamsLink(live, streams), recorder.link, new MockLink(withBalance(mocks))]),
  });
  const result = render(
    <ApolloProvider client={client}>
      <LiveFeedsContext.Provider value={loadLiveFeeds(client)}>
        <LocaleProvider initialLocale={locale} initialMessages={testMessages[locale]}>
          <ThemeProvider>
            <OverlayProvider>{ui}</OverlayProvider>
          </ThemeProvider>
        </LocaleProvider>
      </LiveFeedsContext.Provider>
    </ApolloProvider>,
  );
  return { ...result, cache, client, operations: recorder.operations, variables: recorder.variables, headers: recorder.headers, streams, live };
}
