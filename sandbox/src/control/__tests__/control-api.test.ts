import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestSandbox } from '../../testing/platform-client.js';
import type { PlatformClient } from '../../testing/platform-client.js';

let client: PlatformClient;

beforeAll(async () => {
  client = await startTestSandbox();
});
afterAll(() => client.sandbox.close());
beforeEach(() => client.sandbox.reset());

const notices = () =>
  client.call('/wps/relay/MCSFE_getListAnnouncements?types=PL', { moduleId: 'AGEANNOUNCE3' });

describe('site maintenance and region restriction', () => {
  it('closes every call but status, whitelabel and the RSA key during maintenance', async () => {
    const token = await client.token('player01', 'secret88');
    const put = await client.control('/site', 'PUT', { maintenance: true, maintenanceEndTime: 1_767_225_600_000 });
    expect(put.body).toMatchObject({ maintenance: true, maintenanceEndTime: 1_767_225_600_000 });

    for (const answer of [
      await notices(),
      await client.call('/wps/member/info', { token }),
      await client.call('/wps/captcha', { moduleId: 'CAPTCHA3' }),
      await client.login({ username: 'player01', password: 'secret88' }),
    ]) {
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        success: false,
        errorCode: 'function.not.available',
        message: 'System maintenance',
        value: null,
      });
    }
    const status = await client.call('/wps/system/status');
    expect(status.body.value).toMatchObject({ maintenance: true, maintenanceEndTime: 1_767_225_600_000 });
    expect((await client.call('/wps/system/whitelabel')).status).toBe(200);
    expect((await client.call('/wps/session/key/rsa')).status).toBe(200);
  });

  it('answers 403 region.restricted while the region is blocked; maintenance wins when both are on', async () => {
    await client.control('/site', 'PUT', { regionRestriction: true });
    const blocked = await notices();
    expect(blocked.status).toBe(403);
    expect(blocked.body).toMatchObject({ success: false, errorCode: 'region.restricted' });
    expect((await client.call('/wps/system/status')).body.value).toMatchObject({ regionRestriction: true });

    await client.control('/site', 'PUT', { maintenance: true });
    expect((await notices()).body.errorCode).toBe('function.not.available');
  });

  it('fails the domain check of the status call for the hosts it is told the merchant does not serve', async () => {
    expect((await client.call('/wps/system/status?host=wrong.saola.test')).body.value).toMatchObject({ invalidDomain: false });
    await client.control('/site', 'PUT', { invalidDomains: ['Wrong.saola.test'] });
    expect((await client.call('/wps/system/status?host=wrong.saola.test')).body.value).toMatchObject({ invalidDomain: true });
    expect((await client.call('/wps/system/status?host=saola.example')).body.value).toMatchObject({ invalidDomain: false });
    expect((await client.call('/wps/system/status')).body.value).toMatchObject({ invalidDomain: false });
    expect((await client.control('/site', 'PUT', { invalidDomains: ['https://wrong.saola.test/'] })).status).toBe(400);
  });

  it('still checks the merchant first', async () => {
    await client.control('/site', 'PUT', { maintenance: true });
    expect((await client.call('/wps/member/info', { merchant: null })).body.errorCode).toBe('request_param_err');
  });
});

describe('faults', () => {
  it('delays a call by latencyMs', async () => {
    await client.control('/faults', 'PUT', { path: '/wps/system/status', latencyMs: 300 });
    const started = performance.now();
    const answer = await client.call('/wps/system/status');
    expect(answer.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('answers an injected status and code in the envelope, a limited number of times', async () => {
    await client.control('/faults', 'PUT', { path: '/wps/relay/*', status: 503, errorCode: 'TOO_MANY_REQUESTS', times: 2 });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const answer = await notices();
      expect(answer.status).toBe(503);
      expect(answer.body).toMatchObject({ success: false, errorCode: 'TOO_MANY_REQUESTS', value: null });
    }
    expect((await notices()).status).toBe(200);
    expect((await client.control('/faults')).body).toEqual([]);
  });

  it('defaults an injected status to #727 system busy', async () => {
    await client.control('/faults', 'PUT', { path: '/wps/system/status', status: 500 });
    const answer = await client.call('/wps/system/status');
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ success: false, errorCode: '#727', message: 'system busy', value: null });
  });

  it('drops the connection on an outage, and DELETE clears the faults', async () => {
    await client.control('/faults', 'PUT', { path: '/wps/*', outage: true });
    await expect(client.call('/wps/system/status')).rejects.toThrow();
    await client.control('/faults', 'DELETE');
    expect((await client.call('/wps/system/status')).status).toBe(200);
  });

  it('afterHandling lets the call run and then drops or replaces its answer (the money moved, the answer was lost)', async () => {
    const token = await client.token('player01', 'secret88');
    const transfer = (orderNo: string) =>
      client.call('/wps/relay/GCS_walletTransfer', { method: 'POST', moduleId: 'FUNDTRANS3', token, body: { fromAccountTypeId: 2, toAccountTypeId: 11, amount: 1, orderNo } });
    const balance = async () => (await client.call<{ sumBalance: number; balance: { accountTypeId: number; availBalance: number }[] }>('/wps/v2/wallets/balance?typeId=0', { moduleId: 'FUNDTRANS3', token })).body.value;
    const vendor = async () => (await balance()).balance.find((wallet) => wallet.accountTypeId === 11)?.availBalance ?? 0;
    const before = await vendor();

    await client.control('/faults', 'PUT', { path: '/wps/relay/GCS_walletTransfer', outage: true, afterHandling: true, times: 1 });
    await expect(transfer('after-1')).rejects.toThrow();
    expect(await vendor()).toBe(before + 1);

    await client.control('/faults', 'PUT', { path: '/wps/relay/GCS_walletTransfer', status: 503, afterHandling: true, times: 1 });
    const replaced = await transfer('after-2');
    expect(replaced.status).toBe(503);
    expect(replaced.body).toEqual({ success: false, errorCode: '#727', message: 'system busy', value: null });
    expect(await vendor()).toBe(before + 2);
  });

  it('prefers an exact path over a prefix', async () => {
    await client.control('/faults', 'PUT', { path: '/wps/*', status: 502 });
    await client.control('/faults', 'PUT', { path: '/wps/system/status', status: 504 });
    expect((await client.call('/wps/system/status')).status).toBe(504);
    expect((await client.call('/wps/system/whitelabel')).status).toBe(502);
  });
});

describe('call counting', () => {
  it('counts every platform request by method and path, refused ones included, and not the control API', async () => {
    await client.control('/calls', 'DELETE');
    await notices();
    await client.call('/wps/relay/MCSFE_getListAnnouncements?types=B', { moduleId: 'AGEANNOUNCE3' });
    await client.call('/wps/system/status', { merchant: null });
    await client.call('/wps/system/status', { method: 'POST' });
    await client.call('/wps/nowhere');
    expect((await client.control('/calls')).body).toEqual({
      'GET /wps/relay/MCSFE_getListAnnouncements': 2,
      'GET /wps/system/status': 1,
      'POST /wps/system/status': 1,
      'GET /wps/nowhere': 1,
    });
    await client.control('/calls', 'DELETE');
    expect((await client.control('/calls')).body).toEqual({});
  });
});

describe('control API', () => {
  it('validates bodies with a 400 and a message', async () => {
    const refused = [
      await client.control('/switches', 'PUT', { NOPE3: true }),
      await client.control('/switches', 'PUT', { FREEPLAY3: 'yes' }),
      await client.control('/site', 'PUT', { maintenance: 1 }),
      await client.control('/faults', 'PUT', { path: 'wps' , status: 500 }),
      await client.control('/faults', 'PUT', { path: '/wps/*' }),
      await client.control('/faults', 'PUT', { path: '/wps/*', status: 99 }),
      await client.control('/clock', 'PUT', {}),
      await client.control('/clock', 'PUT', { now: 'soon' }),
      await client.control('/sessions/expire', 'POST', { account: 'ghost' }),
    ];
    for (const answer of refused) {
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ error: expect.any(String) });
    }
    const broken = await fetch(`${client.sandbox.url}/__sandbox/site`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: '{oops',
    });
    expect(broken.status).toBe(400);
  });

  it('answers 404 for the captcha before any was issued', async () => {
    expect((await client.control('/captcha')).status).toBe(404);
  });

  it('resets state, counts, faults and the clock', async () => {
    await client.control('/switches', 'PUT', { FREEPLAY3: false });
    await client.control('/site', 'PUT', { maintenance: true });
    await client.control('/clock', 'PUT', { now: 5 });
    await client.control('/faults', 'PUT', { path: '/lgw/*', status: 500 });
    const reset = await client.control('/reset', 'POST');
    expect(reset).toEqual({ status: 200, body: { ok: true } });
    expect((await client.control('/faults')).body).toEqual([]);
    expect((await client.control('/calls')).body).toEqual({});
    const clock = await client.control('/clock', 'PUT', { now: null });
    expect(clock.body).toMatchObject({ pinned: false });
    const status = await client.call<{ maintenance: boolean }>('/wps/system/status');
    expect(status.body.value.maintenance).toBe(false);
  });
});
