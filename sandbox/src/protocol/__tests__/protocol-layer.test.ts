import { createSeedData } from '../../domains/seed-data.js';
import { request as httpRequest } from 'node:http';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SandboxStore } from '../../core/store.js';
import { startTestSandbox } from '../../testing/platform-client.js';
import type { PlatformClient } from '../../testing/platform-client.js';
import { answerPlatformError } from '../error-handler.js';
import { defineRoute, registerPlatformRoutes } from '../../core/route-registry.js';

let client: PlatformClient;

beforeAll(async () => {
  client = await startTestSandbox();
});
afterAll(() => client.sandbox.close());
beforeEach(() => client.sandbox.reset());

/** Sends raw header lines, so a header can appear twice on the wire. */
function rawGet(path: string, headers: Array<[string, string]>): Promise<{ status: number; body: unknown }> {
  const url = new URL(client.sandbox.url + path);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: url.hostname, port: url.port, path, method: 'GET', setHost: true }, (reply) => {
      let text = '';
      reply.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      reply.on('end', () => resolve({ status: reply.statusCode ?? 0, body: JSON.parse(text) }));
    });
    outgoing.on('error', reject);
    for (const [name, value] of headers) outgoing.appendHeader(name, value);
    outgoing.end();
  });
}

describe('merchant header', () => {
  it('is required and must name the configured merchant', async () => {
    for (const merchant of [null, 'OTHER']) {
      const answer = await client.call('/wps/system/status', { merchant });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false, errorCode: 'request_param_err', value: null });
    }
  });

  it('refuses a repeated merchant header with function.not.available', async () => {
    const twice = await rawGet('/wps/system/status', [
      ['Merchant', 'SAOLA'],
      ['merchant', 'SAOLA'],
      ['ModuleId', 'COMM3'],
    ]);
    expect(twice).toEqual({
      status: 400,
      body: expect.objectContaining({ success: false, errorCode: 'function.not.available' }),
    });
    const joined = await client.call('/wps/system/status', { merchant: 'SAOLA, SAOLA' });
    expect(joined.status).toBe(400);
    expect(joined.body.errorCode).toBe('function.not.available');
  });

  it('follows the merchant option', async () => {
    const other = await startTestSandbox({ merchant: 'ACME' });
    try {
      expect((await other.call('/wps/system/status', { merchant: 'ACME' })).status).toBe(200);
      expect((await other.call('/wps/system/status')).body.errorCode).toBe('request_param_err');
    } finally {
      await other.sandbox.close();
    }
  });
});

describe('ModuleId and Language headers', () => {
  it('refuses a missing or wrong module id with request_param_err', async () => {
    const missing = await client.call('/wps/system/status', { moduleId: null });
    const wrong = await client.call('/wps/system/status', { moduleId: 'FUNDTRANS3' });
    for (const answer of [missing, wrong]) {
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false, errorCode: 'request_param_err' });
    }
  });

  it('takes every platform language in any case and refuses the rest', async () => {
    for (const language of ['VI', 'EN', 'CN', 'JA', 'TH', 'TY', 'ID', 'vi']) {
      const answer = await client.call('/wps/system/status', { headers: { Language: language } });
      expect(answer.status, language).toBe(200);
    }
    const unknown = await client.call('/wps/system/status', { headers: { Language: 'FR' } });
    expect(unknown.body.errorCode).toBe('request_param_err');
  });
});

describe('routing', () => {
  it('answers a wrong method with #459 http_method_not_support', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const answer = await client.call('/wps/system/status', { method });
      expect(answer.status, method).toBe(400);
      expect(answer.body).toEqual({
        success: false,
        errorCode: '#459',
        message: 'http_method_not_support',
        value: null,
      });
    }
    expect((await client.call('/wps/session/login')).body.errorCode).toBe('#459');
    const head = await fetch(`${client.sandbox.url}/wps/system/status`, { method: 'HEAD' });
    expect(head.status).toBe(400);
  });

  it('answers an unknown path with a 404 envelope', async () => {
    const answer = await client.call('/wps/no/such/call');
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ success: false, errorCode: '#404', value: null });
  });

  it('answers a malformed or missing JSON body with request_body_required', async () => {
    const encryption = 'ab12';
    const malformed = await client.call('/wps/session/login', {
      method: 'POST',
      body: '{"username":',
      headers: { Encryption: encryption },
    });
    const missing = await client.call('/wps/session/login', { method: 'POST', headers: { Encryption: encryption } });
    for (const answer of [malformed, missing]) {
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false, errorCode: 'request_body_required' });
    }
  });

  it('turns any thrown error into #727 system busy without a stack', async () => {
    const app = Fastify();
    app.setErrorHandler(answerPlatformError);
    const broken = defineRoute({
      method: 'GET',
      path: '/wps/broken',
      moduleId: 'COMM3',
      token: false,
      handle: () => {
        throw new TypeError('secret internals');
      },
    });
    registerPlatformRoutes(app, [broken], new SandboxStore({ seed: createSeedData, merchant: 'SAOLA', idleTtlMs: 1000, singleSession: true }));
    const answer = await app.inject({ url: '/wps/broken', headers: { Merchant: 'SAOLA', ModuleId: 'COMM3' } });
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toEqual({ success: false, errorCode: '#727', message: 'system busy', value: null });
    expect(answer.body).not.toContain('secret internals');
    await app.close();
  });
});

describe('tokens', () => {
  it('answers 401 login.not.session for a missing, unknown or Bearer-prefixed token', async () => {
    const token = await client.token('player01', 'secret88');
    for (const sent of [undefined, 'no-such-token', `Bearer ${token}`]) {
      const answer = await client.call('/wps/member/info', { token: sent });
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ success: false, errorCode: 'login.not.session' });
    }
    expect((await client.call('/wps/member/info', { token })).status).toBe(200);
  });
});
