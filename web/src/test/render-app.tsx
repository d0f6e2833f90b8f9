import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { ApolloLink } from '@apollo/client';
import { createQueryPreloader } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { AppProvider } from '../app/provider';
import { reportCaughtError, reportRouteError } from '../app/route-error-report';
import { appRoutes } from '../app/router';
import { setActiveLocale } from '../i18n/locale';
import { createApolloClient } from '../lib/apollo/client';
import { liveFigureAnswers, withBalance } from './fixtures';
import { LiveStreams, liveStreamsLink } from './live-streams';
import { lazyComponents, lazyRouteModules, preloadBeforeAll } from './lazy-parts';
import { testMessages } from './messages';

preloadBeforeAll(lazyRouteModules, lazyComponents);

/** The whole app (router, real client with data masking and cache policies) over mocked responses. */
export function renderApp(path: string, mocks: ReadonlyArray<MockLink.MockedResponse>, locale: 'en' | 'vi' = 'en') {
  const requests: Array<{ name: string; language: unknown; variables: Record<string, unknown>; headers: Record<string, string> }> = [];
  const streams: string[] = [];
  const live = new LiveStreams(liveFigureAnswers());
  const recordLink = new ApolloLink((operation, forward) => {
    const headers = operation.getContext().headers as Record<string, string> | undefined;
    requests.push({
      name: operation.operationName ?? '',
      language: headers?.['Accept-Language'],
      variables: operation.variables,
      headers: headers ?? {},
    });
    return forward(operation);
  });
  // As main.tsx does: the active language decides which texts the lazy parts wait for.
  setActiveLocale(locale);
  const client = createApolloClient({
    getLocale: () => locale,
    terminatingLink: ApolloLink.from([liveStreamsLink(live, streams), recordLink, new MockLink(withBalance(mocks))]),
  });
  const router = createMemoryRouter(appRoutes(createQueryPreloader(client)), { initialEntries: [path] });
  render(
    <AppProvider client={client} locale={locale} messages={testMessages[locale]}>
      <RouterProvider router={router} onError={reportRouteError} />
    </AppProvider>,
    // As main.tsx reports what the error boundaries catch.
    { onCaughtError: reportCaughtError },
  );
  return { requests, streams, live, client, router };
}
