import { describe, expect, it } from 'vitest';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { isAnsweredByApp } from '../app-answered-codes';

const graphQLError = (code: string) => new CombinedGraphQLErrors({ errors: [{ message: 'x', extensions: { code } }] });

describe('isAnsweredByApp', () => {
  it.each(['UNAUTHENTICATED', 'NEED_REAL_ACCOUNT', 'PASSWORD_CHANGE_REQUIRED'])('leaves %s to the app layer', (code) => {
    expect(isAnsweredByApp(graphQLError(code))).toBe(true);
  });

  it('leaves every other failure to the feature that sent the operation', () => {
    expect(isAnsweredByApp(graphQLError('RATE_LIMITED'))).toBe(false);
    expect(isAnsweredByApp(graphQLError('SOMETHING_NEW'))).toBe(false);
    expect(isAnsweredByApp(new TypeError('Failed to fetch'))).toBe(false);
  });
});
