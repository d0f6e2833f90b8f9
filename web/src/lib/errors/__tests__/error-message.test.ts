import { describe, expect, it } from 'vitest';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { errorMessageId } from '../error-message';

const graphQLError = (code?: string) =>
  new CombinedGraphQLErrors({ errors: [{ message: 'server text', extensions: code ? { code } : {} }] });

describe('errorMessageId', () => {
  it.each(['UNAUTHENTICATED', 'MAINTENANCE', 'REGION_BLOCKED', 'UPSTREAM_UNAVAILABLE', 'RATE_LIMITED', 'INTERNAL'])(
    'maps extensions.code %s to its own message',
    (code) => {
      expect(errorMessageId(graphQLError(code))).toBe(`error.${code}`);
    },
  );

  it('falls back to the system error for unknown codes', () => {
    expect(errorMessageId(graphQLError('SOMETHING_NEW'))).toBe('error.INTERNAL');
    expect(errorMessageId(graphQLError())).toBe('error.INTERNAL');
  });

  it('maps HTTP failures and network failures', () => {
    const response = (status: number) => new Response('', { status });
    expect(errorMessageId(new ServerError('', { response: response(429), bodyText: '' }))).toBe('error.RATE_LIMITED');
    expect(errorMessageId(new ServerError('', { response: response(503), bodyText: '' }))).toBe(
      'error.UPSTREAM_UNAVAILABLE',
    );
    expect(errorMessageId(new TypeError('Failed to fetch'))).toBe('error.NETWORK');
  });
});
