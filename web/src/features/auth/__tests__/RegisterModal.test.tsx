import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FragmentType } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { AffiliateCodeCheckDocument, RegisterDocument, RequestSmsCodeDocument } from '../../../gql/graphql';
import { createCache } from '../../../lib/apollo/cache';
import { aliceViewer, seededRegistrationFields, siteFixture, userErrors, writeShell, type SiteOverrides } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { RegisterModal, type RegisterModalSiteFragment } from '../components/RegisterModal';

const siteRef = { __typename: 'Site' } as FragmentType<typeof RegisterModalSiteFragment>;

function renderRegister(site: SiteOverrides = {}, mocks: MockLink.MockedResponse[] = [], locale: 'en' | 'vi' = 'en') {
  const cache = createCache();
  writeShell(cache, null, siteFixture(site));
  const onRegistered = vi.fn();
  const utils = renderWithProviders(<RegisterModal site={siteRef} onClose={vi.fn()} onRegistered={onRegistered} />, {
    cache,
    mocks,
    locale,
  });
  return { ...utils, onRegistered, modal: within(screen.getByTestId('register-modal')) };
}

/** The names of the text inputs the form shows. */
const shownFields = () =>
  [...screen.getByTestId('register-modal').querySelectorAll('input:not([type="checkbox"])')].map((input) =>
    input.getAttribute('name'),
  );

function submit(modal: ReturnType<typeof within>) {
  fireEvent.click(modal.getByRole('button', { name: 'Register now' }));
}

function acceptBoth(modal: ReturnType<typeof within>) {
  fireEvent.click(modal.getByLabelText(/I have read and agree to the User Agreement/));
  fireEvent.click(modal.getByLabelText(/I am 18 years old or older/));
}

describe('RegisterModal', () => {
  it('shows the fields the site enables for username registration', () => {
    const { modal } = renderRegister();
    expect(screen.getByRole('dialog', { name: 'Register' })).toBeTruthy();
    expect(modal.getByRole('tab', { name: 'By username', selected: true })).toBeTruthy();
    expect(new Set(shownFields())).toEqual(
      new Set(['username', 'mobile', 'password', 'confirmPassword', 'email', 'affiliateCode']),
    );
    expect(modal.queryByLabelText('Real name')).toBeNull();
    expect(modal.queryByLabelText('Captcha')).toBeNull();
    expect(modal.queryByTestId('sms-send-button')).toBeNull();
    expect(modal.getByRole('link', { name: 'User Agreement' }).getAttribute('href')).toBe('/help');
  });

  it('shows the username rule as a hint from the start, described by it, before any error (issue 32, item 10)', () => {
    const { modal } = renderRegister();
    const username = modal.getByLabelText('Username');
    const hintId = username.getAttribute('aria-describedby');
    expect(hintId).toBeTruthy();
    const hint = document.getElementById(hintId ?? '');
    expect(hint?.textContent).toMatch(/^\d+–\d+ letters or digits, starting with a letter$/);
    expect(username.getAttribute('aria-invalid')).toBeNull();
  });

  it('on the mobile tab forces the mobile number, drops the username and keeps the password pair with mobilePassword', () => {
    const { modal } = renderRegister();
    fireEvent.click(modal.getByRole('tab', { name: 'By mobile number' }));
    expect(modal.queryByLabelText('Username')).toBeNull();
    expect(modal.getByLabelText('Mobile number').getAttribute('aria-required')).toBe('true');
    expect(modal.getByLabelText('Password')).toBeTruthy();
    expect(modal.getByLabelText('Confirm password')).toBeTruthy();
    expect(modal.getByRole('button', { name: 'Show Confirm password' })).toBeTruthy();
  });

  it('leaves the password pair out of mobile registration without mobilePassword, and adds the SMS code with smsVerification', () => {
    const { modal } = renderRegister({ registrationForm: { methods: ['MOBILE'], mobilePassword: false, smsVerification: true } });
    expect(modal.queryByRole('tab')).toBeNull();
    expect(modal.queryByLabelText('Password')).toBeNull();
    expect(modal.getByLabelText('Verification code')).toBeTruthy();
    expect(modal.getByTestId('sms-send-button').textContent).toBe('Send code');
  });

  it('shows and requires fields per the server flags', async () => {
    const fields = seededRegistrationFields.map((field) =>
      field.name === 'PAYEE_NAME' ? { ...field, enabled: true, required: true } : field,
    );
    const { modal, operations } = renderRegister({ registrationForm: { fields, methods: ['USERNAME'] } });
    expect(modal.getByLabelText('Real name').getAttribute('aria-required')).toBe('true');
    expect(modal.getByLabelText('Email').getAttribute('aria-required')).toBeNull();
    submit(modal);
    const payee = modal.getByLabelText('Real name');
    expect(payee.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(payee.getAttribute('aria-describedby') ?? '')?.textContent).toBe('This field cannot be empty');
    expect(operations).toEqual([]);
  });

  it('validates against the rules with their messages, under each field, and sends nothing', async () => {
    const { modal, operations } = renderRegister();
    fireEvent.change(modal.getByLabelText('Username'), { target: { value: '1abc' } });
    fireEvent.change(modal.getByLabelText('Password'), { target: { value: 'abc123' } });
    fireEvent.change(modal.getByLabelText('Confirm password'), { target: { value: 'abc124' } });
    fireEvent.change(modal.getByLabelText('Mobile number'), { target: { value: '0901' } });
    fireEvent.change(modal.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    submit(modal);

    expect(modal.getByText('6–12 letters or digits, starting with a letter')).toBeTruthy();
    expect(modal.getByText('The two passwords do not match')).toBeTruthy();
    expect(modal.getByText('Mobile number of 9 digits')).toBeTruthy();
    expect(modal.getByText('Please enter a valid email address')).toBeTruthy();
    expect(modal.getByText('Please agree to the User Agreement')).toBeTruthy();
    expect(modal.getByText('Please confirm that you are at least 18 years old')).toBeTruthy();
    expect(document.activeElement).toBe(modal.getByLabelText('Username'));
    expect(operations).toEqual([]);
  });

  it('resets the form', () => {
    const { modal } = renderRegister();
    fireEvent.change(modal.getByLabelText('Username'), { target: { value: 'newbie01' } });
    submit(modal);
    fireEvent.click(modal.getByRole('button', { name: 'Reset' }));
    expect((modal.getByLabelText('Username') as HTMLInputElement).value).toBe('');
    expect(modal.queryByText('Please agree to the User Agreement')).toBeNull();
  });

  it('checks a typed invitation code first and stops when it is invalid', async () => {
    const { modal, operations } = renderRegister({}, [
      {
        request: { query: AffiliateCodeCheckDocument, variables: { code: 'BAD1' } },
        result: { data: { affiliateCode: { __typename: 'AffiliateCodeCheck', code: 'BAD1', valid: false } } },
      },
    ]);
    fireEvent.change(modal.getByLabelText('Username'), { target: { value: 'newbie01' } });
    fireEvent.change(modal.getByLabelText('Password'), { target: { value: 'abc123' } });
    fireEvent.change(modal.getByLabelText('Confirm password'), { target: { value: 'abc123' } });
    fireEvent.change(modal.getByLabelText('Invitation code'), { target: { value: 'BAD1' } });
    acceptBoth(modal);
    submit(modal);
    expect(await modal.findByText('Invalid invitation code')).toBeTruthy();
    expect(operations).toEqual(['AffiliateCodeCheck']);
  });

  it('shows server userErrors under their fields, with their details', async () => {
    const { modal, onRegistered } = renderRegister({}, [
      {
        request: {
          query: RegisterDocument,
          variables: {
            input: {
              method: 'USERNAME',
              acceptTerms: true,
              confirmAge: true,
              username: 'player01',
              password: 'abc123',
              confirmPassword: 'abc123',
              mobile: '0901234567',
              countryDialingCode: '+84',
            },
          },
        },
        result: {
          data: {
            register: {
              __typename: 'RegisterPayload',
              viewer: null,
              userErrors: userErrors([
                { field: 'username', code: 'ALREADY_EXISTS' },
                { field: 'countryDialingCode', code: 'INVALID_MOBILE', details: { digits: 9 } },
                { field: null, code: 'REJECTED' },
              ]),
            },
          },
        },
      },
    ]);
    fireEvent.change(modal.getByLabelText('Username'), { target: { value: 'player01' } });
    fireEvent.change(modal.getByLabelText('Mobile number'), { target: { value: '0901234567' } });
    fireEvent.change(modal.getByLabelText('Password'), { target: { value: 'abc123' } });
    fireEvent.change(modal.getByLabelText('Confirm password'), { target: { value: 'abc123' } });
    acceptBoth(modal);
    submit(modal);

    expect(await modal.findByText('This username is already taken')).toBeTruthy();
    expect(modal.getByLabelText('Mobile number').getAttribute('aria-invalid')).toBe('true');
    expect(modal.getByText('Mobile number of 9 digits')).toBeTruthy();
    expect(modal.getByRole('alert').textContent).toBe('The request was rejected. Please try again.');
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it('registers by mobile with an SMS code and reports success', async () => {
    const { modal, onRegistered, operations } = renderRegister(
      { registrationForm: { methods: ['MOBILE'], mobilePassword: false, smsVerification: true } },
      [
        {
          request: {
            query: RequestSmsCodeDocument,
            variables: {
              input: { purpose: 'REGISTER', mobile: '0907654321', countryDialingCode: '+84', registrationMethod: 'MOBILE' },
            },
          },
          result: { data: { requestSmsCode: { __typename: 'RequestSmsCodePayload', resendAfterSeconds: 300, userErrors: [] } } },
        },
        {
          request: {
            query: RegisterDocument,
            variables: {
              input: {
                method: 'MOBILE',
                acceptTerms: true,
                confirmAge: true,
                mobile: '0907654321',
                countryDialingCode: '+84',
                verificationCode: '654321',
              },
            },
          },
          result: { data: { register: { __typename: 'RegisterPayload', viewer: aliceViewer, userErrors: [] } } },
        },
      ],
    );
    fireEvent.change(modal.getByLabelText('Mobile number'), { target: { value: '0907654321' } });
    fireEvent.click(modal.getByTestId('sms-send-button'));
    await waitFor(() => expect(modal.getByTestId('sms-send-button').textContent).toBe('Resend in 300s'));
    fireEvent.change(modal.getByLabelText('Verification code'), { target: { value: '654321' } });
    acceptBoth(modal);
    submit(modal);
    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    expect(operations).toEqual(['RequestSmsCode', 'Register']);
  });
});
