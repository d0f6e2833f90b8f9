import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../../config.js';
import { useGatewayStack } from '../../../../testing/use-gateway-stack.js';
import { openBrowser, shareSwitchChanges } from '../../../../testing/test-browser.js';

const FIREBASE_ENV = {
  FIREBASE_API_KEY: 'web-api-key',
  FIREBASE_AUTH_DOMAIN: 'saola-test.firebaseapp.com',
  FIREBASE_PROJECT_ID: 'saola-test',
  FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099',
};
// What the site query answers for it: GraphQL's nulls where the environment left a value out.
const FIREBASE_ENV_AS_GRAPHQL = {
  apiKey: 'web-api-key',
  authDomain: 'saola-test.firebaseapp.com',
  projectId: 'saola-test',
  appId: null,
  emulatorUrl: 'http://127.0.0.1:9099',
};
const QUERY = 'query { site { loginOptions { firebase { apiKey authDomain projectId appId emulatorUrl } } } }';

describe('the Firebase web app from merchant configuration', () => {
  it('is validated at start: the three keys together, a host for the auth domain, no emulator in production', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).firebase).toBeUndefined();
    expect(() => loadConfig({ NODE_ENV: 'test', FIREBASE_API_KEY: 'k' })).toThrow(/are set together/);
    expect(() => loadConfig({ NODE_ENV: 'test', FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099' })).toThrow(/need FIREBASE_API_KEY/);
    expect(() => loadConfig({ NODE_ENV: 'test', ...FIREBASE_ENV, FIREBASE_AUTH_DOMAIN: 'https://x.example/' })).toThrow(/must be a host name/);
    const production = { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32), ALTCHA_HMAC_KEY: 'a'.repeat(32) };
    expect(() => loadConfig({ ...production, ...FIREBASE_ENV })).toThrow(/not production/);
    expect(loadConfig({ NODE_ENV: 'test', ...FIREBASE_ENV }).firebase).toEqual({
      apiKey: 'web-api-key',
      authDomain: 'saola-test.firebaseapp.com',
      projectId: 'saola-test',
      appId: undefined,
      emulatorUrl: 'http://127.0.0.1:9099',
    });
  });

  describe('in the site settings', () => {
    const stack = useGatewayStack({ env: FIREBASE_ENV }, { reset: true });

    it('goes to the browser while a provider sign-in or third-party SMS is on, and not otherwise', async () => {
      const read = async () => {
        await shareSwitchChanges(stack);
        return (await openBrowser(stack).gql<{ site: { loginOptions: { firebase: unknown } } }>(QUERY)).body.data?.site.loginOptions.firebase;
      };
      // Seed: Google and Facebook sign-in are on.
      expect(await read()).toEqual(FIREBASE_ENV_AS_GRAPHQL);
      await stack.control('PUT', '/login-settings', { googleLogin: false, facebookLogin: false, firebaseSms: false });
      expect(await read()).toBeNull();
      await stack.control('PUT', '/login-settings', { firebaseSms: true });
      expect(await read()).toEqual(FIREBASE_ENV_AS_GRAPHQL);
    });
  });
});
