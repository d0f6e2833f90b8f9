import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FragmentType } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { MockLink } from '@apollo/client/testing';
import {
  ChangePasswordDocument,
  LogoutDocument,
  RequestPasswordResetDocument,
  RequestSmsCodeDocument,
  ResetPasswordByPhoneDocument,
} from '../../../gql/graphql';
import { createCache } from '../../../lib/apollo/cache';
import { aliceViewer, siteFixture, userErrors, writeShell, type SiteOverrides } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { ChangePasswordModal, type ChangePasswordModalSiteFragment } from '../components/ChangePasswordModal';
import { ForgotPasswordModal, type ForgotPasswordModalSiteFragment } from '../components/ForgotPasswordModal';

const site = { __typename: 'Site' } as FragmentType<typeof ForgotPasswordModalSiteFragment> &
  FragmentType<typeof ChangePasswordModalSiteFragment>;

function setup(overrides: SiteOverrides = {}, viewer: typeof aliceViewer | null = null) {
  const cache = createCache();
  writeShell(cache, viewer, siteFixture(overrides));
  return cache;
}

function renderForgot(overrides: SiteOverrides = {}, mocks: MockLink.MockedResponse[] = []) {
  const onClose = vi.fn();
  const onLoggedIn = vi.fn();
  const utils = renderWithProviders(<ForgotPasswordModal site={site} onClose={onClose} onLoggedIn={onLoggedIn} />, {
    cache: setup(overrides),
    mocks,
  });
  return { ...utils, onClose, onLoggedIn, modal: within(screen.getByTestId('forgot-password-modal')) };
}

describe('ForgotPasswordModal', () => {
  it('validates username format and email, and sends nothing while they are wrong', () => {
    const { modal, operations } = renderForgot();
    expect(modal.queryByRole('tab')).toBeNull();
    fireEvent.change(modal.getByLabelText('Username'), { target: { value: 'ab' } });
    fireEvent.change(modal.getByLabelText('Email'), { target: { value: 'nope' } });
    fireEvent.click(modal.getByRole('button', { name: 'Send request' }));
    expect(modal.getByText('6–12 letters or digits, starting with a letter')).toBeTruthy();
    expect(modal.getByText('Please enter a valid email address')).toBeTruthy();
    expect(operations).toEqual([]);
  });

  it('says the request has been sent', async () => {
    const { modal, onClose } = renderForgot({}, [
      {
        request: { query: RequestPasswordResetDocument, variables: { input: { username: 'player01', email: 'player01@mail.saola.example' } } },
        result: { data: { requestPasswordReset: { __typename: 'RequestPasswordResetPayload', sent: true, userErrors: [] } } },
      },
    ]);
    fireEvent.change(modal.getByLabelText('Username'), { target: { value: 'player01' } });
    fireEvent.change(modal.getByLabelText('Email'), { target: { value: ' player01@mail.saola.example ' } });
    fireEvent.click(modal.getByRole('button', { name: 'Send request' }));
    const dialog = await screen.findByTestId('password-reset-sent');
    expect(dialog.textContent).toContain('Your request has been sent. Please check your email.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('resets by phone when enabled, and the member is logged in', async () => {
    const { modal, onLoggedIn, operations } = renderForgot({ loginOptions: { phonePasswordRecovery: true } }, [
      {
        request: {
          query: RequestSmsCodeDocument,
          variables: { input: { purpose: 'RESET_PASSWORD', mobile: '0901234567', countryDialingCode: '+84' } },
        },
        result: { data: { requestSmsCode: { __typename: 'RequestSmsCodePayload', resendAfterSeconds: 300, userErrors: [] } } },
      },
      {
        request: {
          query: ResetPasswordByPhoneDocument,
          variables: {
            input: {
              mobile: '0901234567',
              countryDialingCode: '+84',
              smsCode: '111222',
              newPassword: 'newpass88',
              confirmPassword: 'newpass88',
            },
          },
        },
        result: { data: { resetPasswordByPhone: { __typename: 'ResetPasswordByPhonePayload', viewer: aliceViewer, userErrors: [] } } },
      },
    ]);
    fireEvent.click(modal.getByRole('tab', { name: 'By phone' }));
    fireEvent.click(modal.getByRole('button', { name: 'Reset password' }));
    expect(modal.getByText('Please enter your mobile number')).toBeTruthy();
    expect(modal.getByText('Please enter the verification code')).toBeTruthy();
    expect(operations).toEqual([]);

    fireEvent.change(modal.getByLabelText('Mobile number'), { target: { value: '0901234567' } });
    fireEvent.click(modal.getByTestId('sms-send-button'));
    await waitFor(() => expect(modal.getByTestId('sms-send-button').hasAttribute('disabled')).toBe(true));
    fireEvent.change(modal.getByLabelText('Verification code'), { target: { value: '111222' } });
    fireEvent.change(modal.getByLabelText('New password'), { target: { value: 'newpass88' } });
    fireEvent.change(modal.getByLabelText('Confirm new password'), { target: { value: 'newpass88' } });
    fireEvent.click(modal.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    expect(operations).toEqual(['RequestSmsCode', 'ResetPasswordByPhone']);
  });
});

describe('ChangePasswordModal', () => {
  function renderChange(mocks: MockLink.MockedResponse[] = []) {
    const onLoggedOut = vi.fn();
    const utils = renderWithProviders(
      <ChangePasswordModal site={site} forced onClose={vi.fn()} onLoggedOut={onLoggedOut} />,
      { cache: setup({}, aliceViewer), mocks },
    );
    return { ...utils, onLoggedOut, modal: within(screen.getByTestId('change-password-modal')) };
  }

  it('validates the old password, the password rule and the confirmation', () => {
    const { modal, operations } = renderChange();
    fireEvent.change(modal.getByLabelText('New password'), { target: { value: 'ab' } });
    fireEvent.change(modal.getByLabelText('Confirm new password'), { target: { value: 'abc' } });
    fireEvent.click(modal.getByRole('button', { name: 'Save new password' }));
    expect(modal.getByText('Please enter your current password')).toBeTruthy();
    expect(modal.getByText('6–12 letters or digits')).toBeTruthy();
    expect(modal.getByText('The two passwords do not match')).toBeTruthy();
    expect(operations).toEqual([]);
  });

  it('shows a wrong old password under its field', async () => {
    const { modal } = renderChange([
      {
        request: {
          query: ChangePasswordDocument,
          variables: { input: { oldPassword: 'wrong1', newPassword: 'newpass88', confirmPassword: 'newpass88' } },
        },
        result: {
          data: {
            changePassword: {
              __typename: 'ChangePasswordPayload',
              userErrors: userErrors([{ field: 'oldPassword', code: 'INVALID_CREDENTIALS' }]),
            },
          },
        },
      },
    ]);
    fireEvent.change(modal.getByLabelText('Current password'), { target: { value: 'wrong1' } });
    fireEvent.change(modal.getByLabelText('New password'), { target: { value: 'newpass88' } });
    fireEvent.change(modal.getByLabelText('Confirm new password'), { target: { value: 'newpass88' } });
    fireEvent.click(modal.getByRole('button', { name: 'Save new password' }));
    expect(await modal.findByText('Wrong account or password')).toBeTruthy();
    expect(modal.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
  });

  it('says how long to wait when the change is throttled', async () => {
    const { modal } = renderChange([
      {
        request: {
          query: ChangePasswordDocument,
          variables: { input: { oldPassword: 'wrong1', newPassword: 'newpass88', confirmPassword: 'newpass88' } },
        },
        error: new CombinedGraphQLErrors({
          errors: [{ message: 'slow down', extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 240 } }],
        }),
      },
    ]);
    fireEvent.change(modal.getByLabelText('Current password'), { target: { value: 'wrong1' } });
    fireEvent.change(modal.getByLabelText('New password'), { target: { value: 'newpass88' } });
    fireEvent.change(modal.getByLabelText('Confirm new password'), { target: { value: 'newpass88' } });
    fireEvent.click(modal.getByRole('button', { name: 'Save new password' }));
    expect((await modal.findByRole('alert')).textContent).toBe('Too many requests. Please try again in 4 minutes.');
  });

  it('after a change asks to log in again, and logs out', async () => {
    const { modal, onLoggedOut, operations } = renderChange([
      {
        request: {
          query: ChangePasswordDocument,
          variables: { input: { oldPassword: '123456', newPassword: 'newpass88', confirmPassword: 'newpass88' } },
        },
        result: { data: { changePassword: { __typename: 'ChangePasswordPayload', userErrors: [] } } },
      },
      { request: { query: LogoutDocument }, result: { data: { logout: { __typename: 'LogoutPayload', userErrors: [] } } } },
    ]);
    fireEvent.change(modal.getByLabelText('Current password'), { target: { value: '123456' } });
    fireEvent.change(modal.getByLabelText('New password'), { target: { value: 'newpass88' } });
    fireEvent.change(modal.getByLabelText('Confirm new password'), { target: { value: 'newpass88' } });
    fireEvent.click(modal.getByRole('button', { name: 'Save new password' }));
    expect(await modal.findByText('Password reset successfully. Please log in again.')).toBeTruthy();
    fireEvent.click(modal.getByRole('button', { name: 'Log in again' }));
    await waitFor(() => expect(onLoggedOut).toHaveBeenCalled());
    expect(operations).toEqual(['ChangePassword', 'Logout']);
  });
});
