import pngjs from 'pngjs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SWITCH_IDS } from '../../../core/switches.js';
import { startTestSandbox } from '../../../testing/platform-client.js';
import type { PlatformClient } from '../../../testing/platform-client.js';
import type { WhitelabelNode } from '../../site/whitelabel-tree.js';

let client: PlatformClient;

beforeAll(async () => {
  client = await startTestSandbox();
});
afterAll(() => client.sandbox.close());
beforeEach(() => client.sandbox.reset());

function flatten(node: WhitelabelNode): Record<string, boolean> {
  return Object.assign({ [node.modId]: node.enabled === '1' }, ...node.childrenNodes.map(flatten)) as Record<
    string,
    boolean
  >;
}

interface NoticeValue {
  id: number;
  title: string;
  content: string;
  type: string;
  startDate: number;
  endDate: number;
  priority: number;
  sortIndex: number;
}
interface Announcements {
  player: NoticeValue[];
  promotion: NoticeValue[];
  popup: NoticeValue[];
  hot: NoticeValue[];
  banners: Array<Record<string, unknown>>;
}

const announcements = (types: string, language = 'EN') =>
  client.call<Announcements>(`/wps/relay/MCSFE_getListAnnouncements?types=${types}&platform=W&execution=B`, {
    moduleId: 'AGEANNOUNCE3',
    headers: { Language: language },
  });

describe('GET /wps/system/status', () => {
  it('names two image CDNs that both serve the pictures', async () => {
    const info = (await client.call<Record<string, unknown>>('/wps/system/status?host=saola.example')).body.value.info as { imageCDNs: string[] };
    for (const cdn of info.imageCDNs) {
      const answer = await fetch(`${cdn}/__sandbox/assets/banners/5001.png`);
      expect(answer.status, cdn).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/png');
    }
    expect((await fetch(`${client.sandbox.url}/__sandbox/cdn/3/__sandbox/assets/banners/5001.png`)).status).toBe(404);
  });

  it('answers the flags, the visitor ip and the site info', async () => {
    const answer = await client.call<Record<string, unknown>>('/wps/system/status?host=saola.example');
    expect(answer.status).toBe(200);
    const value = answer.body.value;
    expect(value).toMatchObject({
      maintenance: false,
      maintenanceEndTime: null,
      regionRestriction: false,
      location: { ip: '127.0.0.1' },
    });
    const info = value.info as Record<string, unknown>;
    expect(Object.keys(info).sort()).toEqual(
      [
        'analytics',
        'customerService',
        'imageCDNs',
        'jackpot',
        'launchGameCDNs',
        'loginSettings',
        'register',
        'resources',
        'whitelabel',
      ].sort(),
    );
    expect(info.imageCDNs).toEqual([`${client.sandbox.url}/__sandbox/cdn/1`, `${client.sandbox.url}/__sandbox/cdn/2`]);
    expect(info.analytics).toEqual({ gtagId: expect.stringMatching(/^G-/) });
    expect(info.register).toMatchObject({
      username: { enabled: true, required: true, patternId: 1, minLength: 6, maxLength: 12 },
      password: { patternId: 4 },
    });
    expect(info.resources).toContainEqual(expect.objectContaining({ resourceType: 'TELEGRAM', labelNameEn: 'Telegram' }));
    expect(info.customerService).toContainEqual({
      csType: 3,
      title: 'Telegram support',
      path: 'd3sVQs8902vyO+6AEohK8ULKhYW4M67z7JNZTSQfpto=Sa0LaKey',
    });
  });

  it('takes the visitor ip from the first X-Forwarded-For hop', async () => {
    const answer = await client.call<{ location: { ip: string } }>('/wps/system/status', {
      headers: { 'X-Forwarded-For': '113.161.10.20, 10.0.0.1' },
    });
    expect(answer.body.value.location).toEqual({ ip: '113.161.10.20' });
  });
});

describe('GET /wps/system/whitelabel', () => {
  it('answers the switch tree, and flips follow the control API', async () => {
    const before = flatten((await client.call<WhitelabelNode>('/wps/system/whitelabel')).body.value);
    for (const id of SWITCH_IDS) expect(typeof before[id], id).toBe('boolean');
    expect(before).toMatchObject({ FREEPLAY3: true, MOBILEVERCODELOGIN3: false });

    const put = await client.control('/switches', 'PUT', { FREEPLAY3: false, MOBILEVERCODELOGIN3: true });
    expect(put.status).toBe(200);
    const after = flatten((await client.call<WhitelabelNode>('/wps/system/whitelabel')).body.value);
    expect(after).toMatchObject({ FREEPLAY3: false, MOBILEVERCODELOGIN3: true });
    const status = await client.call<{ info: { whitelabel: WhitelabelNode } }>('/wps/system/status');
    expect(flatten(status.body.value.info.whitelabel)).toEqual(after);
  });
});

describe('GET /wps/relay/MCSFE_getListAnnouncements', () => {
  it('fills only the asked types', async () => {
    const some = (await announcements('PL,PU')).body.value;
    expect(some.player.length).toBeGreaterThanOrEqual(30);
    expect(some.popup.length).toBeGreaterThan(0);
    expect(some.promotion).toEqual([]);
    expect(some.hot).toEqual([]);
    expect(some.banners).toEqual([]);

    const all = (await announcements('B,PL,PU,PR,H')).body.value;
    expect(all.promotion.length).toBeGreaterThan(0);
    expect(all.hot.length).toBeGreaterThan(0);
    expect(all.banners.length).toBeGreaterThan(0);
  });

  it('answers notices with the documented fields, ordered by sortIndex', async () => {
    const { player } = (await announcements('PL')).body.value;
    const first = player[0];
    expect(first && Object.keys(first).sort()).toEqual(
      ['content', 'endDate', 'id', 'priority', 'sortIndex', 'startDate', 'title', 'type'].sort(),
    );
    expect(player.every((notice) => notice.type === 'PL' && notice.content.startsWith('<p>'))).toBe(true);
    expect(player.every((notice) => notice.startDate < notice.endDate)).toBe(true);
    const order = player.map((notice) => notice.sortIndex);
    expect(order).toEqual([...order].sort((left, right) => left - right));
  });

  it('answers banners in the protocol shape', async () => {
    const { banners } = (await announcements('B')).body.value;
    expect(banners.filter((banner) => banner.groupName === 'w_home')).toHaveLength(3);
    expect(banners).toContainEqual(
      expect.objectContaining({ linkageType: 'P', redirect: 'PROMO', redirectPromotionId: expect.any(Number) }),
    );
    expect(banners).toContainEqual(
      expect.objectContaining({ linkageType: 'URL', redirect: 'REDIRECT_URL', externalLink: expect.stringMatching(/^https:/) }),
    );
    for (const banner of banners) {
      expect(Object.keys(banner)).toEqual(
        expect.arrayContaining(['title', 'announcementId', 'url', 'linkage', 'linkageType', 'groupName', 'redirect']),
      );
    }
  });

  it('speaks the Language header; languages without text read English', async () => {
    const vi = (await announcements('PU', 'VI')).body.value.popup[0]?.title;
    const en = (await announcements('PU', 'EN')).body.value.popup[0]?.title;
    const ja = (await announcements('PU', 'JA')).body.value.popup[0]?.title;
    expect(vi).toBe('Chào mừng đến với Saola');
    expect(en).toBe('Welcome to Saola');
    expect(ja).toBe(en);
  });

  it('refuses a missing or unknown type with request_param_err', async () => {
    expect((await announcements('PL,XX')).body.errorCode).toBe('request_param_err');
    const none = await client.call('/wps/relay/MCSFE_getListAnnouncements', { moduleId: 'AGEANNOUNCE3' });
    expect(none.body.errorCode).toBe('request_param_err');
  });
});

describe('member and wallet', () => {
  it('answers member info in the protocol shape with a masked mobile', async () => {
    const token = await client.token('player01', 'secret88');
    const answer = await client.call('/wps/member/info', { token });
    expect(answer.body.value).toEqual({
      id: 100001,
      account: 'player01',
      nickname: 'Minh Anh',
      type: 0,
      toUpline: true,
      clubLabel: { labelName: 'VIP 1', rankLevel: 1 },
      memberLabel: [{ labelName: 'New Member' }],
      regDate: expect.any(Number),
      mobile: '090****567',
    });
    const vip = await client.call<{ clubLabel: { rankLevel: number } }>('/wps/member/info', {
      token: await client.token('vip01', 'secret88'),
    });
    expect(vip.body.value.clubLabel.rankLevel).toBe(6);
  });

  it('answers the balance as numbers with 2 decimals', async () => {
    const token = await client.token('player01', 'secret88');
    const answer = await client.call('/wps/v2/wallets/balance?typeId=0', { moduleId: 'FUNDTRANS3', token });
    expect(answer.body.value).toEqual({
      sumBalance: 1550.5,
      balance: [
        { accountTypeId: 2, availBalance: 1520.5 },
        { accountTypeId: 11, availBalance: 30 },
      ],
      currency: 'VND',
      currencySymbol: 'K',
    });
    const main = await client.call<{ sumBalance: number }>('/wps/v2/wallets/balance?typeId=2', {
      moduleId: 'FUNDTRANS3',
      token,
    });
    expect(main.body.value.sumBalance).toBe(1520.5);
    const noType = await client.call('/wps/v2/wallets/balance', { moduleId: 'FUNDTRANS3', token });
    expect(noType.body.errorCode).toBe('request_param_err');
  });

  it('needs its module id and a token', async () => {
    const token = await client.token('player01', 'secret88');
    expect((await client.call('/wps/v2/wallets/balance?typeId=0', { token })).body.errorCode).toBe('request_param_err');
    expect((await client.call('/wps/v2/wallets/balance?typeId=0', { moduleId: 'FUNDTRANS3' })).status).toBe(401);
  });
});

describe('GET /wps/captcha', () => {
  it('answers a base64 PNG and binds its answer to a captchaId cookie', async () => {
    const answer = await client.call<string>('/wps/captcha', { moduleId: 'CAPTCHA3' });
    const cookie = answer.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^captchaId=[0-9a-f]{32}; Path=\/; HttpOnly$/);
    const image = pngjs.PNG.sync.read(Buffer.from(answer.body.value, 'base64'));
    expect([image.width, image.height]).toEqual([120, 40]);
    const issued = await client.lastCaptcha();
    expect(cookie).toContain(issued.captchaId);
    expect(issued.answer).toMatch(/^\d{4}$/);
  });
});
