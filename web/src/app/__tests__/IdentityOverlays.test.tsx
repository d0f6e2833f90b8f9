import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { AddFavouriteGameDocument, ChangePasswordDocument, LoginDocument, LogoutDocument } from '../../gql/graphql';
import { aliceViewer, loginPayload, siteFixture, trialViewer, writeShell } from '../../test/fixtures';
import { renderShell } from './shell-test-kit';

function logIn(username: string, password: string) {
  const form = screen.getByTestId('login-form');
  fireEvent.change(within(form).getByLabelText('Username'), { target: { value: username } });
  fireEvent.change(within(form).getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(within(form).getByRole('button', { name: 'Log in' }));
}

const loginAs = (username: string, password: string, payload: ReturnType<typeof loginPayload>) => ({
  request: { query: LoginDocument, variables: { input: { username, password } } },
  result: { data: { login: payload } },
});

describe('guarded actions', () => {
  it('open the login popup for a visitor', async () => {
    renderShell();
    fireEvent.click(screen.getByRole('button', { name: 'Guarded action' }));
    const popup = await screen.findByTestId('login-popup');
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBe(popup);
    expect(within(popup).getByTestId('login-popup-form')).toBeTruthy();
    expect(screen.queryByText('Action ran')).toBeNull();
  });

  it('warn a trial account that it needs a real account', async () => {
    renderShell({ viewer: trialViewer });
    expect(screen.getByText('Trial')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Guarded action' }));
    const dialog = await screen.findByTestId('need-real-account-dialog');
    expect(dialog.textContent).toContain('This feature is only for real accounts.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(screen.queryByTestId('need-real-account-dialog')).toBeNull();
    expect(screen.queryByText('Action ran')).toBeNull();
  });

  it('show a trial account what it can do and its way out, registering over the page it was on (issue 32)', async () => {
    renderShell({ viewer: trialViewer });
    fireEvent.click(screen.getByRole('button', { name: 'Guarded action' }));
    const dialog = await screen.findByTestId('need-real-account-dialog');
    expect(dialog.textContent).toContain('A trial account can look around the site, its games and its promotions.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register a real account' }));
    expect(await screen.findByTestId('register-modal')).toBeTruthy();
    expect(screen.queryByTestId('need-real-account-dialog')).toBeNull();
  });

  it("wait, when tapped before the page knows who is looking, and then treat the session as it is", async () => {
    const { cache } = renderShell({ empty: true });
    fireEvent.click(screen.getByRole('button', { name: 'Guarded action' }));
    expect(screen.queryByTestId('login-popup')).toBeNull();
    writeShell(cache, trialViewer, siteFixture());
    expect(await screen.findByTestId('need-real-account-dialog')).toBeTruthy();
    expect(screen.queryByTestId('login-popup')).toBeNull();
  });

  it('run for a member', () => {
    renderShell({ viewer: aliceViewer });
    fireEvent.click(screen.getByRole('button', { name: 'Guarded action' }));
    expect(screen.getByText('Action ran')).toBeTruthy();
  });

  it('show the need-real-account dialog, in Vietnamese, when the gateway answers NEED_REAL_ACCOUNT', async () => {
    renderShell({
      viewer: trialViewer,
      locale: 'vi',
      mocks: [
        {
          request: {
            query: ChangePasswordDocument,
            variables: { input: { oldPassword: 'a', newPassword: 'b', confirmPassword: 'b' } },
          },
          error: new CombinedGraphQLErrors({ errors: [{ message: 'no', extensions: { code: 'NEED_REAL_ACCOUNT' } }] }),
        },
      ],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Refused call' }));
    const dialog = await screen.findByTestId('need-real-account-dialog');
    expect(screen.getByRole('alertdialog', { name: 'Cần tài khoản thật' })).toBe(dialog);
    expect(within(dialog).getByRole('button', { name: 'Xác nhận' })).toBeTruthy();
  });

  it('open the login popup when a session has expired, but not for an expired logout', async () => {
    renderShell({
      viewer: aliceViewer,
      mocks: [
        {
          request: { query: LogoutDocument },
          error: new CombinedGraphQLErrors({ errors: [{ message: 'gone', extensions: { code: 'UNAUTHENTICATED' } }] }),
        },
      ],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    fireEvent.click(within(screen.getByTestId('logout-confirm')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByTestId('login-form')).toBeTruthy();
    expect(screen.queryByTestId('login-popup')).toBeNull();
  });
});

describe('a session that must change its password', () => {
  const mustChange = new CombinedGraphQLErrors({
    errors: [{ message: 'change it', extensions: { code: 'PASSWORD_CHANGE_REQUIRED' } }],
  });

  it('gets the forced password change, in Vietnamese too, whichever call the gateway refused', async () => {
    const { client } = renderShell({
      viewer: aliceViewer,
      locale: 'vi',
      mocks: [
        {
          request: { query: AddFavouriteGameDocument, variables: { input: { gameId: 'R2FtZToxMDE' } } },
          error: mustChange,
        },
      ],
    });
    await client.mutate({ mutation: AddFavouriteGameDocument, variables: { input: { gameId: 'R2FtZToxMDE' } } }).catch(() => undefined);
    const modal = await screen.findByTestId('change-password-modal');
    expect(modal.textContent).toContain('Để bảo mật tài khoản, vui lòng đặt mật khẩu mới trước khi tiếp tục.');
    // The change is required: Escape does not close it, and it has no close button.
    fireEvent.keyDown(modal, { key: 'Escape' });
    expect(screen.getByTestId('change-password-modal')).toBe(modal);
    expect(within(modal).queryByRole('button', { name: 'Đóng' })).toBeNull();
  });

  it('is not asked to change it by a logout', async () => {
    renderShell({ viewer: aliceViewer, mocks: [{ request: { query: LogoutDocument }, error: mustChange }] });
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    fireEvent.click(within(screen.getByTestId('logout-confirm')).getByRole('button', { name: 'Confirm' }));
    expect(await within(screen.getByTestId('logout-confirm')).findByRole('alert')).toBeTruthy();
    expect(screen.queryByTestId('change-password-modal')).toBeNull();
  });
});

describe('login outcomes', () => {
  it('open the change-password modal instead of going home when the password must change', async () => {
    const { router } = renderShell({
      mocks: [loginAs('player02', '123456', loginPayload({ viewer: aliceViewer, passwordChangeRequired: true, firstTimeLogin: true }))],
    });
    await router.navigate('/promotions');
    logIn('player02', '123456');

    const modal = await screen.findByTestId('change-password-modal');
    expect(screen.getByRole('dialog', { name: 'Change password' })).toBe(modal);
    expect(modal.textContent).toContain('please set a new password before continuing');
    expect(screen.queryByTestId('first-login-notice')).toBeNull();
    expect(router.state.location.pathname).toBe('/promotions');
  });

  it('show the first-login notice on a first login, and go home', async () => {
    const { router } = renderShell({
      mocks: [loginAs('alice', 'secret', loginPayload({ viewer: aliceViewer, firstTimeLogin: true }))],
    });
    await router.navigate('/promotions');
    logIn('alice', 'secret');

    const notice = await screen.findByTestId('first-login-notice');
    expect(notice.textContent).toContain('This is your first login.');
    expect(router.state.location.pathname).toBe('/');
    fireEvent.click(within(notice).getByRole('button', { name: 'OK' }));
    expect(screen.queryByTestId('first-login-notice')).toBeNull();
  });

  it('log in from the popup, close it and go home', async () => {
    const { router } = renderShell({ mocks: [loginAs('alice', 'secret', loginPayload({ viewer: aliceViewer }))] });
    await router.navigate('/promotions');
    fireEvent.click(screen.getByRole('button', { name: 'Guarded action' }));
    const popup = within(screen.getByTestId('login-popup'));
    fireEvent.change(popup.getByLabelText('Username'), { target: { value: 'alice' } });
    fireEvent.change(popup.getByLabelText('Password'), { target: { value: 'secret' } });
    fireEvent.click(popup.getByRole('button', { name: 'Log in' }));

    expect((await screen.findByTestId('nickname')).textContent).toBe('Alice');
    expect(screen.queryByTestId('login-popup')).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('language switch', () => {
  it('re-localises a validation message that is on screen and stores lang and hisLang', async () => {
    renderShell();
    fireEvent.click(within(screen.getByTestId('login-form')).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter your username')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'vi' } });
    expect(await screen.findByText('Vui lòng nhập tên đăng nhập')).toBeTruthy();
    expect(screen.queryByText('Please enter your username')).toBeNull();
    expect(window.localStorage.getItem('lang')).toBe('vi');
    expect(window.localStorage.getItem('hisLang')).toBe('vi');
    await waitFor(() => expect(document.documentElement.lang).toBe('vi'));
  });
});
