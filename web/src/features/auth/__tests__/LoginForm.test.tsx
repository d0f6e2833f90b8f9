import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { LoginDocument, RequestCaptchaDocument, StartFreePlayDocument } from '../../../gql/graphql';
import { aliceViewer, loginPayload, siteFixture, trialViewer } from '../../../test/fixtures';
import { rememberedLoginCookie } from '../remembered-login';
import { renderLoginForm } from './login-test-kit';

function fill(username: string, password: string) {
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
}

function submit() {
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

const input = { username: 'alice', password: 'secret' };
const loginMock = (variables: object, payload: ReturnType<typeof loginPayload>) => ({
  request: { query: LoginDocument, variables: { input: variables } },
  result: { data: { login: payload } },
});

afterEach(() => {
  document.cookie = `${rememberedLoginCookie}=; Max-Age=0; Path=/`;
});

describe('LoginForm', () => {
  it('requires both fields, trimmed, and sends nothing when they are empty', async () => {
    const { operations } = renderLoginForm();
    fill('   ', '');
    submit();

    expect(await screen.findByText('Please enter your username')).toBeTruthy();
    expect(screen.getByText('Please enter your password')).toBeTruthy();
    const username = screen.getByLabelText('Username');
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(username);
    expect(operations).toEqual([]);
  });

  it('clears a field message once the field is edited', async () => {
    renderLoginForm();
    submit();
    await screen.findByText('Please enter your username');
    fill('alice', '');
    expect(screen.queryByText('Please enter your username')).toBeNull();
    expect(screen.getByText('Please enter your password')).toBeTruthy();
  });

  it('sends trimmed values and shows a wrong-credentials message from userErrors', async () => {
    const { operations, onLoggedIn } = renderLoginForm({
      mocks: [loginMock(input, loginPayload({ errors: [{ field: null, code: 'INVALID_CREDENTIALS' }] }))],
    });
    fill('  alice ', ' secret ');
    submit();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Wrong account or password');
    expect(operations).toEqual(['Login']);
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it('shows field userErrors under their field, in Vietnamese', async () => {
    renderLoginForm({
      locale: 'vi',
      mocks: [loginMock(input, loginPayload({ errors: [{ field: 'password', code: 'INVALID_CREDENTIALS' }] }))],
    });
    fireEvent.change(screen.getByLabelText('Tên đăng nhập'), { target: { value: 'alice' } });
    fireEvent.change(screen.getByLabelText('Mật khẩu'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));

    expect(await screen.findByText('Sai tài khoản hoặc mật khẩu')).toBeTruthy();
    expect(screen.getByLabelText('Mật khẩu').getAttribute('aria-invalid')).toBe('true');
  });

  it('keeps the captcha hidden until the payload asks for it, then sends its text with the next login', async () => {
    const image = 'data:image/png;base64,iVBORw0KGgo=';
    const { operations, onLoggedIn } = renderLoginForm({
      mocks: [
        loginMock(input, loginPayload({ captchaRequired: true, errors: [{ field: null, code: 'INVALID_CREDENTIALS' }] })),
        {
          request: { query: RequestCaptchaDocument },
          result: { data: { requestCaptcha: { __typename: 'RequestCaptchaPayload', image, userErrors: [] } } },
        },
        loginMock({ ...input, captcha: '4821' }, loginPayload({ viewer: aliceViewer })),
      ],
    });
    expect(screen.queryByLabelText('Captcha')).toBeNull();
    fill('alice', 'secret');
    submit();

    const captchaImage = await screen.findByRole('img', { name: 'Captcha image' });
    expect(captchaImage.getAttribute('src')).toBe(image);
    expect(screen.getByTestId('captcha-image')).toBe(captchaImage);
    // A second click within the same second is ignored (one refresh a second).
    fireEvent.click(screen.getByRole('button', { name: 'Refresh captcha' }));

    submit();
    expect(await screen.findByText('Please enter the captcha')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Captcha'), { target: { value: '4821' } });
    submit();

    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith({ passwordChangeRequired: false, firstTimeLogin: false }));
    expect(operations).toEqual(['Login', 'RequestCaptcha', 'Login']);
  });

  it('reports the forced password change and the first login to the app', async () => {
    const { onLoggedIn } = renderLoginForm({
      mocks: [
        loginMock(
          { username: 'player02', password: '123456' },
          loginPayload({ viewer: aliceViewer, passwordChangeRequired: true, firstTimeLogin: true }),
        ),
      ],
    });
    fill('player02', '123456');
    submit();
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith({ passwordChangeRequired: true, firstTimeLogin: true }));
  });

  it('localises GraphQL errors by extensions.code', async () => {
    renderLoginForm({
      mocks: [
        {
          request: { query: LoginDocument, variables: { input } },
          error: new CombinedGraphQLErrors({ errors: [{ message: 'slow down', extensions: { code: 'RATE_LIMITED' } }] }),
        },
      ],
    });
    fill('alice', 'secret');
    submit();

    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Too many requests. Please try again in 5 minutes.'),
    );
  });

  it('remembers username and login type for a day, never the password', async () => {
    renderLoginForm({ mocks: [loginMock(input, loginPayload({ viewer: aliceViewer }))] });
    fill('alice', 'secret');
    fireEvent.click(screen.getByLabelText('Remember me'));
    submit();
    await waitFor(() => expect(document.cookie).toContain(rememberedLoginCookie));

    const value = decodeURIComponent(document.cookie);
    expect(value).toContain('"username":"alice"');
    expect(value).toContain('"type":"username"');
    expect(value).not.toContain('secret');
    expect(value).not.toMatch(/password/i);
  });

  it('fills the remembered username on the next visit, and the password manager handles the password', () => {
    document.cookie = `${rememberedLoginCookie}=${encodeURIComponent(JSON.stringify({ type: 'username', username: 'alice', mobile: '', countryCode: 'VN' }))}; Path=/`;
    renderLoginForm();
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('alice');
    expect((screen.getByLabelText('Remember me') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByLabelText('Password').getAttribute('autocomplete')).toBe('current-password');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
  });

  it('offers free play only when the site enables it, and logs in as a trial account', async () => {
    const { onLoggedIn, operations } = renderLoginForm({
      site: siteFixture({ loginOptions: { freePlay: true } }),
      mocks: [
        {
          request: { query: StartFreePlayDocument },
          result: { data: { startFreePlay: { __typename: 'StartFreePlayPayload', viewer: trialViewer, userErrors: [] } } },
        },
      ],
    });
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Free play' }));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    expect(operations).toEqual(['StartFreePlay']);
  });

  it('shows a show/hide toggle on the password', () => {
    renderLoginForm();
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show Password' }));
    expect(password.getAttribute('type')).toBe('text');
    expect(within(screen.getByTestId('login-form')).getByRole('button', { name: 'Hide Password' })).toBeTruthy();
  });
});
