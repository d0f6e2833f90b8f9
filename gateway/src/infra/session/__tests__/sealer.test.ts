import { describe, expect, it } from 'vitest';
import { createSessionSealer } from '../sealer.js';

/**
 * The seal with its ciphertext's first character changed: that character's six bits all belong to the first byte,
 * so the bytes always differ (changing the last characters may only touch padding bits, and then nothing changes).
 */
function tampered(sealed: string): string {
  const parts = sealed.split('.');
  const ciphertext = parts[3] ?? '';
  parts[3] = `${ciphertext.startsWith('A') ? 'B' : 'A'}${ciphertext.slice(1)}`;
  return parts.join('.');
}

const data = { token: 'upstream-token-value', memberId: '42', account: 'player01', accountType: 0 };

describe('session sealer', () => {
  it('round-trips and hides the token', async () => {
    const sealer = createSessionSealer('a'.repeat(32), 60);
    const sealed = await sealer.seal(data);
    expect(sealed).not.toContain('upstream-token-value');
    expect(Buffer.from(sealed.split('.').join(''), 'base64url').toString('latin1')).not.toContain('upstream-token-value');
    expect(await sealer.unseal(sealed)).toEqual(data);
  });

  it('refuses another secret, tampering and garbage', async () => {
    const sealed = await createSessionSealer('a'.repeat(32), 60).seal(data);
    expect(await createSessionSealer('b'.repeat(32), 60).unseal(sealed)).toBeNull();
    expect(await createSessionSealer('a'.repeat(32), 60).unseal(tampered(sealed))).toBeNull();
    expect(await createSessionSealer('a'.repeat(32), 60).unseal('not-a-jwe')).toBeNull();
  });

  it('refuses an expired seal, also one it opened while it was fresh', async () => {
    const sealer = createSessionSealer('a'.repeat(32), 1);
    const sealed = await sealer.seal(data);
    expect(await sealer.unseal(sealed)).toEqual(data);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect(await sealer.unseal(sealed)).toBeNull();
  });

  it('keeps each kind of token apart, also once opened', async () => {
    const sealer = createSessionSealer('a'.repeat(32), 60);
    const session = await sealer.seal(data);
    const region = await sealer.sealRegion({ ip: '10.0.0.1', blocked: false, visitorIp: null });
    expect(await sealer.unseal(session)).toEqual(data);
    expect(await sealer.unsealRegion(region)).toEqual({ ip: '10.0.0.1', blocked: false, visitorIp: null });
    expect(await sealer.unsealRegion(session)).toBeNull();
    expect(await sealer.unseal(region)).toBeNull();
    expect(await sealer.unsealCaptcha(session)).toBeNull();
  });

  it('hands the same address the same sealed verdict, and another address or verdict its own', async () => {
    const sealer = createSessionSealer('a'.repeat(32), 60);
    const verdict = { ip: '10.0.0.1', blocked: false, visitorIp: '203.0.113.9' };
    const first = await sealer.sealRegion(verdict);
    expect(await sealer.sealRegion({ ...verdict })).toBe(first);
    expect(await sealer.sealRegion({ ...verdict, ip: '10.0.0.2' })).not.toBe(first);
    expect(await sealer.sealRegion({ ...verdict, blocked: true })).not.toBe(first);
    expect(await sealer.unsealRegion(first)).toEqual(verdict);
  });
});

describe('region verdict seal', () => {
  const verdict = { ip: '198.51.100.7', blocked: false, visitorIp: '198.51.100.7' };

  it('round-trips, and refuses tampering and the other cookies', async () => {
    const sealer = createSessionSealer('a'.repeat(32), 60);
    const sealed = await sealer.sealRegion(verdict);
    expect(sealed).not.toContain('198.51.100.7');
    expect(await sealer.unsealRegion(sealed)).toEqual(verdict);
    expect(await sealer.unsealRegion(tampered(sealed))).toBeNull();
    expect(await createSessionSealer('b'.repeat(32), 60).unsealRegion(sealed)).toBeNull();
    // Each cookie has its own key: a session or captcha seal is no verdict, and a verdict no session.
    expect(await sealer.unsealRegion(await sealer.seal(data))).toBeNull();
    expect(await sealer.unsealRegion(await sealer.sealCaptcha('captcha-1'))).toBeNull();
    expect(await sealer.unseal(sealed)).toBeNull();
  });
});
