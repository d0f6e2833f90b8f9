import { describe, expect, it } from 'vitest';
import { useGatewayStack } from '../testing/use-gateway-stack.js';

// The line switcher times /healthz on each of the site's lines (other origins) from the page it runs in.
describe('probing the site lines from another line', () => {
  const stack = useGatewayStack();
  const secure = useGatewayStack({ env: { COOKIE_SECURE: 'true' } });

  it('answers /healthz to other origins and lets the page connect to https lines (and http ones without TLS)', async () => {
    const res = await stack.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(String(res.headers['content-security-policy'])).toMatch(/connect-src 'self' https: http:(;|$)/);
  });

  it('keeps other responses same-origin, and a TLS site connects to https lines only', async () => {
    const res = await secure.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(String(res.headers['content-security-policy'])).toMatch(/connect-src 'self' https:(;|$)/);
  });
});
