import { toGlobalId } from '../../../relay/global-id.js';
import { describe, expect, it } from 'vitest';
import { callKey } from '../../../../testing/gateway-stack.js';
import { useGatewayStack, withGatewayStack } from '../../../../testing/use-gateway-stack.js';
import { toHelpTopics } from '../help-topics.js';
import { type SiteContentInfo, siteContentOf } from '../../site/index.js';
import { calls } from '../../../../infra/upstream/catalogue.js';

const BANNERS = /* GraphQL */ `query Banners($group: BannerGroup!) { banners(group: $group) { id title imageUrl linkType link } }`;
const SITE_CONTENT = /* GraphQL */ `
  query SiteContent {
    site {
      currency { code symbol unitValue }
      jackpot { currencySymbol baseValue growthPerSecond startedAt }
      appDownloads { platform label url }
      socialLinks { network url }
      customerService { kind title url }
    }
    popupNotices { id title content }
  }
`;
const HELP = /* GraphQL */ `query Help { helpTopics { id title tag content children { id title tag content children { id } } } }`;

interface Banner {
  id: string;
  title: string;
  imageUrl: string;
  linkType: string;
  link: string | null;
}
interface SiteContentData {
  site: {
    currency: { code: string; symbol: string; unitValue: number } | null;
    jackpot: { currencySymbol: string; baseValue: string; growthPerSecond: string; startedAt: string } | null;
    appDownloads: { platform: string; url: string }[];
    socialLinks: { network: string; url: string }[];
    customerService: { kind: string; title: string; url: string } | null;
  };
  popupNotices: { id: string; title: string; content: string }[];
}

describe('content', () => {
  const stack = useGatewayStack();

  const banners = async (group: string) => (await stack.gql<{ banners: Banner[] }>(BANNERS, { group })).body.data?.banners ?? [];

  it('shows banners per route group, with promotion paths and outside links', async () => {
    const home = await banners('HOME');
    expect(home).toHaveLength(3);
    expect(home.map((banner) => [banner.linkType, banner.link])).toEqual([
      ['PROMOTION', `/promoDetail?id=${toGlobalId('Promotion', '3002')}`],
      ['PROMOTION', `/promoDetail?id=${toGlobalId('Promotion', '3001')}`],
      ['URL', 'https://saola.example/download'],
    ]);
    expect(home.every((banner) => banner.imageUrl.startsWith(`${stack.sandbox.url}/__sandbox/cdn/1/__sandbox/assets/banners/`))).toBe(true);
    const slots = await banners('RNG');
    expect(slots).toHaveLength(1);
    expect(slots[0]).toMatchObject({ linkType: 'NONE', link: null });
    for (const group of ['LIVE', 'DOWNLOAD', 'POINT_MALL', 'REGISTER']) expect((await banners(group)).length, group).toBeGreaterThan(0);
  });

  it('reads banners, notices and popups from one cached announcements call', async () => {
    await withGatewayStack({}, async (fresh) => {
      await fresh.control('DELETE', '/calls');
      const reply = await fresh.gql(`{ banners(group: HOME) { id } popupNotices { id } notices(first: 1) { totalCount } promotions { id } }`);
      expect(reply.body.errors).toBeUndefined();
      expect(await fresh.upstreamCalls(callKey(calls.announcements))).toBe(1);
    });
  });

  it('answers the money unit, jackpot, app downloads, social links and popup notices', async () => {
    const { body } = await stack.gql<SiteContentData>(SITE_CONTENT);
    expect(body.errors).toBeUndefined();
    const data = body.data;
    // The sandbox's platform counts in thousands of đồng and says so by its symbol.
    expect(data?.site.currency).toEqual({ code: 'VND', symbol: 'K', unitValue: 1000 });
    // A merchant's own setting wins over the symbol.
    await withGatewayStack({ env: { MONEY_UNIT_VALUE: '1' } }, async (configured) => {
      const reply = await configured.gql<SiteContentData>(SITE_CONTENT);
      expect(reply.body.data?.site.currency).toEqual({ code: 'VND', symbol: 'K', unitValue: 1 });
    });
    expect(data?.site.jackpot).toEqual({ currencySymbol: 'K', baseValue: '8888888.88', growthPerSecond: '55.04', startedAt: '2025-01-01T01:00:00.000Z' });
    expect(data?.site.appDownloads.map((app) => app.platform)).toEqual(['IOS', 'ANDROID', 'LITE']);
    expect(data?.site.socialLinks.map((link) => link.network)).toEqual(['TELEGRAM', 'TWITTER', 'DOUYIN', 'FACEBOOK']);
    expect(data?.popupNotices).toHaveLength(3);
  });

  it('chooses live chat for most and the VIP channel above rank 4', async () => {
    const visitor = await stack.gql<SiteContentData>(SITE_CONTENT);
    expect(visitor.body.data?.site.customerService?.kind).toBe('LIVE_CHAT');
    const member = await stack.gql<SiteContentData>(SITE_CONTENT, undefined, { session: await stack.login('player01') });
    expect(member.body.data?.site.customerService?.kind).toBe('LIVE_CHAT');
    const vip = await stack.gql<SiteContentData>(SITE_CONTENT, undefined, { session: await stack.login('vip01') });
    expect(vip.body.data?.site.customerService).toMatchObject({ kind: 'VIP', url: 'https://chat.saola.example/vip?channel=web' });
  });

  it('decrypts the platform’s type-3 customer-service link', async () => {
    const res = await fetch(`${stack.sandbox.url}${calls.systemStatus.path}`, { headers: { Merchant: 'SAOLA', ModuleId: calls.systemStatus.module, Language: 'EN' } });
    const status = (await res.json()) as { value: { info: SiteContentInfo } };
    const encrypted = status.value.info.customerService?.find((entry) => entry.csType === 3);
    expect(encrypted?.path).not.toMatch(/^https?:/);
    const channels = siteContentOf(status.value.info).customerService;
    expect(channels).toContainEqual({ kind: 'TELEGRAM', title: 'Telegram support', url: 'https://t.me/saola_support' });
    // A link that does not decrypt is left out, not shown broken.
    expect(siteContentOf({ customerService: [{ csType: 3, title: 'x', path: 'garbage-garbage' }] }).customerService).toEqual([]);
  });

  it("takes the money unit from the public settings: the currency's symbol, else its code, else none", () => {
    expect(siteContentOf({ jackpot: { currency: 'VND', currencySymbol: ' ₫ ' } }).currency).toEqual({ code: 'VND', symbol: '₫' });
    expect(siteContentOf({ jackpot: { currency: 'VND', currencySymbol: '' } }).currency).toEqual({ code: 'VND', symbol: 'VND' });
    expect(siteContentOf({ jackpot: null }).currency).toBeNull();
    expect(siteContentOf(undefined).currency).toBeNull();
  });

  it('serves the help centre as sanitised HTML', async () => {
    const { body } = await stack.gql<{ helpTopics: { id: string; tag: string; content: string; children: { id: string }[] }[] }>(HELP);
    expect(body.errors).toBeUndefined();
    const topics = body.data?.helpTopics ?? [];
    expect(topics).toHaveLength(8);
    expect(topics[0]).toMatchObject({ id: '1', tag: 'about' });
    expect(topics[0]?.children[0]?.id).toBe('1.1');
    const cleaned = toHelpTopics([{ title: 't', content: '<p onclick="x()">Hi<script>alert(1)</script></p>', tag: 'a', children: [] }]);
    expect(cleaned[0]?.content).toBe('<p>Hi</p>');
  });
});
