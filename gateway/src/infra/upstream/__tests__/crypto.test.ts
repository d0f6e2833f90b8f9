import forge from 'node-forge';
import { describe, expect, it } from 'vitest';
import { desDecryptLink, desEncryptJson, randomTransportKey, rsaEncryptKey } from '../crypto.js';
import { katModulusHex, katPrivateExponentHex } from './kat-rsa-key.js';

// Known answers computed outside the code under test (OpenSSL 3.0 with its legacy provider; python3 ints).

describe('desEncryptJson', () => {
  // Transport key 'AbCd1234EfGh5678': DES uses its first 8 bytes 'AbCd1234' = hex 4162436431323334.
  const key = 'AbCd1234EfGh5678';

  it.each([
    {
      // printf '%s' '{"userName":"alice","password":"secret123"}' | openssl enc -des-ecb -K 4162436431323334 -provider legacy -provider default -base64 -A
      payload: { userName: 'alice', password: 'secret123' },
      expected: 'eDn/EjPBKTeQ204NrqDkLDoJ8ak2d0WI6AXAzIvQ+vjvPWmK65mttBmdQUrJ2K3T',
    },
    {
      // printf '%s' '{"nickname":"Tiếng Việt"}' | openssl enc -des-ecb -K 4162436431323334 -provider legacy -provider default -base64 -A
      payload: { nickname: 'Tiếng Việt' },
      expected: 'v+DV97PAQCFwNkdOfDT0vZmjPPueJtjCXqHMM+uNkTQ=',
    },
    {
      // 16 bytes exactly, so PKCS7 adds a whole block:
      // printf '%s' '{"k":"abcdefgh"}' | openssl enc -des-ecb -K 4162436431323334 -provider legacy -provider default -base64 -A
      payload: { k: 'abcdefgh' },
      expected: 'bFZoJykrwZrUogMFGeQKUfR0AZel80aU',
    },
  ])('matches OpenSSL for $expected', ({ payload, expected }) => {
    expect(desEncryptJson(payload, key)).toBe(expected);
  });

  it('round-trips through node-forge DES-ECB decipher with the first 8 key bytes', () => {
    const payload = { account: 'player01', password: 'p@ss wörd', captcha: '1234', remember: true };
    const cipherText = desEncryptJson(payload, 'Zz09Zz09Zz09Zz09');
    const decipher = forge.cipher.createDecipher('DES-ECB', forge.util.createBuffer('Zz09Zz09'));
    decipher.start();
    decipher.update(forge.util.createBuffer(forge.util.decode64(cipherText)));
    expect(decipher.finish()).toBe(true);
    expect(JSON.parse(forge.util.decodeUtf8(decipher.output.getBytes()))).toEqual(payload);
  });

  it('refuses a key shorter than 8 bytes', () => {
    expect(() => desEncryptJson({}, 'short')).toThrow();
  });
});

describe('desDecryptLink', () => {
  it('decrypts with the last 8 characters as key', () => {
    // printf '%s' 'https://cs.example.com/chat?id=42&lang=vi' | openssl enc -des-ecb -K 5a78395177334572 -provider legacy -provider default -base64 -A
    // (5a78395177334572 = hex of the key 'Zx9Qw3Er', which the platform appends to the base64)
    const cipherText = 'C/+hMwvtCw0TPNVYr9/TbkV9TMutjUDh61BvBEjuHfMJRgE5JSZGS3DmoDYe2N2PZx9Qw3Er';
    expect(desDecryptLink(cipherText)).toBe('https://cs.example.com/chat?id=42&lang=vi');
  });

  it('throws on a wrong key instead of returning garbage', () => {
    const cipherText = 'C/+hMwvtCw0TPNVYr9/TbkV9TMutjUDh61BvBEjuHfMJRgE5JSZGS3DmoDYe2N2PAAAAAAAA';
    expect(() => desDecryptLink(cipherText)).toThrow();
  });

  it('throws on text too short to hold a key', () => {
    expect(() => desDecryptLink('abcdefg')).toThrow();
  });
});

describe('rsaEncryptKey', () => {
  it.each([
    {
      key: 'AbCd1234EfGh5678',
      // python3 -c "n=int(open('mod.txt').read(),16); m=int.from_bytes('AbCd1234EfGh5678'.encode(),'big'); print(format(pow(m,65537,n),'x'))"
      expected:
        '2da32f9350b90e2ad17e0a0a6cc6cd4dc9499747651bac7c200a4e5e2342a2e4f6ea350213ff9bd5a58f863b89d3c301a66575c3e3fb4c9c3fa33581dbc4013b839977f1417277fbfb88a4f551565b6708e951757c0dcd4d17449f9d41d4a30fd592b364d3cef849e83023bb3d5607b69d25fa5f58a72ba607b0d962d1b82127',
    },
    {
      key: 'Zz09Zz09Zz09Zz09',
      // python3 -c "n=int(open('mod.txt').read(),16); m=int.from_bytes('Zz09Zz09Zz09Zz09'.encode(),'big'); print(format(pow(m,65537,n),'x'))"
      expected:
        'a5490b6bb7764b208c4539d27d2095ed354628fd41a03cfc1678a009494ab57ec2ac33228886893bb2ba15ad9d7b97adfd3a8fb43951643c66bbf3fcdcf53b1f44c06823baf241412b629aeb4fc60180df05138380ac127fafa36dfc22f4a67f9ed1019058b58d86d299f61f217a6677650aab3530b0564f7862c78caa91cf9',
    },
  ])('matches python pow() for $key', ({ key, expected }) => {
    expect(rsaEncryptKey(key, katModulusHex)).toBe(expected);
  });

  it('accepts an upper-case modulus and answers lower-case hex', () => {
    const cipher = rsaEncryptKey('AbCd1234EfGh5678', katModulusHex.toUpperCase());
    expect(cipher).toMatch(/^[0-9a-f]+$/);
    expect(cipher).toBe(rsaEncryptKey('AbCd1234EfGh5678', katModulusHex));
  });

  it('is recovered by the private key (m = c^d mod n), as the platform does', () => {
    const key = randomTransportKey();
    const c = BigInt(`0x${rsaEncryptKey(key, katModulusHex)}`);
    const n = BigInt(`0x${katModulusHex}`);
    let m = 1n;
    let base = c;
    for (let e = BigInt(`0x${katPrivateExponentHex}`); e > 0n; e >>= 1n) {
      if (e & 1n) m = (m * base) % n;
      base = (base * base) % n;
    }
    expect(Buffer.from(m.toString(16), 'hex').toString('utf8')).toBe(key);
  });

  it('refuses a modulus too small for the key rather than wrapping silently', () => {
    expect(() => rsaEncryptKey('AbCd1234EfGh5678', 'ffff')).toThrow();
    expect(() => rsaEncryptKey('AbCd1234EfGh5678', 'not-hex')).toThrow();
  });
});

describe('randomTransportKey', () => {
  it('makes 16 characters from digits and ASCII letters, different each time', () => {
    const keys = Array.from({ length: 200 }, () => randomTransportKey());
    for (const key of keys) expect(key).toMatch(/^[0-9A-Za-z]{16}$/);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
