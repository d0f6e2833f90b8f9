import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../../../infra/session/request-session.js';
import { startGatewayStack, type GatewayStack } from '../../../../testing/gateway-stack.js';

const REFERRAL = `query($first: Int) { viewer { referral { enabled code link qrCode invitees(first: $first) { totalCount pageInfo { hasNextPage } edges { node { account nickname joinedAt } } } } } }`;

interface Referral {
  enabled: boolean;
  code: string;
  link: string;
  qrCode: string;
  invitees: { totalCount: number; pageInfo: { hasNextPage: boolean }; edges: { node: { account: string; nickname: string | null; joinedAt: string } }[] };
}

describe('referral (invite friends)', () => {
  let stack: GatewayStack;
  let session: string;
  beforeAll(async () => {
    stack = await startGatewayStack();
    await stack.control('POST', '/reset');
    session = await stack.login();
  });
  afterAll(async () => {
    await stack.close();
  });

  it('gives the code, the registration link on the visitor host, its QR code, and who joined', async () => {
    const reply = await stack.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', host: 'play.saola.example', cookie: `${SESSION_COOKIE}=${session}` },
      payload: { query: REFERRAL, variables: { first: 1 } },
    });
    const body = reply.json<{ data?: { viewer: { referral: Referral } }; errors?: unknown }>();
    expect(body.errors).toBeUndefined();
    const referral = body.data?.viewer.referral;
    expect(referral).toMatchObject({ enabled: true, code: '52RRTTEG', link: 'http://play.saola.example/register?referralCode=52RRTTEG' });
    expect(referral?.invitees).toMatchObject({ totalCount: 2, pageInfo: { hasNextPage: true } });
    expect(referral?.invitees.edges[0]?.node.account).toMatch(/^pla\*\*\*0[23]$/);

    const [prefix, data] = referral?.qrCode.split(',') ?? [];
    expect(prefix).toBe('data:image/svg+xml;base64');
    const svg = Buffer.from(data ?? '', 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('<path');
  });
});
