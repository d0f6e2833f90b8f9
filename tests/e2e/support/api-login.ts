import { expect, type APIRequestContext } from '@playwright/test';
import { gql } from './identity.js';

/** Logs in through the API the pages use: the request context's cookie is its page's session. */
export async function logInByApi(request: APIRequestContext, username: string, password = 'secret88'): Promise<void> {
  const { data } = await gql<{ login: { viewer: unknown } }>(
    request,
    'mutation($input: LoginInput!) { login(input: $input) { viewer { member { id } } } }',
    { input: { username, password } },
  );
  expect(data?.login.viewer, `${username} logged in`).toBeTruthy();
}
