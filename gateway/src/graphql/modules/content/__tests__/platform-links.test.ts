import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useGatewayStack } from '../../../../testing/use-gateway-stack.js';
import { startRewritingHop, type RewritingHop } from '../../../../testing/rewriting-hop.js';
import { calls } from '../../../../infra/upstream/catalogue.js';

interface Envelope<T> {
  value: T;
}
type Row = Record<string, unknown>;

/** Links no browser may be handed, each with the trick it tries. */
const HOSTILE = [
  'javascript:alert(1)',
  ' JavaScript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example/x',
  '/\\evil.example/x',
  'promotions',
  'mailto:someone@example.com',
];

const banner = (bannerId: number, link: string, url = '/__sandbox/assets/banners/home-1.png'): Row => ({
  bannerId,
  title: `Banner ${bannerId}`,
  url,
  linkage: link,
  linkageType: 'URL',
  groupName: 'w_home',
  externalLink: link,
});

// Every hostile href and src in one piece of merchant HTML, with the two kinds of link that pass.
const NOTICE_HTML = [
  ...HOSTILE.map((href, i) => `<a href="${href.replace(/"/g, '&quot;')}">h${i}</a>`),
  '<a href="jav&#x61;script:alert(1)">entity</a>',
  '<a href="/promotions">site</a>',
  '<a href="https://ok.example/page">outside</a>',
  '<img src="data:image/png;base64,AAAA"><img src="//evil.example/i.png"><img src="/__sandbox/assets/x.png">',
].join('');
const CLEAN_LINK = (text: string) => `<a target="_blank" rel="noopener noreferrer">${text}</a>`;
const NOTICE_CLEAN = [
  ...HOSTILE.map((_href, i) => CLEAN_LINK(`h${i}`)),
  CLEAN_LINK('entity'),
  '<a target="_blank" rel="noopener noreferrer" href="/promotions">site</a>',
  '<a target="_blank" rel="noopener noreferrer" href="https://ok.example/page">outside</a>',
  '<img /><img /><img src="/__sandbox/assets/x.png" />',
].join('');

/** Resources with hostile links, as the status call and the router list both carry them. */
const resources = (): Row[] => [
        { resourceType: 'IOS', labelNameEn: 'iOS', url: 'javascript:alert(1)' },
        { resourceType: 'ANDROID', labelNameEn: 'Android', url: '/download/saola.apk' },
        { resourceType: 'LITE', labelNameEn: 'Lite', url: 'https://ok.example/lite' },
        { resourceType: 'TELEGRAM', url: 'data:text/html,x' },
        { resourceType: 'TWITTER', url: '//evil.example/x' },
        { resourceType: 'FACEBOOK', url: 'https://facebook.example/saola' },
      ];

describe('links from the platform', () => {
  let hop: RewritingHop;
  beforeAll(async () => {
    hop = await startRewritingHop();
  });
  // Registered before the stack's hooks, so it runs after the stack closes (vitest runs after-hooks in reverse).
  afterAll(async () => {
    await hop.close();
  });
  const stack = useGatewayStack(() => ({ env: { UPSTREAM_URL: hop.url } }));
  beforeAll(() => {
    hop.forwardTo(stack.sandbox.url);
    hop.rewrite(calls.announcements.path, (answer) => {
      const { value } = answer as Envelope<{ banners: Row[]; player: Row[]; popup: Row[]; promotion: Row[] }>;
      value.banners = [
        ...HOSTILE.map((link, i) => banner(9000 + i, link)),
        banner(9100, 'https://ok.example/a?b=1'),
        banner(9101, '/promotions'),
        // A safe link on an unsafe picture: the picture's address reaches the browser too.
        banner(9102, 'https://ok.example/b', 'javascript:alert(1)'),
        banner(9103, 'https://ok.example/c', 'data:image/png;base64,AAAA'),
      ];
      for (const notice of [value.player[0], value.popup[0], value.promotion[0]]) if (notice) notice.content = NOTICE_HTML;
      return answer;
    });
    hop.rewrite(calls.systemStatus.path, (answer) => {
      const { info } = (answer as Envelope<{ info: Row }>).value;
      info.resources = resources();
      info.customerService = [
        { csType: 1, title: 'Live chat', path: 'vbscript:msgbox(1)' },
        { csType: 4, title: 'Help desk', path: '/support' },
      ];
      return answer;
    });
    // The download page reads the router list: the same hostile links, plus lines and QR codes.
    hop.rewrite(calls.siteRoutes.path, (answer) => {
      const value = (answer as Envelope<Row>).value;
      value.resources = resources().map((resource) => ({ ...resource, qrCodeUrl: 'javascript:alert(2)' }));
      value.domainList = [
        { domain: 'evil', url: 'javascript:alert(3)', lineNo: 1 },
        { domain: 'ok.example', url: 'https://ok.example/some/path?x=1', lineNo: 2, recommended: true },
      ];
      return answer;
    });
    hop.rewrite(calls.helpCenter.path, () => ({
      success: true,
      message: '',
      value: [{ title: 'About', tag: 'about', content: NOTICE_HTML, children: [] }],
    }));
    hop.rewrite(calls.gameList.path, (answer) => {
      const games = (answer as Envelope<{ games: Row[] }>).value.games;
      const icons = ['javascript:alert(1)', '//evil.example/i.png', '/__sandbox/assets/icon.png'];
      games.forEach((game, i) => {
        game.isGame = 'GAME';
        game.showIcon = icons[i % icons.length];
        game.defaultIcon = 'data:image/png;base64,AAAA';
      });
      return answer;
    });
  });

  it('keep a banner link only when it is http(s) or a path of this site, and drop banners on unsafe pictures', async () => {
    const { body } = await stack.gql<{ banners: { id: string; title: string; linkType: string; link: string | null; imageUrl: string }[] }>(
      `{ banners(group: HOME) { id title linkType link imageUrl } }`,
    );
    expect(body.errors).toBeUndefined();
    const banners = body.data?.banners ?? [];
    expect(banners.map((b) => [b.title, b.linkType, b.link])).toEqual([
      ...HOSTILE.map((_link, i) => [`Banner ${9000 + i}`, 'NONE', null]),
      ['Banner 9100', 'URL', 'https://ok.example/a?b=1'],
      ['Banner 9101', 'URL', '/promotions'],
    ]);
    expect(banners.every((b) => /^https?:\/\//.test(b.imageUrl))).toBe(true);
  });

  it('strip unsafe href and src from notice, popup, promotion and help HTML', async () => {
    const { body } = await stack.gql<{
      notices: { edges: { node: { content: string } }[] };
      popupNotices: { content: string }[];
      promotions: { content: string }[];
      helpTopics: { content: string }[];
    }>(`{ notices(first: 1) { edges { node { content } } } popupNotices { content } promotions { content } helpTopics { content } }`);
    expect(body.errors).toBeUndefined();
    expect(body.data?.notices.edges[0]?.node.content).toBe(NOTICE_CLEAN);
    expect(body.data?.popupNotices[0]?.content).toBe(NOTICE_CLEAN);
    expect(body.data?.promotions.map((promotion) => promotion.content)).toContain(NOTICE_CLEAN);
    expect(body.data?.helpTopics[0]?.content).toBe(NOTICE_CLEAN);
  });

  it('keep lines as bare origins and drop unsafe ones and unsafe QR codes', async () => {
    const { body } = await stack.gql<{ site: { lines: unknown[]; appDownloads: { qrCodeUrl: string | null }[] } }>(
      `{ site { lines { url lineNo recommended } appDownloads { qrCodeUrl } } }`,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.site.lines).toEqual([{ url: 'https://ok.example', lineNo: 2, recommended: true }]);
    expect(body.data?.site.appDownloads.every((app) => app.qrCodeUrl === null)).toBe(true);
  });

  it('keep app, social and customer-service links only when safe', async () => {
    const { body } = await stack.gql<{
      site: { appDownloads: { platform: string; url: string }[]; socialLinks: { network: string; url: string }[]; customerService: unknown };
    }>(`{ site { appDownloads { platform url } socialLinks { network url } customerService { kind title url } } }`);
    expect(body.errors).toBeUndefined();
    expect(body.data?.site.appDownloads).toEqual([
      { platform: 'ANDROID', url: '/download/saola.apk' },
      { platform: 'LITE', url: 'https://ok.example/lite' },
    ]);
    expect(body.data?.site.socialLinks).toEqual([{ network: 'FACEBOOK', url: 'https://facebook.example/saola' }]);
    expect(body.data?.site.customerService).toEqual({ kind: 'OTHER', title: 'Help desk', url: '/support' });
  });

  it('keep game icons only when safe, site paths on the media origin', async () => {
    const { body } = await stack.gql<{ games: { edges: { node: { iconUrl: string | null; fallbackIconUrl: string | null } }[] } }>(
      `{ games(category: RNG, first: 3) { edges { node { iconUrl fallbackIconUrl } } } }`,
    );
    expect(body.errors).toBeUndefined();
    const nodes = body.data?.games.edges.map((edge) => edge.node) ?? [];
    expect(nodes.map((node) => node.iconUrl?.replace(/^https?:\/\/[^/]+/, 'ORIGIN') ?? null)).toEqual([null, null, 'ORIGIN/__sandbox/assets/icon.png']);
    expect(nodes.every((node) => node.fallbackIconUrl === null)).toBe(true);
  });
});
