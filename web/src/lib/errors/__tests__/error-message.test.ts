import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { locales } from '../../../i18n/locale';
import { errorCodes } from '../error-code';
import { errorMessage } from '../error-message';
import { formatFieldMessage } from '../field-message';
import { testMessages } from '../../../test/messages';

const catalogues = import.meta.glob<Record<string, string>>('../../../i18n/messages/*.json', { eager: true, import: 'default' });

const graphQLError = (code?: string, extensions: Record<string, unknown> = {}) =>
  new CombinedGraphQLErrors({ errors: [{ message: 'server text', extensions: code ? { code, ...extensions } : {} }] });

const serverError = (status: number, bodyText = '', headers: Record<string, string> = {}) =>
  new ServerError('', { response: new Response('', { status, headers }), bodyText });

const english = createIntl({ locale: 'en', messages: testMessages.en });

describe('errorMessage', () => {
  it.each(errorCodes.filter((code) => code !== 'RATE_LIMITED'))('maps extensions.code %s to its own message', (code) => {
    expect(errorMessage(graphQLError(code))).toEqual({ id: `error.${code}` });
  });

  it('falls back to the system error for unknown codes', () => {
    expect(errorMessage(graphQLError('SOMETHING_NEW'))).toEqual({ id: 'error.INTERNAL' });
    expect(errorMessage(graphQLError())).toEqual({ id: 'error.INTERNAL' });
  });

  it('maps HTTP failures and network failures', () => {
    expect(errorMessage(serverError(429))).toEqual({ id: 'error.RATE_LIMITED' });
    expect(errorMessage(serverError(503))).toEqual({ id: 'error.UPSTREAM_UNAVAILABLE' });
    expect(errorMessage(new TypeError('Failed to fetch'))).toEqual({ id: 'error.NETWORK' });
  });

  it('asks a session that must change its password to do so, in every language', () => {
    const message = errorMessage(graphQLError('PASSWORD_CHANGE_REQUIRED'));
    expect(formatFieldMessage(english, message)).toBe('Please change your password before continuing.');
    for (const locale of locales) {
      const text = catalogues[`../../../i18n/messages/${locale}.json`]?.['error.PASSWORD_CHANGE_REQUIRED'];
      expect(text?.trim(), locale).toBeTruthy();
    }
  });
});

describe('errorMessage for RATE_LIMITED', () => {
  const say = (error: unknown) => formatFieldMessage(english, errorMessage(error));

  it('says how long to wait when the gateway gives retryAfterSeconds', () => {
    expect(say(graphQLError('RATE_LIMITED', { retryAfterSeconds: 1 }))).toBe('Too many requests. Please try again in 1 second.');
    expect(say(graphQLError('RATE_LIMITED', { retryAfterSeconds: 45 }))).toBe('Too many requests. Please try again in 45 seconds.');
    expect(say(graphQLError('RATE_LIMITED', { retryAfterSeconds: 120 }))).toBe('Too many requests. Please try again in 120 seconds.');
    // Minutes round up: the member is never told to come back before the throttle lets go.
    expect(say(graphQLError('RATE_LIMITED', { retryAfterSeconds: 121 }))).toBe('Too many requests. Please try again in 3 minutes.');
    expect(say(graphQLError('RATE_LIMITED', { retryAfterSeconds: 900 }))).toBe('Too many requests. Please try again in 15 minutes.');
  });

  it('keeps the fixed wording when no usable wait time is given', () => {
    expect(say(graphQLError('RATE_LIMITED'))).toBe('Too many requests. Please try again in 5 minutes.');
    expect(say(graphQLError('RATE_LIMITED', { retryAfterSeconds: 'soon' }))).toBe('Too many requests. Please try again in 5 minutes.');
    expect(say(graphQLError('RATE_LIMITED', { retryAfterSeconds: 0 }))).toBe('Too many requests. Please try again in 5 minutes.');
  });

  it("reads an HTTP 429's Retry-After header, else its GraphQL body", () => {
    expect(say(serverError(429, '', { 'Retry-After': '30' }))).toBe('Too many requests. Please try again in 30 seconds.');
    const body = JSON.stringify({ errors: [{ message: 'x', extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 600 } }] });
    expect(say(serverError(429, body))).toBe('Too many requests. Please try again in 10 minutes.');
    expect(say(serverError(429, 'not json'))).toBe('Too many requests. Please try again in 5 minutes.');
  });

  it('is localised with the wait in every language', () => {
    for (const locale of locales) {
      const messages = catalogues[`../../../i18n/messages/${locale}.json`] ?? {};
      const intl = createIntl({ locale, messages, onError: (error) => expect.fail(`${locale}: ${error.message}`) });
      const seconds = formatFieldMessage(intl, errorMessage(graphQLError('RATE_LIMITED', { retryAfterSeconds: 42 })));
      const minutes = formatFieldMessage(intl, errorMessage(graphQLError('RATE_LIMITED', { retryAfterSeconds: 420 })));
      expect(seconds, locale).toContain('42');
      expect(minutes, locale).toContain('7');
      expect(minutes, locale).not.toBe(messages['error.RATE_LIMITED']);
    }
  });
});
