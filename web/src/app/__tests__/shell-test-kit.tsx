import { useState } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { MockLink } from '@apollo/client/testing';
import { useApolloClient } from '@apollo/client/react';
import { ChangePasswordDocument } from '../../gql/graphql';
import type { LiveFeed } from '../../gql/schema-enums';
import { createCache } from '../../lib/apollo/cache';
import { siteFixture, writeShell, type SiteFixture, type ViewerFixture } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { AppShell } from '../layout/AppShell';
import { useRequireLogin } from '../overlays/useRequireLogin';

/** A page with a guarded action (as deposit or the member centre will be) and a call a trial account may not make. */
function GuardProbe() {
  const requireLogin = useRequireLogin();
  const client = useApolloClient();
  const [ran, setRan] = useState(false);
  return (
    <>
      <button type="button" onClick={() => requireLogin(() => setRan(true))}>
        Guarded action
      </button>
      <button
        type="button"
        onClick={() =>
          void client
            .mutate({
              mutation: ChangePasswordDocument,
              variables: { input: { oldPassword: 'a', newPassword: 'b', confirmPassword: 'b' } },
            })
            .catch(() => undefined)
        }
      >
        Refused call
      </button>
      {ran ? <p>Action ran</p> : null}
    </>
  );
}

export function renderShell(
  options: {
    viewer?: ViewerFixture | null;
    site?: SiteFixture;
    mocks?: MockLink.MockedResponse[];
    locale?: 'en' | 'vi';
    /** Leave the cache empty, as before the route query answered. */
    empty?: boolean;
    /** What each stream answers as it opens (default: the header's figures for Alice). */
    liveAnswers?: Iterable<[LiveFeed, unknown]>;
  } = {},
) {
  const cache = createCache();
  if (!options.empty) writeShell(cache, options.viewer ?? null, options.site ?? siteFixture());
  const router = createMemoryRouter([
    { path: '/', Component: AppShell, children: [{ index: true, Component: GuardProbe }, { path: '*', Component: GuardProbe }] },
  ]);
  const utils = renderWithProviders(<RouterProvider router={router} />, {
    cache,
    mocks: options.mocks ?? [],
    locale: options.locale ?? 'en',
    ...(options.liveAnswers ? { liveAnswers: options.liveAnswers } : {}),
  });
  return { ...utils, router };
}
