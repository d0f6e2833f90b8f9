import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { ApolloLink } from '@apollo/client';
import { createQueryPreloader } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { HomeRouteDocument, LoginDocument, LogoutDocument } from '../../gql/graphql';
import { createApolloClient } from '../../lib/apollo/client';
import { aliceViewer } from '../../test/fixtures';
import { testMessages } from '../../test/messages';
import { AppProvider } from '../provider';
import { appRoutes } from '../router';

const notice = (id: string, title: string) => ({
  __typename: 'NoticeEdge',
  cursor: id,
  node: { __typename: 'Notice', id, title },
});

function homeResult(viewer: typeof aliceViewer | null, titles: string[]) {
  return {
    data: {
      site: { __typename: 'Site', status: 'NORMAL' },
      viewer,
      notices: {
        __typename: 'NoticeConnection',
        edges: titles.map((title, index) => notice(`Tm90aWNlOj${index}`, title)),
      },
    },
  };
}

const homeRequest = { query: HomeRouteDocument, variables: { noticeCount: 9 } };

/** The real client (data masking, cache policies, language header) over mocked responses. */
function renderApp(path: string, mocks: MockLink.MockedResponse[], locale: 'en' | 'vi' = 'en') {
  const requests: Array<{ name: string; language: unknown }> = [];
  const recordLink = new ApolloLink((operation, forward) => {
    const headers = operation.getContext().headers as Record<string, string> | undefined;
    requests.push({ name: operation.operationName ?? '', language: headers?.['Accept-Language'] });
    return forward(operation);
  });
  const client = createApolloClient({
    getLocale: () => locale,
    terminatingLink: ApolloLink.from([recordLink, new MockLink(mocks)]),
  });
  const router = createMemoryRouter(appRoutes(createQueryPreloader(client)), { initialEntries: [path] });
  render(
    <AppProvider client={client} locale={locale} messages={testMessages[locale]}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { requests, client };
}

describe('home route', () => {
  it('renders header and marquee from one query, in the visitor language', async () => {
    const { requests } = renderApp('/', [{ request: homeRequest, result: homeResult(null, ['Welcome', 'Maintenance tonight']) }]);

    const title = await screen.findByRole('button', { name: 'Maintenance tonight' });
    const marquee = screen.getByTestId('notice-marquee');
    expect(marquee.contains(title)).toBe(true);
    expect(within(marquee).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Announcements' })).toBe(marquee);
    expect(screen.getByTestId('login-form')).toBeTruthy();
    expect(requests).toEqual([{ name: 'HomeRoute', language: 'en' }]);
  });

  it('marks a clicked notice title as selected', async () => {
    renderApp('/', [{ request: homeRequest, result: homeResult(null, ['Welcome', 'Maintenance tonight']) }]);
    const title = await screen.findByRole('button', { name: 'Welcome' });
    fireEvent.click(title);
    expect(title.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Maintenance tonight' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('serves the legacy home paths and shows a logged-in member', async () => {
    renderApp('/index.html', [{ request: homeRequest, result: homeResult(aliceViewer, ['Welcome']) }], 'vi');
    expect((await screen.findByTestId('nickname')).textContent).toBe('Alice');
    expect(screen.getByTestId('balance').textContent).toBe('1.234,50');
    expect(screen.getByRole('status', { name: 'Số dư' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Đăng xuất' })).toBeTruthy();
  });

  it('logs in and out with data masking on, without refetching the page', async () => {
    const { requests, client } = renderApp('/', [
      { request: homeRequest, result: homeResult(null, ['Welcome']) },
      {
        request: { query: LoginDocument, variables: { input: { username: 'alice', password: 'secret' } } },
        result: {
          data: { login: { __typename: 'LoginPayload', viewer: aliceViewer, captchaRequired: false, userErrors: [] } },
        },
      },
      { request: { query: LogoutDocument }, result: { data: { logout: { __typename: 'LogoutPayload', userErrors: [] } } } },
    ]);
    const form = await screen.findByTestId('login-form');
    fireEvent.change(within(form).getByLabelText('Username'), { target: { value: 'alice' } });
    fireEvent.change(within(form).getByLabelText('Password'), { target: { value: 'secret' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Log in' }));

    expect((await screen.findByTestId('nickname')).textContent).toBe('Alice');
    expect(screen.getByTestId('balance').textContent).toBe('1,234.50');

    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByTestId('login-form')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Welcome' })).toBeTruthy();
    expect(Object.keys(client.cache.extract() as object).some((key) => /^(Viewer|Member|Wallet):/.test(key))).toBe(false);
    expect(requests.map((request) => request.name)).toEqual(['HomeRoute', 'Login', 'Logout']);
  });

  it('shows the empty state when there are no notices', async () => {
    renderApp('/home', [{ request: homeRequest, result: homeResult(null, []) }]);
    expect(await screen.findByText('There are no announcements at the moment')).toBeTruthy();
  });

  it('shows a localised error by code, and retries', async () => {
    // React reports errors caught by boundaries on console.error; expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/', [
      {
        request: homeRequest,
        result: { errors: [{ message: 'upstream says no', extensions: { code: 'MAINTENANCE' } }] },
      },
      { request: homeRequest, result: homeResult(null, ['Back online']) },
    ]);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The site is under maintenance. Please come back later.');
    expect(alert.textContent).not.toContain('upstream says no');

    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Back online' })).toBeTruthy();
  });
});
