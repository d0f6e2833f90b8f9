import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueCalls, routeOf, type CatalogueCall } from './support/catalogue.js';
import { startContractSandbox, type Method } from './support/platform-client.js';

type Stack = Awaited<ReturnType<typeof startContractSandbox>>;

/** A platform refusal: the envelope with success false and an error code, never a crash or a stack. */
function expectRefusal(reply: { status: number; json: unknown; text: string }, status: number, errorCode: string): void {
  expect(reply.status, reply.text).toBe(status);
  expect(reply.json).toMatchObject({ success: false, errorCode });
  expect(reply.text).not.toMatch(/\bat \S+\.(ts|js):\d+|stack/i);
}

const OTHER_METHOD: Record<Method, Method> = { GET: 'DELETE', POST: 'GET', PUT: 'GET', DELETE: 'PUT' };

describe('every catalogue call refuses bad input in the platform error shape', () => {
  let stack: Stack;
  let token: string;
  beforeAll(async () => {
    stack = await startContractSandbox();
    token = await stack.client.login('player01');
  });
  afterAll(async () => {
    await stack.close();
  });

  const calls = catalogueCalls();

  it('has a sandbox route for every catalogue call', () => {
    const missing = calls.filter((call) => !routeOf(call)).map((c) => `${c.method} ${c.path}`);
    expect(missing).toEqual([]);
  });

  describe.each(calls.map((c) => [`${c.method} ${c.path}`, c] as const))('%s', (_name, call: CatalogueCall) => {
    const route = () => {
      const found = routeOf(call);
      if (!found) throw new Error('no route');
      return found;
    };
    const base = () => ({ module: route().moduleId, token: route().token ? token : undefined });

    it('without a ModuleId header', async () => {
      expectRefusal(await stack.client.call(call.method, call.path, { ...base(), module: null }), 400, 'request_param_err');
    });

    it('with an unknown ModuleId', async () => {
      expectRefusal(await stack.client.call(call.method, call.path, { ...base(), module: 'NOSUCHMODULE3' }), 400, 'request_param_err');
    });

    it('without the Merchant header', async () => {
      const reply = await stack.client.call(call.method, call.path, { ...base(), headers: { Merchant: '' } });
      expect(reply.status).toBe(400);
      expect(reply.json).toMatchObject({ success: false });
    });

    it('with a method the path does not take', async () => {
      const other = OTHER_METHOD[call.method];
      const sameRoute = routeOf({ ...call, method: other });
      if (sameRoute) return; // the path takes that method too
      expectRefusal(await stack.client.call(other, call.path, base()), 400, '#459');
    });

    it('without a token when it needs one', async () => {
      if (!route().token) return;
      expectRefusal(await stack.client.call(call.method, call.path, { ...base(), token: 'not-a-live-token' }), 401, 'login.not.session');
    });

    it('with a malformed body', async () => {
      if (call.method === 'GET' || call.method === 'DELETE') return;
      const garbage = await stack.client.call(call.method, call.path, {
        ...base(),
        headers: { 'Content-Type': 'application/json', ...(route().encrypted ? { Encryption: 'ffff' } : {}) },
        rawBody: '{"not json',
      });
      expect(garbage.status).toBeGreaterThanOrEqual(400);
      expect(garbage.status).toBeLessThan(500);
      expect(garbage.json).toMatchObject({ success: false });

      if (!route().encrypted) return;
      const undecryptable = await stack.client.call(call.method, call.path, {
        ...base(),
        headers: { Encryption: '1234abcd' },
        body: { value: 'bm90IGRlcyBjaXBoZXJ0ZXh0IGF0IGFsbA==' },
      });
      expectRefusal(undecryptable, 400, 'encryption.invalid');
    });
  });
});
