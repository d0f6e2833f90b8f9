import { describe, expect, it } from 'vitest';
import { callKey } from '../../../../testing/gateway-stack.js';
import { useGatewayStack } from '../../../../testing/use-gateway-stack.js';
import { lastCaptchaAnswer, openBrowser, REQUEST_CAPTCHA, type CaptchaShape } from '../../../../testing/test-browser.js';
import { calls } from '../../../../infra/upstream/catalogue.js';

describe('requestCaptcha', () => {
  const stack = useGatewayStack({ env: { CAPTCHA_INTERVAL_SECONDS: '60' } }, { reset: true });

  it('answers a PNG data URL and binds the platform captchaId in a sealed httpOnly cookie', async () => {
    const browser = openBrowser(stack);
    const reply = await browser.gql<CaptchaShape>(REQUEST_CAPTCHA);
    expect(reply.body.data?.requestCaptcha.userErrors).toEqual([]);
    const image = reply.body.data?.requestCaptcha.image ?? '';
    expect(image).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(image.split(',')[1] ?? '', 'base64').subarray(1, 4).toString('latin1')).toBe('PNG');

    const { captchaId, answer } = (await stack.control('GET', '/captcha')) as { captchaId: string; answer: string };
    const cookie = reply.setCookie.find((c) => c.startsWith('saola_captcha='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(reply.setCookie.some((c) => c.startsWith('captchaId='))).toBe(false);
    for (const secret of [captchaId, answer]) {
      expect(reply.raw).not.toContain(secret);
      expect(reply.setCookie.join(';')).not.toContain(secret);
    }
    expect(await lastCaptchaAnswer(stack)).toBe(answer);
  });

  it('gives one image per client in the window and refuses the next without asking the platform', async () => {
    const browser = openBrowser(stack);
    await browser.gql(REQUEST_CAPTCHA);
    await stack.control('DELETE', '/calls');
    const again = await browser.gql<CaptchaShape>(REQUEST_CAPTCHA);
    expect(again.body.data?.requestCaptcha.image).toBeNull();
    expect(again.body.data?.requestCaptcha.userErrors).toEqual([
      expect.objectContaining({ code: 'RATE_LIMITED', details: expect.objectContaining({ retryAfterSeconds: expect.any(Number) }) }),
    ]);
    expect(await stack.upstreamCalls(callKey(calls.captcha))).toBe(0);
    // Another client is not held back by the first.
    const other = await openBrowser(stack).gql<CaptchaShape>(REQUEST_CAPTCHA);
    expect(other.body.data?.requestCaptcha.image).toMatch(/^data:image\/png/);
  });
});
