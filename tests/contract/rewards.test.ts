import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startContractSandbox } from './support/platform-client.js';
import type { CallOptions, Method } from './support/platform-client.js';

/**
 * The calls this issue added or changed in the sandbox: invitations (referral code, who joined), one inbox
 * message, and feedback with the spec's six question types and word bounds.
 */
let ctx: Awaited<ReturnType<typeof startContractSandbox>>;

beforeAll(async () => {
  ctx = await startContractSandbox();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.control('POST', '/reset');
});

async function ok<V>(method: Method, path: string, options: CallOptions): Promise<V> {
  const reply = await ctx.client.call<V>(method, path, options);
  expect(reply.status, reply.text).toBe(200);
  expect(reply.body, reply.text).toMatchObject({ success: true, message: 'success' });
  return reply.body.value;
}

async function refused(method: Method, path: string, options: CallOptions, errorCode: string, message?: RegExp) {
  const reply = await ctx.client.call(method, path, options);
  expect(reply.status, reply.text).toBe(400);
  expect(reply.body).toMatchObject({ success: false, errorCode });
  if (message !== undefined) expect(reply.body.message).toMatch(message);
}

interface Page<T> {
  content: T[];
  pageNum: number;
  pageSize: number;
  totalPages: number;
  totalCount: number;
}

interface Invitee {
  account: string;
  nickname: string;
  regDate: number;
}

describe('referral', () => {
  it('answers the member referral code and who joined with it, newest first, masked', async () => {
    const token = await ctx.client.login('player01');
    const info = await ok<{ referralCode: string; enabled: boolean; invitedCount: number }>('GET', '/wps/relay/MCSFE_getReferralInfo', { module: 'AFFMAN3', token });
    expect(info).toEqual({ referralCode: '52RRTTEG', enabled: true, invitedCount: 2 });
    const list = await ok<Page<Invitee>>('GET', '/wps/relay/MCSFE_getReferralList', { module: 'AFFMAN3', token });
    expect(list.totalCount).toBe(2);
    expect(list.content.map((row) => row.account).sort()).toEqual(['pla***02', 'pla***03']);
    expect(list.content[0]!.regDate).toBeGreaterThanOrEqual(list.content[1]!.regDate);
  });

  it('lists a member who registers with the code', async () => {
    await ctx.control('PUT', '/register-settings', { captcha: { enabled: false } });
    const registered = await ctx.client.call('PUT', '/wps/member/register', {
      module: 'REG3',
      encrypted: true,
      body: { username: 'friend01', password: 'abc12345', confirmPassword: 'abc12345', referralCode: '52rrtteg', login: false },
    });
    expect(registered.status, registered.text).toBe(200);
    const token = await ctx.client.login('player01');
    const list = await ok<Page<Invitee>>('GET', '/wps/relay/MCSFE_getReferralList', { module: 'AFFMAN3', token, query: { pageSize: 1 } });
    expect(list).toMatchObject({ totalCount: 3, totalPages: 3, pageSize: 1 });
    expect(list.content).toEqual([expect.objectContaining({ account: 'fri***01' })]);
  });

  it('answers an empty list for a member nobody joined through', async () => {
    const token = await ctx.client.login('vip01');
    const info = await ok<{ invitedCount: number }>('GET', '/wps/relay/MCSFE_getReferralInfo', { module: 'AFFMAN3', token });
    expect(info.invitedCount).toBe(0);
    expect((await ok<Page<Invitee>>('GET', '/wps/relay/MCSFE_getReferralList', { module: 'AFFMAN3', token })).content).toEqual([]);
  });
});

describe('one inbox message', () => {
  it('answers it as the list does, without marking it read', async () => {
    const token = await ctx.client.login('player01');
    const list = await ok<Page<{ messageId: number; read: boolean }> & { unreadCount: number }>('GET', '/wps/relay/CSP_getMessageList', {
      module: 'INBOX3',
      token,
      query: { unreadOnly: 'true', pageSize: 1 },
    });
    const first = list.content[0]!;
    const message = await ok<{ messageId: number; read: boolean }>('GET', '/wps/relay/CSP_getMessage', { module: 'INBOX3', token, query: { messageId: first.messageId } });
    expect(message).toEqual(first);
    expect(await ok<number>('GET', '/wps/relay/CSP_unreadCount', { module: 'INBOX3', token })).toBe(list.unreadCount);
  });

  it('refuses an unknown or missing id', async () => {
    const token = await ctx.client.login('player01');
    await refused('GET', '/wps/relay/CSP_getMessage', { module: 'INBOX3', token, query: { messageId: 999999999 } }, 'request_param_err', /Unknown messageId/);
    await refused('GET', '/wps/relay/CSP_getMessage', { module: 'INBOX3', token }, 'request_param_err', /messageId/);
  });
});

describe('feedback', () => {
  const put = (body: unknown) => ctx.client.call<{ feedbackId: number }>('PUT', '/wps/feedback', { module: 'FEEDBACK3', body });

  it('takes the six question types of the spec and nothing else', async () => {
    for (const type of [1, 2, 3, 4, 5, 6]) {
      const reply = await put({ type, content: 'Nạp tiền chưa vào tài khoản' });
      expect(reply.status, reply.text).toBe(200);
    }
    const stored = (await ctx.control('GET', '/feedback')) as { type: number }[];
    expect(stored.map((entry) => entry.type)).toEqual([1, 2, 3, 4, 5, 6]);
    await refused('PUT', '/wps/feedback', { module: 'FEEDBACK3', body: { type: 7, content: 'Nạp tiền chưa vào tài khoản' } }, 'request_param_err', /type/);
    await refused('PUT', '/wps/feedback', { module: 'FEEDBACK3', body: { type: 0, content: 'Nạp tiền chưa vào tài khoản' } }, 'request_param_err', /type/);
  });

  it('counts words, also in scripts written without spaces, between 5 and 500', async () => {
    const words = (count: number) => Array.from({ length: count }, () => 'chơi').join(' ');
    expect((await put({ type: 6, content: words(5) })).status).toBe(200);
    expect((await put({ type: 6, content: words(500) })).status).toBe(200);
    expect((await put({ type: 3, content: '我充值了但是没有到账' })).status).toBe(200);
    for (const content of [words(4), words(501), 'Nạp tiền... !!! ??', '   ']) {
      await refused('PUT', '/wps/feedback', { module: 'FEEDBACK3', body: { type: 1, content } }, 'request_param_err', /content/);
    }
    await refused('PUT', '/wps/feedback', { module: 'FEEDBACK3', body: { type: 1, content: 'a'.repeat(5001) } }, 'request_param_err', /content/);
  });
});
