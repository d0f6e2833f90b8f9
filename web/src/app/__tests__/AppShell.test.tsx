import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HeaderBalanceDocument, LoginDocument, LogoutDocument } from '../../gql/graphql';
import { aliceViewer, balanceMock, loginPayload, siteFixture } from '../../test/fixtures';
import { renderShell } from './shell-test-kit';

const loginMock = {
  request: { query: LoginDocument, variables: { input: { username: 'alice', password: 'secret' } } },
  result: { data: { login: loginPayload({ viewer: aliceViewer }) } },
};

const logoutMock = {
  request: { query: LogoutDocument },
  result: { data: { logout: { __typename: 'LogoutPayload', userErrors: [] } } },
};

async function logInFromHeader() {
  // The header's form loads after the first paint.
  const form = await screen.findByTestId('login-form');
  fireEvent.change(within(form).getByLabelText('Username'), { target: { value: 'alice' } });
  fireEvent.change(within(form).getByLabelText('Password'), { target: { value: 'secret' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Log in' }));
}

describe('AppShell', () => {
  it('shows a skeleton until a route query has put the shell data in the cache', () => {
    renderShell({ empty: true });
    expect(screen.getByRole('status', { name: '' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('Loading account…')).toBeTruthy();
    expect(screen.queryByTestId('login-form')).toBeNull();
  });

  it('logs in from the header: the nickname comes with the login, the balance over its stream, no second request', async () => {
    const { operations } = renderShell({ mocks: [loginMock] });
    await logInFromHeader();

    expect((await screen.findByTestId('nickname')).textContent).toBe('Alice');
    expect(screen.queryByTestId('login-form')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('1,234.50'));
    expect(screen.getByRole('status', { name: 'Balance' })).toBe(screen.getByTestId('balance'));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(operations).toEqual(['Login']);
  });

  it('logs in when the balance is late: "Updating…" until the header\'s stream brings it', async () => {
    const { operations, live } = renderShell({ mocks: [loginMock], liveAnswers: [] });
    await logInFromHeader();

    expect((await screen.findByTestId('nickname')).textContent).toBe('Alice');
    expect(screen.getByTestId('balance').textContent).toBe('Updating…');
    expect(screen.getByTestId('balance').getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(live.openFeeds()).toContain('BALANCE'));
    act(() => live.send('BALANCE', aliceViewer.wallet));
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('1,234.50'));
    expect(operations).toEqual(['Login']);
  });

  it('keeps the member logged in when the balance cannot be read: the placeholder stays', async () => {
    const failing = { request: { query: HeaderBalanceDocument }, error: new Error('wallet unavailable') };
    const { live } = renderShell({ mocks: [loginMock, failing], liveAnswers: [] });
    await logInFromHeader();
    // Streams refused: the header's own read fails too.
    await waitFor(() => expect(live.openFeeds()).toContain('BALANCE'));
    act(() => live.fail());

    expect((await screen.findByTestId('nickname')).textContent).toBe('Alice');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy());
    expect(screen.getByTestId('balance').textContent).toBe('Updating…');
  });

  it('hides and shows the balance', async () => {
    renderShell({ viewer: aliceViewer });
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('1,234.50'));
    fireEvent.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(screen.getByTestId('balance').textContent).toBe('••••••');
    fireEvent.click(screen.getByRole('button', { name: 'Show balance' }));
    expect(screen.getByTestId('balance').textContent).toBe('1,234.50');
  });

  it('asks for confirmation before logging out; cancel keeps the session', async () => {
    const { operations } = renderShell({ viewer: aliceViewer });
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('1,234.50'));
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));

    const dialog = screen.getByTestId('logout-confirm');
    expect(dialog.getAttribute('role')).toBe('alertdialog');
    expect(screen.getByRole('alertdialog', { name: 'Log out' })).toBe(dialog);
    expect(dialog.textContent).toContain('Are you sure you want to log out?');
    // The safe answer has focus.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('logout-confirm')).toBeNull();
    expect(screen.getByTestId('nickname').textContent).toBe('Alice');
    // The balance came over the header's stream, and no logout reached the server: nothing was sent.
    expect(screen.getByTestId('balance').textContent).toBe('1,234.50');
    expect(operations).toEqual([]);
  });

  it('logs out on confirm: the login form returns, home, and no member data stays in the cache', async () => {
    const { cache, router, operations } = renderShell({ viewer: aliceViewer, mocks: [logoutMock] });
    await router.navigate('/somewhere');
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    fireEvent.click(within(screen.getByTestId('logout-confirm')).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByTestId('login-form')).toBeTruthy();
    expect(screen.queryByTestId('logout-confirm')).toBeNull();
    expect(router.state.location.pathname).toBe('/');
    const keys = Object.keys(cache.extract());
    expect(keys.filter((key) => /^(Viewer|Member|Wallet):/.test(key))).toEqual([]);
    expect(JSON.stringify(cache.extract())).not.toContain('Alice');
    expect(operations).toEqual(['Logout']);
  });

  it('drops a balance answer that lands after logout, so it cannot bring the member back', async () => {
    // Written to Query.viewer, a balance answer arriving after logout's cache clear would recreate a viewer without
    // a member: the header would show neither the member nor the login form.
    const { cache, operations, live } = renderShell({ viewer: aliceViewer, mocks: [logoutMock, { ...balanceMock(), delay: 200 }], liveAnswers: [] });
    // Streams refused: the header reads its figures itself, and the member logs out while that read is out.
    await waitFor(() => expect(live.openFeeds()).toContain('BALANCE'));
    act(() => live.fail());
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    fireEvent.click(within(screen.getByTestId('logout-confirm')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByTestId('login-form')).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));

    expect(operations).toEqual(['HeaderBalance', 'Logout']);
    expect(screen.getByTestId('login-form')).toBeTruthy();
    expect(screen.queryByTestId('nickname')).toBeNull();
    const keys = Object.keys(cache.extract());
    expect(keys.filter((key) => /^(Viewer|Member|Wallet):/.test(key))).toEqual([]);
  });

  it('closes a dialog with Escape and keeps Tab inside it', () => {
    renderShell({ viewer: aliceViewer });
    const opener = screen.getByRole('button', { name: 'Log out' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByTestId('logout-confirm');
    const buttons = within(dialog).getAllByRole('button');
    const last = buttons[buttons.length - 1];
    last?.focus();
    fireEvent.keyDown(last ?? dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(buttons[0]);

    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByTestId('logout-confirm')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('shows the register button only with direct registration, and it opens the registration form', async () => {
    renderShell();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('dialog', { name: 'Register' })).toBe(screen.getByTestId('register-modal'));
  });

  it('hides the register button without direct registration', () => {
    renderShell({ site: siteFixture({ loginOptions: { directRegistration: false } }) });
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
  });

  it('opens the forgot-password form from the header form', async () => {
    renderShell();
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByRole('dialog', { name: 'Forgot password' })).toBe(screen.getByTestId('forgot-password-modal'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Username', { selector: '[data-testid="forgot-password-modal"] input' })));
  });
});
