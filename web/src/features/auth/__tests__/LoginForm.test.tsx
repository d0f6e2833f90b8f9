import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { LoginDocument } from '../../../gql/graphql';
import { renderWithProviders } from '../../../test/render';
import { LoginForm } from '../components/LoginForm';

function fill(username: string, password: string) {
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
}

function submit() {
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

function rejected(userErrors: Array<{ field: string | null; code: string }>, captchaRequired = false) {
  return {
    data: {
      login: {
        __typename: 'LoginPayload',
        viewer: null,
        captchaRequired,
        userErrors: userErrors.map((error) => ({ __typename: 'UserError', ...error })),
      },
    },
  };
}

const input = { username: 'alice', password: 'secret' };

describe('LoginForm', () => {
  it('requires both fields, trimmed, and sends nothing when they are empty', async () => {
    const { operations } = renderWithProviders(<LoginForm />);
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
    renderWithProviders(<LoginForm />);
    submit();
    await screen.findByText('Please enter your username');
    fill('alice', '');
    expect(screen.queryByText('Please enter your username')).toBeNull();
    expect(screen.getByText('Please enter your password')).toBeTruthy();
  });

  it('sends trimmed values and shows a wrong-credentials message from userErrors', async () => {
    const { operations } = renderWithProviders(<LoginForm />, {
      mocks: [
        {
          request: { query: LoginDocument, variables: { input } },
          result: rejected([{ field: null, code: 'INVALID_CREDENTIALS' }]),
        },
      ],
    });
    fill('  alice ', ' secret ');
    submit();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Wrong account or password');
    expect(operations).toEqual(['Login']);
  });

  it('shows field userErrors under their field, in Vietnamese', async () => {
    renderWithProviders(<LoginForm />, {
      locale: 'vi',
      mocks: [
        {
          request: { query: LoginDocument, variables: { input } },
          result: rejected([{ field: 'password', code: 'INVALID_CREDENTIALS' }]),
        },
      ],
    });
    fireEvent.change(screen.getByLabelText('Tên đăng nhập'), { target: { value: 'alice' } });
    fireEvent.change(screen.getByLabelText('Mật khẩu'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));

    expect(await screen.findByText('Sai tài khoản hoặc mật khẩu')).toBeTruthy();
    expect(screen.getByLabelText('Mật khẩu').getAttribute('aria-invalid')).toBe('true');
  });

  it('says a captcha is needed when the payload asks for one', async () => {
    renderWithProviders(<LoginForm />, {
      mocks: [
        {
          request: { query: LoginDocument, variables: { input } },
          result: rejected([{ field: null, code: 'INVALID_CREDENTIALS' }], true),
        },
      ],
    });
    fill('alice', 'secret');
    submit();

    await screen.findByText('Wrong account or password');
    expect(screen.getByText(/A verification code is required/)).toBeTruthy();
  });

  it('localises GraphQL errors by extensions.code', async () => {
    renderWithProviders(<LoginForm />, {
      mocks: [
        {
          request: { query: LoginDocument, variables: { input } },
          error: new CombinedGraphQLErrors({
            errors: [{ message: 'slow down', extensions: { code: 'RATE_LIMITED' } }],
          }),
        },
      ],
    });
    fill('alice', 'secret');
    submit();

    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Too many requests. Please try again in 5 minutes.'),
    );
  });
});
