import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { ApolloLink, type InMemoryCache } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { LocaleProvider } from '../i18n/LocaleProvider';
import { createCache } from '../lib/apollo/cache';
import { ThemeProvider } from '../lib/theme/ThemeProvider';
import { testMessages } from './messages';

export interface RenderOptions {
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
  cache?: InMemoryCache;
  locale?: 'en' | 'vi';
}

/**
 * Renders with MockedProvider (using the app's cache policies), the locale and the theme.
 * `operations` lists the operation names that reached the network, in order.
 */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const { mocks = [], cache = createCache(), locale = 'en' } = options;
  const operations: string[] = [];
  const recordLink = new ApolloLink((operation, forward) => {
    operations.push(operation.operationName ?? '');
    return forward(operation);
  });
  const link = ApolloLink.from([recordLink, new MockLink(mocks)]);
  const result = render(
    <MockedProvider cache={cache} link={link}>
      <LocaleProvider initialLocale={locale} initialMessages={testMessages[locale]}>
        <ThemeProvider>{ui}</ThemeProvider>
      </LocaleProvider>
    </MockedProvider>,
  );
  return { ...result, cache, operations };
}
