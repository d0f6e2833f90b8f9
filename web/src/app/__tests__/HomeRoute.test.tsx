import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LoginDocument, LogoutDocument } from '../../gql/graphql';
import { aliceViewer, loginPayload, siteChromeFields, siteFixture, type ViewerFixture } from '../../test/fixtures';
import { homeMocks } from '../../test/home-mocks';
import { renderApp } from '../../test/render-app';

const notice = (id: string, title: string) => ({
  __typename: 'NoticeEdge',
  cursor: id,
  node: { __typename: 'Notice', id, title, content: `<p>${title} in full</p>`, startsAt: '2026-11-20T08:30:00.000Z' },
});

function homeResult(viewer: ViewerFixture | null, titles: string[]) {
  return {
    data: {
      site: siteFixture(),
      viewer,
      notices: {
        __typename: 'NoticeConnection',
        edges: titles.map((title, index) => notice(`Tm90aWNlOj${index}`, title)),
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        totalCount: titles.length,
      },
      ...siteChromeFields(),
    },
  };
}

const homeVariables = { noticeCount: 9 };

describe('home route', () => {
  it("renders header and marquee from the page's public and member parts, in the visitor language", async () => {
    const { requests } = renderApp('/', [...homeMocks(homeVariables, homeResult(null, ['Welcome', 'Maintenance tonight']))]);

    const title = await screen.findByRole('button', { name: 'Maintenance tonight' });
    const marquee = screen.getByTestId('notice-marquee');
    expect(marquee.contains(title)).toBe(true);
    expect(within(marquee).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Announcements' })).toBe(marquee);
    expect(await screen.findByTestId('login-form')).toBeTruthy();
    expect(requests.map(({ name, language }) => ({ name, language }))).toEqual([
      { name: 'HomeRoute', language: 'en' },
      { name: 'HomeMember', language: 'en' },
    ]);
  });

  it('opens the notice dialog at a clicked title, from the cache', async () => {
    const { requests } = renderApp('/', [...homeMocks(homeVariables, homeResult(null, ['Welcome', 'Maintenance tonight']))]);
    const title = await screen.findByRole('button', { name: 'Maintenance tonight' });
    fireEvent.click(title);
    expect(title.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Welcome' }).getAttribute('aria-pressed')).toBe('false');
    const dialog = within(await screen.findByTestId('notice-dialog'));
    expect(dialog.getByTestId('notice-detail').textContent).toContain('Maintenance tonight in full');
    expect(requests.map((request) => request.name)).toEqual(['HomeRoute', 'HomeMember']);
  });

  it('serves the legacy home paths and shows a logged-in member', async () => {
    renderApp('/index.html', [...homeMocks(homeVariables, homeResult(aliceViewer, ['Welcome']))], 'vi');
    expect((await screen.findByTestId('nickname')).textContent).toBe('Alice');
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('1.234,50'));
    expect(screen.getByRole('status', { name: 'Số dư' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Đăng xuất' })).toBeTruthy();
  });

  it('logs in and out with data masking on, without refetching the page', async () => {
    const { requests, client } = renderApp('/', [
      ...homeMocks(homeVariables, homeResult(null, ['Welcome'])),
      {
        request: { query: LoginDocument, variables: { input: { username: 'alice', password: 'secret' } } },
        result: { data: { login: loginPayload({ viewer: aliceViewer }) } },
      },
      { request: { query: LogoutDocument }, result: { data: { logout: { __typename: 'LogoutPayload', userErrors: [] } } } },
    ]);
    const form = await screen.findByTestId('login-form');
    fireEvent.change(within(form).getByLabelText('Username'), { target: { value: 'alice' } });
    fireEvent.change(within(form).getByLabelText('Password'), { target: { value: 'secret' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Log in' }));

    expect((await screen.findByTestId('nickname')).textContent).toBe('Alice');
    // The balance and the badges come over the header's streams.
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('1,234.50'));

    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    fireEvent.click(within(screen.getByTestId('logout-confirm')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByTestId('login-form')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Welcome' })).toBeTruthy();
    expect(Object.keys(client.cache.extract() as object).some((key) => /^(Viewer|Member|Wallet):/.test(key))).toBe(false);
    // Neither the page nor the header's figures are fetched again.
    expect(requests.map((request) => request.name)).toEqual(['HomeRoute', 'HomeMember', 'Login', 'Logout']);
  });

  it('shows the empty state when there are no notices', async () => {
    renderApp('/home', [...homeMocks(homeVariables, homeResult(null, []))]);
    expect(await screen.findByText('There are no announcements at the moment')).toBeTruthy();
  });

  it('shows a localised error by code, and retries', async () => {
    // React reports errors caught by boundaries on console.error; expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/', [
      ...homeMocks(homeVariables, { errors: [{ message: 'upstream says no', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] }),
      ...homeMocks(homeVariables, homeResult(null, ['Back online'])),
    ]);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The service is temporarily unavailable. Please try again shortly.');
    expect(alert.textContent).not.toContain('upstream says no');

    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Back online' })).toBeTruthy();
  });
});
