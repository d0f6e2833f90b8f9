import { describe, expect, it } from 'vitest';
import { useGatewayStack } from '../../../testing/use-gateway-stack.js';
import { WEB_ACCEPT } from '../../../testing/gateway-stack.js';

/** What helmet sets under our policy, on every kind of answer the gateway gives. */
const EXPECTED = {
  'content-security-policy': expect.stringContaining("frame-ancestors 'self'"),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': expect.stringContaining('max-age='),
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
};

describe('security headers', () => {
  const stack = useGatewayStack({ env: { RATE_LIMIT_PER_MINUTE: '5' } });

  it('are on a GraphQL answer, a refused query, a missing route and a rate-limited request', async () => {
    const post = (query: string, ip: string) =>
      stack.app.inject({ method: 'POST', url: '/graphql', remoteAddress: ip, headers: { 'content-type': 'application/json', accept: WEB_ACCEPT }, payload: { query } });
    const answered = await post('{ site { status } }', '10.0.0.1');
    // Twice: the second comes from the fast path's stored bytes.
    const stored = await post('{ site { status } }', '10.0.0.1');
    const refused = await post('{ nope }', '10.0.0.2');
    const missing = await stack.app.inject({ method: 'GET', url: '/nowhere', remoteAddress: '10.0.0.3' });
    let limited = missing;
    for (let i = 0; i < 6; i++) limited = await post('{ site { status } }', '10.0.0.4');
    expect([answered.statusCode, stored.statusCode, refused.statusCode, missing.statusCode, limited.statusCode]).toEqual([200, 200, 400, 404, 429]);
    for (const reply of [answered, stored, refused, missing, limited]) expect(reply.headers).toMatchObject(EXPECTED);
    // ALTCHA (the default challenge) is the site's own code: no outside script.
    expect(String(answered.headers['content-security-policy'])).toContain("script-src 'self';");
  });
});

describe('the content security policy and the human-verification provider', () => {
  const turnstile = useGatewayStack({ env: { HUMAN_VERIFICATION: 'turnstile', TURNSTILE_SITE_KEY: 'site-key', TURNSTILE_SECRET_KEY: 'secret-key' } });

  it("allows a hosted challenge's script and frame, and nothing of the kind for ALTCHA", async () => {
    const csp = String((await turnstile.app.inject({ method: 'GET', url: '/nowhere' })).headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' https:\/\/challenges\.cloudflare\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/challenges\.cloudflare\.com/);
  });
});

describe('the policy once Firebase sign-in is configured', () => {
  const firebase = useGatewayStack({
    env: { FIREBASE_API_KEY: 'web-api-key', FIREBASE_AUTH_DOMAIN: 'saola.firebaseapp.com', FIREBASE_PROJECT_ID: 'saola' },
  });

  it("allows Google's gapi loader and the sign-in pages' frame, and keeps the popup's opener", async () => {
    const reply = await firebase.app.inject({ method: 'GET', url: '/nowhere' });
    const csp = String(reply.headers['content-security-policy']);
    expect(csp).toMatch(/script-src [^;]*https:\/\/apis\.google\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/saola\.firebaseapp\.com/);
    expect(reply.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });
});
