import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { LoginWithSmsDocument, RequestSmsCodeDocument } from '../../../gql/graphql';
import { aliceViewer, loginPayload, siteFixture, userErrors } from '../../../test/fixtures';
import { closeAfterBlurMs } from '../../../components/CountryCodePicker';
import { renderLoginForm } from './login-test-kit';

const smsSite = siteFixture({ loginOptions: { smsLogin: true } });
const sendRequest = {
  query: RequestSmsCodeDocument,
  variables: { input: { purpose: 'LOGIN', mobile: '0901234567', countryDialingCode: '+84' } },
};
const sent = (resendAfterSeconds: number) => ({
  data: { requestSmsCode: { __typename: 'RequestSmsCodePayload', resendAfterSeconds, userErrors: [] } },
});

function toSmsMode() {
  fireEvent.click(screen.getByRole('button', { name: 'With SMS code' }));
}

describe('LoginForm in SMS mode', () => {
  it('exists only when the site allows SMS login', () => {
    renderLoginForm();
    expect(screen.queryByRole('button', { name: 'With SMS code' })).toBeNull();
  });

  it('validates the mobile number before sending, then counts down until a new code may be sent', async () => {
    const { operations, onLoggedIn } = renderLoginForm({
      site: smsSite,
      mocks: [
        { request: sendRequest, result: sent(60) },
        {
          request: {
            query: LoginWithSmsDocument,
            variables: { input: { mobile: '0901234567', countryDialingCode: '+84', smsCode: '123456' } },
          },
          result: { data: { loginWithSms: loginPayload({ viewer: aliceViewer }) } },
        },
      ],
    });
    toSmsMode();
    const send = screen.getByTestId('sms-send-button');
    expect(send.textContent).toBe('Send code');

    fireEvent.click(send);
    expect(await screen.findByText('Please enter your mobile number')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '09012' } });
    fireEvent.click(send);
    expect(await screen.findByText('Mobile number of 9 digits')).toBeTruthy();
    expect(operations).toEqual([]);

    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '090 123 4567' } });
    fireEvent.click(send);
    await waitFor(() => expect(send.textContent).toBe('Resend in 60s'));
    expect(send.hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(send.textContent).toBe('Resend in 59s'), { timeout: 2500 });

    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    expect(operations).toEqual(['RequestSmsCode', 'LoginWithSms']);
  });

  it('offers the country-code picker, which closes 200 ms after it loses focus', async () => {
    renderLoginForm({ site: smsSite });
    toSmsMode();
    const picker = screen.getByRole('button', { name: /^Country code/ });
    expect(picker.textContent).toContain('+84');
    fireEvent.click(picker);
    const listbox = await screen.findByRole('listbox', { name: 'Country code' });
    fireEvent.click(screen.getByRole('option', { name: /TH/ }));
    expect(picker.textContent).toContain('+66');
    expect(screen.queryByRole('listbox')).toBeNull();

    fireEvent.click(picker);
    await screen.findByRole('listbox');
    // Fake timers from here: the 200 ms is the subject, and a busy machine must not decide the outcome.
    vi.useFakeTimers();
    try {
      fireEvent.blur(picker, { relatedTarget: document.body });
      act(() => vi.advanceTimersByTime(closeAfterBlurMs - 1));
      expect(screen.getByRole('listbox')).toBeTruthy();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.queryByRole('listbox')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
    expect(listbox.isConnected).toBe(false);
  });

  it('says to wait 5 minutes when sending is rate limited', async () => {
    renderLoginForm({
      site: smsSite,
      mocks: [
        {
          request: sendRequest,
          result: {
            data: {
              requestSmsCode: {
                __typename: 'RequestSmsCodePayload',
                resendAfterSeconds: null,
                userErrors: userErrors([{ field: 'mobile', code: 'RATE_LIMITED', details: { retryAfterSeconds: 300 } }]),
              },
            },
          },
        },
      ],
    });
    toSmsMode();
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '0901234567' } });
    fireEvent.click(screen.getByTestId('sms-send-button'));
    expect(await screen.findByText('Too many requests, please try again after 5 minutes')).toBeTruthy();
    expect(screen.getByTestId('sms-send-button').textContent).toBe('Send code');
  });

  it('shows a warning dialog with OK when a send fails', async () => {
    renderLoginForm({
      site: smsSite,
      mocks: [
        {
          request: sendRequest,
          error: new CombinedGraphQLErrors({ errors: [{ message: 'down', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] }),
        },
      ],
    });
    toSmsMode();
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '0901234567' } });
    fireEvent.click(screen.getByTestId('sms-send-button'));

    const dialog = await screen.findByTestId('sms-warning-dialog');
    expect(dialog.getAttribute('role')).toBe('alertdialog');
    expect(dialog.textContent).toContain('The service is temporarily unavailable');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByTestId('sms-warning-dialog')).toBeNull();
  });

  it('shows a number without an account in the warning dialog, not under the field', async () => {
    renderLoginForm({
      site: smsSite,
      mocks: [
        {
          request: sendRequest,
          result: {
            data: {
              requestSmsCode: {
                __typename: 'RequestSmsCodePayload',
                resendAfterSeconds: null,
                userErrors: userErrors([{ field: 'mobile', code: 'INVALID_MOBILE' }]),
              },
            },
          },
        },
      ],
    });
    toSmsMode();
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '0901234567' } });
    fireEvent.click(screen.getByTestId('sms-send-button'));
    const dialog = await screen.findByTestId('sms-warning-dialog');
    expect(dialog.textContent).toContain('This number cannot receive a code.');
    expect(screen.getByLabelText('Mobile number').getAttribute('aria-invalid')).toBeNull();
  });
});
