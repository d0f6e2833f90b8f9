import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desEncryptJson, randomTransportKey, rsaEncryptKey } from '../../gateway/src/infra/upstream/crypto.js';
import { desDecryptBase64, desEncryptBase64, generateRsaKey, rsaDecryptHex } from '../../sandbox/src/protocol/crypto.js';
import { startSandbox } from '../../sandbox/src/index.js';

/**
 * The gateway (node-forge + BigInt) and the sandbox (crypto-js + BigInt) implement the platform's
 * encryption independently; each must read what the other writes.
 */
describe('gateway encryption against sandbox decryption', () => {
  it('agrees on RSA key transport and DES payloads for many random keys', () => {
    const rsa = generateRsaKey();
    for (let i = 0; i < 50; i += 1) {
      const key = randomTransportKey();
      const recovered = rsaDecryptHex(rsaEncryptKey(key, rsa.modulusHex), rsa);
      expect(recovered?.toString('utf8')).toBe(key);

      const payload = { username: `player${i}`, password: 'mật khẩu ✓', n: i, nested: { ok: true } };
      expect(JSON.parse(desDecryptBase64(desEncryptJson(payload, key), key) ?? 'null')).toEqual(payload);
      // And the other way: the sandbox's DES output is the gateway's, byte for byte.
      expect(desEncryptBase64(JSON.stringify(payload), key)).toBe(desEncryptJson(payload, key));
    }
  });

  describe('over HTTP', () => {
    let sandbox: Awaited<ReturnType<typeof startSandbox>>;
    beforeAll(async () => {
      sandbox = await startSandbox({ port: 0 });
    });
    afterAll(async () => {
      await sandbox.close();
    });

    const headers = { Merchant: 'SAOLA', ModuleId: 'COMM3', Language: 'EN', Device: 'web', 'X-Gateway-Version': '3' };

    async function login(body: (key: string) => string, contentType: string) {
      const modulus = await (await request(`${sandbox.url}/wps/session/key/rsa?t=${Date.now()}`, { headers })).body.text();
      const key = randomTransportKey();
      const reply = await request(`${sandbox.url}/wps/session/login`, {
        method: 'POST',
        headers: { ...headers, 'content-type': contentType, Encryption: rsaEncryptKey(key, modulus.trim()) },
        body: body(key),
      });
      return { status: reply.statusCode, body: (await reply.body.json()) as { success: boolean; value: { token?: string } } };
    }

    const credentials = { username: 'player01', password: 'secret88', captcha: '', type: 'username' };

    it('logs in with the {"value": base64} body the gateway sends', async () => {
      const reply = await login((key) => JSON.stringify({ value: desEncryptJson(credentials, key) }), 'application/json');
      expect(reply.status).toBe(200);
      expect(reply.body.success).toBe(true);
      expect(reply.body.value.token).toBeTruthy();
    });

    it('logs in with the bare base64 body older clients send', async () => {
      const reply = await login((key) => desEncryptJson(credentials, key), 'text/plain');
      expect(reply.body.success).toBe(true);
    });

    it('refuses a payload encrypted under another key', async () => {
      const reply = await login(() => JSON.stringify({ value: desEncryptJson(credentials, randomTransportKey()) }), 'application/json');
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ success: false, errorCode: 'encryption.invalid' });
    });
  });
});
