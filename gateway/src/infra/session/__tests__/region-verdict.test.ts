import { describe, expect, it } from 'vitest';
import { REGION_COOKIE } from '../request-session.js';
import { callKey, SITE } from '../../../testing/gateway-stack.js';
import { useGatewayStack } from '../../../testing/use-gateway-stack.js';
import { calls } from '../../upstream/catalogue.js';

const STATUS_CALL = callKey(calls.systemStatus);

interface SiteAnswer {
  status: string;
  visitorIp: string | null;
  regionCookie: string | undefined;
}

describe('region verdict remembered per visitor', () => {
  const stack = useGatewayStack({}, { reset: true, clearCalls: true });

  let sent = 0;

  /** Each document is new (a comment), so the fast path never answers: this is about the verdict cookie alone. */
  async function site(ip: string, regionCookie?: string): Promise<SiteAnswer> {
    sent += 1;
    const res = await stack.app.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress: ip,
      headers: { 'content-type': 'application/json', ...(regionCookie ? { cookie: `${REGION_COOKIE}=${regionCookie}` } : {}) },
      payload: { query: `${SITE}\n# ${sent}` },
    });
    const body = res.json<{ data: { site: { status: string; visitorIp: string | null } } }>();
    const set = res.cookies.find((cookie) => cookie.name === REGION_COOKIE);
    if (set !== undefined) {
      expect(set.httpOnly).toBe(true);
      expect(set.sameSite).toBe('Lax');
    }
    return { ...body.data.site, regionCookie: set?.value };
  }

  it('checks a new visitor once, then trusts the sealed verdict for that address only', async () => {
    const first = await site('198.51.100.10');
    expect(first).toMatchObject({ status: 'NORMAL', visitorIp: '198.51.100.10' });
    expect(first.regionCookie).toBeTruthy();
    expect(await stack.upstreamCalls(STATUS_CALL)).toBe(1);

    // The platform now closes the region: the visitor's remembered verdict stands for their address...
    await stack.control('PUT', '/site', { maintenance: false, regionRestriction: true });
    const returning = await site('198.51.100.10', first.regionCookie);
    expect(returning).toMatchObject({ status: 'NORMAL', visitorIp: '198.51.100.10', regionCookie: undefined });

    // ...but not for another address: a visitor who moves is checked again, and so is a newcomer.
    expect(await site('203.0.113.99', first.regionCookie)).toMatchObject({ status: 'REGION_BLOCKED', visitorIp: '203.0.113.99' });
    const blocked = await site('198.51.100.11');
    expect(blocked).toMatchObject({ status: 'REGION_BLOCKED', visitorIp: '198.51.100.11' });
    // A blocked verdict is remembered as blocked.
    await stack.control('PUT', '/site', { maintenance: false, regionRestriction: false });
    expect(await site('198.51.100.11', blocked.regionCookie)).toMatchObject({ status: 'REGION_BLOCKED' });
  });

  it('ignores a forged or tampered verdict and checks with the platform', async () => {
    await stack.control('PUT', '/site', { maintenance: false, regionRestriction: true });
    const forged = Buffer.from(JSON.stringify({ ip: '198.51.100.20', blocked: false, visitorIp: '198.51.100.20' })).toString('base64url');
    expect(await site('198.51.100.20', forged)).toMatchObject({ status: 'REGION_BLOCKED' });
    await stack.control('PUT', '/site', { maintenance: false, regionRestriction: false });
    const genuine = (await site('198.51.100.21')).regionCookie ?? '';
    // Trusted, a verdict is not sealed again; untrusted, the request takes the address's check and a new seal.
    expect((await site('198.51.100.21', genuine)).regionCookie).toBeUndefined();
    expect((await site('198.51.100.21', `${genuine.slice(0, -3)}abc`)).regionCookie).toBeTruthy();
  });
});
