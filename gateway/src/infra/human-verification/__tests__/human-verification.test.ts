import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.js';
import { humanVerificationOver, memoryGuard, siteverifyVerifier } from '../index.js';

/** A stand-in for the provider's siteverify endpoint: records what it was sent, answers as told. */
function fakeSiteverify(answer: () => Promise<Response>) {
  const sent: Array<{ url: string; body: string }> = [];
  const fetchStub = (async (url: string | URL | Request, init?: RequestInit) => {
    sent.push({ url: String(url), body: String(init?.body) });
    return answer();
  }) as typeof fetch;
  return { sent, fetch: fetchStub };
}

describe('Turnstile and reCAPTCHA adapters (siteverify)', () => {
  it('send the secret, the token and the visitor address, and pass a token once', async () => {
    const service = fakeSiteverify(() => Promise.resolve(Response.json({ success: true })));
    const verifier = siteverifyVerifier({ provider: 'turnstile', siteKey: 'site', secretKey: 'secret', fetch: service.fetch });
    const verification = humanVerificationOver(verifier, memoryGuard());
    expect(verification.setup).toEqual({ provider: 'turnstile', siteKey: 'site' });
    expect(await verification.issue()).toBeNull();
    expect(await verification.verify('token-1', '203.0.113.9')).toEqual({ provider: 'turnstile', response: 'token-1' });
    expect(service.sent[0]?.url).toBe('https://challenges.cloudflare.com/turnstile/v0/siteverify');
    expect(new URLSearchParams(service.sent[0]?.body)).toEqual(new URLSearchParams({ secret: 'secret', response: 'token-1', remoteip: '203.0.113.9' }));
    // This stand-in answers success again; the guard still refuses the token a second use.
    expect(await verification.verify('token-1', '203.0.113.9')).toBeNull();
  });

  it('refuse a token the service refuses, an empty one, and any when the service cannot be reached', async () => {
    const refusing = fakeSiteverify(() => Promise.resolve(Response.json({ success: false, 'error-codes': ['invalid-input-response'] })));
    const recaptcha = siteverifyVerifier({ provider: 'recaptcha', siteKey: 's', secretKey: 'k', fetch: refusing.fetch });
    expect(await humanVerificationOver(recaptcha, memoryGuard()).verify('token', '203.0.113.9')).toBeNull();
    expect(refusing.sent[0]?.url).toBe('https://www.google.com/recaptcha/api/siteverify');
    expect(await humanVerificationOver(recaptcha, memoryGuard()).verify('  ', '203.0.113.9')).toBeNull();
    const down = fakeSiteverify(() => Promise.reject(new TypeError('fetch failed')));
    const unreachable = siteverifyVerifier({ provider: 'turnstile', siteKey: 's', secretKey: 'k', fetch: down.fetch });
    expect(await humanVerificationOver(unreachable, memoryGuard()).verify('token', '203.0.113.9')).toBeNull();
  });
});

describe('the replay guard in memory', () => {
  it('spends a key once until its lifetime ends', async () => {
    let now = 1_000;
    const guard = memoryGuard(() => now);
    expect(await guard.spend('a', 500)).toBe(true);
    expect(await guard.spend('a', 500)).toBe(false);
    now += 500;
    expect(await guard.spend('a', 500)).toBe(true);
  });
});

describe('HUMAN_VERIFICATION configuration', () => {
  const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) };

  it('is ALTCHA by default, its key derived from the shared session secret unless one is set', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).humanVerification.provider).toBe('altcha');
    // Every replica has the same session secret, so each verifies what another signed; another secret, another key.
    const derived = loadConfig(production).humanVerification;
    expect(derived).toEqual(loadConfig(production).humanVerification);
    expect(derived).toMatchObject({ provider: 'altcha', hmacKey: expect.stringMatching(/^[\w-]{43}$/) });
    expect(loadConfig({ ...production, SESSION_SECRET: 'y'.repeat(32) }).humanVerification).not.toEqual(derived);
    expect(() => loadConfig({ ...production, ALTCHA_HMAC_KEY: 'short' })).toThrow(/at least 32 characters/);
    expect(loadConfig({ ...production, ALTCHA_HMAC_KEY: 'k'.repeat(32) }).humanVerification).toEqual({ provider: 'altcha', hmacKey: 'k'.repeat(32) });
  });

  it('needs both keys for Turnstile or reCAPTCHA, and knows no other provider', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', HUMAN_VERIFICATION: 'turnstile', TURNSTILE_SITE_KEY: 's' })).toThrow(
      /TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY are required/,
    );
    expect(loadConfig({ NODE_ENV: 'test', HUMAN_VERIFICATION: 'recaptcha', RECAPTCHA_SITE_KEY: 's', RECAPTCHA_SECRET_KEY: 'k' }).humanVerification).toEqual({
      provider: 'recaptcha',
      siteKey: 's',
      secretKey: 'k',
    });
    expect(() => loadConfig({ NODE_ENV: 'test', HUMAN_VERIFICATION: 'hcaptcha' })).toThrow(/HUMAN_VERIFICATION must be one of/);
  });
});
