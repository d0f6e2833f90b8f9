import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueCalls, routeOf } from './support/catalogue.js';
import { startContractSandbox } from './support/platform-client.js';

type Stack = Awaited<ReturnType<typeof startContractSandbox>>;

const PINNED_NOW = Date.UTC(2026, 10, 21, 12, 0, 0);
// Values that are fresh per process or per session by design, not seed data (asset URLs carry the port).
const VOLATILE = /"(token|ticket|captchaId|ip)":"[^"]*"/g;

/** The answers of every public read (GET without token), with per-process values blanked. */
async function publicReads(stack: Stack): Promise<Record<string, string>> {
  const answers: Record<string, string> = {};
  for (const call of catalogueCalls()) {
    const route = routeOf(call);
    // The RSA key and captcha images are random by design, not seed data.
    if (call.method !== 'GET' || !route || route.token || route.answer === 'text' || call.path === '/wps/captcha') continue;
    const reply = await stack.client.call('GET', call.path, { module: route.moduleId });
    const host = new URL(stack.sandbox.url).host;
    answers[`${call.method} ${call.path}`] = `${reply.status} ${reply.text.replaceAll(host, 'SANDBOX').replace(VOLATILE, '"$1":"·"')}`;
  }
  return answers;
}

describe('seeded data', () => {
  let first: Stack;
  let second: Stack;
  beforeAll(async () => {
    [first, second] = await Promise.all([startContractSandbox(), startContractSandbox()]);
    for (const stack of [first, second]) await stack.control('PUT', '/clock', { now: PINNED_NOW });
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
  });

  it('is the same in two sandboxes started from the same seed', async () => {
    const [a, b] = await Promise.all([publicReads(first), publicReads(second)]);
    expect(Object.keys(a).length).toBeGreaterThan(10);
    expect(a).toEqual(b);
  });

  it('comes back after changes when the sandbox is reset', async () => {
    const before = await publicReads(first);
    const token = await first.client.login('player01');
    await first.client.call('PUT', '/wps/feedback', { module: 'FEEDBACK3', token, body: { type: 1, content: 'Trang web chạy rất nhanh' } });
    await first.control('PUT', '/switches', { FREEPLAY3: false, DIRECTREG3: false });
    await first.control('PUT', '/site', { maintenance: false, regionRestriction: false });
    expect(await publicReads(first)).not.toEqual(before);

    await first.control('POST', '/reset');
    await first.control('PUT', '/clock', { now: PINNED_NOW });
    expect(await publicReads(first)).toEqual(before);
  });
});
