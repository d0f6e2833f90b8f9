import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { createCache } from '../../lib/apollo/cache';
import { LoginDocument, LogoutDocument } from '../../gql/graphql';
import { aliceViewer, writeShell } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { AppShell } from '../layout/AppShell';

function shellRouter() {
  return createMemoryRouter([{ path: '/', Component: AppShell, children: [{ index: true, Component: () => null }] }]);
}

const loginMock = {
  request: { query: LoginDocument, variables: { input: { username: 'alice', password: 'secret' } } },
  result: {
    data: {
      login: { __typename: 'LoginPayload', viewer: aliceViewer, captchaRequired: false, userErrors: [] },
    },
  },
};

const logoutMock = {
  request: { query: LogoutDocument },
  result: { data: { logout: { __typename: 'LogoutPayload', userErrors: [] } } },
};

describe('AppShell', () => {
  it('shows a skeleton until a route query has put the shell data in the cache', () => {
    renderWithProviders(<RouterProvider router={shellRouter()} />);
    expect(screen.getByRole('status', { name: '' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('Loading account…')).toBeTruthy();
    expect(screen.queryByTestId('login-form')).toBeNull();
  });

  it('logs in from the header and swaps the form for nickname and balance without another query', async () => {
    const cache = createCache();
    writeShell(cache);
    const { operations } = renderWithProviders(<RouterProvider router={shellRouter()} />, {
      cache,
      mocks: [loginMock],
    });

    const form = screen.getByTestId('login-form');
    fireEvent.change(within(form).getByLabelText('Username'), { target: { value: 'alice' } });
    fireEvent.change(within(form).getByLabelText('Password'), { target: { value: 'secret' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Log in' }));

    expect((await screen.findByTestId('nickname')).textContent).toBe('Alice');
    expect(screen.getByTestId('balance').textContent).toBe('1,234.50');
    expect(screen.getByRole('status', { name: 'Balance' })).toBe(screen.getByTestId('balance'));
    expect(screen.queryByTestId('login-form')).toBeNull();
    expect(operations).toEqual(['Login']);
  });

  it('hides and shows the balance', () => {
    const cache = createCache();
    writeShell(cache, aliceViewer);
    renderWithProviders(<RouterProvider router={shellRouter()} />, { cache });

    fireEvent.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(screen.getByTestId('balance').textContent).toBe('••••••');
    fireEvent.click(screen.getByRole('button', { name: 'Show balance' }));
    expect(screen.getByTestId('balance').textContent).toBe('1,234.50');
  });

  it('logs out: the login form returns and no member data stays in the cache', async () => {
    const cache = createCache();
    writeShell(cache, aliceViewer);
    renderWithProviders(<RouterProvider router={shellRouter()} />, { cache, mocks: [logoutMock] });
    expect(screen.getByTestId('nickname').textContent).toBe('Alice');

    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));

    expect(await screen.findByTestId('login-form')).toBeTruthy();
    const keys = Object.keys(cache.extract());
    expect(keys.filter((key) => /^(Viewer|Member|Wallet):/.test(key))).toEqual([]);
    expect(JSON.stringify(cache.extract())).not.toContain('Alice');
  });
});
