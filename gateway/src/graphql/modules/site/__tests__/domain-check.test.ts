import { describe, expect, it } from 'vitest';
import { REGION_COOKIE } from '../../../../infra/session/request-session.js';
import { SITE } from '../../../../testing/gateway-stack.js';
import { useGatewayStack } from '../../../../testing/use-gateway-stack.js';

// Spec 001 §8 "Invalid URL, please contact customer service (domain check failed)": the status call names the
// host the visitor reached, and the platform's verdict on that host is the site's status there.
describe('domain check', () => {
  const stack = useGatewayStack({}, { reset: true, clearCalls: true });

  async function site(host: string, regionCookie?: string): Promise<{ status: string; regionCookie: string | undefined }> {
    const res = await stack.app.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress: '198.51.100.40',
      headers: { host, 'content-type': 'application/json', ...(regionCookie ? { cookie: `${REGION_COOKIE}=${regionCookie}` } : {}) },
      // The same document each time: the fast path's stored answers must keep the hosts apart too.
      payload: { query: SITE },
    });
    const body = res.json<{ data: { site: { status: string } } }>();
    return { status: body.data.site.status, regionCookie: res.cookies.find((cookie) => cookie.name === REGION_COOKIE)?.value };
  }

  it('shows INVALID_DOMAIN on a host the platform rejects, and only there', async () => {
    await stack.control('PUT', '/site', { invalidDomains: ['wrong.saola.test'] });
    const served = await site('saola.example:8080');
    expect(served.status).toBe('NORMAL');
    expect(await site('saola.example:8080')).toMatchObject({ status: 'NORMAL' });
    // The visitor's region verdict (sealed on the good host) does not lift the check of another host.
    expect(await site('wrong.saola.test', served.regionCookie)).toMatchObject({ status: 'INVALID_DOMAIN' });
    expect(await site('wrong.saola.test')).toMatchObject({ status: 'INVALID_DOMAIN' });
    expect(await site('saola.example:8080', served.regionCookie)).toMatchObject({ status: 'NORMAL' });
  });

  it('lets maintenance win over the domain check', async () => {
    await stack.control('PUT', '/site', { invalidDomains: ['closed.saola.test'], maintenance: true });
    expect(await site('closed.saola.test')).toMatchObject({ status: 'MAINTENANCE' });
  });
});
